import { registerRequestSchema, todayIn } from '@gym/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { payments, plans, subscriptions, users } from '../db/schema/index.ts';
import { renewDueSubscriptions } from '../modules/billing/renewal.ts';
import { createTestDatabase } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { makeAccount } from '../test/factories.ts';
import { DEMO_CROWD, seedDemoMembership } from './demo-membership.ts';

let database: Database;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  database = await createTestDatabase();
});
afterAll(() => database.close());

const timeZone = 'America/New_York';

describe('seedDemoMembership', () => {
  it('gives the demo member an extendable and an extended plan, other members subscriptions, and six months of payments', async () => {
    const db = database.db;
    const demo = await makeAccount(db, { email: 'member@gym.test' });
    const specs = [
      ['Basic', '29.00', 30, null],
      ['Standard', '59.00', 30, null],
      ['Premium', '249.00', 90, null],
      ['Diamond', '899.00', 365, 20],
      ['Standard Quarterly', '159.00', 90, null],
      ['Basic Weekly', '9.99', 7, null],
    ] as const;
    for (const [name, price, durationInDays, maxMembers] of specs) {
      const planType = name.split(' ')[0] as 'Basic' | 'Standard' | 'Premium' | 'Diamond';
      await db
        .insert(plans)
        .values({ name, description: name, price, durationInDays, maxMembers, planType, imageUrl: '/x.svg' });
    }
    await seedDemoMembership(db, { timeZone });
    const today = todayIn(timeZone);

    const mine = await db.select().from(subscriptions).where(eq(subscriptions.userId, demo.id));
    const running = mine.filter((s) => s.isActive);
    expect(running.map((s) => s.autoRenew).sort()).toEqual([false, true]);
    for (const s of running) {
      expect(s.startDate <= today && s.endDate >= today).toBe(true);
    }
    const extended = running.find((s) => s.autoRenew);
    const [extension] = await db
      .select()
      .from(payments)
      .where(eq(payments.subscriptionId, extended?.id ?? 0));
    expect(extension?.usedAt).not.toBeNull();

    const members = await db.select({ id: users.id }).from(users).where(eq(users.role, 'user'));
    expect(members.length).toBeGreaterThanOrEqual(11);
    const [activeOthers] = await db
      .select({ n: sql<number>`count(distinct ${subscriptions.userId})::int` })
      .from(subscriptions)
      .where(and(eq(subscriptions.isActive, true), sql`${subscriptions.userId} <> ${demo.id}`));
    expect(activeOthers?.n).toBeGreaterThanOrEqual(8);

    // Several completed payments in each of the last six months, in the gym's zone.
    const months = new Map<string, number>();
    for (const p of await db.select().from(payments)) {
      expect(p.status).toBe('Completed');
      const month = todayIn(timeZone, p.paymentDate).slice(0, 7);
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    // The current month counts only once it is half gone; on the 1st it may have had no payment yet.
    for (let back = Number(today.slice(8)) >= 15 ? 0 : 1; back < 6; back++) {
      const d = new Date(`${today.slice(0, 7)}-15T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - back);
      const month = d.toISOString().slice(0, 7);
      expect(months.get(month) ?? 0, month).toBeGreaterThanOrEqual(3);
    }

    // The data is already in the state the daily job keeps: nothing is due and nothing has run out.
    expect(await renewDueSubscriptions(db, today)).toEqual({ renewed: 0, expired: 0, started: 0 });
  });

  it('adds a crowd of members that could have signed up themselves, most holding a plan of each type', async () => {
    const db = database.db;
    expect(DEMO_CROWD).toHaveLength(52);
    for (const m of DEMO_CROWD) {
      const asRegistered = registerRequestSchema('US').safeParse({
        ...m,
        fullname: m.fullName,
        password: 'Member1234',
      });
      expect(asRegistered.success, m.username).toBe(true);
    }
    const crowd = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_CROWD.map((m) => m.email),
        ),
      );
    expect(crowd).toHaveLength(DEMO_CROWD.length);
    const crowdIds = crowd.map((m) => m.id);

    const held = await db
      .select({
        userId: subscriptions.userId,
        isActive: subscriptions.isActive,
        planType: plans.planType,
        maxMembers: plans.maxMembers,
        planId: plans.id,
      })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(inArray(subscriptions.userId, crowdIds));
    const running = held.filter((s) => s.isActive);
    expect(new Set(running.map((s) => s.planType))).toEqual(new Set(['Basic', 'Standard', 'Premium', 'Diamond']));
    // Some ended without renewal, some never bought anything.
    expect(held.some((s) => !s.isActive)).toBe(true);
    expect(new Set(held.map((s) => s.userId)).size).toBeLessThan(crowdIds.length);
    // A member limit holds for the seeded data too.
    const all = await db.select().from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId));
    for (const plan of new Set(all.map((r) => r.plans.id))) {
      const rows = all.filter((r) => r.plans.id === plan);
      const limit = rows[0]?.plans.maxMembers;
      if (limit != null) expect(rows.filter((r) => r.subscriptions.isActive).length).toBeLessThanOrEqual(limit);
    }
    // Every subscription of the crowd was bought with its own completed payment at the plan's price.
    const bought = await db
      .select({ amount: payments.amount, price: plans.price, status: payments.status })
      .from(subscriptions)
      .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(inArray(subscriptions.userId, crowdIds));
    expect(bought).toHaveLength(held.length);
    for (const b of bought) expect([b.amount, b.status]).toEqual([b.price, 'Completed']);
  });
});
