import { AUTH_MESSAGES, BILLING_MESSAGES } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { CLOCKS_UTC, setClock } from '../../test/clock.ts';
import { buy, makePlan, makeSubscription, pay, paymentRow, signedIn, subscriptionRow } from '../../test/factories.ts';
import { MEMBER_NOT_FOUND } from '../users/member-access.ts';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Awaited<ReturnType<typeof signedIn>>;
let plan: Awaited<ReturnType<typeof makePlan>>;

beforeAll(async () => {
  setClock(CLOCKS_UTC[1]);
  t = await createTestApp();
  [member, admin, staff] = [await signedIn(t, 'user'), await signedIn(t, 'admin'), await signedIn(t, 'staff')];
  plan = await makePlan(t.db);
});
afterAll(() => t.close());

/** Every payment row: a refused payment must leave this number as it was. */
const paymentCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(payments))[0]?.n;

describe('POST /api/payment: who may pay', () => {
  it('asks for a login', async () => {
    const res = await pay(t, undefined, { amount: 19.99, planId: plan.id });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.notSignedIn);
  });

  it('is not for trainers', async () => {
    const trainer = await signedIn(t, 'trainer');
    const before = await paymentCount();
    expect((await pay(t, trainer.headers, { amount: 19.99, planId: plan.id })).statusCode).toBe(403);
    expect(await paymentCount()).toBe(before);
  });

  it('lets a member pay only for themself', async () => {
    const other = await signedIn(t, 'user');
    const before = await paymentCount();
    const res = await pay(t, member.headers, { userId: other.user.id, amount: 19.99, planId: plan.id });
    expect(res.statusCode).toBe(403);
    expect(await paymentCount()).toBe(before);
    const own = await pay(t, member.headers, { userId: member.user.id, amount: 19.99, planId: plan.id });
    expect(own.statusCode).toBe(201);
  });

  it.each(['admin', 'staff'] as const)('lets %s pay for a named member', async (role) => {
    const caller = role === 'admin' ? admin : staff;
    const buyer = await signedIn(t, 'user');
    const res = await pay(t, caller.headers, { userId: buyer.user.id, amount: '19.99', planId: plan.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.userId).toBe(buyer.user.id);
  });

  it('only pays for members', async () => {
    const noMember = await pay(t, admin.headers, { amount: 19.99, planId: plan.id });
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json().errors.userId).toEqual([BILLING_MESSAGES.membersOnly]);
    const forStaff = await pay(t, admin.headers, { userId: staff.user.id, amount: 19.99, planId: plan.id });
    expect(forStaff.json().errors.userId).toEqual([BILLING_MESSAGES.membersOnly]);
    const unknown = await pay(t, admin.headers, { userId: 999_999, amount: 19.99, planId: plan.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: MEMBER_NOT_FOUND,
      errors: { userId: [MEMBER_NOT_FOUND] },
    });
  });
});

describe('POST /api/payment: what is recorded', () => {
  it('records a desk payment completed, to the cent, with who recorded it (decisions §6 shape)', async () => {
    const buyer = await signedIn(t, 'user');
    const res = await pay(t, staff.headers, {
      userId: buyer.user.id,
      amount: '19.99',
      planId: plan.id,
      notes: '  front desk ',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: BILLING_MESSAGES.paymentRecorded,
      payment: {
        id: expect.any(Number),
        userId: buyer.user.id,
        amount: 19.99,
        paymentMethod: 'Cash',
        paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        status: 'Completed',
        notes: 'front desk',
        planId: plan.id,
        subscriptionId: null,
        refundedAmount: 0,
        provider: 'desk',
        recordedBy: staff.user.id,
      },
    });
    const stored = await paymentRow(t.db, body.payment.id);
    expect(stored?.amount).toBe('19.99');
    expect(stored?.usedAt).toBeNull();
  });

  it("dates the payment by the application's clock, not the database's", async () => {
    const before = Date.now();
    const res = await pay(t, member.headers, { amount: 5 });
    const paidAt = Date.parse(res.json().payment.paymentDate);
    expect(paidAt).toBeGreaterThanOrEqual(before);
    expect(paidAt).toBeLessThanOrEqual(Date.now());
    expect((await paymentRow(t.db, res.json().payment.id))?.paymentDate.getTime()).toBe(paidAt);
  });

  it.each([
    ['Credit Card', 'Card terminal'],
    ['Card terminal', 'Card terminal'],
    ['Bank Transfer', 'Bank Transfer'],
  ])('records %s at the desk as %s', async (paymentMethod, recorded) => {
    const res = await pay(t, staff.headers, { userId: member.user.id, amount: 5, paymentMethod });
    expect(res.json().payment).toMatchObject({ paymentMethod: recorded, status: 'Completed' });
  });

  it("records a member's own payment as an online card payment, whatever method the old client names", async () => {
    const res = await pay(t, member.headers, { amount: 5, paymentMethod: 'Cash' });
    expect(res.json().payment).toMatchObject({ paymentMethod: 'Online card', provider: 'demo', recordedBy: null });
  });

  it('records a payment for nothing in particular, as the old client sent it', async () => {
    const res = await pay(t, member.headers, {
      userId: member.user.id,
      amount: 12.5,
      paymentMethod: 'Cash',
      notes: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({ amount: 12.5, planId: null, notes: null });
  });

  it.each([
    [{}, 'amount', BILLING_MESSAGES.requiredFields],
    [{ amount: '' }, 'amount', BILLING_MESSAGES.requiredFields],
    [{ amount: 'ten' }, 'amount', BILLING_MESSAGES.amountInvalid],
    [{ amount: -1 }, 'amount', BILLING_MESSAGES.amountMin],
    [{ amount: 1.234 }, 'amount', BILLING_MESSAGES.amountStep],
    [{ amount: 1, paymentMethod: '' }, 'paymentMethod', BILLING_MESSAGES.requiredFields],
    [{ amount: 1, paymentMethod: undefined }, 'paymentMethod', BILLING_MESSAGES.requiredFields],
    [{ amount: 1, paymentMethod: null }, 'paymentMethod', BILLING_MESSAGES.requiredFields],
    [{ amount: 1, paymentMethod: 'Crypto' }, 'paymentMethod', BILLING_MESSAGES.methodInvalid],
    [{ amount: 1, notes: 'x'.repeat(501) }, 'notes', BILLING_MESSAGES.notesTooLong],
    [{ amount: 1, planId: 1, subscriptionId: 1 }, 'subscriptionId', BILLING_MESSAGES.planOrSubscription],
  ])('refuses %j with 400 on %s, recording nothing', async (payload, field, message) => {
    const before = await t.db.$count(payments);
    const res = await pay(t, member.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await t.db.$count(payments)).toBe(before);
  });
});

describe('POST /api/payment for a plan', () => {
  it('must be the plan price', async () => {
    const res = await pay(t, member.headers, { amount: 19.98, planId: plan.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toEqual([BILLING_MESSAGES.amountNotPlanPrice]);
  });

  it('refuses an unknown or withdrawn plan', async () => {
    const unknown = await pay(t, member.headers, { amount: 19.99, planId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BILLING_MESSAGES.planNotFound);
    const withdrawn = await makePlan(t.db, { isActive: false });
    const res = await pay(t, member.headers, { amount: 19.99, planId: withdrawn.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.planUnavailable);
  });

  it('does not charge a member who already holds the plan, or for a full plan', async () => {
    const buyer = await signedIn(t, 'user');
    const single = await makePlan(t.db, { maxMembers: 1 });
    await buy(t, buyer.headers, single.id);
    const again = await pay(t, buyer.headers, { amount: 19.99, planId: single.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
    const full = await pay(t, member.headers, { amount: 19.99, planId: single.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BILLING_MESSAGES.planFull);
    const none = await makePlan(t.db, { maxMembers: 0 });
    expect((await pay(t, member.headers, { amount: 19.99, planId: none.id })).json().message).toBe(
      BILLING_MESSAGES.planFull,
    );
  });
});

describe('POST /api/payment for an extension (decisions §8)', () => {
  it("pays the plan price for the payer's own active subscription", async () => {
    const buyer = await signedIn(t, 'user');
    const sub = await buy(t, buyer.headers, plan.id);
    const res = await pay(t, buyer.headers, { amount: 19.99, subscriptionId: sub.id, paymentMethod: 'Credit Card' });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment).toMatchObject({ subscriptionId: sub.id, planId: null, userId: buyer.user.id });
    const wrong = await pay(t, buyer.headers, { amount: 20, subscriptionId: sub.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.amount).toEqual([BILLING_MESSAGES.amountNotPlanPrice]);
    // Paid once and not yet used: a second payment for the same extension is refused.
    const twice = await pay(t, buyer.headers, { amount: 19.99, subscriptionId: sub.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BILLING_MESSAGES.extensionAlreadyPaid);
  });

  it("refuses someone else's subscription, and an unknown one", async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    const [before, subscriptionBefore] = [await paymentCount(), await subscriptionRow(t.db, sub.id)];
    expect((await pay(t, member.headers, { amount: 19.99, subscriptionId: sub.id })).statusCode).toBe(403);
    expect(await paymentCount()).toBe(before);
    expect(await subscriptionRow(t.db, sub.id)).toEqual(subscriptionBefore);
    const unknown = await pay(t, member.headers, { amount: 19.99, subscriptionId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BILLING_MESSAGES.subscriptionNotFound);
  });

  it('lets staff pay for the owner, taken from the subscription', async () => {
    const owner = await signedIn(t, 'user');
    const sub = await buy(t, owner.headers, plan.id);
    const res = await pay(t, staff.headers, { amount: 19.99, subscriptionId: sub.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.userId).toBe(owner.user.id);
    const mismatch = await pay(t, staff.headers, { userId: member.user.id, amount: 19.99, subscriptionId: sub.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.userId).toEqual([BILLING_MESSAGES.paymentNotYours]);
  });

  it('refuses an ended or already extended subscription', async () => {
    const owner = await signedIn(t, 'user');
    const ended = await makeSubscription(t.db, {
      userId: owner.user.id,
      planId: plan.id,
      startDate: '2020-01-01',
      endDate: '2020-01-31',
      isActive: false,
      status: 'Expired',
    });
    const res = await pay(t, owner.headers, { amount: 19.99, subscriptionId: ended.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILLING_MESSAGES.subscriptionEnded);

    const sub = await buy(t, owner.headers, plan.id);
    await t.db.update(subscriptions).set({ autoRenew: true }).where(eq(subscriptions.id, sub.id));
    const twice = await pay(t, owner.headers, { amount: 19.99, subscriptionId: sub.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BILLING_MESSAGES.alreadyExtended);
    const rows = await t.db.select().from(payments).where(eq(payments.subscriptionId, sub.id));
    expect(rows).toHaveLength(0);
  });
});
