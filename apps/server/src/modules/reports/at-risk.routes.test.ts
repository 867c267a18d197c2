import { type AtRiskActionRecord, type AtRiskReport, addDays } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atRiskActions, checkins, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { loginAs, makeAccount, makePayment, makePlan, makeSubscription, signedIn } from '../../test/factories.ts';

/**
 * At-risk members (docs/reports.md, docs/decisions/039) on a small gym made by hand, one member per rule. The gym is
 * in New York and today is Wednesday 15 April 2026 there. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 *
 *   Zed   away 35 days (last 2026-03-11) and renewal off            40 + 25 = 65
 *   Ada   away 21 days (last 2026-03-25), renews                    30
 *   Fay   came 2 days ago; failed payments 10 and 12 April (and an older one, 45 days ago, outside the 30 days) 30
 *   Rob   came yesterday; renewal off on Monthly ending 30 April    25
 *   Pat   Past due, away 14 days (last 2026-04-01)                  20
 *   Vic   member since October; 12 visits in the 12 weeks from 25 Dec to 18 Mar (4 per 28 days), 1 since   20
 *   not listed: Sam (the same 12 visits, 3 since), Nia (renewal off but her next plan is bought), Fro (Frozen, away)
 */

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
let staffName: string;
let member: { authorization: string };
/** A staff member whose account reads Spanish. */
let spanish: { authorization: string };
const ids: Record<string, number> = {};
const TODAY = '2026-04-15';

const visit = (userId: number, day: string) =>
  t.db.insert(checkins).values({ userId, at: new Date(`${day}T15:00:00Z`), gymDate: day, method: 'pass' });

beforeAll(async () => {
  setClock(`${TODAY}T15:00:00Z`);
  t = await createTestApp({ GYM_TIME_ZONE: 'America/New_York' });
  admin = (await signedIn(t, 'admin')).headers;
  const desk = await signedIn(t, 'staff', { fullName: 'Dana Desk' });
  staff = desk.headers;
  staffName = 'Dana Desk';
  member = (await signedIn(t, 'user')).headers;
  const espanol = await makeAccount(t.db, { role: 'staff' });
  await t.db.update(users).set({ language: 'es' }).where(eq(users.id, espanol.id));
  spanish = { authorization: (await loginAs(t, espanol.email)).authorization };

  const monthly = await makePlan(t.db, { name: 'Monthly', price: '50.00', durationInDays: 30 });
  const sub = (
    name: string,
    startDate: string,
    endDate: string,
    extra: { autoRenew?: boolean; status?: 'Active' | 'Past due' | 'Frozen' | 'Scheduled' } = {},
  ) =>
    makeSubscription(t.db, {
      userId: ids[name] as number,
      planId: monthly.id,
      startDate,
      endDate,
      status: extra.status ?? 'Active',
      isActive: (extra.status ?? 'Active') === 'Active',
      autoRenew: extra.autoRenew ?? true,
      createdAt: new Date(`${startDate}T15:00:00Z`),
    });
  for (const name of ['Zed', 'Ada', 'Fay', 'Rob', 'Pat', 'Vic', 'Sam', 'Nia', 'Fro'])
    ids[name] = (await makeAccount(t.db, { fullName: `${name} Member` })).id;
  const id = (name: string) => ids[name] as number;

  await sub('Zed', '2026-02-01', '2026-04-20', { autoRenew: false });
  await visit(id('Zed'), '2026-03-11');
  await sub('Ada', '2026-01-01', '2026-05-30');
  await visit(id('Ada'), '2026-03-25');
  await sub('Fay', '2026-03-01', '2026-04-30');
  await visit(id('Fay'), '2026-04-13');
  for (const day of ['2026-03-01', '2026-04-10', '2026-04-12'])
    await makePayment(t.db, {
      userId: id('Fay'),
      amount: '50.00',
      status: 'Failed',
      paymentDate: new Date(`${day}T15:00:00Z`),
    });
  await sub('Rob', '2026-04-01', '2026-04-30', { autoRenew: false });
  await visit(id('Rob'), '2026-04-14');
  await sub('Pat', '2026-03-01', '2026-04-25', { status: 'Past due' });
  await visit(id('Pat'), '2026-04-01');
  await sub('Vic', '2025-10-01', '2026-06-30');
  await sub('Sam', '2025-10-01', '2026-06-30');
  for (let week = 0; week < 12; week++) {
    await visit(id('Vic'), addDays('2025-12-29', week * 7));
    await visit(id('Sam'), addDays('2025-12-29', week * 7));
  }
  await visit(id('Vic'), '2026-04-10');
  for (const day of ['2026-04-01', '2026-04-08', '2026-04-14']) await visit(id('Sam'), day);
  await sub('Nia', '2026-04-01', '2026-04-30', { autoRenew: false });
  await sub('Nia', '2026-05-01', '2026-05-30', { status: 'Scheduled' });
  await visit(id('Nia'), '2026-04-15');
  await sub('Fro', '2026-01-01', '2026-05-30', { status: 'Frozen' });
  await visit(id('Fro'), '2026-02-01');
});

afterAll(async () => {
  await t?.close();
});

const list = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/at-risk${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<AtRiskReport>();
};
const byName = (report: AtRiskReport, name: string) => report.items.find((m) => m.fullName === `${name} Member`);

describe('at-risk members', () => {
  it('scores each member by the rules, highest first, with every reason in words', async () => {
    const report = await list(admin);
    expect(report).toMatchObject({ asOf: TODAY, timeZone: 'America/New_York', total: 6, page: 1, pageSize: 20 });
    expect(report.items.map((m) => [m.fullName, m.score])).toEqual([
      ['Zed Member', 65],
      ['Ada Member', 30],
      ['Fay Member', 30],
      ['Rob Member', 25],
      ['Pat Member', 20],
      ['Vic Member', 20],
    ]);
    expect(byName(report, 'Zed')?.reasons).toEqual([
      { rule: 'notSeen', points: 40, text: 'Not seen for 35 days (last check-in Mar 11, 2026)' },
      {
        rule: 'renewalStopped',
        points: 25,
        text: 'Renewal is off: Monthly ends on Apr 20, 2026 and no next plan is bought',
      },
    ]);
    expect(byName(report, 'Ada')?.reasons).toEqual([
      { rule: 'notSeen', points: 30, text: 'Not seen for 21 days (last check-in Mar 25, 2026)' },
    ]);
    expect(byName(report, 'Fay')?.reasons).toEqual([
      { rule: 'failedPayment', points: 30, text: '2 failed payments in the last 30 days, the latest on Apr 12, 2026' },
    ]);
    expect(byName(report, 'Rob')?.reasons).toEqual([
      {
        rule: 'renewalStopped',
        points: 25,
        text: 'Renewal is off: Monthly ends on Apr 30, 2026 and no next plan is bought',
      },
    ]);
    expect(byName(report, 'Pat')?.reasons).toEqual([
      { rule: 'notSeen', points: 20, text: 'Not seen for 14 days (last check-in Apr 1, 2026)' },
    ]);
    expect(byName(report, 'Vic')?.reasons).toEqual([
      {
        rule: 'visitsFalling',
        points: 20,
        text: '1 visit in the last 28 days, against 4 on average over the 12 weeks before',
      },
    ]);
    expect(byName(report, 'Vic')?.lastCheckIn).toBe('2026-04-10');
  });

  it('answers in the caller’s language and in pages', async () => {
    const report = await list(spanish, '?page=2&pageSize=2');
    expect(report).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(report.items.map((m) => m.fullName)).toEqual(['Fay Member', 'Rob Member']);
    expect(report.items[0]?.reasons[0]?.text).toBe('2 pagos fallidos en los últimos 30 días, el último el 12 abr 2026');
  });

  it('records a contact, with who and when, and shows the latest on the list', async () => {
    const post = (note?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/reports/at-risk/${ids.Rob}/contacted`,
        headers: staff,
        payload: note === undefined ? {} : { note },
      });
    expect((await post()).statusCode).toBe(201);
    const res = await post('  Left a voicemail  ');
    expect(res.statusCode).toBe(201);
    const recorded = res.json<AtRiskActionRecord>();
    expect(recorded).toMatchObject({
      memberId: ids.Rob,
      action: 'contacted',
      note: 'Left a voicemail',
      until: null,
      by: { fullName: staffName },
      at: expect.stringMatching(/^2026-04-15T15:/),
    });
    const rob = byName(await list(admin), 'Rob');
    expect(rob?.lastContact).toMatchObject({ id: recorded.id, note: 'Left a voicemail', by: { fullName: staffName } });
    expect(rob?.score).toBe(25);
  });

  it('leaves a snoozed member out until the day chosen', async () => {
    const snooze = (userId: number | string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/reports/at-risk/${userId}/snooze`, headers: admin, payload });
    expect((await snooze(ids.Ada as number, { until: TODAY })).json()).toMatchObject({
      errors: { until: ['Choose a day after today'] },
    });
    expect((await snooze(ids.Ada as number, { until: '2026-02-30' })).statusCode).toBe(400);
    expect((await snooze(ids.Ada as number, { until: '2027-04-15' })).statusCode).toBe(400);
    expect((await snooze(ids.Ada as number, { until: '2026-04-20', note: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await snooze(999999, { until: '2026-04-20' })).statusCode).toBe(404);
    expect((await snooze('abc', { until: '2026-04-20' })).statusCode).toBe(400);

    const res = await snooze(ids.Ada as number, { until: '2026-04-20', note: 'On holiday' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ action: 'snoozed', until: '2026-04-20', note: 'On holiday' });
    const report = await list(admin);
    expect(report.total).toBe(5);
    expect(byName(report, 'Ada')).toBeUndefined();
  });

  it('refuses members, trainers and anonymous callers', async () => {
    const trainer = (await signedIn(t, 'trainer')).headers;
    for (const [headers, status] of [
      [{}, 401],
      [member, 403],
      [trainer, 403],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: '/api/reports/at-risk', headers })).statusCode).toBe(status);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/reports/at-risk/${ids.Rob}/contacted`,
        headers,
        payload: {},
      });
      expect(post.statusCode).toBe(status);
    }
  });

  it('downloads every member at risk as CSV with the reasons in words', async () => {
    // Half past ten at night in New York, the gym's zone: already the next day in UTC.
    await t.db.insert(atRiskActions).values({
      memberId: ids.Zed as number,
      action: 'contacted',
      byId: null,
      note: '=cmd',
      at: new Date('2026-04-15T02:30:00Z'),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/reports/at-risk?format=csv&pageSize=1',
      headers: spanish,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="at-risk-${TODAY}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Socio,Correo electrónico,Teléfono,Puntuación,Motivos,Última entrada,Último contacto,Contactado por,Nota',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]?.startsWith('Zed Member,')).toBe(true);
    expect(lines[1]).toContain(
      ",(212) 555-0123,65,No viene desde hace 35 días (última entrada el 11 mar 2026); Renovación desactivada: Monthly termina el 20 abr 2026 y no hay otro plan comprado,2026-03-11,2026-04-14,,'=cmd",
    );
    expect(lines.find((line) => line.startsWith('Rob Member'))).toContain(`2026-04-15,${staffName},Left a voicemail`);
  });

  it('forgets the desk’s notes about a member whose account is deleted', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/users/${ids.Rob}`, headers: admin });
    expect(res.statusCode).toBeLessThan(300);
    const left = await t.db
      .select()
      .from(atRiskActions)
      .where(eq(atRiskActions.memberId, ids.Rob as number));
    expect(left).toEqual([]);
    expect(byName(await list(admin), 'Rob')).toBeUndefined();
  });

  it('puts a snoozed member back on the list on the day chosen', async () => {
    setClock('2026-04-20T15:00:00Z');
    const ada = byName(await list(admin), 'Ada');
    expect(ada?.reasons).toEqual([
      { rule: 'notSeen', points: 30, text: 'Not seen for 26 days (last check-in Mar 25, 2026)' },
    ]);
  });
});
