import { FREEZE_MESSAGES } from '@gym/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, classBookings, payments, subscriptions, trainingSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  makeClass,
  makePayment,
  makePlan,
  makeRoom,
  makeSession,
  makeSubscription,
  makeTrainer,
  person,
  signedIn,
} from '../../test/factories.ts';
import { admission } from '../checkin/admission.ts';
import { applyFreezes } from './freezes.ts';

type Headers = { authorization: string };

// The gym keeps UTC, so the gym's dates are the clock's.
const NOW = '2026-03-10T09:00:00Z';
const TODAY = '2026-03-10';

let t: TestApp;
let desk: Headers;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp({ GYM_TIME_ZONE: 'UTC' });
  desk = (await signedIn(t, 'staff')).headers;
});
afterAll(() => t.close());

const freeze = (id: number, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/subscription/${id}/freeze`, headers, payload });
const unfreeze = (id: number, headers: Headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/subscription/${id}/freeze`, headers });
const cancelRenewal = (id: number, headers: Headers, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/subscription/${id}/cancel-renewal`, headers, payload: payload ?? {} });
const subRow = async (id: number) => (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

/** A member without a plan, and a plan of theirs from yesterday to 30 June. */
async function memberWithPlan(options: { groupClasses?: boolean; fullName?: string } = {}) {
  const member = await person(t, 'user', { subscribed: false, fullName: options.fullName ?? 'Ada Member' });
  const plan = await makePlan(t.db, { groupFitnessClasses: options.groupClasses ?? false });
  const sub = await makeSubscription(t.db, {
    userId: member.user.id,
    planId: plan.id,
    startDate: '2026-03-09',
    endDate: '2026-06-30',
  });
  return { member, sub };
}

describe('a member freezing their own plan', () => {
  it('keeps the rules, each refusal saying which, then freezes and moves the end date and the plan queued after it', async () => {
    const { member, sub } = await memberWithPlan();
    const queued = await makeSubscription(t.db, {
      userId: member.user.id,
      planId: (await makePlan(t.db)).id,
      startDate: '2026-07-01',
      endDate: '2026-07-30',
      isActive: false,
      status: 'Scheduled',
    });
    const refused = async (payload: Record<string, unknown>, status: number, field: string | null, message: string) => {
      const res = await freeze(sub.id, member.headers, payload);
      expect(res.statusCode, res.body).toBe(status);
      if (field) expect(res.json().errors[field]).toEqual([message]);
      else expect(res.json().message).toBe(message);
    };
    await refused(
      { startDate: TODAY, endDate: '2026-03-20' },
      400,
      'startDate',
      FREEZE_MESSAGES.startTooSoon('2026-03-11'),
    );
    await refused({ startDate: '2026-03-20', endDate: '2026-03-25' }, 400, 'endDate', FREEZE_MESSAGES.tooShort(7));
    await refused({ startDate: '2026-03-20', endDate: '2026-04-19' }, 400, 'endDate', FREEZE_MESSAGES.tooLong(30));
    await refused({ startDate: '2026-07-05', endDate: '2026-07-12' }, 400, 'startDate', FREEZE_MESSAGES.outsideTerm);
    await refused({ startDate: '2026-03-20', endDate: '2026-03-19' }, 400, 'endDate', FREEZE_MESSAGES.endBeforeStart);
    await refused({ startDate: '20 March', endDate: '2026-03-29' }, 400, 'startDate', FREEZE_MESSAGES.date);
    await refused({ endDate: '2026-03-29' }, 400, 'startDate', FREEZE_MESSAGES.startRequired);
    // Another member's plan is not theirs to freeze.
    const other = await person(t, 'user', { subscribed: false });
    const notYours = await freeze(sub.id, other.headers, { startDate: '2026-03-20', endDate: '2026-03-29' });
    expect(notYours.statusCode).toBe(403);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id))).toMatchObject([
      { endDate: '2026-06-30', frozenFrom: null },
    ]);

    // 20 days, from the 20th to 8 April both included: the end moves from 30 June to 20 July, and the plan queued
    // after it still starts the day after.
    const res = await freeze(sub.id, member.headers, {
      startDate: '2026-03-20',
      endDate: '2026-04-08',
      reason: 'Travelling',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: sub.id,
      status: 'Active',
      isActive: true,
      frozenFrom: '2026-03-20',
      frozenUntil: '2026-04-08',
      endDate: '2026-07-20',
    });
    expect(await subRow(queued.id)).toMatchObject({ startDate: '2026-07-21', endDate: '2026-08-19' });
    // A member's own freeze is no audit entry.
    expect((await lastAudit())?.action).not.toBe('subscription.frozen');

    const again = await freeze(sub.id, member.headers, { startDate: '2026-05-01', endDate: '2026-05-08' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FREEZE_MESSAGES.alreadyFrozen);

    // 20 of the year's 30 days are used: 11 more on another plan are too many.
    const second = await makeSubscription(t.db, {
      userId: member.user.id,
      planId: (await makePlan(t.db)).id,
      startDate: '2026-03-01',
      endDate: '2026-12-31',
    });
    const overYear = await freeze(second.id, member.headers, { startDate: '2026-05-01', endDate: '2026-05-11' });
    expect(overYear.statusCode).toBe(409);
    expect(overYear.json().message).toBe(FREEZE_MESSAGES.yearUsedUp(30, 10, '2026'));

    // Staff are held to none of the member's rules: 40 days from today, Frozen at once, with an audit entry.
    const byStaff = await freeze(second.id, desk, { startDate: TODAY, endDate: '2026-04-18', reason: 'Injury' });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json()).toMatchObject({
      status: 'Frozen',
      isActive: false,
      frozenFrom: TODAY,
      frozenUntil: '2026-04-18',
      endDate: '2027-02-09',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'subscription.frozen',
      subjectType: 'subscription',
      subjectId: second.id,
      before: { endDate: '2026-12-31', status: 'Active' },
      after: { endDate: '2027-02-09', status: 'Frozen', frozenFrom: TODAY, frozenUntil: '2026-04-18' },
    });
    // Nobody freezes a plan that is not running, or from a day already gone.
    const past = await freeze(sub.id, desk, { startDate: '2026-03-01', endDate: '2026-03-08' });
    expect(past.statusCode).toBe(409); // it already has a freeze
    const ended = await makeSubscription(t.db, {
      userId: member.user.id,
      planId: (await makePlan(t.db)).id,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      isActive: false,
      status: 'Expired',
    });
    const expired = await freeze(ended.id, desk, { startDate: TODAY, endDate: '2026-03-20' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(FREEZE_MESSAGES.notRunning);
  });
});

describe('while frozen', () => {
  it('refuses sessions, classes and the door within the freeze, and allows them after it', async () => {
    const { member, sub } = await memberWithPlan({ groupClasses: true, fullName: 'Cal Frost' });
    const res = await freeze(sub.id, desk, { startDate: TODAY, endDate: '2026-03-16' });
    expect(res.statusCode, res.body).toBe(200);

    const door = await t.app.inject({
      method: 'POST',
      url: '/api/checkin',
      headers: desk,
      payload: { userId: member.user.id },
    });
    expect(door.statusCode).toBe(409);
    expect(door.json()).toMatchObject({ reason: 'frozen', member: { userId: member.user.id } });

    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const book = (date: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trainingsession',
        headers: member.headers,
        payload: { trainerId: trainer.trainerId, roomId: room.id, date, startTime: '10:00', sessionType: 'Strength' },
      });
    const inFreeze = await book('2026-03-12');
    expect(inFreeze.statusCode).toBe(409);
    expect(inFreeze.json().message).toBe(FREEZE_MESSAGES.sessionFrozen);
    expect((await book('2026-03-18')).statusCode).toBe(201);

    const cls = await makeClass(t.db, {
      trainerId: trainer.trainerId,
      roomId: (await makeRoom(t.db)).id,
      start: new Date('2026-03-13T18:00:00Z'),
    });
    const place = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/book`, headers: member.headers });
    expect(place.statusCode).toBe(409);
    expect(place.json()).toEqual({ message: FREEZE_MESSAGES.classFrozen, reason: 'frozen' });

    // The door's rule reads the freeze's dates: the day after it the member is let in, even before the daily job
    // has moved the plan back to Active; then the job does.
    expect(await admission(t.db, member.user.id, '2026-03-17')).toMatchObject({ allowed: true });
    expect(await admission(t.db, member.user.id, '2026-03-16')).toMatchObject({
      allowed: false,
      reason: 'frozen',
      membership: { status: 'Frozen' },
    });
    expect(await applyFreezes(t.db, '2026-03-17')).toMatchObject({ thawed: 1 });
    expect(await subRow(sub.id)).toMatchObject({ status: 'Active', isActive: true, frozenFrom: null });
  });

  it('a freeze planned ahead turns the plan Frozen on its first day (the daily job)', async () => {
    const { member, sub } = await memberWithPlan();
    expect((await freeze(sub.id, member.headers, { startDate: '2026-04-01', endDate: '2026-04-07' })).statusCode).toBe(
      200,
    );
    await applyFreezes(t.db, '2026-03-31');
    expect((await subRow(sub.id))?.status).toBe('Active');
    await applyFreezes(t.db, '2026-04-01');
    expect(await subRow(sub.id)).toMatchObject({ status: 'Frozen', isActive: false });
  });
});

describe('a freeze over bookings', () => {
  it('answers 409 listing them, and confirmed cancels them with notice and gives the class place to the waitlist', async () => {
    const { member, sub } = await memberWithPlan({ groupClasses: true, fullName: 'Bea Booker' });
    const trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
    const session = await makeSession(t.db, {
      userId: member.user.id,
      trainerId: trainer.trainerId,
      roomId: (await makeRoom(t.db)).id,
      start: new Date('2026-03-25T10:00:00Z'),
    });
    const cls = await makeClass(t.db, {
      trainerId: trainer.trainerId,
      roomId: (await makeRoom(t.db)).id,
      start: new Date('2026-03-26T18:00:00Z'),
      capacity: 1,
    });
    const booked = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/book`, headers: member.headers });
    expect(booked.statusCode, booked.body).toBe(201);
    const { member: waiting, sub: waitingSub } = await memberWithPlan({ groupClasses: true, fullName: 'Wes Waiting' });
    expect(waitingSub.id).toBeGreaterThan(0);
    const queued = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.id}/book`, headers: waiting.headers });
    expect(queued.json()).toMatchObject({ status: 'Waitlisted' });
    t.sent.length = 0;

    const body = { startDate: '2026-03-20', endDate: '2026-03-29' };
    const res = await freeze(sub.id, member.headers, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: FREEZE_MESSAGES.bookingsInFreeze,
      bookings: [
        {
          kind: 'session',
          id: session.id,
          title: 'Rita Stone',
          startTime: '2026-03-25T10:00:00.000Z',
          endTime: '2026-03-25T12:00:00.000Z',
        },
        expect.objectContaining({ kind: 'class', id: cls.id, startTime: '2026-03-26T18:00:00.000Z' }),
      ],
    });
    expect((await subRow(sub.id))?.frozenFrom).toBeNull();

    const confirmed = await freeze(sub.id, member.headers, { ...body, confirm: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      frozenFrom: '2026-03-20',
      frozenUntil: '2026-03-29',
      endDate: '2026-07-10',
    });
    const [cancelled] = await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, session.id));
    expect(cancelled?.cancelledAt).not.toBeNull();
    const places = await t.db.select().from(classBookings).where(eq(classBookings.classSessionId, cls.id));
    expect(places.map((p) => [p.userId, p.status]).sort()).toEqual(
      [
        [member.user.id, 'Cancelled'],
        [waiting.user.id, 'Booked'],
      ].sort(),
    );
    const to = (email: string) => t.sent.filter((m) => m.to === email);
    expect(to(member.user.email).map((m) => m.subject)).toEqual(['Your bookings are cancelled']);
    expect(to(member.user.email)[0]?.text).toContain('Your membership is frozen from 2026-03-20 to 2026-03-29');
    expect(to(trainer.user.email).map((m) => m.subject)).toEqual(['A training session is cancelled']);
    expect(to(waiting.user.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^You're in/)]);
  });
});

describe('ending a freeze', () => {
  it('early: today is a day of membership again and the end date moves back by the days not used', async () => {
    const { member, sub } = await memberWithPlan();
    await freeze(sub.id, desk, { startDate: TODAY, endDate: '2026-04-18' }); // 40 days: ends 9 August
    vi.setSystemTime(new Date('2026-03-15T09:00:00Z'));
    try {
      const res = await unfreeze(sub.id, member.headers);
      expect(res.statusCode, res.body).toBe(200);
      // Five days used (10th to 14th): the plan ends five days after 30 June.
      expect(res.json()).toMatchObject({
        status: 'Active',
        isActive: true,
        frozenFrom: null,
        frozenUntil: null,
        endDate: '2026-07-05',
      });
      const again = await unfreeze(sub.id, member.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(FREEZE_MESSAGES.notFrozen);
    } finally {
      vi.setSystemTime(new Date(NOW));
    }
  });

  it('before it starts: dropped whole, and staff doing it leave an audit entry', async () => {
    const { member, sub } = await memberWithPlan();
    await freeze(sub.id, member.headers, { startDate: '2026-04-01', endDate: '2026-04-10' });
    const other = await person(t, 'user', { subscribed: false });
    expect((await unfreeze(sub.id, other.headers)).statusCode).toBe(403);
    const res = await unfreeze(sub.id, desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Active', frozenFrom: null, endDate: '2026-06-30' });
    expect(await lastAudit()).toMatchObject({
      action: 'subscription.unfrozen',
      before: { endDate: '2026-07-10', frozenFrom: '2026-04-01' },
      after: { endDate: '2026-06-30', frozenFrom: null },
    });
    // The days dropped do not count towards the year's limit: a 30-day freeze is still possible.
    expect((await freeze(sub.id, member.headers, { startDate: '2026-05-01', endDate: '2026-05-30' })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/subscription/{id}/cancel-renewal', () => {
  it('turns a card renewal off in one call; a renewal already off answers unchanged', async () => {
    const { member, sub } = await memberWithPlan();
    const bought = await makePayment(t.db, {
      userId: member.user.id,
      amount: '19.99',
      status: 'Completed',
      provider: 'demo',
      paymentMethod: 'Online card',
      saveCard: true,
      savedCardRef: 'pm_card',
      usedAt: new Date(),
    });
    await t.db
      .update(subscriptions)
      .set({ paymentId: bought.id, autoRenew: true, renewalCardPaymentId: bought.id })
      .where(eq(subscriptions.id, sub.id));
    const other = await person(t, 'user', { subscribed: false });
    expect((await cancelRenewal(sub.id, other.headers)).statusCode).toBe(403);

    const res = await cancelRenewal(sub.id, member.headers, { reason: 'Moving away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ autoRenew: false, renewal: 'none', endDate: '2026-06-30', status: 'Active' });
    expect(await lastAudit()).toMatchObject({
      action: 'subscription.renewalStopped',
      actorId: member.user.id,
      subjectId: sub.id,
      before: { renewal: 'card' },
      after: { renewal: 'none', reason: 'Moving away' },
    });
    const again = await cancelRenewal(sub.id, member.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ autoRenew: false });
  });

  it('refuses with 409 when the next term is already paid (an extension)', async () => {
    const { member, sub } = await memberWithPlan();
    await makePayment(t.db, {
      userId: member.user.id,
      subscriptionId: sub.id,
      amount: '19.99',
      status: 'Completed',
      usedAt: new Date(),
    });
    await t.db.update(subscriptions).set({ autoRenew: true }).where(eq(subscriptions.id, sub.id));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/subscriptions`,
      headers: member.headers,
    });
    expect(list.json()).toEqual([expect.objectContaining({ id: sub.id, renewal: 'prepaid', autoRenew: true })]);
    for (const headers of [member.headers, desk]) {
      const res = await cancelRenewal(sub.id, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(FREEZE_MESSAGES.nextTermPaid);
    }
    expect((await subRow(sub.id))?.autoRenew).toBe(true);
    expect((await t.db.select().from(payments).where(eq(payments.subscriptionId, sub.id))).length).toBe(1);
  });
});

describe('the freeze rules in the gym’s settings', () => {
  it('are set by the admin, shown to members, and kept by the next freeze; a longest below the shortest is refused', async () => {
    const admin = (await signedIn(t, 'admin')).headers;
    const gym = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json();
    expect(gym.freezeRules).toEqual({ noticeDays: 1, minDays: 7, maxDays: 30, daysPerYear: 30 });
    const put = (rules: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/gym', headers: admin, payload: { ...gym, ...rules } });

    const inverted = await put({ freezeMinDays: 20, freezeMaxDays: 10 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toEqual({
      freezeMaxDays: ['The longest freeze must not be shorter than the shortest'],
    });
    const saved = await put({ freezeNoticeDays: 3, freezeMinDays: 3, freezeMaxDays: 60, freezeDaysPerYear: 90 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().freezeRules).toEqual({ noticeDays: 3, minDays: 3, maxDays: 60, daysPerYear: 90 });
    expect((await t.app.inject({ method: 'GET', url: '/api/gym' })).json().freezeRules).toEqual({
      noticeDays: 3,
      minDays: 3,
      maxDays: 60,
      daysPerYear: 90,
    });

    const { member, sub } = await memberWithPlan();
    const tooSoon = await freeze(sub.id, member.headers, { startDate: '2026-03-12', endDate: '2026-03-20' });
    expect(tooSoon.json().errors?.startDate).toEqual([FREEZE_MESSAGES.startTooSoon('2026-03-13')]);
    // 45 days: too long before, within the new longest now.
    const long = await freeze(sub.id, member.headers, { startDate: '2026-04-01', endDate: '2026-05-15' });
    expect(long.statusCode, long.body).toBe(200);

    const back = await put({ freezeNoticeDays: 1, freezeMinDays: 7, freezeMaxDays: 30, freezeDaysPerYear: 30 });
    expect(back.statusCode).toBe(200);
  });
});
