import {
  type AdminStats,
  addDays,
  type MonthlyRevenue,
  PLAN_TYPES,
  REVENUE_MONTHS,
  type RevenueGrowth,
  type StaffStats,
  type TrainerStats,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  feedback,
  gymRooms,
  paymentTotals,
  plans,
  subscriptions,
  trainers,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { type Loaded, recordsRead } from '../../lib/cache/reads.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Caller } from '../../plugins/auth.ts';
import { toMoney } from '../billing/money.ts';
import { isBooked } from '../sessions/booking-rules.ts';
import { isLive, membersOfTrainer } from '../users/account-scopes.ts';

// Read-only aggregates for the dashboards: every figure is counted by the database, so a dashboard never
// downloads a list to count it. "Now" and "today" come from the application's clock, never SQL now(), so the
// tests can set it.

const count = sql<number>`count(*)::int`;
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
/** An instant as a SQL value, for the hand-written subqueries below (columns map dates themselves). */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

type Month = { year: number; month: number };
const indexOf = ({ year, month }: Month) => year * 12 + month - 1;
const monthAt = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

/** The `n` calendar months up to and including the one holding `today` (YYYY-MM-DD), oldest first. */
export function monthsUpTo(today: string, n: number): Month[] {
  const current = indexOf({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  return Array.from({ length: n }, (_, i) => monthAt(current - (n - 1) + i));
}

const monthKey = ({ year, month }: Month) => `${year}-${String(month).padStart(2, '0')}`;
const startOf = (m: Month, timeZone: string) => zonedTimeToInstant(`${monthKey(m)}-01`, '00:00', timeZone);

/**
 * `GET /api/Admin` (decisions §6): completed payments summed per calendar month of the gym's time zone, for the
 * last six months up to this one, oldest first, months without payments as 0. The six months' range is computed
 * here in instants; the grouping by the gym's month is done in SQL, over the payments' quarter-hour totals rather
 * than every payment (docs/decisions/006), so the cost does not grow with the number of payments.
 */
export async function monthlyRevenue(db: Db, timeZone: string): Promise<MonthlyRevenue[]> {
  const months = monthsUpTo(todayIn(timeZone), REVENUE_MONTHS);
  const current = months[months.length - 1] as Month;
  const from = startOf(months[0] as Month, timeZone);
  const until = startOf(monthAt(indexOf(current) + 1), timeZone);

  const monthOf = sql<string>`to_char(${paymentTotals.startsAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = await db
    .select({ month: monthOf, total: sql<string>`sum(${paymentTotals.amount})` })
    .from(paymentTotals)
    .where(and(gte(paymentTotals.startsAt, from), lt(paymentTotals.startsAt, until)))
    .groupBy(sql`1`);
  const totals = new Map(rows.map((r) => [r.month, toMoney(r.total)]));
  return months.map((m) => ({ month: m.month, year: m.year, totalAmount: totals.get(monthKey(m)) ?? 0 }));
}

/** Completed payments from the start of `from` to the end of `to` (gym's calendar days), in dollars. */
async function revenueBetween(db: Db, from: string, to: string, timeZone: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentTotals.amount})` })
    .from(paymentTotals)
    .where(
      and(
        gte(paymentTotals.startsAt, zonedTimeToInstant(from, '00:00', timeZone)),
        lt(paymentTotals.startsAt, zonedTimeToInstant(addDays(to, 1), '00:00', timeZone)),
      ),
    );
  return row?.total ? toMoney(row.total) : 0;
}

/** The days in a month of the gym's calendar. */
const daysIn = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The spans the growth figure compares (decisions §3, like with like), for `today` (YYYY-MM-DD): the 1st of its
 * month to today, and the 1st of the previous month to the same day number, or that month's last day if it has
 * fewer days.
 */
export function growthSpans(today: string): { current: [string, string]; previous: [string, string] } {
  const day = Number(today.slice(8, 10));
  const previous = monthAt(indexOf({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }) - 1);
  const lastDay = String(Math.min(day, daysIn(previous))).padStart(2, '0');
  return {
    current: [`${today.slice(0, 8)}01`, today],
    previous: [`${monthKey(previous)}-01`, `${monthKey(previous)}-${lastDay}`],
  };
}

/** The growth figure of the admin's dashboard: this month so far against the same days of the previous one. */
export async function revenueGrowth(db: Db, timeZone: string): Promise<RevenueGrowth> {
  const spans = growthSpans(todayIn(timeZone));
  const [current, previous] = await Promise.all([
    revenueBetween(db, ...spans.current, timeZone),
    revenueBetween(db, ...spans.previous, timeZone),
  ]);
  return {
    current: { from: spans.current[0], to: spans.current[1], totalAmount: current },
    previous: { from: spans.previous[0], to: spans.previous[1], totalAmount: previous },
    rate: previous === 0 ? null : ((current - previous) / previous) * 100,
  };
}

/**
 * `GET /api/stats/admin`: the six count cards, users by role and active subscriptions by plan type (compared
 * exactly, decisions §1) in one statement, and the revenue chart beside it.
 */
export async function adminStats(db: Db, timeZone: string): Promise<AdminStats> {
  const people = db.$with('people').as(
    db
      .select({
        staff: countWhere(sql`${users.role} = 'staff'`).as('staff'),
        members: countWhere(sql`${users.role} = 'user'`).as('members'),
        trainers: countWhere(sql`${users.role} = 'trainer'`).as('trainers'),
      })
      .from(users)
      .where(isLive()),
  );
  // Counted per plan first (an index-only scan of the active subscriptions), then per type over a few plans.
  const perPlan = db.$with('per_plan').as(
    db
      .select({ planId: subscriptions.planId, active: count.as('active') })
      .from(subscriptions)
      .where(eq(subscriptions.isActive, true))
      .groupBy(subscriptions.planId),
  );
  const byPlanType = db.$with('by_plan_type').as(
    db
      .select(
        Object.fromEntries(
          PLAN_TYPES.map((type) => [
            type,
            sql<number>`coalesce(sum(${perPlan.active}) filter (where ${plans.planType} = ${type}), 0)::int`.as(
              `type_${type}`,
            ),
          ]),
        ) as Record<(typeof PLAN_TYPES)[number], SQL.Aliased<number>>,
      )
      .from(perPlan)
      .innerJoin(plans, eq(plans.id, perPlan.planId)),
  );
  const others = db.$with('others').as(
    db
      .select({
        plans: sql<number>`(select count(*) from ${plans} where ${plans.isActive})::int`.as('plans'),
        feedbacks: sql<number>`(select count(*) from ${feedback})::int`.as('feedbacks'),
        gymRooms: sql<number>`(select count(*) from ${gymRooms})::int`.as('gym_rooms'),
      })
      .from(sql`(select 1) as one`),
  );
  const [[counts], revenue, growth] = await Promise.all([
    db.with(people, perPlan, byPlanType, others).select().from(people).crossJoin(byPlanType).crossJoin(others),
    monthlyRevenue(db, timeZone),
    revenueGrowth(db, timeZone),
  ]);
  if (!counts) throw new Error('the admin statistics query answered no row');
  return {
    counts: {
      staff: counts.people.staff,
      subscribers: counts.people.members,
      plans: counts.others.plans,
      feedbacks: counts.others.feedbacks,
      trainers: counts.people.trainers,
      gymRooms: counts.others.gymRooms,
    },
    revenue,
    growth,
    subscriptionsByPlanType: counts.by_plan_type,
    usersByRole: { user: counts.people.members, staff: counts.people.staff, trainer: counts.people.trainers },
  };
}

/** `GET /api/stats/staff`, cached (`lib/cache/`) until a write or the next booked session's start. */
export const staffStats = (ctx: AppContext, caller: Caller): Promise<StaffStats> =>
  ctx.reads.get(staffFiguresRead, undefined, caller.seen);

const staffFiguresRead = recordsRead({
  name: 'staff-stats',
  tables: ['subscriptions', 'feedback', 'training_sessions', 'gym_rooms'],
  load: ({ db }, _args: undefined, now) => readStaffStats(db, now),
});

/**
 * The staff dashboard's figures as of `now`: subscriptions, feedback, sessions and rooms, one statement. They
 * change with a write, or by the clock alone when the next booked session starts and is no longer upcoming.
 */
export async function readStaffStats(db: Db, now: Date): Promise<Loaded<StaffStats>> {
  const [row] = await staffFigures(db).execute({ now: now.toISOString() });
  if (!row) throw new Error('the staff statistics query answered no row');
  const { nextStart, ...figures } = row;
  return { value: figures, changesAt: nextStart === null ? null : new Date(nextStart) };
}

/** The staff dashboard's one query, prepared (it is the dashboard's landing call). */
const staffFigures = preparedPerDb((db) =>
  db
    .select({
      subscriptions: sql<number>`(select count(*) from ${subscriptions})::int`,
      activeSubscriptions: sql<number>`(select count(*) from ${subscriptions} where ${subscriptions.isActive})::int`,
      feedbacks: sql<number>`(select count(*) from ${feedback})::int`,
      unprocessedFeedbacks: sql<number>`(select count(*) from ${feedback} where not ${feedback.isProcessed})::int`,
      // Booked sessions only: a cancelled one stays for the histories but is no session (docs/decisions/011).
      trainingSessions: sql<number>`(select count(*) from ${trainingSessions} where ${isBooked()})::int`,
      upcomingSessions: sql<number>`(select count(*) from ${trainingSessions} where ${isBooked()} and ${trainingSessions.startTime} > ${sql.placeholder('now')}::timestamptz)::int`,
      gymRooms: sql<number>`(select count(*) from ${gymRooms})::int`,
      // When `upcomingSessions` next falls by the clock alone: the next booked start after now.
      nextStart: sql<
        Date | string | null
      >`(select min(${trainingSessions.startTime}) from ${trainingSessions} where ${isBooked()} and ${trainingSessions.startTime} > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('staff_figures'),
);

/** `GET /api/stats/trainer`: the caller's own members (decisions §3) and sessions. */
export async function trainerStats(db: Db, caller: Caller): Promise<TrainerStats> {
  const now = new Date();
  const [[sessions], [members]] = await Promise.all([
    db
      .select({ sessions: count, upcomingSessions: countWhere(sql`${trainingSessions.startTime} > ${instant(now)}`) })
      .from(trainingSessions)
      .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
      .where(and(eq(trainers.userId, caller.id), isBooked())),
    db
      .select({ members: count })
      .from(users)
      .where(and(isLive(), membersOfTrainer(db, caller.id))),
  ]);
  return {
    members: members?.members ?? 0,
    sessions: sessions?.sessions ?? 0,
    upcomingSessions: sessions?.upcomingSessions ?? 0,
  };
}
