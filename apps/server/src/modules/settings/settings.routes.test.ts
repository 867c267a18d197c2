import { type GymInfo, type GymSettingsSaved, PHONE_MESSAGES, SETTINGS_MESSAGES } from '@gym/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  makeAccount,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeTrainer,
  person,
  signedIn,
} from '../../test/factories.ts';

/**
 * The gym's settings (decisions §7): the admin saves them with `PUT /api/gym`, every field checked with its message;
 * `GET /api/gym` answers them (the older fields too), and the rules that read them (booking hours, the zone) follow
 * on the next request. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;

beforeAll(async () => {
  setClock('2026-03-10T11:00:00Z'); // Tuesday 10 March
  t = await createTestApp({ GYM_NAME: 'Pulse Gym', GYM_TIME_ZONE: 'UTC' });
  admin = (await signedIn(t, 'admin')).headers;
});
afterAll(() => t.close());

const getGym = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/gym' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GymInfo;
};
const put = (payload: unknown, headers: Headers | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/gym', payload: payload as object, ...(headers ? { headers } : {}) });
/** The settings as they are, with `changes`: what the screen sends. */
const edited = async (changes: Record<string, unknown>) => ({ ...(await getGym()), ...changes });

describe('GET /api/gym', () => {
  it('answers the first settings from the environment, the older fields and the new ones', async () => {
    const gym = await getGym();
    expect(gym).toMatchObject({
      name: 'Pulse Gym',
      email: 'hello@pulsegym.test',
      hotline: '+1 212 555 0147',
      address: '120 Market Street, Springfield',
      timeZone: 'UTC',
      country: 'US',
      cancelCutoffHours: 12,
      currency: 'USD',
      language: 'en',
      logoUrl: null,
      reminderHoursBefore: 24,
    });
    expect(gym.openingHours[0]).toEqual({ days: 'Monday to Friday', hours: '6:00 AM to 10:00 PM' });
    expect(gym.weekHours).toEqual({
      monday: { open: '06:00', close: '22:00' },
      tuesday: { open: '06:00', close: '22:00' },
      wednesday: { open: '06:00', close: '22:00' },
      thursday: { open: '06:00', close: '22:00' },
      friday: { open: '06:00', close: '22:00' },
      saturday: { open: '07:00', close: '20:00' },
      sunday: { open: '08:00', close: '18:00' },
    });
    expect(Object.values(gym.socialLinks).every((link) => link === null)).toBe(true);
  });
});

describe('PUT /api/gym', () => {
  it('is for the admin only: a visitor 401, a member, a trainer and staff 403, and nothing changes', async () => {
    const body = await edited({ name: 'Taken Over Gym' });
    expect((await put(body, null)).statusCode).toBe(401);
    for (const role of ['user', 'trainer', 'staff'] as const) {
      const { headers } = await signedIn(t, role);
      expect((await put(body, headers)).statusCode, role).toBe(403);
    }
    expect((await getGym()).name).toBe('Pulse Gym');
  });

  it('changes the currency while no payment exists; after one, 409 and the currency stays', async () => {
    const euro = await put(await edited({ currency: 'EUR' }));
    expect(euro.statusCode, euro.body).toBe(200);
    expect((euro.json() as GymSettingsSaved).currency).toBe('EUR');
    expect((await getGym()).currency).toBe('EUR');

    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db);
    await makePayment(t.db, { userId: member.user.id, planId: plan.id, amount: '19.99' });
    const refused = await put(await edited({ currency: 'USD' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: SETTINGS_MESSAGES.currencyLocked,
      errors: { currency: [SETTINGS_MESSAGES.currencyLocked] },
    });
    expect((await getGym()).currency).toBe('EUR');
    // Any other change still saves while the currency stays as it is.
    const renamed = await put(await edited({ name: 'Pulse Gym Madrid' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await getGym()).name).toBe('Pulse Gym Madrid');
  });

  it('reads phones kept as written again in a new country, and leaves those that still do not parse', async () => {
    const hanoi = await makeAccount(t.db, { phone: '0912 345 678' });
    const nonsense = await makeAccount(t.db, { phone: '12' });
    const moved = await put(await edited({ country: 'VN' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const phones = async () =>
      (
        await t.db
          .select({ id: users.id, phone: users.phone })
          .from(users)
          .where(inArray(users.id, [hanoi.id, nonsense.id]))
      ).sort((a, b) => a.id - b.id);
    expect(await phones()).toEqual([
      { id: hanoi.id, phone: '+84912345678' },
      { id: nonsense.id, phone: '12' },
    ]);
    expect((await put(await edited({ country: 'US' }))).statusCode).toBe(200);
  });

  const week = {
    monday: { open: '06:00', close: '22:00' },
    tuesday: { open: '06:00', close: '22:00' },
    wednesday: { open: '06:00', close: '22:00' },
    thursday: { open: '06:00', close: '22:00' },
    friday: { open: '06:00', close: '22:00' },
    saturday: { open: '07:00', close: '20:00' },
    sunday: null,
  };

  it.each([
    ['name', { name: '  ' }, SETTINGS_MESSAGES.nameRequired],
    ['name', { name: 'x'.repeat(101) }, SETTINGS_MESSAGES.nameMax],
    ['email', { email: 'not an address' }, SETTINGS_MESSAGES.email],
    ['hotline', { hotline: '555-0000' }, PHONE_MESSAGES.invalid('US')],
    ['address', { address: '' }, SETTINGS_MESSAGES.addressRequired],
    ['country', { country: 'XX' }, SETTINGS_MESSAGES.country],
    ['timeZone', { timeZone: 'Mars/Olympus_Mons' }, SETTINGS_MESSAGES.timeZone],
    ['currency', { currency: 'ABC' }, SETTINGS_MESSAGES.currency],
    ['currency', { currency: 'KWD' }, SETTINGS_MESSAGES.currencyDecimals('KWD', 3)],
    ['currency', { currency: 'BHD' }, SETTINGS_MESSAGES.currencyDecimals('BHD', 3)],
    ['language', { language: 'fr' }, SETTINGS_MESSAGES.language],
    ['logoUrl', { logoUrl: 'logo.png' }, SETTINGS_MESSAGES.url],
    ['socialLinks.instagram', { socialLinks: { instagram: 'instagram' } }, SETTINGS_MESSAGES.url],
    [
      'weekHours.monday.close',
      { weekHours: { ...week, monday: { open: '10:00', close: '09:00' } } },
      SETTINGS_MESSAGES.closeAfterOpen,
    ],
    [
      'weekHours.tuesday.close',
      { weekHours: { ...week, tuesday: { open: '10:00', close: '11:00' } } },
      SETTINGS_MESSAGES.tooShort,
    ],
    [
      'weekHours.friday.open',
      { weekHours: { ...week, friday: { open: '6am', close: '22:00' } } },
      SETTINGS_MESSAGES.clock,
    ],
    ['cancelCutoffHours', { cancelCutoffHours: -1 }, SETTINGS_MESSAGES.wholeHours(336)],
    ['reminderHoursBefore', { reminderHoursBefore: 0 }, SETTINGS_MESSAGES.reminderHours(336)],
  ])('refuses a bad %s with 400 and its message, changing nothing', async (field, change, message) => {
    const before = await getGym();
    const res = await put({ ...before, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors?.[field]).toContain(message);
    expect(await getGym()).toEqual(before);
  });

  it('reads the hotline in the chosen country and answers it written out', async () => {
    const res = await put(await edited({ country: 'GB', hotline: '020 7946 0958' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await getGym()).hotline).toBe('+44 20 7946 0958');
    // The phone rule of other requests reads the gym's new country at once.
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'londoner',
        email: 'londoner@example.com',
        password: 'a-long-Passphrase-42',
        fullname: 'Lon Doner',
        phone: '07400 123456',
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    await put(await edited({ country: 'US', hotline: '+1 212 555 0147' }));
  });
});

describe('hours and time zone', () => {
  it('lists coming sessions now outside the hours, keeps them as booked, and books by the new hours at once', async () => {
    await put(
      await edited({
        timeZone: 'UTC',
        weekHours: { ...(await getGym()).weekHours, monday: { open: '06:00', close: '22:00' } },
      }),
    );
    const member = await person(t, 'user', { fullName: 'Maria Lopez' });
    const trainer = await makeTrainer(t.db, { fullName: 'Alex Carter' });
    const room = await makeRoom(t.db, { roomName: 'Studio B' });
    // Monday 16 March, 18:00 to 20:00 UTC: inside the hours as they are.
    const late = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: new Date('2026-03-16T18:00:00Z'),
    });

    const gym = await getGym();
    const saved = await put({ ...gym, weekHours: { ...gym.weekHours, monday: { open: '08:00', close: '16:00' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as GymSettingsSaved).sessionsOutsideHours).toEqual([
      {
        id: late.id,
        startTime: '2026-03-16T18:00:00.000Z',
        endTime: '2026-03-16T20:00:00.000Z',
        memberName: 'Maria Lopez',
        trainerName: 'Alex Carter',
        roomName: 'Studio B',
      },
    ]);
    const staff = await signedIn(t, 'staff');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/gym/sessions-outside-hours',
      headers: staff.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((s: { id: number }) => s.id)).toEqual([late.id]);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/gym/sessions-outside-hours',
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
    // The session keeps its instant and stays booked.
    const [kept] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, late.id));
    expect(kept).toMatchObject({ startTime: new Date('2026-03-16T18:00:00Z'), cancelledAt: null });

    // Booking follows the new hours on the next request: 07:00 is before the new opening, 08:00 is fine.
    const book = (startTime: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers: member.headers,
        payload: { trainerId: trainer.trainerId, roomId: room.id, date: '2026-03-16', startTime },
      });
    expect((await book('07:00')).statusCode).toBe(400);
    const ok = await book('08:00');
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('reads the day in the new time zone: the same instant falls in other hours', async () => {
    const gym = await getGym();
    // 06:00 to 22:00 on Madrid's clock every weekday: the session at 18:00 UTC is 19:00 there, inside.
    const weekdays = { open: '06:00', close: '22:00' };
    const res = await put({
      ...gym,
      timeZone: 'Europe/Madrid',
      weekHours: { ...gym.weekHours, monday: weekdays },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as GymSettingsSaved).sessionsOutsideHours).toEqual([]);
    // On New York's clock with 06:00 to 12:00 hours, 18:00 UTC is 14:00: outside.
    const ny = await put({
      ...gym,
      timeZone: 'America/New_York',
      weekHours: { ...gym.weekHours, monday: { open: '06:00', close: '12:00' } },
    });
    expect((ny.json() as GymSettingsSaved).sessionsOutsideHours.length).toBeGreaterThan(0);
    expect((await getGym()).timeZone).toBe('America/New_York');
  });
});
