import type { Role, User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gymRooms, trainers, trainingSessions } from '../db/schema/index.ts';
import { createAccount } from '../modules/auth/auth.service.ts';
import { createTrainerProfile } from '../modules/trainers/trainers.service.ts';
import type { TestApp } from './app.ts';

let counter = 0;
export const DEFAULT_PASSWORD = 'Secret123';

/** An account of any role, straight through the service; overrides win. */
export async function makeAccount(
  db: Db,
  overrides: Partial<{
    role: Role;
    username: string;
    email: string;
    password: string;
    fullName: string;
    phone: string;
  }> = {},
): Promise<User> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return createAccount(db, {
    role: 'user',
    username: `u_${tag}`.slice(0, 20),
    email: `person${tag}@example.com`,
    password: DEFAULT_PASSWORD,
    fullName: 'Test Person',
    phone: '0123456789',
    ...overrides,
  });
}

/** Logs in through the API and answers the bearer header for the account. */
export async function loginAs(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  return { authorization: `Bearer ${token}`, token };
}

/** An account of the role, logged in. */
export async function signedIn(t: TestApp, role: Role = 'user') {
  const user = await makeAccount(t.db, { role });
  const { authorization, token } = await loginAs(t, user.email);
  return { user, headers: { authorization }, token };
}

// Back office

/** A trainer account with its trainer profile, through the services; `trainerId` is what bookings name. */
export async function makeTrainerAccount(
  db: Db,
  overrides: { fullName?: string; specialty?: string; experience?: number; pricePerHour?: number } = {},
) {
  const user = await makeAccount(db, { role: 'trainer', fullName: overrides.fullName ?? 'Test Coach' });
  await createTrainerProfile(db, user.id, {
    specialty: overrides.specialty ?? 'Strength',
    experience: overrides.experience ?? 5,
    pricePerHour: overrides.pricePerHour ?? 40.5,
  });
  const [row] = await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, user.id));
  if (!row) throw new Error('trainer profile not created');
  return { user, trainerId: row.id };
}

/**
 * A 2-hour session of a member with a trainer starting at `start`, in a room of its own, straight into the table
 * (the booking rules are the sessions module's tests). It makes the member the trainer's member (decisions §3).
 */
export async function makeSessionWith(db: Db, memberId: number, trainerId: number, start: Date) {
  const [room] = await db
    .insert(gymRooms)
    .values({ roomName: `Room for ${memberId}/${trainerId}`, roomType: 'Studio', roomQuantity: 10 })
    .returning({ id: gymRooms.id });
  const [session] = await db
    .insert(trainingSessions)
    .values({
      userId: memberId,
      trainerId,
      roomId: (room as { id: number }).id,
      startTime: start,
      endTime: new Date(start.getTime() + 2 * 3_600_000),
    })
    .returning();
  return session as typeof trainingSessions.$inferSelect;
}

type Headers = { authorization: string };
export type Identity = { user: User; headers: Headers };
export const CAST = ['anonymous', 'member', 'otherMember', 'trainer', 'otherTrainer', 'staff', 'admin'] as const;
export type CastName = (typeof CAST)[number];

/**
 * The seven callers every back-office endpoint is tested with: `member` has a session tomorrow with `trainer`
 * (so is that trainer's member), `otherMember` has none, `otherTrainer` has no members. Call after setClock.
 */
export async function makeCast(t: TestApp) {
  const signedInTrainer = async (fullName: string) => {
    const trainer = await makeTrainerAccount(t.db, { fullName });
    const { authorization } = await loginAs(t, trainer.user.email);
    return { ...trainer, headers: { authorization } };
  };
  const cast = {
    member: await signedIn(t, 'user'),
    otherMember: await signedIn(t, 'user'),
    trainer: await signedInTrainer('Trainer Of Member'),
    otherTrainer: await signedInTrainer('Other Trainer'),
    staff: await signedIn(t, 'staff'),
    admin: await signedIn(t, 'admin'),
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
