import { addDays, BILLING_MESSAGES, todayIn } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { paymentEvents, payments, paymentTotals } from '../../db/schema/index.ts';
import { createTestApp, secondInstanceDatabase, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  makePlan,
  paymentRow,
  payOnDemoPage,
  payPending,
  signedIn,
  subscribe,
  subscriptionRow,
} from '../../test/factories.ts';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double.ts';
import { releaseExpiredHolds } from './completion.ts';

type Member = Awaited<ReturnType<typeof signedIn>>;
const NOW = '2026-03-10T09:00:00Z';
const today = () => todayIn('UTC');

const checkout = (t: TestApp, member: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', headers: member.headers, payload });
const stateOf = (t: TestApp, member: Member, paymentId: number) =>
  t.app.inject({ method: 'GET', url: `/api/checkout/${paymentId}`, headers: member.headers });

describe('checkout through Stripe (a local double of its API)', () => {
  let t: TestApp;
  let stripe: StripeDouble;
  let second: { app: FastifyInstance; database: Database | undefined };

  const post = (app: FastifyInstance, signed: { body: string; signature: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.body,
    });
  const eventsHandled = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]?.n ?? 0;

  beforeAll(async () => {
    setClock(NOW);
    stripe = await startStripeDouble();
    t = await createTestApp(stripe.config);
    // Another app process on the same database, with its own connections where the driver has them.
    const database = await secondInstanceDatabase(t.db);
    const app = await buildApp({
      config: testConfig(stripe.config),
      db: database?.db ?? t.db,
      mailer: { send: async () => {} },
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database?.close();
    await t?.close();
    await stripe?.close();
  });

  async function openCheckout(member: Member, planOverrides = {}) {
    const plan = await makePlan(t.db, { price: '49.50', durationInDays: 30, ...planOverrides });
    const res = await checkout(t, member, { planId: plan.id });
    expect(res.statusCode).toBe(201);
    const body = res.json() as { checkoutUrl: string; subscriptionId: number; paymentId: number };
    const payment = await paymentRow(t.db, body.paymentId);
    return { plan, ...body, sessionId: payment?.providerCheckoutRef as string };
  }

  it('holds the place, pays on Stripe and starts the subscription once Stripe confirms', async () => {
    const member = await signedIn(t, 'user');
    const { plan, checkoutUrl, subscriptionId, paymentId, sessionId } = await openCheckout(member);
    expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Waiting for payment',
      isActive: false,
    });
    expect(await paymentRow(t.db, paymentId)).toMatchObject({ status: 'Pending', paymentMethod: 'Online card' });
    // Stripe was asked for the plan's price in cents, keyed by the payment, and sends the member back to us.
    const session = stripe.session(sessionId);
    expect(session).toMatchObject({ amount_total: 4950, currency: 'usd', metadata: { paymentId: String(paymentId) } });
    expect(session?.success_url).toContain(`/dashboard/user/checkout/result?payment=${paymentId}`);
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(`checkout-${paymentId}`);

    const res = await post(t.app, stripe.signed(stripe.pay(sessionId, '4242424242424242')));
    expect(res.statusCode).toBe(200);
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Active',
      isActive: true,
      startDate: today(),
      endDate: addDays(today(), plan.durationInDays),
      holdExpiresAt: null,
    });
    expect(await paymentRow(t.db, paymentId)).toMatchObject({
      status: 'Completed',
      providerPaymentRef: expect.stringMatching(/^pi_/),
    });
    expect((await stateOf(t, member, paymentId)).json()).toMatchObject({
      status: 'Completed',
      subscriptionStatus: 'Active',
    });
  });

  it('acts once on an event replayed and delivered to two instances at the same time', async () => {
    const member = await signedIn(t, 'user');
    const { paymentId, sessionId, subscriptionId } = await openCheckout(member);
    const signed = stripe.signed(stripe.pay(sessionId, '4242424242424242'));
    const before = await eventsHandled();
    const answers = await Promise.all([post(t.app, signed), post(second.app, signed), post(t.app, signed)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await eventsHandled()).toBe(before + 1);
    const completedAt = (await paymentRow(t.db, paymentId))?.completedAt;
    expect(completedAt).not.toBeNull();
    expect((await post(second.app, signed)).statusCode).toBe(200);
    expect((await paymentRow(t.db, paymentId))?.completedAt).toEqual(completedAt);
    expect((await subscriptionRow(t.db, subscriptionId))?.status).toBe('Active');
  });

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const member = await signedIn(t, 'user');
    const { paymentId, sessionId, subscriptionId } = await openCheckout(member);
    const before = await eventsHandled();
    const forged = stripe.signed(stripe.pay(sessionId, '4242424242424242'), 'whsec_someone_else');
    const res = await post(t.app, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BILLING_MESSAGES.badSignature);
    const unsigned = await post(t.app, { body: forged.body, signature: '' });
    expect(unsigned.statusCode).toBe(400);
    expect(await eventsHandled()).toBe(before);
    expect((await paymentRow(t.db, paymentId))?.status).toBe('Pending');
    expect((await subscriptionRow(t.db, subscriptionId))?.status).toBe('Waiting for payment');
  });

  it('records a declined card as Failed and starts nothing', async () => {
    const member = await signedIn(t, 'user');
    const { paymentId, sessionId, subscriptionId } = await openCheckout(member);
    expect((await post(t.app, stripe.signed(stripe.pay(sessionId, '4000000000000002')))).statusCode).toBe(200);
    expect(await paymentRow(t.db, paymentId)).toMatchObject({
      status: 'Failed',
      failure: BILLING_MESSAGES.cardDeclined,
    });
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Waiting for payment',
      isActive: false,
    });
    expect((await stateOf(t, member, paymentId)).json()).toMatchObject({
      status: 'Failed',
      failure: BILLING_MESSAGES.cardDeclined,
    });
  });

  it('saves the card when the member asks, and releases the hold when Stripe closes the page unpaid', async () => {
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db);
    const saved = (await checkout(t, member, { planId: plan.id, saveCard: true })).json();
    const savedRef = (await paymentRow(t.db, saved.paymentId))?.providerCheckoutRef as string;
    await post(t.app, stripe.signed(stripe.pay(savedRef, '4242424242424242')));
    expect(await paymentRow(t.db, saved.paymentId)).toMatchObject({
      status: 'Completed',
      providerCustomerRef: expect.stringMatching(/^cus_/),
      savedCardRef: expect.stringMatching(/^pm_/),
    });

    const other = await signedIn(t, 'user');
    const { paymentId, sessionId, subscriptionId } = await openCheckout(other);
    expect((await post(t.app, stripe.signed(stripe.expire(sessionId)))).statusCode).toBe(200);
    expect(await paymentRow(t.db, paymentId)).toMatchObject({
      status: 'Failed',
      failure: BILLING_MESSAGES.holdExpired,
    });
    expect((await subscriptionRow(t.db, subscriptionId))?.status).toBe('Cancelled');
  });

  it('refunds through Stripe, partly then wholly, and the revenue keeps only what stayed', async () => {
    const admin = await signedIn(t, 'admin');
    const member = await signedIn(t, 'user');
    const { paymentId, sessionId, subscriptionId } = await openCheckout(member);
    await post(t.app, stripe.signed(stripe.pay(sessionId, '4242424242424242')));
    // The revenue figures' totals (migration 0005), which refunds must lower.
    const revenue = async () => {
      const [row] = await t.db
        .select({ total: sql<string>`coalesce(sum(${paymentTotals.amount}), 0)` })
        .from(paymentTotals);
      return Number(row?.total);
    };
    const before = await revenue();
    const refund = (payload: Record<string, unknown>, who: Member = admin) =>
      t.app.inject({ method: 'POST', url: `/api/payment/${paymentId}/refund`, headers: who.headers, payload });

    expect((await refund({ reason: 'Moved away' }, member)).statusCode).toBe(403);
    expect((await refund({ amount: 10 })).json().errors.reason).toEqual([BILLING_MESSAGES.refundReasonRequired]);

    const part = await refund({ amount: 20, reason: 'Two weeks unused' });
    expect(part.statusCode).toBe(200);
    expect(part.json().payment).toMatchObject({ status: 'Partly refunded', refundedAmount: 20 });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 2000 });
    expect(await revenue()).toBeCloseTo(before - 20, 2);
    expect((await subscriptionRow(t.db, subscriptionId))?.status).toBe('Active');

    const tooMuch = await refund({ amount: 30, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(BILLING_MESSAGES.refundTooMuch);

    const rest = await refund({ reason: 'Moved away', endSubscription: true });
    expect(rest.json().payment).toMatchObject({ status: 'Refunded', refundedAmount: 49.5 });
    expect(stripe.refunds.at(-1)).toMatchObject({ amount: 2950 });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([
      `refund-${paymentId}-1`,
      `refund-${paymentId}-2`,
    ]);
    expect(await revenue()).toBeCloseTo(before - 49.5, 2);
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({ status: 'Cancelled', isActive: false });
    expect((await refund({ amount: 1, reason: 'Again' })).statusCode).toBe(409);
  });

  it('refunds a desk payment without asking Stripe', async () => {
    const admin = await signedIn(t, 'admin');
    const member = await signedIn(t, 'user');
    const paid = await payPending(t, admin.headers, { userId: member.user.id, amount: 19.99, paymentMethod: 'Cash' });
    const calls = stripe.requests.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${paid.json().payment.id}/refund`,
      headers: admin.headers,
      payload: { reason: 'Paid twice at the desk' },
    });
    expect(res.json().payment).toMatchObject({ status: 'Refunded', refundedAmount: 19.99, provider: 'desk' });
    expect(stripe.requests.length).toBe(calls);
  });

  it('acknowledges events it does not act on', async () => {
    const before = await eventsHandled();
    const res = await post(t.app, stripe.signed(stripe.other()));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await eventsHandled()).toBe(before);
  });
});

describe('checkout through the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    setClock(NOW);
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('opens our own checkout page and starts the plan with the card that succeeds', async () => {
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db, { durationInDays: 30 });
    const res = await checkout(t, member, { planId: plan.id });
    expect(res.statusCode).toBe(201);
    const { checkoutUrl, paymentId, subscriptionId } = res.json();
    expect(checkoutUrl).toMatch(new RegExp(`/checkout/demo/${paymentId}$`));
    const paid = await payOnDemoPage(t, member.headers, paymentId, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'Completed', subscriptionStatus: 'Active', provider: 'demo' });
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      isActive: true,
      endDate: addDays(today(), 30),
    });
    // Paid once: the page is closed.
    expect((await payOnDemoPage(t, member.headers, paymentId)).statusCode).toBe(409);
  });

  it('declines 4000 0000 0000 0002, starts nothing, and takes another card on the same page', async () => {
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db);
    const { paymentId, subscriptionId } = (await checkout(t, member, { planId: plan.id })).json();
    const declined = await payOnDemoPage(t, member.headers, paymentId, '4000 0000 0000 0002');
    expect(declined.json()).toMatchObject({ status: 'Failed', failure: BILLING_MESSAGES.cardDeclined });
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Waiting for payment',
      isActive: false,
    });
    const unknown = await payOnDemoPage(t, member.headers, paymentId, '5555 5555 5555 4444');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.cardNumber).toEqual([BILLING_MESSAGES.cardNotTest]);
    const other = await signedIn(t, 'user');
    expect((await payOnDemoPage(t, other.headers, paymentId)).statusCode).toBe(404);
    expect((await payOnDemoPage(t, member.headers, paymentId, '4000 0000 0000 0341')).json()).toMatchObject({
      status: 'Completed',
      subscriptionStatus: 'Active',
    });
    expect((await paymentRow(t.db, paymentId))?.savedCardRef).toBe('demo_pm_0341');
  });

  it('releases a held place when its time runs out', async () => {
    const plan = await makePlan(t.db, { maxMembers: 1 });
    const first = await signedIn(t, 'user');
    const second = await signedIn(t, 'user');
    const held = (await checkout(t, first, { planId: plan.id })).json();
    const full = await checkout(t, second, { planId: plan.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(BILLING_MESSAGES.planFull);

    vi.setSystemTime(new Date(Date.now() + 31 * 60_000));
    // The hold no longer counts even before the sweep; the sweep then releases it, once.
    expect((await checkout(t, second, { planId: plan.id })).statusCode).toBe(201);
    expect(await releaseExpiredHolds(t.db, new Date())).toContain(held.subscriptionId);
    expect(await releaseExpiredHolds(t.db, new Date())).not.toContain(held.subscriptionId);
    expect(await subscriptionRow(t.db, held.subscriptionId)).toMatchObject({ status: 'Cancelled', isActive: false });
    expect(await paymentRow(t.db, held.paymentId)).toMatchObject({
      status: 'Failed',
      failure: BILLING_MESSAGES.holdExpired,
    });
    const late = await payOnDemoPage(t, first.headers, held.paymentId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(BILLING_MESSAGES.checkoutClosed);
    // A released checkout is not listed among the member's subscriptions.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users/${first.user.id}/subscriptions`,
      headers: first.headers,
    });
    expect(list.json()).toEqual([]);
    setClock(NOW);
  });

  it("keeps the spec's pay-then-subscribe: the payment is Pending and the subscription waits for it", async () => {
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db);
    const paid = await payPending(t, member.headers, { amount: 19.99, planId: plan.id, paymentMethod: 'Credit Card' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      success: true,
      message: BILLING_MESSAGES.paymentPendingCheckout,
      payment: { status: 'Pending', paymentMethod: 'Online card' },
      checkoutUrl: expect.stringContaining(`/checkout/demo/${paid.json().payment.id}`),
    });
    const early = await subscribe(t, member.headers, { planId: plan.id, paymentId: paid.json().payment.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BILLING_MESSAGES.paymentNotCompleted);
    await payOnDemoPage(t, member.headers, paid.json().payment.id);
    expect(
      (await subscribe(t, member.headers, { planId: plan.id, paymentId: paid.json().payment.id })).statusCode,
    ).toBe(201);
  });

  it('pays the next term of a running subscription, which then renews', async () => {
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db);
    const bought = (await checkout(t, member, { planId: plan.id })).json();
    await payOnDemoPage(t, member.headers, bought.paymentId);
    const extension = await checkout(t, member, { subscriptionId: bought.subscriptionId, extend: true });
    expect(extension.statusCode).toBe(201);
    expect((await subscriptionRow(t.db, bought.subscriptionId))?.autoRenew).toBe(false);
    await payOnDemoPage(t, member.headers, extension.json().paymentId);
    expect((await subscriptionRow(t.db, bought.subscriptionId))?.autoRenew).toBe(true);
    const again = await checkout(t, member, { subscriptionId: bought.subscriptionId, extend: true });
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, extension.json().paymentId));
    expect(row).toMatchObject({ status: 'Completed', usedAt: expect.any(Date) });
  });

  it('queues a second plan bought while one runs (Scheduled from the day after)', async () => {
    const member = await signedIn(t, 'user');
    const running = (await checkout(t, member, { planId: (await makePlan(t.db, { durationInDays: 30 })).id })).json();
    await payOnDemoPage(t, member.headers, running.paymentId);
    const next = (await checkout(t, member, { planId: (await makePlan(t.db, { durationInDays: 10 })).id })).json();
    await payOnDemoPage(t, member.headers, next.paymentId);
    expect(await subscriptionRow(t.db, next.subscriptionId)).toMatchObject({
      status: 'Scheduled',
      isActive: false,
      startDate: addDays(today(), 31),
      endDate: addDays(today(), 41),
    });
  });

  it('is for members only, and not when online payments are off', async () => {
    const staff = await signedIn(t, 'staff');
    const plan = await makePlan(t.db);
    expect((await checkout(t, staff, { planId: plan.id })).statusCode).toBe(403);
    const off = await createTestApp({ DEMO_DATA: 'false' });
    try {
      const member = await signedIn(off, 'user');
      const res = await checkout(off, member, { planId: (await makePlan(off.db)).id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BILLING_MESSAGES.onlinePaymentsOff);
    } finally {
      await off.close();
    }
  });
});
