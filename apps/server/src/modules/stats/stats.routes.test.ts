import { AUTH_MESSAGES, addDays, adminStatsSchema, todayIn } from '@gym/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, payments } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  type Cast,
  type CastName,
  makeAccount,
  makeCast,
  makePayment,
  makePlan,
  makeSessionWith,
  makeSubscription,
} from '../../test/factories.ts';

const timeZone = 'America/New_York';
/** 22:30 on Saturday 28 February in New York: already 1 March in UTC. */
const LATE_FEBRUARY = '2026-03-01T03:30:00Z';
let t: TestApp;
let cast: Cast;
let pendingId: number;

beforeAll(async () => {
  setClock(LATE_FEBRUARY);
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  cast = await makeCast(t);
  const { member, otherMember } = cast;
  const pay = (userId: number, amount: string, paymentDate: string, status?: 'Pending' | 'Failed') =>
    makePayment(t.db, { userId, amount, paymentDate: new Date(paymentDate), ...(status ? { status } : {}) });

  // Revenue: instants either side of the gym's month boundaries (New York is UTC-5 in winter, UTC-4 in summer).
  await pay(member.user.id, '19.99', '2026-03-01T02:00:00Z'); // 21:00 on 28 Feb in New York: February
  await pay(member.user.id, '0.01', '2026-02-01T05:00:00Z'); // midnight starting 1 Feb: February
  await pay(otherMember.user.id, '100.00', '2026-02-01T04:59:00Z'); // 23:59 on 31 Jan: January
  await pay(otherMember.user.id, '30.50', '2025-12-15T12:00:00Z');
  await pay(member.user.id, '50.00', '2025-09-01T04:00:00Z'); // midnight starting 1 Sep: September
  await pay(member.user.id, '70.00', '2025-09-01T03:59:00Z'); // 23:59 on 31 Aug: before the six months
  pendingId = (await pay(member.user.id, '999.00', '2026-02-10T12:00:00Z', 'Pending')).id;
  await pay(member.user.id, '999.00', '2025-12-10T12:00:00Z', 'Failed');

  // Plans of each type, one of them retired; subscriptions running and ended.
  const today = todayIn(timeZone);
  const standard = await makePlan(t.db, { planType: 'Standard' });
  const premium = await makePlan(t.db, { planType: 'Premium' });
  await makePlan(t.db, { planType: 'Basic' });
  await makePlan(t.db, { planType: 'Diamond' });
  const retired = await makePlan(t.db, { planType: 'Premium', isActive: false });
  const running = { startDate: addDays(today, -10), endDate: addDays(today, 20) };
  await makeSubscription(t.db, { userId: member.user.id, planId: standard.id, ...running });
  await makeSubscription(t.db, { userId: member.user.id, planId: premium.id, ...running });
  await makeSubscription(t.db, { userId: otherMember.user.id, planId: standard.id, ...running });
  await makeSubscription(t.db, {
    userId: otherMember.user.id,
    planId: retired.id,
    startDate: addDays(today, -100),
    endDate: addDays(today, -10),
    isActive: false,
    status: 'Expired',
  });

  // A member who paid in February and held a Standard plan, then was deleted: counted nowhere but in revenue.
  const gone = await makeAccount(t.db);
  await pay(gone.id, '10.00', '2026-02-15T12:00:00Z');
  await makeSubscription(t.db, { userId: gone.id, planId: standard.id, ...running });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/users/${gone.id}`,
    headers: cast.headers('admin'),
  });
  expect(deleted.statusCode).toBe(200);

  // Sessions: the cast's one tomorrow, and one last week. Each makes a room.
  await makeSessionWith(t.db, member.user.id, cast.trainer.trainerId, new Date(Date.now() - 7 * 86_400_000));
  await t.db.insert(feedback).values([
    { userId: member.user.id, message: 'Great', rating: 5, isProcessed: true },
    { userId: member.user.id, message: 'Cold showers', rating: 2 },
    { userId: otherMember.user.id, message: 'Loud music', rating: 3 },
  ]);
});
afterAll(() => t.close());

const get = (url: string, who: CastName) => t.app.inject({ method: 'GET', url, headers: cast.headers(who) });

async function expectOnly(url: string, allowed: Partial<Record<CastName, true>>) {
  for (const who of ['anonymous', 'member', 'otherMember', 'trainer', 'otherTrainer', 'staff', 'admin'] as const) {
    const res = await get(url, who);
    const status = who === 'anonymous' ? 401 : allowed[who] ? 200 : 403;
    expect(res.statusCode, `${url} as ${who}`).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    if (status === 403) expect(res.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
  }
}

const FEBRUARY_REVENUE = [
  { month: 9, year: 2025, totalAmount: 50 },
  { month: 10, year: 2025, totalAmount: 0 },
  { month: 11, year: 2025, totalAmount: 0 },
  { month: 12, year: 2025, totalAmount: 30.5 },
  { month: 1, year: 2026, totalAmount: 100 },
  { month: 2, year: 2026, totalAmount: 30 },
];

describe('GET /api/Admin', () => {
  it('is for the admin only', async () => {
    await expectOnly('/api/Admin', { admin: true });
  });

  it('sums completed payments per month of the gym’s calendar, the last six up to this one, oldest first', async () => {
    const res = await get('/api/admin', 'admin');
    expect(res.json()).toEqual(FEBRUARY_REVENUE);
  });
});

describe('the revenue totals', () => {
  const revenue = async () => (await get('/api/admin', 'admin')).json();
  const withMonth = (month: number, year: number, change: number) =>
    FEBRUARY_REVENUE.map((m) =>
      m.month === month && m.year === year
        ? { ...m, totalAmount: Math.round((m.totalAmount + change) * 100) / 100 }
        : m,
    );

  it('follow a payment completed later, moved to another month, removed, and added in bulk', async () => {
    await t.db.update(payments).set({ status: 'Completed' }).where(eq(payments.id, pendingId));
    expect(await revenue()).toEqual(withMonth(2, 2026, 999));
    // 05:00 UTC on 1 February is still 31 January in New York.
    await t.db
      .update(payments)
      .set({ paymentDate: new Date('2026-02-01T04:30:00Z') })
      .where(eq(payments.id, pendingId));
    expect(await revenue()).toEqual(withMonth(1, 2026, 999));
    await t.db.update(payments).set({ amount: '0.99' }).where(eq(payments.id, pendingId));
    expect(await revenue()).toEqual(withMonth(1, 2026, 0.99));
    await t.db.delete(payments).where(eq(payments.id, pendingId));
    expect(await revenue()).toEqual(FEBRUARY_REVENUE);

    const many = await t.db
      .insert(payments)
      .values(
        [0, 1, 2].map((i) => ({
          userId: cast.member.user.id,
          amount: '1.10',
          paymentDate: new Date(`2025-12-0${i + 1}T12:0${i}:00Z`),
        })),
      )
      .returning({ id: payments.id });
    expect(await revenue()).toEqual(withMonth(12, 2025, 3.3));
    await t.db.delete(payments).where(
      inArray(
        payments.id,
        many.map((p) => p.id),
      ),
    );
    expect(await revenue()).toEqual(FEBRUARY_REVENUE);
  });
});

describe('GET /api/stats/admin', () => {
  it('is for the admin only', async () => {
    await expectOnly('/api/stats/admin', { admin: true });
  });

  it('counts live accounts, plans on offer, feedback and rooms; active subscriptions by exact plan type; the revenue', async () => {
    const res = await get('/api/stats/admin', 'admin');
    expect(adminStatsSchema.parse(res.json())).toEqual({
      counts: { staff: 1, subscribers: 2, plans: 4, feedbacks: 3, trainers: 2, gymRooms: 2 },
      revenue: FEBRUARY_REVENUE,
      // 28 February in New York: the 1st–28th of February against the 1st–28th of January (growth.routes.test.ts).
      growth: expect.objectContaining({
        current: expect.objectContaining({ from: '2026-02-01', to: '2026-02-28' }),
        previous: expect.objectContaining({ from: '2026-01-01', to: '2026-01-28' }),
      }),
      subscriptionsByPlanType: { Standard: 2, Basic: 0, Premium: 1, Diamond: 0 },
      usersByRole: { user: 2, staff: 1, trainer: 2 },
    });
  });
});

describe('GET /api/stats/staff', () => {
  it('is for admin and staff', async () => {
    await expectOnly('/api/stats/staff', { admin: true, staff: true });
  });

  it('counts subscriptions, feedback, sessions and rooms', async () => {
    expect((await get('/api/stats/staff', 'staff')).json()).toEqual({
      subscriptions: 5,
      activeSubscriptions: 3,
      feedbacks: 3,
      unprocessedFeedbacks: 2,
      trainingSessions: 2,
      upcomingSessions: 1,
      gymRooms: 2,
    });
  });
});

describe('GET /api/stats/trainer', () => {
  it('is for trainers, each counting their own', async () => {
    await expectOnly('/api/stats/trainer', { trainer: true, otherTrainer: true });
    expect((await get('/api/stats/trainer', 'trainer')).json()).toEqual({
      members: 1,
      sessions: 2,
      upcomingSessions: 1,
    });
    expect((await get('/api/stats/trainer', 'otherTrainer')).json()).toEqual({
      members: 0,
      sessions: 0,
      upcomingSessions: 0,
    });
  });
});

it('describes each call in the OpenAPI document, with its tag, summary and bearer security', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  for (const path of ['/api/admin', '/api/stats/admin', '/api/stats/staff', '/api/stats/trainer']) {
    expect(doc.paths[path]?.get, path).toMatchObject({ tags: ['Statistics'], security: [{ bearerAuth: [] }] });
    expect(doc.paths[path].get.summary, path).toEqual(expect.any(String));
    expect(doc.paths[path].get.responses, path).toHaveProperty('200');
  }
});

describe('when the gym’s month turns', () => {
  it('moves the six months on at midnight in the gym’s zone, not in UTC', async () => {
    // 00:30 on 1 March in New York.
    setClock('2026-03-01T05:30:00Z');
    expect((await get('/api/admin', 'admin')).json()).toEqual([
      ...FEBRUARY_REVENUE.slice(1),
      { month: 3, year: 2026, totalAmount: 0 },
    ]);
  });
});
