import { addDays, BILLING_MESSAGES, RENEWAL_MESSAGES } from '@gym/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { createTestApp, secondInstanceDatabase, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  loginAs,
  makeClass,
  makePlan,
  makeRoom,
  makeTrainer,
  paymentRow,
  payOnDemoPage,
  signedIn,
  subscriptionRow,
} from '../../test/factories.ts';
import { type StripeDouble, startStripeDouble } from '../../test/stripe-double.ts';
import { runRenewalCharges } from './dunning.ts';
import { renewDueSubscriptions } from './renewal.ts';

/**
 * Renewals that charge the saved card, and failed payments (docs/decisions/029). The gym's zone is UTC, so a
 * day's clock at 09:00 UTC is that gym day; every day the job runs is set on the test clock first.
 */

type Member = Awaited<ReturnType<typeof signedIn>>;
const START = '2026-03-10';
const at = (day: string) => setClock(`${day}T09:00:00Z`);

const checkout = (t: TestApp, member: Member, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', headers: member.headers, payload });
const renewalCharges = (t: TestApp, subscriptionId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.renewalAttempt)))
    .orderBy(payments.renewalAttempt);

describe('renewal charges through Stripe (a local double of its API)', () => {
  let t: TestApp;
  let stripe: StripeDouble;
  let second: Database | undefined;
  const post = (signed: { body: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature },
      payload: signed.body,
    });

  beforeAll(async () => {
    at(START);
    stripe = await startStripeDouble();
    t = await createTestApp(stripe.config);
    second = await secondInstanceDatabase(t.db);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
    await stripe?.close();
  });

  /** A member's plan bought on Stripe's page with `card`, kept for renewals. */
  async function cardRenewal(card: '4242424242424242' | '4000000000000341', durationInDays: number) {
    at(START);
    const member = await signedIn(t, 'user');
    const plan = await makePlan(t.db, { price: '49.50', durationInDays });
    const { paymentId, subscriptionId } = (await checkout(t, member, { planId: plan.id, saveCard: true })).json();
    const session = (await paymentRow(t.db, paymentId))?.providerCheckoutRef as string;
    expect((await post(stripe.signed(stripe.pay(session, card)))).statusCode).toBe(200);
    return { member, subscriptionId, paymentId };
  }

  it('charges a card renewal once across two instances, days before the end, and renews at the end', async () => {
    const { subscriptionId, paymentId } = await cardRenewal('4242424242424242', 30);
    const end = addDays(START, 30);
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Active',
      autoRenew: true,
      renewalCardPaymentId: paymentId,
      endDate: end,
    });
    // Not yet: four days before the end.
    at(addDays(end, -4));
    await runRenewalCharges({ db: t.db, config: testConfig(stripe.config) }, addDays(end, -4));
    expect(await renewalCharges(t, subscriptionId)).toEqual([]);

    const day = addDays(end, -3);
    at(day);
    const before = stripe.chargesMade().length;
    const instances = [t.db, second?.db ?? t.db].map((db) => ({ db, config: testConfig(stripe.config) }));
    const runs = await Promise.all(instances.map((ctx) => runRenewalCharges(ctx, day)));
    // Both instances ran (or one found the other running); the charge was made once in all.
    expect(runs.reduce((n, r) => n + r.charged.charged, 0)).toBe(1);
    const made = stripe.chargesMade().slice(before);
    expect(made).toHaveLength(1);
    const [charge] = await renewalCharges(t, subscriptionId);
    expect(made[0]).toMatchObject({ amount: 4950, currency: 'usd', status: 'succeeded' });
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)?.idempotencyKey).toBe(
      `renewal-${charge?.id}`,
    );
    expect(charge).toMatchObject({ status: 'Completed', providerPaymentRef: made[0]?.id, renewalOf: end });
    // The running term is untouched until it ends; a run the same day does nothing more.
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({ startDate: START, endDate: end });
    await runRenewalCharges(instances[0] as (typeof instances)[0], day);
    expect(stripe.chargesMade().slice(before)).toHaveLength(1);

    // The day after the end, the daily renewal moves it on and keeps the card renewal.
    at(addDays(end, 1));
    await renewDueSubscriptions(t.db, addDays(end, 1));
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({
      status: 'Active',
      startDate: end,
      endDate: addDays(end, 30),
      autoRenew: true,
    });
  });

  it('records a declined off-session charge as Failed and leaves the term running', async () => {
    const { member, subscriptionId } = await cardRenewal('4000000000000341', 40);
    const end = addDays(START, 40);
    at(addDays(end, -3));
    const sentBefore = t.sent.length;
    const run = await runRenewalCharges({ db: t.db, config: testConfig(stripe.config) }, addDays(end, -3));
    expect(run.charged).toMatchObject({ charged: 0, failed: 1 });
    const [charge] = await renewalCharges(t, subscriptionId);
    expect(charge).toMatchObject({ status: 'Failed', failure: BILLING_MESSAGES.cardDeclined, renewalAttempt: 0 });
    expect(await subscriptionRow(t.db, subscriptionId)).toMatchObject({ status: 'Active', endDate: end });
    await t.flushMail();
    const mail = t.sent.slice(sentBefore).find((m) => m.to === member.user.email);
    expect(mail?.subject).toMatch(/did not go through/);
    expect(mail?.text).toMatch(/\/dashboard\/user\/renew-card\?token=/);
  });
});

describe('a failed renewal, Past due, Suspended, and back to Active (demo provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    at(START);
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const run = (day: string) => {
    at(day);
    return runRenewalCharges({ db: t.db, config: testConfig() }, day);
  };
  /** The links e-mailed to the member after failed charges, oldest first. */
  const linksOf = (member: Member) =>
    t.sent
      .filter((m) => m.to === member.user.email)
      .map((m) => /renew-card\?token=([\w-]+)/.exec(m.text ?? '')?.[1])
      .filter((token): token is string => token !== undefined);
  const linkIn = (member: Member) => linksOf(member).at(-1) as string;
  /** Signed in again: weeks pass on the test clock, and sign-ins expire. */
  const now = async (member: Member) => ({ authorization: (await loginAs(t, member.user.email)).authorization });
  const cardUpdate = async (member: Member, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/card-update',
      headers: await now(member),
      payload: { token },
    });

  it('retries on schedule, suspends after the grace period, and a card update renews with the right dates', async () => {
    const plan = await makePlan(t.db, { price: '30.00', durationInDays: 30 });
    const buyWithFailingCard = async (member: Member) => {
      const res = await checkout(t, member, { planId: plan.id, saveCard: true });
      const { paymentId, subscriptionId } = res.json();
      expect((await payOnDemoPage(t, member.headers, paymentId, '4000 0000 0000 0341')).statusCode).toBe(200);
      return subscriptionId as number;
    };
    // Ann pays while Suspended; Ben while Past due; Cy never does; Eva's e-mails are in Spanish.
    const ann = await signedIn(t, 'user', { fullName: 'Ann Member' });
    const ben = await signedIn(t, 'user', { fullName: 'Ben Member' });
    const cy = await signedIn(t, 'user', { fullName: 'Cy Member' });
    const eva = await signedIn(t, 'user', { fullName: 'Eva Socia' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, eva.user.id));
    const subs = {
      ann: await buyWithFailingCard(ann),
      ben: await buyWithFailingCard(ben),
      cy: await buyWithFailingCard(cy),
      eva: await buyWithFailingCard(eva),
    };
    const end = addDays(START, 30);
    expect(await subscriptionRow(t.db, subs.ann)).toMatchObject({ status: 'Active', autoRenew: true, endDate: end });

    // First charge three days before the end; retries 1, 3 and 5 days after it; each failure e-mails a link.
    const first = addDays(end, -3);
    for (const day of [first, addDays(first, 1), addDays(first, 3), addDays(first, 5)]) {
      const sentBefore = t.sent.length;
      expect((await run(day)).charged).toMatchObject({ charged: 0, failed: 4 });
      await t.flushMail();
      expect(t.sent.slice(sentBefore).filter((m) => /renew-card\?token=/.test(m.text ?? ''))).toHaveLength(4);
    }
    expect((await renewalCharges(t, subs.ann)).map((p) => [p.renewalAttempt, p.status, p.chargeOn])).toEqual([
      [0, 'Failed', first],
      [1, 'Failed', addDays(first, 1)],
      [2, 'Failed', addDays(first, 3)],
      [3, 'Failed', addDays(first, 5)],
    ]);
    // No fifth try.
    expect((await run(addDays(first, 6))).charged).toMatchObject({ charged: 0, failed: 0 });

    const staff = await signedIn(t, 'staff');
    const checkIn = async (member: Member) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkin',
        headers: await now(staff),
        payload: { userId: member.user.id },
      });

    // From the day after the end: Past due, still let in during the grace period.
    expect(await subscriptionRow(t.db, subs.ben)).toMatchObject({ status: 'Past due', isActive: true, endDate: end });
    const pastDue = await checkIn(ben);
    expect(pastDue.statusCode, pastDue.body).toBe(201);
    expect(pastDue.json().membership).toMatchObject({ status: 'Past due' });

    // Ben updates his card while Past due: the term continues from the end date.
    const benLink = linkIn(ben);
    const benCheckout = await cardUpdate(ben, benLink);
    expect(benCheckout.statusCode, benCheckout.body).toBe(201);
    expect((await payOnDemoPage(t, await now(ben), benCheckout.json().paymentId)).statusCode).toBe(200);
    expect(await subscriptionRow(t.db, subs.ben)).toMatchObject({
      status: 'Active',
      isActive: true,
      startDate: end,
      endDate: addDays(end, 30),
      autoRenew: true,
      renewalCardPaymentId: benCheckout.json().paymentId,
    });

    // After the grace period counted from the end date (7 days): Suspended, no check-in, no booking.
    const suspendedOn = addDays(end, 8);
    await run(addDays(end, 7));
    expect((await subscriptionRow(t.db, subs.ann))?.status).toBe('Past due');
    await run(suspendedOn);
    expect(await subscriptionRow(t.db, subs.ann)).toMatchObject({ status: 'Suspended', isActive: false });
    const refused = await checkIn(ann);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'suspended' });
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/trainingsession',
      headers: await now(ann),
      payload: { trainerId: trainer.trainerId, roomId: room.id, date: addDays(suspendedOn, 3), startTime: '09:00' },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().message).toBe(RENEWAL_MESSAGES.suspended);
    // A class says the same, with the unpaid renewal's reason (docs/decisions/029).
    const cls = await makeClass(t.db, {
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: new Date(`${addDays(suspendedOn, 3)}T18:00:00Z`),
    });
    const place = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/book`, headers: await now(ann) });
    expect(place.statusCode).toBe(409);
    expect(place.json()).toEqual({ message: RENEWAL_MESSAGES.suspended, reason: 'past-due' });

    // Ann's link: only hers (another member 404), once; the checkout saves the new card and pays at once.
    const token = linkIn(ann);
    expect((await cardUpdate(cy, token)).statusCode).toBe(404);
    const opened = await cardUpdate(ann, token);
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await cardUpdate(ann, token)).json()).toEqual({ message: RENEWAL_MESSAGES.linkUsed });
    expect((await cardUpdate(ann, 'not-a-token')).statusCode).toBe(404);
    const paid = await payOnDemoPage(t, await now(ann), opened.json().paymentId, '4242 4242 4242 4242');
    expect(paid.json()).toMatchObject({ status: 'Completed', subscriptionStatus: 'Active' });
    // Suspended meant no access: a whole new term from the day it is paid.
    expect(await subscriptionRow(t.db, subs.ann)).toMatchObject({
      status: 'Active',
      isActive: true,
      startDate: suspendedOn,
      endDate: addDays(suspendedOn, 30),
      autoRenew: true,
      renewalCardPaymentId: opened.json().paymentId,
    });
    expect((await checkIn(ann)).statusCode).toBe(201);
    // An older link of a term now paid opens nothing.
    const olderToken = linksOf(ann)[0] as string;
    expect((await cardUpdate(ann, olderToken)).json()).toEqual({ message: RENEWAL_MESSAGES.nothingDue });
    // The new card renews the next term: no charge before its time.
    expect((await run(addDays(suspendedOn, 1))).charged).toMatchObject({ charged: 0, failed: 0 });

    // Eva's e-mails were in Spanish.
    const evaMail = t.sent.filter((m) => m.to === eva.user.email && /renew-card/.test(m.text ?? '')).at(-1);
    expect(evaMail?.subject).toMatch(/no hemos podido cobrar/i);

    // Cy never paid: Expired thirty days after the suspension began.
    await run(addDays(suspendedOn, 29));
    expect((await subscriptionRow(t.db, subs.cy))?.status).toBe('Suspended');
    await run(addDays(suspendedOn, 31));
    expect(await subscriptionRow(t.db, subs.cy)).toMatchObject({
      status: 'Expired',
      isActive: false,
      autoRenew: false,
    });
  });
});
