import { MY_DATA_FORMAT, type MyData, myDataSchema } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardUpdateLinks,
  checkins,
  classBookings,
  feedback,
  newsletterSignups,
  passwordResets,
  staffInvitations,
  subscriptionFreezes,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  loginAs,
  makeClass,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeSubscription,
  makeTrainer,
  signedIn,
} from '../../test/factories.ts';

/**
 * A member's own data as one file (docs/decisions/037): every kind of record is in it, no secret and no private
 * note is, and nobody but the member and the admin gets it. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

type Headers = { authorization: string };
const timeZone = 'Europe/Madrid';
const STAFF_NOTE = 'Private: knee injury, keep the weights light';
const MEMBER_NOTE = 'Bring a towel, please';
const SECRETS = {
  calendar: 'calsecret0123456789abcdefcalsecret0123456789abcdef',
  resetCode: 'resetcodehash0123456789abcdef',
  invitation: 'invitationhash0123456789abcdef0123456789abcdef0123456789abcdef',
  cardLink: 'cardlinkhash0123456789abcdef',
  providerCheckout: 'cs_test_checkoutref_secret',
  providerPayment: 'pi_test_paymentref_secret',
  providerCustomer: 'cus_test_customerref_secret',
  savedCard: 'pm_test_savedcard_secret',
  refundRef: 're_test_refundref_secret',
};

let t: TestApp;
let member: { user: { id: number; email: string; username: string }; headers: Headers };
let other: Headers;
let staff: { user: { id: number }; headers: Headers };
let trainerHeaders: Headers;
let admin: Headers;
let passwordHash: string;

const exportOf = (id: number, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}/export`, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  // 23:30 UTC on 10 March is already 11 March in Madrid: the file is named after the gym's date.
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp({ GYM_NAME: 'Pulse Gym', GYM_TIME_ZONE: timeZone });
  member = await signedIn(t, 'user', { fullName: 'Ana Torres' });
  other = (await signedIn(t, 'user')).headers;
  staff = await signedIn(t, 'staff');
  admin = (await signedIn(t, 'admin')).headers;
  const memberId = member.user.id;

  await t.db.update(users).set({ calendarSecret: SECRETS.calendar }).where(eq(users.id, memberId));
  passwordHash = (await t.db.select().from(users).where(eq(users.id, memberId)))[0]?.passwordHash as string;
  await t.db.insert(passwordResets).values({
    userId: memberId,
    codeHash: SECRETS.resetCode,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(staffInvitations).values({
    userId: memberId,
    tokenHash: SECRETS.invitation,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await t.db.insert(newsletterSignups).values({ email: member.user.email.toUpperCase() });

  // A plan frozen for a week, with a card-update link.
  const plan = await makePlan(t.db, { name: 'Gold', price: '19.99' });
  const sub = await makeSubscription(t.db, {
    userId: memberId,
    planId: plan.id,
    startDate: '2026-03-01',
    endDate: '2026-04-07',
    autoRenew: true,
  });
  await t.db.insert(subscriptionFreezes).values({
    subscriptionId: sub.id,
    userId: memberId,
    startDate: '2026-03-20',
    endDate: '2026-03-26',
    reason: 'Travelling',
    createdBy: staff.user.id,
  });
  await t.db.insert(cardUpdateLinks).values({
    subscriptionId: sub.id,
    renewalOf: '2026-04-07',
    tokenHash: SECRETS.cardLink,
    createdAt: new Date(),
  });

  // A desk payment for another plan with its receipt, partly refunded; a failed card payment with the provider's
  // references.
  const silver = await makePlan(t.db, { name: 'Silver', price: '19.99' });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: staff.headers,
    payload: { userId: memberId, amount: 19.99, paymentMethod: 'Cash', planId: silver.id, notes: 'Paid in coins' },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const refunded = await t.app.inject({
    method: 'POST',
    url: `/api/payment/${paid.json().payment.id}/refund`,
    headers: admin,
    payload: { amount: 5, reason: 'Overcharged at the desk' },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  await makePayment(t.db, {
    userId: memberId,
    planId: plan.id,
    amount: '19.99',
    paymentMethod: 'Online card',
    provider: 'stripe',
    status: 'Failed',
    failure: 'Your card was declined',
    providerCheckoutRef: SECRETS.providerCheckout,
    providerPaymentRef: SECRETS.providerPayment,
    providerCustomerRef: SECRETS.providerCustomer,
    savedCardRef: SECRETS.savedCard,
  });

  // A personal session with the member's note and the trainer's private one; a class attended.
  const trainer = await makeTrainer(t.db, { fullName: 'Coach Lena' });
  trainerHeaders = { authorization: (await loginAs(t, trainer.user.email)).authorization };
  const room = await makeRoom(t.db, { roomName: 'Studio Norte' });
  await makeSession(t.db, {
    userId: memberId,
    trainerId: trainer.trainerId,
    roomId: room.id,
    start: new Date('2026-03-05T09:00:00Z'),
    sessionType: 'Strength',
    notes: MEMBER_NOTE,
    staffNotes: STAFF_NOTE,
    attendanceStatus: true,
  });
  const yoga = await makeClass(t.db, {
    trainerId: trainer.trainerId,
    roomId: room.id,
    start: new Date('2026-03-06T17:00:00Z'),
  });
  await t.db.insert(classBookings).values({
    classSessionId: yoga.id,
    userId: memberId,
    status: 'Booked',
    queuedAt: new Date('2026-03-02T10:00:00Z'),
    attended: true,
  });

  await t.db.insert(checkins).values({
    userId: memberId,
    at: new Date('2026-03-05T08:50:00Z'),
    gymDate: '2026-03-05',
    method: 'search',
    override: true,
    overrideReason: 'Left the phone at home',
    recordedBy: staff.user.id,
  });
  await t.db.insert(feedback).values({ userId: memberId, message: 'Great classes, more mats please', rating: 4 });
});
afterAll(() => t.close());

describe('a member’s own data', () => {
  it('is a JSON download named after the member and the gym’s date, holding every kind of record', async () => {
    const res = await exportOf(member.user.id, member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="my-data-${member.user.username}-2026-03-11.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = myDataSchema.parse(res.json()) as MyData;

    expect(data).toMatchObject({
      format: MY_DATA_FORMAT,
      gym: { name: 'Pulse Gym', timeZone },
      profile: { id: member.user.id, email: member.user.email, fullName: 'Ana Torres' },
      preferences: { language: 'en', reminderEmails: true, calendarFeed: true, newsletter: { subscribed: true } },
    });
    expect(Date.parse(data.exportedAt)).toBeGreaterThanOrEqual(Date.parse('2026-03-10T23:30:00Z'));
    expect(data.subscriptions).toEqual([
      expect.objectContaining({
        plan: 'Gold',
        startDate: '2026-03-01',
        endDate: '2026-04-07',
        renewal: 'prepaid',
        freezes: [expect.objectContaining({ startDate: '2026-03-20', endDate: '2026-03-26', reason: 'Travelling' })],
      }),
    ]);
    const [desk, failed] = data.payments;
    expect(desk).toMatchObject({
      amount: 19.99,
      refundedAmount: 5,
      method: 'Cash',
      status: 'Partly refunded',
      plan: 'Silver',
      notes: 'Paid in coins',
      receiptNumber: expect.any(Number),
      refunds: [{ amount: 5, reason: 'Overcharged at the desk', receiptNumber: expect.any(Number) }],
    });
    expect(desk?.refunds[0]?.receiptNumber).not.toBe(desk?.receiptNumber);
    expect(failed).toMatchObject({ status: 'Failed', failure: 'Your card was declined', receiptNumber: null });
    expect(data.trainingSessions).toEqual([
      expect.objectContaining({
        startTime: '2026-03-05T09:00:00.000Z',
        endTime: '2026-03-05T11:00:00.000Z',
        trainer: 'Coach Lena',
        room: 'Studio Norte',
        notes: MEMBER_NOTE,
        attended: true,
        cancelledAt: null,
      }),
    ]);
    expect(data.classes).toEqual([
      expect.objectContaining({
        startTime: '2026-03-06T17:00:00.000Z',
        trainer: 'Coach Lena',
        status: 'Booked',
        attended: true,
      }),
    ]);
    expect(data.checkins).toEqual([
      {
        at: '2026-03-05T08:50:00.000Z',
        date: '2026-03-05',
        method: 'search',
        override: true,
        overrideReason: 'Left the phone at home',
      },
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ message: 'Great classes, more mats please', rating: 4, processed: false }),
    ]);
  });

  it('holds no password hash, token, feed secret, provider reference or staff note anywhere', async () => {
    const text = (await exportOf(member.user.id, member.headers)).body;
    expect(passwordHash.length).toBeGreaterThan(20);
    for (const secret of [passwordHash, STAFF_NOTE, ...Object.values(SECRETS)]) expect(text).not.toContain(secret);
    for (const key of [
      'passwordHash',
      'password',
      'tokenVersion',
      'calendarSecret',
      'staffNotes',
      'codeHash',
      'tokenHash',
      'savedCardRef',
      'recordedBy',
      'createdBy',
      'refundedBy',
    ])
      expect(text).not.toContain(`"${key}"`);
  });

  it('is given to the admin too, and to nobody else: another member, staff and the trainer are refused', async () => {
    const byAdmin = await exportOf(member.user.id, admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().profile.email).toBe(member.user.email);
    expect(byAdmin.body).not.toContain(STAFF_NOTE);

    expect((await exportOf(member.user.id, other)).statusCode).toBe(403);
    expect((await exportOf(member.user.id, staff.headers)).statusCode).toBe(403);
    expect((await exportOf(member.user.id, trainerHeaders)).statusCode).toBe(403);
    expect((await exportOf(member.user.id)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and for an account that is not a member, 400 for a malformed one', async () => {
    expect((await exportOf(999_999, admin)).statusCode).toBe(404);
    expect((await exportOf(staff.user.id, admin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/abc/export', headers: admin })).statusCode).toBe(400);
  });
});
