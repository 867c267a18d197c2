import { addDays, PAYMENT_METHODS, SUBSCRIPTION_STATUSES, todayIn, zonedTimeToInstant } from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import { createAccount } from '../../modules/auth/auth.service.ts';
import type { Db } from '../client.ts';
import { payments, plans, subscriptions, users } from '../schema/index.ts';

/** Members of the demo gym besides the demo member (decisions §5). They log in with the demo member's password. */
const DEMO_MEMBERS = [
  { username: 'olivia_m', fullName: 'Olivia Martin' },
  { username: 'noah_t', fullName: 'Noah Thompson' },
  { username: 'emma_w', fullName: 'Emma Walker' },
  { username: 'liam_c', fullName: 'Liam Chen' },
  { username: 'ava_p', fullName: 'Ava Patel' },
  { username: 'ethan_j', fullName: 'Ethan Johnson' },
  { username: 'mia_g', fullName: 'Mia Garcia' },
  { username: 'lucas_f', fullName: 'Lucas Fischer' },
  { username: 'zoe_k', fullName: 'Zoe Kim' },
  { username: 'owen_d', fullName: 'Owen Davies' },
];
const DEMO_MEMBER_PASSWORD = 'Member1234';

/**
 * Each member's history: which plan (by position among the seeded plans), how many days ago the first term
 * started, and how many terms they bought back to back (until today when left out). Six months back, so the
 * revenue chart has several payments in every bar, and a mix of running and ended subscriptions.
 */
const HISTORIES: { plan: number; startedDaysAgo: number; terms?: number }[][] = [
  [{ plan: 0, startedDaysAgo: 175 }],
  [{ plan: 1, startedDaysAgo: 160 }],
  [{ plan: 2, startedDaysAgo: 170 }],
  [{ plan: 3, startedDaysAgo: 120 }],
  [
    { plan: 0, startedDaysAgo: 95 },
    { plan: 2, startedDaysAgo: 150, terms: 1 },
  ],
  [{ plan: 1, startedDaysAgo: 178 }],
  [{ plan: 4, startedDaysAgo: 100 }],
  [{ plan: 0, startedDaysAgo: 130, terms: 3 }],
  [
    { plan: 2, startedDaysAgo: 60 },
    { plan: 1, startedDaysAgo: 140, terms: 2 },
  ],
  [
    { plan: 5, startedDaysAgo: 20 },
    { plan: 0, startedDaysAgo: 110, terms: 2 },
  ],
];

type SeedPlan = { id: number; price: string; durationInDays: number };

/**
 * Subscriptions and six months of completed payments (decisions §5). The demo member holds two running
 * subscriptions: one not extended (the plan-detail page offers Extend Plan) and one extended (Extended badge
 * and expected end date). Expects `seedDemoPlans` to have run; reads the plans from the table.
 */
export async function seedDemoMembership(db: Db, { timeZone }: { timeZone: string }) {
  const planRows: SeedPlan[] = await db
    .select({ id: plans.id, price: plans.price, durationInDays: plans.durationInDays })
    .from(plans)
    .orderBy(asc(plans.id));
  if (planRows.length === 0) return;
  const planAt = (i: number) => planRows[i % planRows.length] as SeedPlan;
  const today = todayIn(timeZone);
  let paymentCount = 0;
  // Payments land at varied times of the gym's day, as a front desk would take them.
  const paidAt = (date: string) => {
    const hour = String(8 + (paymentCount % 11)).padStart(2, '0');
    const minute = String((paymentCount * 17) % 60).padStart(2, '0');
    return zonedTimeToInstant(date, `${hour}:${minute}`, timeZone);
  };

  const payFor = async (userId: number, plan: SeedPlan, date: string, extra: Partial<typeof payments.$inferInsert>) => {
    paymentCount += 1;
    const [row] = await db
      .insert(payments)
      .values({
        userId,
        amount: plan.price,
        paymentMethod: PAYMENT_METHODS[paymentCount % PAYMENT_METHODS.length],
        paymentDate: paidAt(date),
        usedAt: paidAt(date),
        ...extra,
      })
      .returning({ id: payments.id });
    return (row as { id: number }).id;
  };

  /** Back-to-back terms from `startedDaysAgo`; a term whose end is before today has ended. */
  const subscribeTerms = async (userId: number, plan: SeedPlan, startedDaysAgo: number, terms = Infinity) => {
    let start = addDays(today, -startedDaysAgo);
    let last: { id: number; endDate: string; isActive: boolean } | undefined;
    for (let k = 0; k < terms && start <= today; k++) {
      const endDate = addDays(start, plan.durationInDays);
      const isActive = endDate >= today;
      const paymentId = await payFor(userId, plan, start, { planId: plan.id });
      const [row] = await db
        .insert(subscriptions)
        .values({
          userId,
          planId: plan.id,
          paymentId,
          startDate: start,
          endDate,
          isActive,
          status: isActive ? SUBSCRIPTION_STATUSES.active : SUBSCRIPTION_STATUSES.expired,
          autoRenew: false,
        })
        .returning({ id: subscriptions.id });
      last = { id: (row as { id: number }).id, endDate, isActive };
      start = endDate;
    }
    return last;
  };

  for (const [i, member] of DEMO_MEMBERS.entries()) {
    const account = await createAccount(db, {
      ...member,
      role: 'user',
      email: `${member.username.replace('_', '.')}@members.gym.test`,
      password: DEMO_MEMBER_PASSWORD,
      phone: `09${String(10_000_000 + i * 7_919).slice(0, 8)}`,
    });
    for (const term of HISTORIES[i] ?? []) {
      await subscribeTerms(account.id, planAt(term.plan), term.startedDaysAgo, term.terms);
    }
  }

  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@gym.test'));
  if (!demo) return;
  // Running, not extended: Extend Plan shows.
  await subscribeTerms(demo.id, planAt(1), 70);
  // Running and already extended: the extension payment is linked to it and spent by the switch.
  if (planAt(2).id === planAt(1).id) return;
  const extended = await subscribeTerms(demo.id, planAt(2), 30);
  if (extended?.isActive) {
    const plan = planAt(2);
    await payFor(demo.id, plan, addDays(today, -5), { subscriptionId: extended.id, paymentMethod: 'Credit Card' });
    await db.update(subscriptions).set({ autoRenew: true }).where(eq(subscriptions.id, extended.id));
  }
}
