import { addDays, type Role, todayIn } from '@gym/contract';
import type { Db } from '../../db/client.ts';
import { gymRooms, plans, subscriptions, trainers } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { loginAs, makeAccount } from '../../test/factories.ts';

/** Test data for the booking API: rooms, trainers and members who hold a subscription. Overrides win. */

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export async function makeRoom(db: Db, overrides: Partial<typeof gymRooms.$inferInsert> = {}) {
  const [room] = await db
    .insert(gymRooms)
    .values({ roomName: `Room ${next()}`, roomType: 'Studio', roomQuantity: 10, ...overrides })
    .returning();
  if (!room) throw new Error('room not created');
  return room;
}

/** A trainer account with its trainers row; `trainerId` is what bookings name. */
export async function makeTrainer(db: Db, overrides: { fullName?: string; specialty?: string } = {}) {
  const user = await makeAccount(db, { role: 'trainer', fullName: overrides.fullName ?? `Coach ${next()}` });
  const [row] = await db
    .insert(trainers)
    .values({ userId: user.id, specialty: overrides.specialty ?? 'Strength', experience: 5, pricePerHour: '40.50' })
    .returning();
  if (!row) throw new Error('trainer not created');
  return { user, trainerId: row.id };
}

/** A plan per subscription, so a member may hold several active ones (one per plan, decisions §3). */
async function aPlan(db: Db) {
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${next()}`,
      description: 'Gym floor access',
      price: '30.00',
      durationInDays: 30,
      imageUrl: '/plan.svg',
    })
    .returning({ id: plans.id });
  if (!plan) throw new Error('plan not created');
  return plan.id;
}

/** A subscription for the member; by default active from yesterday for a year, in the zone. */
export async function giveSubscription(
  db: Db,
  userId: number,
  options: { startDate?: string; endDate?: string; isActive?: boolean; timeZone?: string } = {},
) {
  const today = todayIn(options.timeZone ?? 'UTC');
  await db.insert(subscriptions).values({
    userId,
    planId: await aPlan(db),
    startDate: options.startDate ?? addDays(today, -1),
    endDate: options.endDate ?? addDays(today, 365),
    isActive: options.isActive ?? true,
  });
}

/** A signed-in account; members get an active subscription unless told otherwise. */
export async function person(
  t: TestApp,
  role: Role = 'user',
  options: { subscribed?: boolean; fullName?: string; timeZone?: string } = {},
) {
  const user = await makeAccount(t.db, { role, fullName: options.fullName ?? `Person ${next()}` });
  if (role === 'user' && options.subscribed !== false)
    await giveSubscription(t.db, user.id, { timeZone: options.timeZone });
  const { authorization } = await loginAs(t, user.email);
  return { user, headers: { authorization } };
}
