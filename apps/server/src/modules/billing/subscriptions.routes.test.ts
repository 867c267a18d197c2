import { AUTH_MESSAGES, addDays, BILLING_MESSAGES, type SubscriptionRow, todayIn } from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CLOCKS_UTC, setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import {
  buy,
  linkTrainer,
  makePayment,
  makePlan,
  makeSubscription,
  pay,
  paymentRow,
  signedIn,
  subscribe,
  subscriptionRow,
} from '../../test/factories.ts';
import { MEMBER_NOT_FOUND } from '../users/member-access.ts';
import { UNLINKED_EXTENSION_PAYMENT_MINUTES } from './purchase-rules.ts';
import { renewDueSubscriptions } from './renewal.ts';
import { allSubscriptions } from './subscriptions.service.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let trainer: Awaited<ReturnType<typeof signedIn>>;
let plan: Awaited<ReturnType<typeof makePlan>>;
const today = () => todayIn('UTC');

beforeAll(async () => {
  setClock(CLOCKS_UTC[1]);
  t = await createTestApp();
  member = await signedIn(t, 'user');
  admin = await signedIn(t, 'admin');
  staff = await signedIn(t, 'staff');
  trainer = await signedIn(t, 'trainer');
  plan = await makePlan(t.db);
});
afterAll(() => t.close());

const activeCount = async (planId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, planId), eq(subscriptions.isActive, true)))
  )[0]?.n;

/** Every subscription row: a refused subscription must leave this number as it was. */
const subscriptionCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(subscriptions))[0]?.n;

const paidFor = async (who: { headers: { authorization: string } }, planId: number, amount: number | string = 19.99) =>
  (await pay(t, who.headers, { amount, planId })).json().payment.id as number;

describe('POST /api/subscription', () => {
  it('spends the payment and sets the dates, state and auto-renew itself (decisions §1)', async () => {
    const buyer = await signedIn(t, 'user');
    const paymentId = await paidFor(buyer, plan.id);
    const res = await subscribe(t, buyer.headers, {
      userId: buyer.user.id,
      planId: plan.id,
      paymentId,
      startDate: '1999-01-01',
      endDate: '2999-12-31',
      isActive: false,
      status: 'Whatever',
      autoRenew: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      userId: buyer.user.id,
      username: buyer.user.username,
      fullName: buyer.user.fullName,
      email: buyer.user.email,
      phone: buyer.user.phone,
      planId: plan.id,
      planName: plan.name,
      planname: plan.name,
      planImageUrl: plan.imageUrl,
      planDescription: plan.description,
      planPrice: 19.99,
      durationInDays: 30,
      startDate: today(),
      endDate: addDays(today(), 30),
      isActive: true,
      status: 'Active',
      autoRenew: false,
      paymentId,
      paymentDate: expect.any(String),
      paymentAmount: 19.99,
      paymentStatus: 'Completed',
      frozenFrom: null,
      frozenUntil: null,
      renewal: 'none',
    });
    expect((await paymentRow(t.db, paymentId))?.usedAt).toBeInstanceOf(Date);
  });

  // Kiritimati is UTC+14: from 10:00 UTC its calendar is a day ahead of UTC's.
  it.each([
    [CLOCKS_UTC[0], '2026-03-10'],
    [CLOCKS_UTC[1], '2026-03-11'],
    [CLOCKS_UTC[2], '2026-03-11'],
  ])("starts today in the gym's time zone (at %s it is %s there)", async (clock, gymToday) => {
    setClock(clock);
    const zoned = await createTestApp({ GYM_TIME_ZONE: 'Pacific/Kiritimati' });
    try {
      const buyer = await signedIn(zoned, 'user');
      const p = await makePlan(zoned.db, { durationInDays: 7 });
      const sub = await buy(zoned, buyer.headers, p.id);
      expect(sub.startDate).toBe(gymToday);
      expect(sub.endDate).toBe(addDays(gymToday, 7));
    } finally {
      await zoned.close();
      setClock(CLOCKS_UTC[1]);
    }
  });

  it('takes a payment made without a plan when it is the plan price', async () => {
    const buyer = await signedIn(t, 'user');
    const bare = await pay(t, buyer.headers, { amount: '19.99' });
    const res = await subscribe(t, buyer.headers, { planId: String(plan.id), paymentId: bare.json().payment.id });
    expect(res.statusCode).toBe(201);
  });

  it('asks for a login and is not for trainers', async () => {
    expect((await subscribe(t, undefined, { planId: plan.id, paymentId: 1 })).statusCode).toBe(401);
    expect((await subscribe(t, trainer.headers, { planId: plan.id, paymentId: 1 })).statusCode).toBe(403);
  });

  it('needs a plan and a payment (spec messages)', async () => {
    const noPlan = await subscribe(t, member.headers, { paymentId: 1 });
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json()).toEqual({
      message: BILLING_MESSAGES.noPlanSelected,
      errors: { planId: [BILLING_MESSAGES.noPlanSelected] },
    });
    const noPayment = await subscribe(t, member.headers, { planId: plan.id });
    expect(noPayment.json().errors.paymentId).toEqual([BILLING_MESSAGES.missingPaymentInfo]);
  });

  it('answers 404 for an unknown plan or payment', async () => {
    const paymentId = await paidFor(member, plan.id);
    const noPlan = await subscribe(t, member.headers, { planId: 999_999, paymentId });
    expect(noPlan.statusCode).toBe(404);
    expect(noPlan.json().message).toBe(BILLING_MESSAGES.planNotFound);
    const noPayment = await subscribe(t, member.headers, { planId: plan.id, paymentId: 999_999 });
    expect(noPayment.statusCode).toBe(404);
    expect(noPayment.json().message).toBe(BILLING_MESSAGES.paymentNotFound);
  });

  it("refuses another member's payment, and subscribing someone else", async () => {
    const owner = await signedIn(t, 'user');
    const paymentId = await paidFor(owner, plan.id);
    const before = await subscriptionCount();
    const res = await subscribe(t, member.headers, { planId: plan.id, paymentId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(BILLING_MESSAGES.paymentNotYours);
    const forOwner = await subscribe(t, member.headers, { userId: owner.user.id, planId: plan.id, paymentId });
    expect(forOwner.statusCode).toBe(403);
    expect(forOwner.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect(await subscriptionCount()).toBe(before);
    expect((await paymentRow(t.db, paymentId))?.usedAt).toBeNull();
  });

  it.each(['admin', 'staff'] as const)('lets %s subscribe the member who paid', async (role) => {
    const caller = role === 'admin' ? admin : staff;
    const buyer = await signedIn(t, 'user');
    const paymentId = (await pay(t, caller.headers, { userId: buyer.user.id, amount: 19.99, planId: plan.id })).json()
      .payment.id;
    const res = await subscribe(t, caller.headers, { planId: plan.id, paymentId });
    expect(res.statusCode).toBe(201);
    expect(res.json().userId).toBe(buyer.user.id);
  });

  it('subscribes members only, with the same answers as a payment (resolveMember)', async () => {
    const paymentId = await paidFor(member, plan.id);
    const unknown = await subscribe(t, admin.headers, { userId: 999_999, planId: plan.id, paymentId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: MEMBER_NOT_FOUND,
      errors: { userId: [MEMBER_NOT_FOUND] },
    });
    const forTrainer = await subscribe(t, staff.headers, { userId: trainer.user.id, planId: plan.id, paymentId });
    expect(forTrainer.statusCode).toBe(400);
    expect(forTrainer.json().errors.userId).toEqual([BILLING_MESSAGES.membersOnly]);
    expect((await paymentRow(t.db, paymentId))?.usedAt).toBeNull();
  });

  it('refuses a payment used once already, and writes nothing', async () => {
    const buyer = await signedIn(t, 'user');
    const first = await buy(t, buyer.headers, plan.id);
    const other = await makePlan(t.db);
    const reused = await subscribe(t, buyer.headers, {
      planId: other.id,
      paymentId: (await subscriptionRow(t.db, first.id))?.paymentId,
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(BILLING_MESSAGES.paymentOtherPlan);
    const bare = await pay(t, buyer.headers, { amount: 19.99 });
    const paymentId = bare.json().payment.id;
    expect((await subscribe(t, buyer.headers, { planId: other.id, paymentId })).statusCode).toBe(201);
    const third = await makePlan(t.db);
    const again = await subscribe(t, buyer.headers, { planId: third.id, paymentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.paymentUsed);
    expect(await activeCount(third.id)).toBe(0);
  });

  it('refuses a payment that is not completed, for an extension, or of another amount', async () => {
    const buyer = await signedIn(t, 'user');
    const pending = await makePayment(t.db, { userId: buyer.user.id, amount: '19.99', status: 'Pending' });
    const notDone = await subscribe(t, buyer.headers, { planId: plan.id, paymentId: pending.id });
    expect(notDone.statusCode).toBe(409);
    expect(notDone.json().message).toBe(BILLING_MESSAGES.paymentNotCompleted);

    const sub = await buy(t, buyer.headers, plan.id);
    const extension = (await pay(t, buyer.headers, { amount: 19.99, subscriptionId: sub.id })).json().payment.id;
    const other = await makePlan(t.db);
    const forExtension = await subscribe(t, buyer.headers, { planId: other.id, paymentId: extension });
    expect(forExtension.json().message).toBe(BILLING_MESSAGES.paymentForExtension);

    const cheap = (await pay(t, buyer.headers, { amount: 19.98 })).json().payment.id;
    const wrongAmount = await subscribe(t, buyer.headers, { planId: other.id, paymentId: cheap });
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().message).toBe(BILLING_MESSAGES.amountNotPlanPrice);
    expect((await paymentRow(t.db, cheap))?.usedAt).toBeNull();
  });

  it('refuses a withdrawn plan', async () => {
    const p = await makePlan(t.db);
    const paymentId = await paidFor(member, p.id);
    await t.db.execute(sql`update plans set is_active = false where id = ${p.id}`);
    const res = await subscribe(t, member.headers, { planId: p.id, paymentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.planUnavailable);
  });

  it('holds one active subscription per plan per member, and leaves the payment unspent', async () => {
    const buyer = await signedIn(t, 'user');
    const p = await makePlan(t.db);
    await buy(t, buyer.headers, p.id);
    // The payment endpoint refuses early, so make the second payment the way an old client could have.
    const second = await makePayment(t.db, { userId: buyer.user.id, amount: '19.99' });
    const res = await subscribe(t, buyer.headers, { planId: p.id, paymentId: second.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
    expect((await paymentRow(t.db, second.id))?.usedAt).toBeNull();
    expect(await activeCount(p.id)).toBe(1);
  });

  it('stops at maxMembers and leaves the payment unspent', async () => {
    const p = await makePlan(t.db, { maxMembers: 1 });
    const first = await signedIn(t, 'user');
    await buy(t, first.headers, p.id);
    const late = await signedIn(t, 'user');
    const payment = await makePayment(t.db, { userId: late.user.id, amount: '19.99', planId: p.id });
    const res = await subscribe(t, late.headers, { planId: p.id, paymentId: payment.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.planFull);
    expect((await paymentRow(t.db, payment.id))?.usedAt).toBeNull();
    expect(await activeCount(p.id)).toBe(1);
  });
});

describe('POST /api/subscription under concurrency', () => {
  it('gives the last place of a plan to exactly one of two buyers', async () => {
    const p = await makePlan(t.db, { maxMembers: 1, price: '49.50' });
    const buyers = [await signedIn(t, 'user'), await signedIn(t, 'user')];
    const paymentIds = await Promise.all(buyers.map((b) => makePayment(t.db, { userId: b.user.id, amount: '49.50' })));
    const results = await Promise.all(
      buyers.map((b, i) => subscribe(t, b.headers, { planId: p.id, paymentId: paymentIds[i]?.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(BILLING_MESSAGES.planFull);
    expect(await activeCount(p.id)).toBe(1);
    const spent = await t.db.select().from(payments).where(eq(payments.amount, '49.50'));
    expect(spent.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('spends one payment once when two requests race with it', async () => {
    const buyer = await signedIn(t, 'user');
    const [a, b] = [await makePlan(t.db), await makePlan(t.db)];
    const payment = await makePayment(t.db, { userId: buyer.user.id, amount: '19.99' });
    const results = await Promise.all(
      [a, b].map((p) => subscribe(t, buyer.headers, { planId: p?.id, paymentId: payment.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(BILLING_MESSAGES.paymentUsed);
    const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.paymentId, payment.id));
    expect(subs).toHaveLength(1);
  });

  it('gives a member one active subscription when two checkouts of the same plan race', async () => {
    const buyer = await signedIn(t, 'user');
    const p = await makePlan(t.db);
    const payments2 = [
      await makePayment(t.db, { userId: buyer.user.id, amount: '19.99' }),
      await makePayment(t.db, { userId: buyer.user.id, amount: '19.99' }),
    ];
    const results = await Promise.all(
      payments2.map((pm) => subscribe(t, buyer.headers, { planId: p.id, paymentId: pm.id })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await activeCount(p.id)).toBe(1);
  });
});

describe('subscription lists (decisions §6, §8)', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    owner = await signedIn(t, 'user');
    await buy(t, owner.headers, plan.id);
    await buy(t, owner.headers, (await makePlan(t.db, { price: '120.00' })).id, 120);
  });

  it('lists everything for admin and staff, as an array or a page', async () => {
    for (const caller of [admin, staff]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/Subscription', headers: caller.headers });
      expect(res.statusCode).toBe(200);
      const rows = res.json();
      expect(Array.isArray(rows)).toBe(true);
      expect(rows.filter((r: { userId: number }) => r.userId === owner.user.id)).toHaveLength(2);
      // Both spellings of the plan's name on every row (the original client reads `planname`).
      for (const row of rows) expect(row.planname).toBe(row.planName);
    }
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/subscription?page=2&pageSize=1',
      headers: admin.headers,
    });
    const body = page.json();
    expect(body).toMatchObject({ page: 2, pageSize: 1, total: expect.any(Number) });
    expect(body.items).toHaveLength(1);
    expect(body.items[0].planname).toBe(body.items[0].planName);
    expect(body.total).toBeGreaterThanOrEqual(2);
  });

  it('keeps the whole list from members and trainers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription' })).statusCode).toBe(401);
    for (const caller of [member, trainer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/subscription', headers: caller.headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it("shows a member's own list, newest first, with the plan and payment", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Users/${owner.user.id}/subscriptions`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ planPrice: 120, paymentAmount: 120, autoRenew: false, isActive: true });
    expect(rows[1]).toMatchObject({
      planPrice: 19.99,
      planName: plan.name,
      planname: plan.name,
      paymentStatus: 'Completed',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.id}/subscriptions?page=1&pageSize=1`,
      headers: owner.headers,
    });
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ planPrice: 120 }] });
  });

  it("opens a member's list to admin, staff and their trainer only", async () => {
    const url = `/api/users/${owner.user.id}/subscriptions`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const caller of [admin, staff]) {
      expect((await t.app.inject({ method: 'GET', url, headers: caller.headers })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    const coach = await signedIn(t, 'trainer');
    expect((await t.app.inject({ method: 'GET', url, headers: coach.headers })).statusCode).toBe(403);
    await linkTrainer(t.db, coach.user.id, owner.user.id);
    expect((await t.app.inject({ method: 'GET', url, headers: coach.headers })).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/users/999999/subscriptions',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

const toggle = (who: { headers: { authorization: string } } | undefined, id: number, autoRenew: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Subscription/toggle-auto-renew',
    headers: who?.headers,
    payload: { id, autoRenew },
  });

describe('PUT /api/subscription/toggle-auto-renew (extension, decisions §8)', () => {
  it('needs a paid extension before a member can turn it on, and spends it', async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    const unpaid = await toggle(owner, sub.id, true);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(BILLING_MESSAGES.extensionNotPaid);

    const paymentId = (await pay(t, owner.headers, { amount: 19.99, subscriptionId: sub.id })).json().payment.id;
    const res = await toggle(owner, sub.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: sub.id, autoRenew: true, endDate: sub.endDate, planname: plan.name });
    expect((await paymentRow(t.db, paymentId))?.usedAt).toBeInstanceOf(Date);

    // Asking again changes nothing; off and on again needs a new payment.
    expect((await toggle(owner, sub.id, true)).json().autoRenew).toBe(true);
    expect((await toggle(owner, sub.id, false)).json().autoRenew).toBe(false);
    expect((await toggle(owner, sub.id, true)).statusCode).toBe(409);
  });

  it('does not take a payment of another amount or one already spent', async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    await makePayment(t.db, { userId: owner.user.id, amount: '5.00', subscriptionId: sub.id });
    await makePayment(t.db, { userId: owner.user.id, amount: '19.99', subscriptionId: sub.id, usedAt: new Date() });
    await makePayment(t.db, { userId: owner.user.id, amount: '19.99', subscriptionId: sub.id, status: 'Failed' });
    expect((await toggle(owner, sub.id, true)).statusCode).toBe(409);
  });

  describe("the original client's extension: a payment naming nothing, then the switch", () => {
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
    /** A member who holds the plan and is about to extend it. */
    const holder = async () => {
      const owner = await signedIn(t, 'user');
      return { owner, sub: await buy(t, owner.headers, plan.id) };
    };
    const refused = async (
      owner: Awaited<ReturnType<typeof signedIn>>,
      subId: number,
      message: string = BILLING_MESSAGES.extensionNotPaid,
    ) => {
      const res = await toggle(owner, subId, true);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    };

    it('extends with the payment the old client just made, links it and spends it once', async () => {
      const { owner, sub } = await holder();
      const paid = await pay(t, owner.headers, { userId: owner.user.id, amount: 19.99, paymentMethod: 'Cash' });
      expect(paid.statusCode).toBe(201);
      const paymentId = paid.json().payment.id as number;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/Subscription/toggle-auto-renew',
        headers: owner.headers,
        payload: { id: sub.id, autoRenew: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: sub.id, autoRenew: true, endDate: sub.endDate });
      expect(await paymentRow(t.db, paymentId)).toMatchObject({ subscriptionId: sub.id, usedAt: expect.any(Date) });
      // Spent: off and on again needs a new payment.
      expect((await toggle(owner, sub.id, false)).statusCode).toBe(200);
      await refused(owner, sub.id);
    });

    it(`takes the most recent one within ${UNLINKED_EXTENSION_PAYMENT_MINUTES} minutes, and only one`, async () => {
      const { owner, sub } = await holder();
      const earlier = await makePayment(t.db, { userId: owner.user.id, amount: '19.99', paymentDate: minutesAgo(20) });
      const atTheEdge = await makePayment(t.db, {
        userId: owner.user.id,
        amount: '19.99',
        paymentDate: minutesAgo(UNLINKED_EXTENSION_PAYMENT_MINUTES - 1),
      });
      const newest = await makePayment(t.db, { userId: owner.user.id, amount: '19.99', paymentDate: minutesAgo(1) });
      const usedOf = async (id: number) => (await paymentRow(t.db, id))?.usedAt ?? null;
      expect((await toggle(owner, sub.id, true)).statusCode).toBe(200);
      expect(await usedOf(newest.id)).toBeInstanceOf(Date);
      expect([await usedOf(earlier.id), await usedOf(atTheEdge.id)]).toEqual([null, null]);
      // Each switch spends one payment, the most recent left, up to the edge of the window.
      for (const next of [earlier, atTheEdge]) {
        expect((await toggle(owner, sub.id, false)).statusCode).toBe(200);
        expect((await toggle(owner, sub.id, true)).statusCode).toBe(200);
        expect(await usedOf(next.id)).toBeInstanceOf(Date);
      }
      expect((await toggle(owner, sub.id, false)).statusCode).toBe(200);
      await refused(owner, sub.id);
    });

    // Functions, so that the dates are read on the test's clock when the test runs.
    it.each([
      ['made before the window', () => ({ paymentDate: minutesAgo(UNLINKED_EXTENSION_PAYMENT_MINUTES + 1) })],
      ['of another amount', () => ({ amount: '20.00' })],
      ['already used', () => ({ usedAt: new Date() })],
    ])('does not take a payment %s (409 as before)', async (_, overrides) => {
      const { owner, sub } = await holder();
      const payment = await makePayment(t.db, { userId: owner.user.id, amount: '19.99', ...overrides() });
      await refused(owner, sub.id);
      expect((await paymentRow(t.db, payment.id))?.subscriptionId).toBeNull();
      expect((await subscriptionRow(t.db, sub.id))?.autoRenew).toBe(false);
    });

    it('says a payment still waiting for its provider is not completed (docs/decisions/022)', async () => {
      const { owner, sub } = await holder();
      const payment = await makePayment(t.db, { userId: owner.user.id, amount: '19.99', status: 'Pending' });
      await refused(owner, sub.id, BILLING_MESSAGES.paymentNotCompleted);
      expect((await paymentRow(t.db, payment.id))?.subscriptionId).toBeNull();
      expect((await subscriptionRow(t.db, sub.id))?.autoRenew).toBe(false);
    });

    it('does not take a payment for a plan, or one of another member', async () => {
      const { owner, sub } = await holder();
      const forPlan = await pay(t, owner.headers, { amount: 19.99, planId: (await makePlan(t.db)).id });
      expect(forPlan.statusCode).toBe(201);
      const other = await signedIn(t, 'user');
      const othersPayment = await pay(t, other.headers, { amount: 19.99 });
      expect(othersPayment.statusCode).toBe(201);
      await refused(owner, sub.id);
      for (const res of [forPlan, othersPayment])
        expect(await paymentRow(t.db, res.json().payment.id)).toMatchObject({ usedAt: null, subscriptionId: null });
    });

    it('leaves it alone when staff switch auto-renew on for the member', async () => {
      const { owner, sub } = await holder();
      const payment = await makePayment(t.db, { userId: owner.user.id, amount: '19.99' });
      expect((await toggle(staff, sub.id, true)).json().autoRenew).toBe(true);
      expect(await paymentRow(t.db, payment.id)).toMatchObject({ usedAt: null, subscriptionId: null });
    });
  });

  it("keeps members off other members' subscriptions", async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    // Turned on by the desk, so a member's refused "off" would show as a change.
    await t.db.update(subscriptions).set({ autoRenew: true }).where(eq(subscriptions.id, sub.id));
    const before = await subscriptionRow(t.db, sub.id);
    expect((await toggle(member, sub.id, false)).statusCode).toBe(403);
    expect((await toggle(trainer, sub.id, false)).statusCode).toBe(403);
    expect((await toggle(undefined, sub.id, false)).statusCode).toBe(401);
    expect((await toggle(admin, 999_999, true)).statusCode).toBe(404);
    expect(await subscriptionRow(t.db, sub.id)).toEqual(before);
  });

  it('lets admin and staff switch it freely, but not on an ended subscription', async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    expect((await toggle(staff, sub.id, true)).json().autoRenew).toBe(true);
    expect((await toggle(admin, sub.id, false)).json().autoRenew).toBe(false);
    await t.db.update(subscriptions).set({ isActive: false }).where(eq(subscriptions.id, sub.id));
    const ended = await toggle(admin, sub.id, true);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(BILLING_MESSAGES.subscriptionEnded);
  });

  it('validates the body', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/subscription/toggle-auto-renew',
      headers: admin.headers,
      payload: { id: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.autoRenew).toBeDefined();
  });
});

const dueSubscription = async (overrides: Partial<typeof subscriptions.$inferInsert> = {}) => {
  const owner = await signedIn(t, 'user');
  return makeSubscription(t.db, {
    userId: owner.user.id,
    planId: plan.id,
    startDate: addDays(today(), -40),
    endDate: addDays(today(), -10),
    autoRenew: true,
    ...overrides,
  });
};

describe('PUT /api/subscription/{id} (renew)', () => {
  const renew = (who: { headers: { authorization: string } } | undefined, id: number) =>
    t.app.inject({ method: 'PUT', url: `/api/Subscription/${id}`, headers: who?.headers });

  it('renews a due subscription once, from its old end', async () => {
    const sub = await dueSubscription();
    const res = await renew(staff, sub.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startDate: sub.endDate,
      endDate: addDays(sub.endDate, 30),
      autoRenew: false,
      isActive: true,
      planname: plan.name,
    });
    const again = await renew(admin, sub.id);
    expect(again.json()).toMatchObject({ startDate: sub.endDate, endDate: addDays(sub.endDate, 30) });
  });

  it('renews once when the screen and the daily job race (one rule, one statement)', async () => {
    const sub = await dueSubscription();
    const [a, b] = await Promise.all([
      renew(staff, sub.id),
      renew(admin, sub.id),
      renewDueSubscriptions(t.db, today()),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect(await subscriptionRow(t.db, sub.id)).toMatchObject({
      startDate: sub.endDate,
      endDate: addDays(sub.endDate, 30),
      autoRenew: false,
    });
  });

  it('leaves a subscription that is not due as it is', async () => {
    const running = await dueSubscription({ endDate: today() });
    expect((await renew(admin, running.id)).json()).toMatchObject({ endDate: today(), autoRenew: true });
    const notRenewing = await dueSubscription({ autoRenew: false });
    expect((await renew(admin, notRenewing.id)).json()).toMatchObject({ endDate: notRenewing.endDate });
  });

  it('is for admin and staff only', async () => {
    const sub = await dueSubscription();
    expect((await renew(undefined, sub.id)).statusCode).toBe(401);
    expect((await renew(member, sub.id)).statusCode).toBe(403);
    expect((await renew(trainer, sub.id)).statusCode).toBe(403);
    expect((await renew(admin, 999_999)).statusCode).toBe(404);
    expect(await subscriptionRow(t.db, sub.id)).toEqual(sub);
  });
});

describe('the daily renewal job', () => {
  it('renews due subscriptions, retires ended ones, and does nothing the second time', async () => {
    const due = await dueSubscription();
    const ended = await dueSubscription({ autoRenew: false });
    const running = await dueSubscription({ autoRenew: false, endDate: today() });
    const first = await renewDueSubscriptions(t.db, today());
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(t.db, due.id)).toMatchObject({
      startDate: due.endDate,
      endDate: addDays(due.endDate, 30),
      autoRenew: false,
      isActive: true,
    });
    expect(await subscriptionRow(t.db, ended.id)).toMatchObject({ isActive: false, status: 'Expired' });
    expect(await subscriptionRow(t.db, running.id)).toMatchObject({ isActive: true, status: 'Active' });
    expect(await renewDueSubscriptions(t.db, today())).toEqual({ renewed: 0, expired: 0, started: 0 });
    expect((await subscriptionRow(t.db, due.id))?.endDate).toBe(addDays(due.endDate, 30));
  });

  it('frees the place of an expired subscription for a new buyer', async () => {
    const p = await makePlan(t.db, { maxMembers: 1 });
    await dueSubscription({ planId: p.id, autoRenew: false });
    const buyer = await signedIn(t, 'user');
    expect((await pay(t, buyer.headers, { amount: 19.99, planId: p.id })).statusCode).toBe(409);
    await renewDueSubscriptions(t.db, today());
    await buy(t, buyer.headers, p.id);
    expect(await activeCount(p.id)).toBe(1);
  });
});

describe('DELETE /api/subscription/{id}', () => {
  const remove = (who: { headers: { authorization: string } } | undefined, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/subscription/${id}`, headers: who?.headers });

  it.each(['admin', 'staff'] as const)('lets %s delete one; its payment stays on record', async (role) => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    const paymentId = (await subscriptionRow(t.db, sub.id))?.paymentId as number;
    const res = await remove(role === 'admin' ? admin : staff, sub.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: BILLING_MESSAGES.deleted });
    expect(await subscriptionRow(t.db, sub.id)).toBeUndefined();
    expect(await paymentRow(t.db, paymentId)).toBeDefined();
    expect((await remove(admin, sub.id)).statusCode).toBe(404);
  });

  it('is not for members or trainers', async () => {
    const sub = await buy(t, member.headers, (await makePlan(t.db)).id);
    expect((await remove(undefined, sub.id)).statusCode).toBe(401);
    expect((await remove(member, sub.id)).statusCode).toBe(403);
    expect((await remove(trainer, sub.id)).statusCode).toBe(403);
    expect(await subscriptionRow(t.db, sub.id)).toBeDefined();
  });
});

describe('GET /api/subscription?format=csv', () => {
  // A gym in Madrid (UTC+1 in winter): the payment's date and time are the gym's, not UTC's.
  let z: TestApp;
  beforeAll(async () => {
    z = await createTestApp({ GYM_TIME_ZONE: 'Europe/Madrid' });
  });
  afterAll(() => z.close());

  it('exports every subscription the list shows, in its order, not a page: phones national, formulas neutralised, English and Spanish', async () => {
    const desk = await signedIn(z, 'staff');
    const gold = await makePlan(z.db, { name: 'Csv Gold' });
    const ana = await signedIn(z, 'user', { fullName: '=Ana' });
    // 23:30 UTC on 31 December is 00:30 on 1 January in Madrid.
    const paid = await makePayment(z.db, {
      userId: ana.user.id,
      planId: gold.id,
      amount: '19.99',
      paymentMethod: 'Cash',
      status: 'Completed',
      paymentDate: new Date('2025-12-31T23:30:00Z'),
    });
    await makeSubscription(z.db, {
      userId: ana.user.id,
      planId: gold.id,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      status: 'Active',
      isActive: true,
      autoRenew: true,
      paymentId: paid.id,
    });
    // 24 past ones, more than a page of 20, and one cancelled.
    const ben = await signedIn(z, 'user', { fullName: 'Ben Ortiz' });
    for (let i = 0; i < 24; i++) {
      const start = addDays('2024-01-01', i * 10);
      await makeSubscription(z.db, {
        userId: ben.user.id,
        planId: gold.id,
        startDate: start,
        endDate: addDays(start, 9),
        status: 'Expired',
        isActive: false,
      });
    }
    await makeSubscription(z.db, {
      userId: ben.user.id,
      planId: gold.id,
      startDate: '2023-06-01',
      endDate: '2023-06-30',
      status: 'Cancelled',
      isActive: false,
    });
    // A checkout never paid is no subscription the list shows (nor its file).
    const unpaid = await makePayment(z.db, { userId: ben.user.id, planId: gold.id, amount: '19.99', status: 'Failed' });
    await makeSubscription(z.db, {
      userId: ben.user.id,
      planId: gold.id,
      startDate: '2025-06-01',
      endDate: '2025-06-30',
      status: 'Cancelled',
      isActive: false,
      paymentId: unpaid.id,
    });

    const csv = (headers: { authorization: string }, query = 'format=csv') =>
      z.app.inject({ method: 'GET', url: `/api/subscription?${query}`, headers });
    const res = await csv(desk.headers, 'page=2&pageSize=5&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'subscriptions.csv');
    const lines = res.body.slice(1).split('\n');
    expect(lines[0]).toBe(
      'Member,Email,Phone,Plan,Status,Starts,Ends,Auto-renew,Frozen from,Frozen until,Amount,Payment date,Payment status',
    );
    expect(lines[1]).toBe(
      `'=Ana,${ana.user.email},(212) 555-0123,Csv Gold,Active,2026-01-01,2026-01-31,Yes,,,19.99,2026-01-01 00:30,Completed`,
    );
    expect(lines[2]).toBe(`Ben Ortiz,${ben.user.email},(212) 555-0123,Csv Gold,Expired,2024-08-18,2024-08-27,No,,,,,`);
    expect(lines.at(-2)).toBe(
      `Ben Ortiz,${ben.user.email},(212) 555-0123,Csv Gold,Cancelled,2023-06-01,2023-06-30,No,,,,,`,
    );
    expect(lines).toHaveLength(1 + 26 + 1); // the header, every subscription (not the page of 5), the last line's end

    // Without `format` the same call answers the plain array, as the spec's client expects.
    const json = await z.app.inject({ method: 'GET', url: '/api/subscription', headers: desk.headers });
    const list = json.json() as SubscriptionRow[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(26);
    // Read in batches of 4: the same subscriptions in the same order, none twice.
    const batched: number[] = [];
    for await (const row of allSubscriptions(z.db, 4)) batched.push(row.id);
    expect(batched).toEqual(list.map((row) => row.id));

    await z.db.update(users).set({ language: 'es' }).where(eq(users.id, desk.user.id));
    const spanish = (await csv(desk.headers)).body.slice(1).split('\n');
    expect(spanish[0]).toBe(
      'Socio,Correo electrónico,Teléfono,Plan,Estado,Empieza,Termina,Renovación automática,Congelada desde,Congelada hasta,Importe,Fecha del pago,Estado del pago',
    );
    expect(spanish[1]).toMatch(/,Activa,2026-01-01,2026-01-31,Sí,,,19.99,2026-01-01 00:30,Completado$/);
    expect(spanish[2]).toMatch(/,Caducada,/);
    expect(spanish.at(-2)).toMatch(/,Cancelada,/);

    expect((await csv(ana.headers)).statusCode).toBe(403);
  });
});
