import {
  AUTH_MESSAGES,
  addDays,
  SUBSCRIPTION_STATUSES,
  type SubscriptionRow,
  TRAINER_MESSAGES,
  type Trainer,
  todayIn,
  USER_MESSAGES,
  zonedTimeToInstant,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { sqlState } from '../../db/client.ts';
import { feedback, payments, subscriptions, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { backendPid, createTestApp, type TestApp, untilBlockedBy } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import {
  type Cast,
  type CastName,
  DEFAULT_PASSWORD,
  loginAs,
  makeAccount,
  makeCast,
  makePayment,
  makePlan,
  makeSessionWith,
  makeSubscription,
  makeTrainer,
  signedIn,
} from '../../test/factories.ts';
import { deletedEmail, deletedUsername } from './account-deletion.ts';
import { MEMBER_NOT_FOUND } from './member-access.ts';

const timeZone = 'America/New_York';
let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  // 19:30 on Tuesday 10 March in New York.
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  cast = await makeCast(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const at = (daysFromToday: number, time: string) =>
  zonedTimeToInstant(addDays(todayIn(timeZone), daysFromToday), time, timeZone);
const remove = (url: string, who: CastName) => t.app.inject({ method: 'DELETE', url, headers: cast.headers(who) });
const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const whoami = (headers: { authorization: string }, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
const refusedWith = async (write: Promise<unknown>) => {
  try {
    await write;
  } catch (error) {
    return sqlState(error);
  }
  return 'accepted';
};

describe('DELETE /api/users/:id', () => {
  it('is for the admin only', async () => {
    const target = await makeAccount(t.db);
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 403,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await remove(`/api/users/${target.id}`, who);
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.deleted });
      else expect(await userRow(target.id), who).toBeDefined();
    }
    expect(await userRow(target.id)).toBeUndefined();
  });

  it('refuses the admin’s own account, and unknown or already deleted ones', async () => {
    const self = await remove(`/api/users/${cast.admin.user.id}`, 'admin');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: USER_MESSAGES.cannotDeleteSelf });
    expect((await whoami(cast.admin.headers, cast.admin.user.id)).statusCode).toBe(200);

    const unknown = await remove('/api/users/999999', 'admin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: USER_MESSAGES.notFound });
  });

  it('deletes an account nothing refers to outright, with its feedback, and its session stops at once', async () => {
    const staff = await signedIn(t, 'staff');
    const member = await makeAccount(t.db);
    await t.db.insert(feedback).values({ userId: member.id, message: 'Great gym', rating: 5 });
    for (const target of [staff.user, member]) {
      expect((await remove(`/api/users/${target.id}`, 'admin')).statusCode).toBe(200);
      expect(await userRow(target.id)).toBeUndefined();
    }
    expect(await t.db.select().from(feedback).where(eq(feedback.userId, member.id))).toEqual([]);
    const stale = await whoami(staff.headers, staff.user.id);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
  });

  describe('a member with payments, subscriptions and sessions', () => {
    let member: Awaited<ReturnType<typeof signedIn>>;
    let paymentId: number;
    let running: number;
    let ended: number;
    let past: number;
    let coming: number;
    beforeAll(async () => {
      member = await signedIn(t);
      const plan = await makePlan(t.db);
      const payment = await makePayment(t.db, { userId: member.user.id, planId: plan.id, amount: '19.99' });
      paymentId = payment.id;
      const today = todayIn(timeZone);
      running = (
        await makeSubscription(t.db, {
          userId: member.user.id,
          planId: plan.id,
          paymentId,
          startDate: addDays(today, -3),
          endDate: addDays(today, 27),
        })
      ).id;
      ended = (
        await makeSubscription(t.db, {
          userId: member.user.id,
          planId: (await makePlan(t.db)).id,
          startDate: addDays(today, -90),
          endDate: addDays(today, -60),
          isActive: false,
          status: 'Expired',
        })
      ).id;
      past = (await makeSessionWith(t.db, member.user.id, cast.trainer.trainerId, new Date(Date.now() - 5 * DAY))).id;
      coming = (await makeSessionWith(t.db, member.user.id, cast.trainer.trainerId, at(2, '09:00'))).id;
      const res = await remove(`/api/users/${member.user.id}`, 'admin');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: USER_MESSAGES.deleted });
    });

    it('keeps the row, anonymised: only the id and the role are left', async () => {
      const row = await userRow(member.user.id);
      expect(row).toMatchObject({
        id: member.user.id,
        role: 'user',
        username: deletedUsername(member.user.id),
        email: deletedEmail(member.user.id),
        fullName: null,
        phone: null,
        birthday: null,
        tokenVersion: 1,
      });
      expect(row?.deletedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(row?.passwordHash).not.toMatch(/^\$argon2/);
    });

    it('keeps the money records and the history; ends running subscriptions; cancels future sessions', async () => {
      expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0]?.amount).toBe('19.99');
      const subs = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
      expect(subs.find((s) => s.id === running)).toMatchObject({
        isActive: false,
        status: SUBSCRIPTION_STATUSES.cancelled,
      });
      expect(subs.find((s) => s.id === ended)).toMatchObject({ isActive: false, status: 'Expired' });
      const sessions = await t.db.select().from(trainingSessions).where(eq(trainingSessions.userId, member.user.id));
      expect(sessions.map((s) => s.id)).toEqual([past]);
      expect(coming).not.toBe(past);
      // The subscription list, the gym's record of what was sold, still shows the sale.
      const all = (
        await t.app.inject({ method: 'GET', url: '/api/subscription', headers: cast.headers('admin') })
      ).json();
      expect(all.find((s: SubscriptionRow) => s.id === running)).toMatchObject({
        userId: member.user.id,
        paymentAmount: 19.99,
        isActive: false,
        status: SUBSCRIPTION_STATUSES.cancelled,
      });
    });

    it('stops the account’s tokens, even one carrying the current version, and its logins', async () => {
      const stale = await whoami(member.headers, member.user.id);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
      const config = testConfig();
      const tokens = createTokenService(config.JWT_SECRET as string, config.TOKEN_TTL_HOURS);
      const current = await tokens.sign({ userId: member.user.id, role: 'user', tokenVersion: 1 });
      const res = await whoami({ authorization: `Bearer ${current}` }, member.user.id);
      expect(res.statusCode).toBe(401);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.user.email, password: DEFAULT_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ message: AUTH_MESSAGES.loginFailed });
    });

    it('leaves the account out of lists and answers 404 for it', async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/users', headers: cast.headers('admin') })).json();
      expect(list.map((u: { id: number }) => u.id)).not.toContain(member.user.id);
      const search = await t.app.inject({
        method: 'GET',
        url: `/api/users?search=${deletedUsername(member.user.id)}`,
        headers: cast.headers('staff'),
      });
      expect(search.json()).toEqual([]);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/users/${member.user.id}`,
          headers: cast.headers('admin'),
          ...(method === 'PUT' ? { payload: { username: 'back_again', email: 'back@example.com' } } : {}),
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json(), method).toEqual({ message: USER_MESSAGES.notFound });
      }
    });

    it('refuses new payments, subscriptions and sessions for the account in the database itself', async () => {
      const plan = await makePlan(t.db);
      expect(await refusedWith(makePayment(t.db, { userId: member.user.id, amount: '1.00' }))).toBe('23503');
      const today = todayIn(timeZone);
      expect(
        await refusedWith(
          makeSubscription(t.db, { userId: member.user.id, planId: plan.id, startDate: today, endDate: today }),
        ),
      ).toBe('23503');
      expect(await refusedWith(makeSessionWith(t.db, member.user.id, cast.trainer.trainerId, at(3, '09:00')))).toBe(
        '23503',
      );
    });

    it('is no one staff can pay or book for: 404 Member not found, as for an unknown id', async () => {
      const plan = await makePlan(t.db);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: cast.headers('staff'),
        payload: { userId: member.user.id, amount: 19.99, planId: plan.id, paymentMethod: 'Cash' },
      });
      expect(paid.statusCode).toBe(404);
      expect(paid.json()).toEqual({ message: MEMBER_NOT_FOUND, errors: { userId: [MEMBER_NOT_FOUND] } });
    });

    it('frees the old username and e-mail for someone new', async () => {
      const again = await makeAccount(t.db, { username: member.user.username, email: member.user.email });
      expect(again.id).not.toBe(member.user.id);
    });
  });
});

// PGlite runs one statement at a time, so only PostgreSQL can show what happens when writes race a deletion:
// these tests exist in the server-pg project only (rather than being reported as skipped on PGlite).
const onPostgres = process.env.TEST_DB === 'postgres';
(onPostgres ? describe : () => {})('a payment racing a deletion', () => {
  const signal = () => {
    let done!: () => void;
    const promise = new Promise<void>((resolve) => {
      done = resolve;
    });
    return { promise, done };
  };

  it('that commits first is kept: the deletion waits for it and anonymises instead of deleting', async () => {
    const member = await makeAccount(t.db);
    const inserted = signal();
    const commit = signal();
    let holder = 0;
    const payment = t.db.transaction(async (tx) => {
      await tx.insert(payments).values({ userId: member.id, amount: '5.00' });
      holder = await backendPid(tx);
      inserted.done();
      await commit.promise;
    });
    await inserted.promise;
    const deletion = remove(`/api/users/${member.id}`, 'admin');
    // Released either way, so a deletion that never waits fails this test rather than hanging the file.
    await untilBlockedBy(t.db, holder).finally(commit.done);
    await payment;
    expect((await deletion).statusCode).toBe(200);
    expect((await userRow(member.id))?.username).toBe(deletedUsername(member.id));
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toHaveLength(1);
  });

  it('that comes while the deletion holds the account is refused once it commits', async () => {
    const member = await makeAccount(t.db);
    const locked = signal();
    const finish = signal();
    let holder = 0;
    const deletion = t.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, member.id)).for('update');
      holder = await backendPid(tx);
      locked.done();
      await finish.promise;
      await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.id));
    });
    await locked.promise;
    const payment = refusedWith(makePayment(t.db, { userId: member.id, amount: '5.00' }));
    await untilBlockedBy(t.db, holder).finally(finish.done);
    await deletion;
    expect(await payment).toBe('23503');
  });
});

describe('DELETE /api/Trainer/:id', () => {
  it('is for the admin only, by the trainer’s id', async () => {
    const trainer = await makeTrainer(t.db);
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 403,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await remove(`/api/Trainer/${trainer.trainerId}`, who);
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.json()).toEqual({ success: true, message: TRAINER_MESSAGES.deleted });
    }
    // Nothing referred to them: the account and the profile are gone.
    expect(await userRow(trainer.user.id)).toBeUndefined();
    expect(await t.db.select().from(trainers).where(eq(trainers.id, trainer.trainerId))).toEqual([]);
    const again = await remove(`/api/Trainer/${trainer.trainerId}`, 'admin');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
  });

  describe('a trainer with past and coming sessions', () => {
    let trainer: Awaited<ReturnType<typeof makeTrainer>>;
    let trainerHeaders: { authorization: string };
    let ann: Awaited<ReturnType<typeof makeAccount>>;
    let ben: Awaited<ReturnType<typeof makeAccount>>;
    let pastId: number;
    beforeAll(async () => {
      t.sent.length = 0;
      trainer = await makeTrainer(t.db, { fullName: 'Rita Stone' });
      trainerHeaders = { authorization: (await loginAs(t, trainer.user.email)).authorization };
      ann = await makeAccount(t.db, { fullName: 'Ann Member' });
      ben = await makeAccount(t.db, { fullName: 'Ben Member' });
      pastId = (await makeSessionWith(t.db, ann.id, trainer.trainerId, new Date(Date.now() - 3 * DAY))).id;
      await makeSessionWith(t.db, ann.id, trainer.trainerId, at(1, '10:00'));
      await makeSessionWith(t.db, ann.id, trainer.trainerId, at(2, '18:30'));
      await makeSessionWith(t.db, ben.id, trainer.trainerId, at(1, '14:00'));
      const res = await remove(`/api/Trainer/${trainer.trainerId}`, 'admin');
      expect(res.statusCode).toBe(200);
    });

    it('cancels the coming sessions and keeps past ones with their trainer', async () => {
      const left = await t.db.select().from(trainingSessions).where(eq(trainingSessions.trainerId, trainer.trainerId));
      expect(left.filter((s) => s.cancelledAt === null).map((s) => s.id)).toEqual([pastId]);
      // The coming ones stay while the account stays, cancelled by the gym (docs/decisions/011).
      const cancelled = left.filter((s) => s.cancelledAt !== null);
      expect(cancelled).toHaveLength(3);
      expect(cancelled.every((s) => s.cancelledBy === null && s.startTime.getTime() > Date.now())).toBe(true);
      // The trainer's profile stays for the history, behind an anonymised account.
      expect((await userRow(trainer.user.id))?.username).toBe(deletedUsername(trainer.user.id));
    });

    it('shows the past session in the history under "Former trainer", not the anonymised account', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/trainingsession', headers: cast.headers('admin') });
      expect(res.statusCode).toBe(200);
      const past = (res.json() as { id: number; trainerName: string; userName: string }[]).find((s) => s.id === pastId);
      expect(past).toMatchObject({ trainerName: 'Former trainer', userName: 'Ann Member' });
    });

    it('tells each member once, listing their sessions in the gym’s time zone', async () => {
      expect(t.sent.map((m) => m.to).sort()).toEqual([ann.email, ben.email].sort());
      const toAnn = t.sent.find((m) => m.to === ann.email);
      expect(toAnn?.subject).toBe('Your training sessions with Rita Stone are cancelled');
      expect(toAnn?.text).toContain('Hello Ann Member,');
      expect(toAnn?.text).toContain('times in America/New_York');
      expect(toAnn?.text).toContain('- Wednesday, March 11, 2026 at 10:00\n- Thursday, March 12, 2026 at 18:30');
      const toBen = t.sent.find((m) => m.to === ben.email);
      expect(toBen?.subject).toBe('Your training session with Rita Stone is cancelled');
      expect(toBen?.text).toContain('- Wednesday, March 11, 2026 at 14:00');
    });

    it('leaves the trainer out of the list, answers 404 for them, and ends their session', async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/trainer', headers: cast.headers('member') })).json();
      expect(list.map((x: Trainer) => x.trainerId)).not.toContain(trainer.trainerId);
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/Trainer/${trainer.trainerId}`,
        headers: cast.headers('admin'),
        payload: { specialty: 'Yoga', experience: 1, pricePerHour: 10 },
      });
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
      const members = await t.app.inject({
        method: 'GET',
        url: `/api/Trainer/${trainer.user.id}/users`,
        headers: cast.headers('admin'),
      });
      expect(members.statusCode).toBe(404);
      expect((await whoami(cast.member.headers, trainer.user.id)).statusCode).toBe(404);
      expect((await whoami(trainerHeaders, trainer.user.id)).statusCode).toBe(401);
    });

    it('refuses a new session with the deleted trainer in the database itself', async () => {
      expect(await refusedWith(makeSessionWith(t.db, ann.id, trainer.trainerId, at(5, '10:00')))).toBe('23503');
    });
  });

  it('does the same when the trainer is deleted as an account', async () => {
    t.sent.length = 0;
    const trainer = await makeTrainer(t.db, { fullName: 'Omar Field' });
    const member = await makeAccount(t.db, { fullName: 'Cara Member' });
    await makeSessionWith(t.db, member.id, trainer.trainerId, at(1, '08:00'));
    expect((await remove(`/api/users/${trainer.user.id}`, 'admin')).statusCode).toBe(200);
    expect(await t.db.select().from(trainingSessions).where(eq(trainingSessions.trainerId, trainer.trainerId))).toEqual(
      [],
    );
    expect(t.sent.map((m) => [m.to, m.subject])).toEqual([
      [member.email, 'Your training session with Omar Field is cancelled'],
    ]);
    // Only future sessions referred to them, so nothing was left to keep.
    expect(await userRow(trainer.user.id)).toBeUndefined();
  });
});
