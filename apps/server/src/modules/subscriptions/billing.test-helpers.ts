import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gymRooms, payments, plans, subscriptions, trainers, trainingSessions } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';

let counter = 0;

/** A plan straight into the table; overrides win. Price 19.99 so every test also checks money to the cent. */
export async function makePlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  counter += 1;
  const [plan] = await db
    .insert(plans)
    .values({
      name: `Plan ${counter}`,
      description: 'Gym floor access.',
      price: '19.99',
      durationInDays: 30,
      imageUrl: '/images/plans/basic.svg',
      ...overrides,
    })
    .returning();
  return plan as typeof plans.$inferSelect;
}

/** A payment straight into the table (for states the API never makes, such as Pending). */
export async function makePayment(db: Db, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row as typeof payments.$inferSelect;
}

/** A subscription straight into the table. */
export async function makeSubscription(db: Db, values: typeof subscriptions.$inferInsert) {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row as typeof subscriptions.$inferSelect;
}

export const paymentRow = async (db: Db, id: number) =>
  (await db.select().from(payments).where(eq(payments.id, id)))[0];

export const subscriptionRow = async (db: Db, id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** Makes `trainerUserId` a trainer of `memberId` (decisions §3: a session together). */
export async function linkTrainer(db: Db, trainerUserId: number, memberId: number) {
  const [trainer] = await db
    .insert(trainers)
    .values({ userId: trainerUserId, specialty: 'Strength' })
    .returning({ id: trainers.id });
  const [room] = await db
    .insert(gymRooms)
    .values({ roomName: 'Studio', roomType: 'Studio', roomQuantity: 5 })
    .returning({ id: gymRooms.id });
  const start = new Date(Date.now() + 86_400_000);
  await db.insert(trainingSessions).values({
    userId: memberId,
    trainerId: (trainer as { id: number }).id,
    roomId: (room as { id: number }).id,
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 3_600_000),
  });
}

type Headers = { authorization: string };

/** Pays through the API. */
export const pay = (t: TestApp, headers: Headers | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/payment', headers, payload });

/** Subscribes through the API. */
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
