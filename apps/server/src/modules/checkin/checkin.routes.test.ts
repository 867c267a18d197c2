import { CHECKIN_MESSAGES, type CheckinListItem } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkins, memberMonthVisits, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp, twoConnections, untilBlockedBy } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import { giveSubscription, makePlan, makeSubscription, person, signedIn } from '../../test/factories.ts';
import { checkinsOfDay } from './checkin.service.ts';

type Headers = { authorization: string };

const NOW = '2026-03-10T09:00:20Z';
const MINUTE = 60_000;

let t: TestApp;
let desk: Headers;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  desk = (await signedIn(t, 'staff')).headers;
});
afterAll(() => t.close());

/** Moves the clock to `offsetMs` after NOW (the test's fixed start). */
const clockAt = (offsetMs: number) => vi.setSystemTime(new Date(Date.parse(NOW) + offsetMs));

const getPass = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/checkin/pass', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; expiresAt: string; dayPass: { token: string; validOn: string } };
};
const checkIn = (payload: Record<string, unknown>, headers: Headers = desk) =>
  t.app.inject({ method: 'POST', url: '/api/checkin', headers, payload });

/** A member with a running plan of their own, named so the desk's answer can be read. */
async function member(subscribed = true) {
  return person(t, 'user', { subscribed, fullName: subscribed ? 'Dana Reyes' : 'Noah Planless' });
}

describe('the member’s pass at the desk', () => {
  it('lets a member with a running plan in, names their plan and end date, and lists the check-in for the day and the member', async () => {
    clockAt(0);
    const dana = await member();
    const pass = await getPass(dana.headers);
    // The minute pass: the same text all minute, another the next minute, accepted until two minutes after its minute.
    expect((await getPass(dana.headers)).token).toBe(pass.token);
    expect(pass.expiresAt).toBe('2026-03-10T09:02:00.000Z');
    expect(pass.dayPass.validOn).toBe('2026-03-10');

    const res = await checkIn({ token: pass.token });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      userId: dana.user.id,
      fullName: 'Dana Reyes',
      allowed: true,
      override: false,
      method: 'pass',
      membership: { endDate: '2027-03-10', status: 'Active' },
    });
    expect(res.json().at).toMatch(/^2026-03-10T09:00:2/);
    expect(res.json().membership.planName).toMatch(/\w/);

    const day = await t.app.inject({ method: 'GET', url: '/api/checkins?date=2026-03-10', headers: desk });
    expect(day.json().map((c: { userId: number }) => c.userId)).toContain(dana.user.id);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/users/${dana.user.id}/checkins`,
      headers: dana.headers,
    });
    expect(own.json()).toMatchObject({ total: 1, items: [{ method: 'pass', fullName: 'Dana Reyes' }] });
    const otherDay = await t.app.inject({ method: 'GET', url: '/api/checkins?date=2026-03-09', headers: desk });
    expect(otherDay.json()).toEqual([]);
  });

  it('accepts a pass from the minute before, and refuses one older than two minutes as expired, naming its member', async () => {
    clockAt(0);
    const dana = await member();
    const pass = await getPass(dana.headers);
    clockAt(MINUTE);
    expect((await getPass(dana.headers)).token).not.toBe(pass.token);
    expect((await checkIn({ token: pass.token })).statusCode).toBe(201);

    clockAt(2 * MINUTE);
    const late = await checkIn({ token: pass.token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: CHECKIN_MESSAGES.refused['expired-pass'],
      reason: 'expired-pass',
      member: { userId: dana.user.id, fullName: 'Dana Reyes', photoUrl: null },
    });
    clockAt(0);
  });

  it('refuses a forged or altered pass, and a sign-in token, as not a pass from this gym', async () => {
    clockAt(0);
    const dana = await member();
    const { token } = await getPass(dana.headers);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const someoneElse = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    const forged = [
      `${header}.${someoneElse}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}AA`,
      (await signedIn(t, 'user')).token,
      'not a pass at all',
    ];
    for (const text of forged) {
      const res = await checkIn({ token: text });
      expect(res.statusCode, text).toBe(409);
      expect(res.json()).toEqual({ message: CHECKIN_MESSAGES.refused['invalid-pass'], reason: 'invalid-pass' });
    }
  });

  it('accepts the day pass once on its date, then refuses it as used; yesterday’s day pass has expired', async () => {
    clockAt(0);
    const dana = await member();
    const { dayPass } = await getPass(dana.headers);
    clockAt(5 * 60 * MINUTE);
    const first = await checkIn({ token: dayPass.token });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ method: 'day-pass', userId: dana.user.id });
    const again = await checkIn({ token: dayPass.token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'day-pass-used', member: { userId: dana.user.id } });

    clockAt(24 * 60 * MINUTE);
    const tomorrow = await checkIn({ token: dayPass.token });
    expect(tomorrow.json()).toMatchObject({ reason: 'expired-pass' });
    clockAt(0);
  });
});

describe('the door’s rule and the desk’s override', () => {
  it('refuses a member without a running membership, by pass and by search, in words, naming them', async () => {
    clockAt(0);
    const noah = await member(false);
    // A plan that ended yesterday runs no more.
    await makeSubscription(t.db, {
      userId: noah.user.id,
      planId: (await makePlan(t.db)).id,
      startDate: '2026-02-01',
      endDate: '2026-03-09',
    });
    const { token } = await getPass(noah.headers);
    for (const payload of [{ token }, { userId: noah.user.id }]) {
      const res = await checkIn(payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'No running membership today',
        reason: 'no-membership',
        member: { userId: noah.user.id, fullName: 'Noah Planless', photoUrl: null },
      });
    }
    expect(await t.db.select().from(checkins).where(eq(checkins.userId, noah.user.id))).toEqual([]);
  });

  it('lets a refused member in when staff override with a reason, and keeps the reason with the check-in', async () => {
    clockAt(0);
    const noah = await member(false);
    expect((await checkIn({ userId: noah.user.id, override: true })).json().errors).toEqual({
      reason: [CHECKIN_MESSAGES.overrideReasonRequired],
    });
    const res = await checkIn({ userId: noah.user.id, override: true, reason: '  Card payment at the till failed  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      override: true,
      overrideReason: 'Card payment at the till failed',
      membership: null,
      method: 'search',
    });
    const [row] = await t.db.select().from(checkins).where(eq(checkins.userId, noah.user.id));
    expect(row).toMatchObject({ override: true, overrideReason: 'Card payment at the till failed' });
    const listed = await t.app.inject({ method: 'GET', url: `/api/users/${noah.user.id}/checkins`, headers: desk });
    expect(listed.json().items[0]).toMatchObject({ override: true, overrideReason: 'Card payment at the till failed' });
  });
});

describe('scans queued while the desk had no network', () => {
  it('judges a queued pass at its scan time, and refuses a scan time in the future or older than 24 hours', async () => {
    clockAt(0);
    const dana = await member();
    const { token } = await getPass(dana.headers);
    clockAt(30 * MINUTE);
    const queued = await checkIn({ token, scannedAt: '2026-03-10T09:01:05Z' });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json().at).toBe('2026-03-10T09:01:05.000Z');

    const future = await checkIn({ userId: dana.user.id, scannedAt: '2026-03-10T09:40:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toEqual({ scannedAt: [CHECKIN_MESSAGES.scannedAtFuture] });
    const old = await checkIn({ userId: dana.user.id, scannedAt: '2026-03-09T09:00:00Z' });
    expect(old.statusCode).toBe(400);
    expect(old.json().errors).toEqual({ scannedAt: [CHECKIN_MESSAGES.scannedAtTooOld] });
    clockAt(0);
  });

  it('judges a queued scan’s membership on the gym’s date of the scan', async () => {
    clockAt(0);
    const dana = await member(false);
    await giveSubscription(t.db, dana.user.id, { startDate: '2026-03-01', endDate: '2026-03-09' });
    // Scanned late on the plan's last day, sent the next morning.
    const res = await checkIn({ userId: dana.user.id, scannedAt: '2026-03-09T21:00:00Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().membership).toMatchObject({ endDate: '2026-03-09' });
    expect((await checkIn({ userId: dana.user.id })).json()).toMatchObject({ reason: 'no-membership' });
  });
});

describe('what the desk must send', () => {
  it('asks for a pass or a member, one of the two, and a member’s account', async () => {
    clockAt(0);
    const dana = await member();
    const staffer = await signedIn(t, 'staff');
    const cases: [Record<string, unknown>, number, Record<string, string[]>][] = [
      [{}, 400, { token: [CHECKIN_MESSAGES.tokenOrMember] }],
      [{ token: 'x', userId: dana.user.id }, 400, { token: [CHECKIN_MESSAGES.tokenOrMember] }],
      [{ token: 'x', override: true, reason: 'Friend' }, 400, { userId: [CHECKIN_MESSAGES.overrideNeedsMember] }],
      [{ userId: staffer.user.id }, 400, { userId: [CHECKIN_MESSAGES.notMember] }],
      [{ userId: 999_999 }, 404, { userId: ['Member not found'] }],
      [{ userId: dana.user.id, scannedAt: 'yesterday' }, 400, { scannedAt: [CHECKIN_MESSAGES.scannedAtInvalid] }],
    ];
    for (const [payload, status, errors] of cases) {
      const res = await checkIn(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    const badDay = await t.app.inject({ method: 'GET', url: '/api/checkins?date=10/03/2026', headers: desk });
    expect(badDay.statusCode).toBe(400);
  });
});

describe('the gym’s date', () => {
  it('is the day pass’s date and the day a check-in is listed under, in the gym’s time zone', async () => {
    const admin = (await signedIn(t, 'admin')).headers;
    const settings = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gym',
      headers: admin,
      payload: { ...settings, timeZone: 'Pacific/Auckland' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // 23:30 on the 10th in UTC is already the 11th in Auckland (UTC+13 in March).
    vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    const dana = await member();
    const { dayPass } = await getPass(dana.headers);
    expect(dayPass.validOn).toBe('2026-03-11');
    expect((await checkIn({ token: dayPass.token })).statusCode).toBe(201);
    const day = await t.app.inject({ method: 'GET', url: '/api/checkins', headers: desk });
    expect(day.json().map((c: { userId: number }) => c.userId)).toEqual([dana.user.id]);
  });
});

describe('GET /api/checkins?format=csv', () => {
  // A gym in Madrid (UTC+1 in March): the day and the times are the gym's; 09:00 UTC is 10:00 on 10 March there.
  let z: TestApp;
  beforeAll(async () => {
    z = await createTestApp({ GYM_TIME_ZONE: 'Europe/Madrid' });
  });
  afterAll(() => z.close());

  it('exports the day’s check-ins, newest first, every one: the gym’s times, formulas neutralised, English and Spanish', async () => {
    clockAt(0);
    const staff = await signedIn(z, 'staff');
    const dana = await signedIn(z, 'user', { fullName: 'Dana Reyes' });
    const zed = await signedIn(z, 'user', { fullName: '=Zed' });
    const row = (userId: number, at: string, gymDate: string, values: Partial<typeof checkins.$inferInsert> = {}) =>
      z.db
        .insert(checkins)
        .values({ userId, at: new Date(at), gymDate, method: 'pass', recordedBy: staff.user.id, ...values });
    // 23:30 UTC on 9 March is 00:30 on 10 March in Madrid: the day's first check-in.
    await row(zed.user.id, '2026-03-09T23:30:00Z', '2026-03-10', {
      method: 'search',
      override: true,
      overrideReason: '-2 days of grace',
    });
    // 24 more, a minute apart, more than any page.
    for (let i = 0; i < 24; i++)
      await row(dana.user.id, new Date(Date.parse('2026-03-10T08:00:00Z') + i * 60_000).toISOString(), '2026-03-10');
    // The day before, on the gym's clock.
    await row(dana.user.id, '2026-03-09T22:30:00Z', '2026-03-09');

    const csv = (headers: Headers, query = 'format=csv') =>
      z.app.inject({ method: 'GET', url: `/api/checkins?${query}`, headers });
    // Without a date: today on the gym's clock.
    const res = await csv(staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'checkins-2026-03-10.csv');
    const lines = res.body.slice(1).split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Date,Time,Member,Check-in method,Override,Reason',
      '2026-03-10,09:23,Dana Reyes,Pass,No,',
    ]);
    expect(lines.at(-2)).toBe("2026-03-10,00:30,'=Zed,Found by the desk,Yes,'-2 days of grace");
    expect(lines).toHaveLength(1 + 25 + 1); // the header, every check-in of the day, the last line's end

    const dayBefore = (await csv(staff.headers, 'date=2026-03-09&format=csv')).body.slice(1).split('\n');
    expect(dayBefore.slice(1)).toEqual(['2026-03-09,23:30,Dana Reyes,Pass,No,', '']);

    // Without `format` the same call answers the plain array.
    const json = await z.app.inject({ method: 'GET', url: '/api/checkins?date=2026-03-10', headers: staff.headers });
    const list = json.json() as CheckinListItem[];
    expect(list).toHaveLength(25);
    // Read in batches of 4: the same check-ins in the same order, none twice.
    const batched: number[] = [];
    for await (const item of checkinsOfDay(z.db, '2026-03-10', 4)) batched.push(item.id);
    expect(batched).toEqual(list.map((item) => item.id));

    await z.db.update(users).set({ language: 'es' }).where(eq(users.id, staff.user.id));
    const spanish = (await csv(staff.headers)).body.slice(1).split('\n');
    expect(spanish[0]).toBe('Fecha,Hora,Socio,Forma de entrada,Excepción,Motivo');
    expect(spanish[1]).toBe('2026-03-10,09:23,Dana Reyes,Pase,No,');
    expect(spanish.at(-2)).toBe("2026-03-10,00:30,'=Zed,Buscado en recepción,Sí,'-2 days of grace");

    expect((await csv(dana.headers)).statusCode).toBe(403);
  });
});

// The attendance report reads each member's visits per month from `member_month_visits`, which the database keeps
// from the check-ins (migration 0035): whatever writes them, one row or many at once, a day counts once.
describe('each member’s visits per month, kept by the database', () => {
  const visitsOf = async (userId: number) =>
    (
      await t.db
        .select({ month: memberMonthVisits.month, visits: memberMonthVisits.visits })
        .from(memberMonthVisits)
        .where(eq(memberMonthVisits.userId, userId))
        .orderBy(memberMonthVisits.month)
    ).map((row) => [row.month, row.visits]);
  const visit = (userId: number, gymDate: string, time = '09:00') => ({
    userId,
    at: new Date(`${gymDate}T${time}:00Z`),
    gymDate,
    method: 'search' as const,
  });

  it('counts the days a member came in per month, two check-ins on one day as one, in one statement or several', async () => {
    const { user } = await person(t, 'user', { fullName: 'Vera Visits' });
    await t.db
      .insert(checkins)
      .values([
        visit(user.id, '2026-03-02', '08:00'),
        visit(user.id, '2026-03-02', '18:00'),
        visit(user.id, '2026-03-03'),
        visit(user.id, '2026-04-01'),
      ]);
    expect(await visitsOf(user.id)).toEqual([
      ['2026-03-01', 2],
      ['2026-04-01', 1],
    ]);
    await t.db.insert(checkins).values(visit(user.id, '2026-03-03', '19:00'));
    await t.db.insert(checkins).values(visit(user.id, '2026-03-31'));
    expect(await visitsOf(user.id)).toEqual([
      ['2026-03-01', 3],
      ['2026-04-01', 1],
    ]);
  });

  it('counts again from what is left when check-ins are removed', async () => {
    const { user } = await person(t, 'user', { fullName: 'Remy Removed' });
    const made = await t.db
      .insert(checkins)
      .values([
        visit(user.id, '2026-03-02', '08:00'),
        visit(user.id, '2026-03-02', '18:00'),
        visit(user.id, '2026-03-05'),
      ])
      .returning({ id: checkins.id });
    await t.db.delete(checkins).where(eq(checkins.id, made[0]?.id as number));
    expect(await visitsOf(user.id)).toEqual([['2026-03-01', 2]]);
    await t.db.delete(checkins).where(eq(checkins.id, made[2]?.id as number));
    expect(await visitsOf(user.id)).toEqual([['2026-03-01', 1]]);
  });

  // PostgreSQL only (two connections of its own): defined in the server-pg run alone, so the PGlite run has no
  // skipped test.
  if (process.env.TEST_DB === 'postgres') {
    it('counts a day once when two desks check the member in at the same time', async () => {
      const { user } = await person(t, 'user', { fullName: 'Dora Desks' });
      await t.db.insert(checkins).values(visit(user.id, '2026-03-01'));
      const { one, two, close } = await twoConnections(t);
      const insert = `INSERT INTO checkins (user_id, at, gym_date, method) VALUES ($1, $2, '2026-03-02', 'search')`;
      try {
        await one.query('BEGIN');
        await two.query('BEGIN');
        await one.query(insert, [user.id, '2026-03-02T08:00:00Z']);
        const holder = (await one.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
        // The second desk waits for the first one's hold on the member's month, then sees its check-in.
        const second = two.query(insert, [user.id, '2026-03-02T08:00:01Z']);
        await untilBlockedBy(t.db, holder);
        await one.query('COMMIT');
        await second;
        await two.query('COMMIT');
      } finally {
        await close();
      }
      expect(await visitsOf(user.id)).toEqual([['2026-03-01', 2]]);
    });
  }
});
