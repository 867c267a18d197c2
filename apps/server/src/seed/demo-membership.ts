import {
  addDays,
  ONLINE_CARD,
  PAYMENT_COMPLETED,
  PAYMENT_METHODS,
  SUBSCRIPTION_STATUSES,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { payments, plans, subscriptions, users } from '../db/schema/index.ts';
import { issueReceipt } from '../modules/receipts/receipts.service.ts';
import { insertDemoAccounts } from './demo-accounts.ts';

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
 * The rest of the demo gym's members, so that the back office's lists page (20 a page) and its charts have
 * shape: every first name with two surnames, 52 members. They log in with the demo member's password.
 */
const FIRST_NAMES = (
  'Aiden Bella Carlos Diana Elijah Fatima Gabriel Hana Isaac Julia Kofi Leila Mateo Nora Omar Priya Quinn Rosa ' +
  'Samuel Tara Umar Vera Wei Ximena Yusuf Zara'
).split(' ');
const LAST_NAMES = (
  'Adams Brooks Castillo Dubois Evans Fernandez Green Hughes Ito Jensen Kowalski Larsen Moreau Nakamura Okafor ' +
  'Petrov Quint Rossi Singh Turner Ueda Vargas Walsh Xu Young Zimmer'
).split(' ');
export const DEMO_CROWD = Array.from({ length: FIRST_NAMES.length * 2 }, (_, i) => {
  const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
  // i and i + 26 share a first name; the +1 gives them different surnames.
  const last = LAST_NAMES[(i * 3 + Math.floor(i / FIRST_NAMES.length)) % LAST_NAMES.length] as string;
  const handle = `${first}_${last}`.toLowerCase();
  return {
    username: handle,
    email: `${handle.replace('_', '.')}@members.gym.test`,
    fullName: `${first} ${last}`,
    // 555-0100 to 555-0199: the numbers kept for fiction in every US area code.
    phone: `+1617555${String(100 + i).padStart(4, '0')}`,
    birthday: `${1965 + ((i * 7) % 40)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 5) % 28)).padStart(2, '0')}`,
  };
});

/**
 * A crowd member's history: most hold one plan (each of the six in turn, so every plan type is on the chart)
 * renewed term after term since a day within the last six months; every fourth bought one term only (ended for
 * most), every ninth signed up and never bought anything.
 */
const crowdHistory = (i: number) =>
  i % 9 === 8 ? undefined : { plan: i % 6, startedDaysAgo: 10 + ((i * 37) % 170), terms: i % 4 === 3 ? 1 : Infinity };

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
/** A member's run of back-to-back terms of one plan from `startedDaysAgo`, at most `terms` of them. */
type History = { userId: number; plan: SeedPlan; startedDaysAgo: number; terms?: number };

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
  // Payments land at varied times of the gym's day, as a front desk would take them.
  const paidAt = (date: string, n: number) => {
    const hour = String(8 + (n % 11)).padStart(2, '0');
    const minute = String((n * 17) % 60).padStart(2, '0');
    return zonedTimeToInstant(date, `${hour}:${minute}`, timeZone);
  };

  const named = DEMO_MEMBERS.map((member, i) => ({
    ...member,
    email: `${member.username.replace('_', '.')}@members.gym.test`,
    phone: `+1312555${String(100 + i).padStart(4, '0')}`,
  }));
  // One statement per password: the named members and the crowd share the demo member's.
  const ids = await insertDemoAccounts(db, 'user', DEMO_MEMBER_PASSWORD, [...named, ...DEMO_CROWD]);
  const idOf = (email: string) => ids.get(email) as number;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'member@gym.test'));

  const histories: History[] = [
    ...named.flatMap((member, i) =>
      (HISTORIES[i] ?? []).map((h) => ({ ...h, userId: idOf(member.email), plan: planAt(h.plan) })),
    ),
    ...DEMO_CROWD.flatMap((member, i) => {
      const h = crowdHistory(i);
      return h ? [{ ...h, userId: idOf(member.email), plan: planAt(h.plan) }] : [];
    }),
  ];
  // The demo member: running and not extended (Extend Plan shows), and running and extended, below.
  const extendable = planAt(1);
  const extendedPlan = planAt(2).id === extendable.id ? undefined : planAt(2);
  if (demo) {
    histories.push({ userId: demo.id, plan: extendable, startedDaysAgo: 70 });
    if (extendedPlan) histories.push({ userId: demo.id, plan: extendedPlan, startedDaysAgo: 30 });
  }
  const running = await subscribeAll(db, histories, today, paidAt);

  // The extension is paid, linked to the subscription and spent by the switch.
  const extended = running.find((s) => s.userId === demo?.id && s.planId === extendedPlan?.id);
  if (demo && extendedPlan && extended) {
    const at = paidAt(addDays(today, -5), 0);
    await db.insert(payments).values({
      userId: demo.id,
      amount: extendedPlan.price,
      paymentMethod: ONLINE_CARD,
      provider: 'demo',
      status: PAYMENT_COMPLETED,
      completedAt: at,
      paymentDate: at,
      usedAt: at,
      subscriptionId: extended.id,
    });
    await db.update(subscriptions).set({ autoRenew: true }).where(eq(subscriptions.id, extended.id));
  }
}

/**
 * Every demo payment gets its receipt, numbered in the order the payments were made, as a running gym's have; no
 * e-mail goes to the demo members. Run by the server once demo data is in, after the gym's settings (which each
 * receipt quotes) are written.
 */
export async function issueDemoReceipts(db: Db) {
  const paid = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.status, PAYMENT_COMPLETED))
    .orderBy(asc(payments.paymentDate), asc(payments.id));
  await db.transaction(async (tx) => {
    for (const { id } of paid) await issueReceipt(tx, id, { mail: false });
  });
}

/**
 * Every history's terms in three statements: back-to-back terms from the start day, each bought with its own
 * completed payment at the plan's price; a term whose end is before today has ended, and a running term is the
 * last (one ending today is still running: it renews only once it has ended). A subscription finds its payment by
 * member, plan and time, so nothing depends on the order rows come back in. Answers the running subscriptions.
 */
async function subscribeAll(db: Db, histories: History[], today: string, paidAt: (date: string, n: number) => Date) {
  type Term = { userId: number; plan: SeedPlan; start: string; end: string; paidAt: Date };
  const terms: Term[] = [];
  for (const { userId, plan, startedDaysAgo, terms: most = Infinity } of histories) {
    let start = addDays(today, -startedDaysAgo);
    for (let k = 0; k < most && start <= today; k++) {
      const end = addDays(start, plan.durationInDays);
      terms.push({ userId, plan, start, end, paidAt: paidAt(start, terms.length + 1) });
      if (end >= today) break;
      start = end;
    }
  }
  if (terms.length === 0) return [];
  const paid = await db
    .insert(payments)
    .values(
      terms.map((term, n) => {
        const paymentMethod = PAYMENT_METHODS[(n + 1) % PAYMENT_METHODS.length] ?? ONLINE_CARD;
        return {
          userId: term.userId,
          planId: term.plan.id,
          amount: term.plan.price,
          paymentMethod,
          provider: paymentMethod === ONLINE_CARD ? ('demo' as const) : ('desk' as const),
          status: PAYMENT_COMPLETED,
          completedAt: term.paidAt,
          paymentDate: term.paidAt,
          usedAt: term.paidAt,
        };
      }),
    )
    .returning({
      id: payments.id,
      userId: payments.userId,
      planId: payments.planId,
      paymentDate: payments.paymentDate,
    });
  const key = (userId: number, planId: number | null, at: Date) => `${userId}|${planId}|${at.getTime()}`;
  const paymentFor = new Map(paid.map((p) => [key(p.userId, p.planId, p.paymentDate), p.id]));
  return db
    .insert(subscriptions)
    .values(
      terms.map((term) => {
        const isActive = term.end >= today;
        return {
          userId: term.userId,
          planId: term.plan.id,
          paymentId: paymentFor.get(key(term.userId, term.plan.id, term.paidAt)) ?? null,
          startDate: term.start,
          endDate: term.end,
          isActive,
          status: isActive ? SUBSCRIPTION_STATUSES.active : SUBSCRIPTION_STATUSES.expired,
          autoRenew: false,
        };
      }),
    )
    .returning({
      id: subscriptions.id,
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      isActive: subscriptions.isActive,
    })
    .then((rows) => rows.filter((row) => row.isActive));
}
