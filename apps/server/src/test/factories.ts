import { randomBytes } from 'node:crypto';
import { addDays, type Role, todayIn, type User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { CALLERS, type Caller } from '../access/endpoints.ts';
import type { Db } from '../db/client.ts';
import {
  classSessions,
  classTypes,
  gymRooms,
  payments,
  plans,
  staffInvitations,
  subscriptions,
  trainers,
  trainingSessions,
} from '../db/schema/index.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import { hashToken } from '../modules/users/invitations.ts';
import type { TestApp } from './app.ts';

/**
 * The one home of the API tests' data. Rows go straight into the tables (for states the API never makes, or to
 * skip steps a test is not about); `pay`, `subscribe` and `buy` go through the API like a client. Every factory
 * takes overrides, and they win.
 */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export const DEFAULT_PASSWORD = 'Secret123';
type Headers = { authorization: string };
type AccountOverrides = Partial<{
  role: Role;
  username: string;
  email: string;
  password: string;
  fullName: string;
  phone: string;
}>;

/** An account of any role, straight through the service. */
export async function makeAccount(db: Db, overrides: AccountOverrides = {}): Promise<User> {
  const tag = `${Date.now().toString(36)}${next()}`;
  return createAccount(db, {
    role: 'user',
    username: `u_${tag}`.slice(0, 20),
    email: `person${tag}@example.com`,
    password: DEFAULT_PASSWORD,
    fullName: 'Test Person',
    phone: '+12125550123',
    ...overrides,
  });
}

/**
 * A staff account the admin invited (no password yet) and its invitation's token, valid 72 hours from now, as the
 * invitation e-mail carries it.
 */
export async function makeInvitation(t: TestApp): Promise<{ user: User; token: string }> {
  const tag = `${Date.now().toString(36)}${next()}`;
  const user = await createAccount(t.db, {
    role: 'staff',
    username: `inv_${tag}`.slice(0, 20),
    email: `invited${tag}@example.com`,
    fullName: 'Invited Person',
  });
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(staffInvitations).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 72 * 60 * 60 * 1000),
  });
  return { user, token };
}
export const invitedToken = async (t: TestApp) => (await makeInvitation(t)).token;
export const invitedAccount = async (t: TestApp) => (await makeInvitation(t)).user.id;

/** Logs in through the API and answers the bearer header for the account. */
export async function loginAs(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** An account of the role, logged in. */
export async function signedIn(t: TestApp, role: Role = 'user', overrides: Omit<AccountOverrides, 'role'> = {}) {
  const user = await makeAccount(t.db, { ...overrides, role });
  const { authorization, token } = await loginAs(t, user.email, overrides.password);
  return { user, headers: { authorization }, token };
}

/** A signed-in account for bookings: a member gets an active subscription unless told otherwise. */
export async function person(
  t: TestApp,
  role: Role = 'user',
  options: { subscribed?: boolean; fullName?: string; timeZone?: string } = {},
) {
  const { user, headers } = await signedIn(t, role, { fullName: options.fullName ?? `Person ${next()}` });
  if (role === 'user' && options.subscribed !== false)
    await giveSubscription(t.db, user.id, { timeZone: options.timeZone });
  return { user, headers };
}

/** A plan. Price 19.99, so every test that buys one also checks money to the cent. */
export async function makePlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${next()}`,
      description: 'Gym floor access.',
      price: '19.99',
      durationInDays: 30,
      imageUrl: '/images/plans/basic.svg',
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('plan not created');
  return plan;
}

export async function makeRoom(db: Db, overrides: Partial<typeof gymRooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(gymRooms)
    .values({ roomName: `Room ${next()}`, roomType: 'Studio', roomQuantity: 10, ...overrides })
    .returning();
  if (!room) throw new Error('room not created');
  return room;
}

/** The trainers row of a trainer account, made once; `id` is the `trainerId` bookings name. */
async function trainerProfile(db: Db, userId: number, details: TrainerOverrides = {}) {
  const [existing] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, userId));
  if (existing) return existing.id;
  const [row] = await db
    .insert(trainers)
    .values({
      userId,
      specialty: details.specialty ?? 'Strength',
      experience: details.experience ?? 5,
      pricePerHour: (details.pricePerHour ?? 40.5).toFixed(2),
    })
    .returning({ id: trainers.id });
  if (!row) throw new Error('trainer not created');
  return row.id;
}

type TrainerOverrides = { fullName?: string; specialty?: string; experience?: number; pricePerHour?: number };

/** A trainer account with its trainers row; `trainerId` is what bookings name. */
export async function makeTrainer(db: Db, overrides: TrainerOverrides = {}) {
  const user = await makeAccount(db, { role: 'trainer', fullName: overrides.fullName ?? `Coach ${next()}` });
  return { user, trainerId: await trainerProfile(db, user.id, overrides) };
}

/** Makes the trainer account `trainerUserId` a trainer of `memberId` (decisions §3: a session together, tomorrow). */
export async function linkTrainer(db: Db, trainerUserId: number, memberId: number) {
  const trainerId = await trainerProfile(db, trainerUserId);
  const room = await makeRoom(db);
  await makeSession(db, { userId: memberId, trainerId, roomId: room.id, start: new Date(Date.now() + 86_400_000) });
}

/** A subscription row. */
export async function makeSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription not created');
  return row;
}

/**
 * A subscription for the member to a plan of its own (one active subscription per plan, decisions §3, so a
 * member may be given several); by default active from yesterday for a year, in the zone.
 */
export async function giveSubscription(
  db: Db,
  userId: number,
  options: { startDate?: string; endDate?: string; isActive?: boolean; timeZone?: string } = {},
) {
  const today = todayIn(options.timeZone ?? 'UTC');
  return makeSubscription(db, {
    userId,
    planId: (await makePlan(db)).id,
    startDate: options.startDate ?? addDays(today, -1),
    endDate: options.endDate ?? addDays(today, 365),
    isActive: options.isActive ?? true,
  });
}

/**
 * A payment row (for states the API never makes, such as Pending), dated by the application's clock as the API
 * dates them, so that a test which sets the clock sees the same dates on PostgreSQL as on PGlite.
 */
export async function makePayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db
    .insert(payments)
    .values({ paymentDate: new Date(), ...values })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

export const paymentRow = async (db: Db, id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

export const subscriptionRow = async (db: Db, id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** `POST /api/payment` as sent: a member's own payment answers Pending with its checkout (docs/decisions/022). */
export const payPending = (t: TestApp, headers: Headers | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payment', headers, payload: { paymentMethod: 'Cash', ...payload } });

/** The demo provider's page paying checkout `paymentId` with a test card (4242…: it succeeds). */
export const payOnDemoPage = (t: TestApp, headers: Headers, paymentId: number, cardNumber = '4242 4242 4242 4242') =>
  t.app.inject({ method: 'POST', url: `/api/payments/demo/${paymentId}/pay`, headers, payload: { cardNumber } });

/**
 * `POST /api/payment`, then, for a member's own online payment, its checkout paid on the demo provider's page
 * with the card that succeeds, as the member does before the spec's next call: the answer is the payment's, as it
 * stands once paid (Completed). Staff and admin desk payments are Completed at once.
 */
export async function pay(t: TestApp, headers: Headers | undefined, payload: Record<string, unknown>) {
  const res = await payPending(t, headers, payload);
  if (res.statusCode !== 201 || !headers || !res.json().checkoutUrl) return res;
  const { payment } = res.json() as { payment: { id: number } };
  const paid = await payOnDemoPage(t, headers, payment.id);
  if (paid.statusCode !== 200) throw new Error(`demo checkout failed: ${paid.body}`);
  const row = await paymentRow(t.db, payment.id);
  const body = JSON.stringify({ ...res.json(), payment: { ...res.json().payment, status: row?.status } });
  Object.assign(res, { payload: body, body });
  return res;
}

/** `POST /api/subscription`. */
export const subscribe = (t: TestApp, headers: Headers | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/subscription', headers, payload });

/** Pays the plan's price and subscribes with that payment, as the member's checkout does. */
export async function buy(t: TestApp, headers: Headers, planId: number, price: number | string = 19.99) {
  const paid = await pay(t, headers, { amount: price, planId });
  if (paid.statusCode !== 201) throw new Error(`payment failed: ${paid.body}`);
  const res = await subscribe(t, headers, { planId, paymentId: paid.json().payment.id });
  if (res.statusCode !== 201) throw new Error(`subscription failed: ${res.body}`);
  return res.json() as { id: number; endDate: string; startDate: string };
}

// Back office

/**
 * A 2-hour session straight into the table (the booking rules are the sessions module's tests); overrides win,
 * `createdAt` included (when it was booked: a room that shrinks keeps the earliest-booked sessions).
 */
export async function makeSession(
  db: Db,
  values: { userId: number; trainerId: number; roomId: number; start: Date } & Partial<
    typeof trainingSessions.$inferInsert
  >,
) {
  const { start, ...rest } = values;
  const [session] = await db
    .insert(trainingSessions)
    .values({ startTime: start, endTime: new Date(start.getTime() + 2 * 3_600_000), ...rest })
    .returning();
  return session as typeof trainingSessions.$inferSelect;
}

/**
 * A 2-hour session of a member with a trainer starting at `start`, in a room of its own. It makes the member the
 * trainer's member (decisions §3).
 */
export async function makeSessionWith(db: Db, memberId: number, trainerId: number, start: Date) {
  const room = await makeRoom(db, { roomName: `Room for ${memberId}/${trainerId}` });
  return makeSession(db, { userId: memberId, trainerId, roomId: room.id, start });
}

/**
 * A class type and one class of it straight into the tables (the schedule's rules are the classes module's tests):
 * 60 minutes from `start` with `capacity` places, its own type unless `classTypeId` is given.
 */
export async function makeClass(
  db: Db,
  values: { trainerId: number; roomId: number; start: Date; capacity?: number; minutes?: number; classTypeId?: number },
) {
  const minutes = values.minutes ?? 60;
  const capacity = values.capacity ?? 10;
  let classTypeId = values.classTypeId;
  if (classTypeId === undefined) {
    const [type] = await db
      .insert(classTypes)
      .values({ name: `Class ${next()}`, durationMinutes: minutes, defaultCapacity: capacity })
      .returning({ id: classTypes.id });
    classTypeId = (type as { id: number }).id;
  }
  const [row] = await db
    .insert(classSessions)
    .values({
      classTypeId,
      trainerId: values.trainerId,
      roomId: values.roomId,
      startTime: values.start,
      endTime: new Date(values.start.getTime() + minutes * 60_000),
      capacity,
    })
    .returning();
  return row as typeof classSessions.$inferSelect;
}

/** A subscription for the member to a plan that includes group classes, from yesterday for a year (zone's days). */
export async function giveClassPlan(db: Db, userId: number, timeZone = 'UTC') {
  const today = todayIn(timeZone);
  return makeSubscription(db, {
    userId,
    planId: (await makePlan(db, { groupFitnessClasses: true })).id,
    startDate: addDays(today, -1),
    endDate: addDays(today, 365),
  });
}

export type Identity = { user: User; headers: Headers };
/** The seven callers of the permission table (`access/endpoints.ts`), which the API tests sign in as. */
export const CAST = CALLERS;
export type CastName = Caller;

/**
 * The seven callers every back-office endpoint is tested with: `member` has a session tomorrow with `trainer`
 * (so is that trainer's member), `otherMember` has none, `otherTrainer` has no members. Call after setClock.
 */
export async function makeCast(t: TestApp) {
  const signedInTrainer = async (fullName: string) => {
    const trainer = await makeTrainer(t.db, { fullName });
    const { authorization } = await loginAs(t, trainer.user.email);
    return { ...trainer, headers: { authorization } };
  };
  const cast = {
    member: await signedIn(t, 'user'),
    otherMember: await signedIn(t, 'user'),
    trainer: await signedInTrainer('Trainer Of Member'),
    otherTrainer: await signedInTrainer('Other Trainer'),
    staff: await signedIn(t, 'staff', { fullName: 'Desk Staff' }),
    admin: await signedIn(t, 'admin', { fullName: 'Gym Admin' }),
  };
  const session = await makeSessionWith(
    t.db,
    cast.member.user.id,
    cast.trainer.trainerId,
    new Date(Date.now() + 86_400_000),
  );
  return {
    ...cast,
    session,
    /** The bearer header of a caller; none for `anonymous`. */
    headers: (who: CastName): Headers | undefined => (who === 'anonymous' ? undefined : cast[who].headers),
  };
}
export type Cast = Awaited<ReturnType<typeof makeCast>>;
