import {
  ABSENCE_DAYS,
  ABSENT_LISTED,
  type AttendanceReport,
  addDays,
  type ClassesReport,
  type ClassFigures,
  daysBetween,
  type ExpiringRenewal,
  type ExpiringReport,
  type MembersReport,
  monthsOfPeriod,
  type OpeningWeek,
  openingWindow,
  type RetentionReport,
  type RevenueReport,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import {
  checkins,
  classBookings,
  classSessions,
  classTypes,
  memberLastVisits,
  memberMonthVisits,
  paymentRefunds,
  payments,
  plans,
  subscriptions,
  trainers,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { toMoney } from '../billing/money.ts';

// The owner's reports (docs/reports.md, docs/decisions/027). Every figure is aggregated by the database: the
// services read a row per month, per plan or per listed membership, never a row per payment or subscription.
// Months are the gym's (its time zone); "today" is the application's clock, never SQL now(), so tests can set it.

export type Period = { from: string; to: string };

/**
 * A report's statement, run with PostgreSQL's JIT compiler off. The planner prices these statements (common table
 * expressions with subqueries per row) far above what they cost, so JIT compiled them with inlining and
 * optimisation: about a second of compiling on every call, more than the statements took to run at 100,000 members
 * (docs/benchmarks.md, bench:reports). `set local` lasts until the end of the transaction, so nothing else is
 * affected; PGlite accepts the setting and has no JIT anyway.
 */
export async function reportRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // A report groups hundreds of thousands of rows at 100,000 members: with PostgreSQL's default 4 MB each grouping
    // spilled to disk in some twenty batches. Reports are the admin's and the desk's, a few statements at a time, so
    // the extra memory is bounded.
    await tx.execute(sql`set local work_mem = '64MB'`);
    return selectRows<T>(tx, query);
  });
}

const date = (value: string) => sql`${value}::date`;
const int = (value: unknown) => Number(value ?? 0);

/** The payment states that took money: a refunded payment still counts, less what went back. */
const TOOK_MONEY = sql`(${payments.status} in ('Completed', 'Refunded', 'Partly refunded'))`;

type RevenueRow = {
  month: string | null;
  plan_id: number | null;
  plan_name: string | null;
  by_month: number;
  by_plan: number;
  payments: number | string;
  gross: string | null;
  refunded: string | null;
};

const figures = (row: RevenueRow) => {
  const gross = toMoney(row.gross ?? 0);
  const refunded = toMoney(row.refunded ?? 0);
  return { payments: int(row.payments), gross, refunded, net: toMoney(gross - refunded) };
};

/**
 * Revenue by month and by plan over the period, refunds netted against the payment they give back (as the
 * dashboard's revenue chart counts them), and the monthly recurring revenue of the memberships running today.
 * One statement adds the payments up per month and plan (a hash aggregate: a year of a large gym's payments is half a
 * million rows, which sorting for the grouping sets spilled to disk), then groups those cells four ways at once
 * (month × plan, month, plan, all). A payment's plan is its own, else the subscription's it extends, else the one it
 * bought: each payment is read in the one branch that applies, so only renewals are joined to what they extend and
 * only payments naming neither to what they bought (two joins of every payment were most of the time).
 */
export async function revenueReport(db: Db, period: Period, timeZone: string): Promise<RevenueReport> {
  const since = zonedTimeToInstant(period.from, '00:00', timeZone);
  const until = zonedTimeToInstant(addDays(period.to, 1), '00:00', timeZone);
  const bought = sql.raw('bought');
  const extended = sql.raw('extended');
  const grouped = await reportRows<RevenueRow>(
    db,
    sql`
      with taken as not materialized (
        select ${payments.id} as id, ${payments.paymentDate} as paid_at, ${payments.planId} as plan_id,
               ${payments.subscriptionId} as subscription_id, ${payments.amount} as amount,
               ${payments.refundedAmount} as refunded
        from ${payments}
        where ${TOOK_MONEY}
          and ${payments.paymentDate} >= ${since.toISOString()}::timestamptz
          and ${payments.paymentDate} < ${until.toISOString()}::timestamptz
      ),
      attributed as (
        select paid_at, plan_id, amount, refunded from taken where plan_id is not null
        union all
        select taken.paid_at, ${extended}.plan_id, taken.amount, taken.refunded
        from taken left join ${subscriptions} as ${extended} on ${extended}.id = taken.subscription_id
        where taken.plan_id is null and taken.subscription_id is not null
        union all
        select taken.paid_at, ${bought}.plan_id, taken.amount, taken.refunded
        from taken left join ${subscriptions} as ${bought} on ${bought}.payment_id = taken.id
        where taken.plan_id is null and taken.subscription_id is null
      ),
      cells as (
        select to_char(paid_at at time zone ${timeZone}, 'YYYY-MM') as month, plan_id,
               count(*) as payments, sum(amount) as gross, sum(refunded) as refunded
        from attributed
        group by 1, 2
      )
      select cells.month, ${plans.id} as plan_id, ${plans.name} as plan_name,
             (1 - grouping(cells.month))::int as by_month, (1 - grouping(${plans.id}))::int as by_plan,
             sum(cells.payments)::int as payments, sum(cells.gross)::text as gross, sum(cells.refunded)::text as refunded
      from cells
      left join ${plans} on ${plans.id} = cells.plan_id
      group by grouping sets ((cells.month, ${plans.id}, ${plans.name}), (cells.month), (${plans.id}, ${plans.name}), ())
    `,
  );

  const byMonth = new Map<string, RevenueRow>();
  const planRows: RevenueRow[] = [];
  const cells: RevenueRow[] = [];
  let total: RevenueRow | undefined;
  for (const row of grouped) {
    if (row.by_month && row.by_plan) cells.push(row);
    else if (row.by_month) byMonth.set(row.month as string, row);
    else if (row.by_plan) planRows.push(row);
    else total = row;
  }
  const empty: RevenueRow = {
    month: null,
    plan_id: null,
    plan_name: null,
    by_month: 1,
    by_plan: 0,
    payments: 0,
    gross: '0',
    refunded: '0',
  };
  const planName = (row: RevenueRow) => row.plan_name ?? '';
  const byNet = (a: { net: number; planName: string }, b: { net: number; planName: string }) =>
    b.net - a.net || a.planName.localeCompare(b.planName);

  return {
    ...period,
    timeZone,
    months: monthsOfPeriod(period.from, period.to).map((month) => ({
      month,
      ...figures(byMonth.get(month) ?? empty),
    })),
    plans: planRows.map((row) => ({ planId: row.plan_id, planName: planName(row), ...figures(row) })).sort(byNet),
    monthsByPlan: cells
      .map((row) => ({ month: row.month as string, planId: row.plan_id, planName: planName(row), ...figures(row) }))
      .sort((a, b) => a.month.localeCompare(b.month) || byNet(a, b)),
    total: figures(total ?? empty),
    mrr: await monthlyRecurringRevenue(db, todayIn(timeZone)),
  };
}

/**
 * Monthly recurring revenue on `today`: Σ over the Active memberships running that day of the plan's price × 30 ÷
 * the plan's durationInDays (a 90-day plan at $270 is $90 a month). Rounded to the cent once, at the end.
 */
export async function monthlyRecurringRevenue(db: Db, today: string) {
  const [row] = await reportRows<{ amount: string | null; memberships: number }>(
    db,
    sql`
      select round(sum(${plans.price} * 30 / ${plans.durationInDays}), 2)::text as amount,
             count(*)::int as memberships
      from ${subscriptions}
      join ${plans} on ${plans.id} = ${subscriptions.planId}
      where ${subscriptions.status} = 'Active'
        and ${subscriptions.startDate} <= ${date(today)} and ${subscriptions.endDate} >= ${date(today)}
    `,
  );
  return { asOf: today, amount: toMoney(row?.amount ?? 0), memberships: int(row?.memberships) };
}

/**
 * `spans` and `memberships`, the common table expressions every report on members reads (docs/reports.md): a row per
 * membership with its member, first and last day, whether it has ended and whether that was involuntary.
 *
 * A membership's days: from the earlier of its start and the day it was bought (a renewal moves a subscription's
 * start forward, so the day it was bought keeps its first day; a plan bought to follow another starts on its start
 * date), to its end date, or for a Cancelled one to the day it was cancelled (its refund, or the account's deletion)
 * if that came first. Checkouts never paid are not memberships.
 */
export function membershipsCte(timeZone: string): SQL {
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${timeZone})::date`;
  const failedPayment = sql.raw('failed');
  const paid = sql.raw('paid');
  // Only a Cancelled membership reads its refunds, its account's deletion and its payment, and only an Expired one
  // its failed payments: subqueries on those rows alone, by primary key or index, rather than joins that read every
  // account and every payment (docs/benchmarks.md, bench:reports). The payment is asked by a scalar subquery: asked
  // with `exists`, PostgreSQL read every payment into a hash first.
  return sql`
      spans as (
        select ${subscriptions.userId} as user_id,
               case when ${subscriptions.status} = 'Scheduled' then ${subscriptions.startDate}
                    else least(${subscriptions.startDate}, ${dayOf(sql`${subscriptions.createdAt}`)}) end as first_day,
               case when ${subscriptions.status} = 'Cancelled' then least(
                 ${subscriptions.endDate},
                 coalesce((select ${dayOf(sql`min(${paymentRefunds.createdAt})`)} from ${paymentRefunds}
                           where ${paymentRefunds.paymentId} = ${subscriptions.paymentId}), ${subscriptions.endDate}),
                 coalesce((select ${dayOf(sql`${users.deletedAt}`)} from ${users} where ${users.id} = ${subscriptions.userId}),
                          ${subscriptions.endDate})
               ) else ${subscriptions.endDate} end as last_day,
               ${subscriptions.status} in ('Expired', 'Cancelled', 'Suspended') as ended,
               (${subscriptions.status} = 'Suspended' or (${subscriptions.status} = 'Expired' and exists (
                 select 1 from ${payments} as ${failedPayment}
                 where ${failedPayment}.subscription_id = ${subscriptions.id} and ${failedPayment}.status = 'Failed'
               ))) as involuntary
        from ${subscriptions}
        where ${subscriptions.status} <> 'Waiting for payment'
          and (${subscriptions.status} <> 'Cancelled' or coalesce((
            select ${paid}.status from ${payments} as ${paid} where ${paid}.id = ${subscriptions.paymentId}
          ), '') not in ('Pending', 'Failed'))
      ),
      memberships as (select * from spans where last_day >= first_day)`;
}

/**
 * `stays`, `arrivals` and `departures`, read after `membershipsCte`: each member's memberships merged where they
 * overlap or follow on without a day's gap, so a member is in at most one stay on any day, and per day how many stays
 * begin on it (`arrivals`) and how many ended the day before (`departures`). Members on a day = arrivals up to it −
 * departures up to it: a sum over a row per day rather than a scan of every membership for every day asked. Both
 * are materialised: a statement that reads one once per month would otherwise recompute it each time.
 */
function staysCte(): SQL {
  return sql`
      stays as (
        select user_id, min(first_day) as first_day, max(last_day) as last_day
        from (
          select user_id, first_day, last_day,
                 count(*) filter (where reach is null or first_day > reach + 1)
                   over (partition by user_id order by first_day, last_day) as stay
          from (
            select user_id, first_day, last_day,
                   max(last_day) over (partition by user_id order by first_day, last_day
                                       rows between unbounded preceding and 1 preceding) as reach
            from memberships
          ) as ordered
        ) as numbered
        group by user_id, stay
      ),
      arrivals as materialized (select first_day as day, count(*) as n from stays group by first_day),
      departures as materialized (select last_day + 1 as day, count(*) as n from stays group by last_day)`;
}

/** The months of a period as `months (month, first_day, last_day)`, clipped to the period's first and last day. */
function monthsCte(period: Period): SQL {
  const months = monthsOfPeriod(period.from, period.to);
  return sql`
      months as (
        select to_char(m, 'YYYY-MM') as month,
               greatest(m::date, ${date(period.from)}) as first_day,
               least((m + interval '1 month' - interval '1 day')::date, ${date(period.to)}) as last_day
        from generate_series(
          ${`${months[0]}-01`}::timestamp, ${`${months[months.length - 1]}-01`}::timestamp, interval '1 month'
        ) as m
      )`;
}

type MembersRow = {
  month: string;
  active_at_start: number;
  active_at_end: number;
  joined: number;
  cancelled: number;
  lapsed: number;
};

/** Ended members ÷ members at the start, in percent with one decimal; null with no one at the start. */
const rate = (ended: number, base: number) => (base === 0 ? null : Math.round((ended / base) * 1000) / 10);

/**
 * New, cancelled and lapsed members, churn and active members per month (definitions in docs/reports.md).
 *
 * Memberships and their days as `membershipsCte` says. A member's membership ends on a day when one of theirs ended that day (Expired, Cancelled or
 * Suspended) and none of theirs covers the next day; it is involuntary (lapsed) when it was Suspended, or Expired
 * with a failed payment on it, and voluntary (cancelled) otherwise.
 *
 * Active members are counted from each member's stays (`staysCte`), the other figures in one pass over the
 * memberships grouped by month. Counting each month by a scan of every membership took seconds at 100,000 members
 * (docs/benchmarks.md, bench:reports).
 */
export async function membersReport(db: Db, period: Period, timeZone: string): Promise<MembersReport> {
  const rowsOf = await reportRows<MembersRow>(
    db,
    sql`
      with ${membershipsCte(timeZone)},
      joined as (select user_id, min(first_day) as first_day from memberships group by user_id),
      endings as (
        select m.user_id, m.last_day, bool_or(m.involuntary) as involuntary
        from memberships m
        where m.ended and not exists (
          select 1 from memberships n
          where n.user_id = m.user_id and n.first_day <= m.last_day + 1 and n.last_day >= m.last_day + 1
        )
        group by m.user_id, m.last_day
      ),
      ${monthsCte(period)},
      ${staysCte()},
      active as (
        select months.month,
               (select coalesce(sum(n), 0) from arrivals where day <= months.first_day)
                 - (select coalesce(sum(n), 0) from departures where day <= months.first_day) as at_start,
               (select coalesce(sum(n), 0) from arrivals where day <= months.last_day)
                 - (select coalesce(sum(n), 0) from departures where day <= months.last_day) as at_end
        from months
      ),
      new_members as (
        select to_char(first_day, 'YYYY-MM') as month, count(*) as joined
        from joined where first_day between ${date(period.from)} and ${date(period.to)}
        group by 1
      ),
      leavers as (
        select to_char(last_day, 'YYYY-MM') as month,
               count(distinct user_id) filter (where not involuntary) as cancelled,
               count(distinct user_id) filter (where involuntary) as lapsed
        from endings where last_day between ${date(period.from)} and ${date(period.to)}
        group by 1
      )
      select months.month, coalesce(active.at_start, 0)::int as active_at_start,
             coalesce(active.at_end, 0)::int as active_at_end, coalesce(new_members.joined, 0)::int as joined,
             coalesce(leavers.cancelled, 0)::int as cancelled, coalesce(leavers.lapsed, 0)::int as lapsed
      from months
      left join active on active.month = months.month
      left join new_members on new_members.month = months.month
      left join leavers on leavers.month = months.month
      order by months.month
    `,
  );
  return {
    ...period,
    timeZone,
    months: rowsOf.map((row) => {
      const base = int(row.active_at_start);
      const cancelled = int(row.cancelled);
      const lapsed = int(row.lapsed);
      return {
        month: row.month,
        activeAtStart: base,
        activeAtEnd: int(row.active_at_end),
        new: int(row.joined),
        cancelled,
        lapsed,
        churnRate: rate(cancelled + lapsed, base),
        voluntaryChurnRate: rate(cancelled, base),
        involuntaryChurnRate: rate(lapsed, base),
      };
    }),
  };
}

type ExpiringRow = {
  subscription_id: number;
  member_id: number;
  full_name: string | null;
  username: string;
  email: string;
  phone: string | null;
  plan_name: string;
  end_date: string;
  auto_renew: boolean;
  next_plan: boolean;
};

/**
 * Memberships in use (Active, Past due) that end from today to `days` days ahead, soonest first, with whether they
 * go on: auto-renew on, or a next plan already bought (Scheduled), or neither. Deleted accounts are left out.
 */
export async function expiringReport(
  db: Db,
  days: number,
  timeZone: string,
  paging?: { page: number; pageSize: number },
): Promise<ExpiringReport> {
  const today = todayIn(timeZone);
  const last = addDays(today, days);
  const next = sql.raw('next');
  const ending = sql`
      from ${subscriptions}
      join ${users} on ${users.id} = ${subscriptions.userId}
      join ${plans} on ${plans.id} = ${subscriptions.planId}
      where ${subscriptions.status} in ('Active', 'Past due')
        and ${subscriptions.endDate} between ${date(today)} and ${date(last)}
        and ${users.deletedAt} is null`;
  const nextPlan = sql`exists (select 1 from ${subscriptions} as ${next}
                     where ${next}.user_id = ${subscriptions.userId} and ${next}.status = 'Scheduled'
                       and ${next}.start_date > ${subscriptions.endDate})`;
  const [found, [counted]] = await Promise.all([
    reportRows<ExpiringRow>(
      db,
      sql`
        select ${subscriptions.id} as subscription_id, ${users.id} as member_id, ${users.fullName} as full_name,
               ${users.username} as username, ${users.email} as email, ${users.phone} as phone,
               ${plans.name} as plan_name, to_char(${subscriptions.endDate}, 'YYYY-MM-DD') as end_date,
               ${subscriptions.autoRenew} as auto_renew, ${nextPlan} as next_plan
        ${ending}
        order by ${subscriptions.endDate}, ${users.fullName}, ${subscriptions.id}
        ${paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql``}
      `,
    ),
    reportRows<{ total: number; auto_renew: number; next_plan: number }>(
      db,
      sql`
        select count(*)::int as total,
               (count(*) filter (where ${subscriptions.autoRenew}))::int as auto_renew,
               (count(*) filter (where not ${subscriptions.autoRenew} and ${nextPlan}))::int as next_plan
        ${ending}
      `,
    ),
  ]);
  const total = int(counted?.total);
  const autoRenew = int(counted?.auto_renew);
  const nextPlanBought = int(counted?.next_plan);
  return {
    from: today,
    to: last,
    days,
    timeZone,
    items: found.map((row) => {
      const renewal: ExpiringRenewal = row.auto_renew ? 'auto-renew' : row.next_plan ? 'next-plan' : 'none';
      return {
        subscriptionId: row.subscription_id,
        memberId: row.member_id,
        fullName: row.full_name || row.username,
        email: row.email,
        phone: row.phone,
        planName: row.plan_name,
        endDate: row.end_date,
        daysLeft: daysBetween(today, row.end_date),
        renews: renewal !== 'none',
        renewal,
      };
    }),
    total,
    counts: { 'auto-renew': autoRenew, 'next-plan': nextPlanBought, none: total - autoRenew - nextPlanBought },
    ...(paging ?? {}),
  };
}

/** 'YYYY-MM' as a count of months, so two months subtract. */
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

type RetentionRow = { cohort: string; months_after: number; month: string; joined: number; members: number };

/**
 * Retention cohorts (docs/reports.md, docs/decisions/034). A member joins in the month their very first membership
 * began (as "New" counts them), and is still a member `k` months later when a membership of theirs runs on the
 * first day of the `k`-th month after that. Cohorts are the months of the period up to the last month counted (the
 * period's last month, or this month if earlier); each is followed to that month, so the table is a triangle.
 * Each membership of a cohort's member gives the first days of month it runs on (one pass, grouped by cohort and
 * month), rather than a scan of every membership per cell: 24 cohorts were 300 scans (docs/benchmarks.md).
 */
export async function retentionReport(db: Db, period: Period, timeZone: string): Promise<RetentionReport> {
  const thisMonth = todayIn(timeZone).slice(0, 7);
  const countedTo = period.to.slice(0, 7) < thisMonth ? period.to.slice(0, 7) : thisMonth;
  const firstMonth = period.from.slice(0, 7);
  if (countedTo < firstMonth) return { ...period, timeZone, countedTo, cohorts: [] };
  const span = monthIndex(countedTo) - monthIndex(firstMonth);
  const found = await reportRows<RetentionRow>(
    db,
    sql`
      with ${membershipsCte(timeZone)},
      joined as (
        select user_id, date_trunc('month', min(first_day))::date as cohort
        from memberships group by user_id
        having min(first_day) between ${date(period.from)} and ${date(period.to)}
      ),
      grid as (
        select c::date as cohort, k, (c + k * interval '1 month')::date as counted
        from generate_series(${`${firstMonth}-01`}::timestamp, ${`${countedTo}-01`}::timestamp, interval '1 month') as c
        cross join generate_series(0, ${span}) as k
        where c + k * interval '1 month' <= ${`${countedTo}-01`}::timestamp
      ),
      sizes as (select cohort, count(*) as joined from joined group by cohort),
      present as (
        select joined.cohort, counted::date as counted, count(distinct joined.user_id) as members
        from joined
        join memberships on memberships.user_id = joined.user_id
        cross join lateral generate_series(
          greatest(date_trunc('month', memberships.first_day - 1 + interval '1 month'), joined.cohort + interval '1 month'),
          least(memberships.last_day::timestamp, ${`${countedTo}-01`}::timestamp),
          interval '1 month'
        ) as counted
        group by joined.cohort, counted
      )
      select to_char(grid.cohort, 'YYYY-MM') as cohort, grid.k as months_after,
             to_char(grid.counted, 'YYYY-MM') as month, coalesce(sizes.joined, 0)::int as joined,
             case when grid.k = 0 then coalesce(sizes.joined, 0) else coalesce(present.members, 0) end::int as members
      from grid
      left join sizes on sizes.cohort = grid.cohort
      left join present on present.cohort = grid.cohort and present.counted = grid.counted
      order by grid.cohort, grid.k
    `,
  );
  const cohorts = new Map<string, RetentionReport['cohorts'][number]>();
  for (const row of found) {
    const joinedCount = int(row.joined);
    let cohort = cohorts.get(row.cohort);
    if (!cohort) {
      cohort = { month: row.cohort, joined: joinedCount, cells: [] };
      cohorts.set(row.cohort, cohort);
    }
    const members = int(row.members);
    cohort.cells.push({
      monthsAfter: int(row.months_after),
      month: row.month,
      members,
      percent: rate(members, joinedCount),
    });
  }
  return { ...period, timeZone, countedTo, cohorts: [...cohorts.values()] };
}

type VisitsRow = {
  month: string;
  members: number;
  visits: number;
  b0: number;
  b1: number;
  b4: number;
  b8: number;
  b12: number;
};

type AbsentRow = {
  member_id: number;
  full_name: string | null;
  username: string;
  email: string;
  phone: string | null;
  last_checkin: string | null;
  days_away: number;
  days14: number;
  days21: number;
  days30: number;
};

/**
 * Check-ins in the period by weekday and hour of the gym's clock: only the cells with any. The check-ins are counted
 * per quarter hour first and each quarter hour then put on the gym's clock: every time zone's offset is a whole
 * number of quarter hours, and converting a few tens of thousands of quarters is cheaper than a million check-ins.
 */
export async function attendanceHours(db: Db, period: Period, timeZone: string) {
  const rows = await reportRows<{ weekday: number; hour: number; checkins: number }>(
    db,
    sql`
      select extract(isodow from local)::int as weekday, extract(hour from local)::int as hour,
             sum(n)::int as checkins
      from (
        select date_bin('15 minutes', ${checkins.at}, timestamptz '2000-01-01 00:00:00+00') at time zone ${timeZone}
                 as local,
               count(*) as n
        from ${checkins} where ${checkins.gymDate} between ${date(period.from)} and ${date(period.to)}
        group by 1
      ) as quarters
      group by 1, 2 order by 1, 2
    `,
  );
  return rows.map((cell) => ({ weekday: int(cell.weekday), hour: int(cell.hour), checkins: int(cell.checkins) }));
}

/** The last day of a month `YYYY-MM`, as `YYYY-MM-DD`. */
function lastDayOfMonth(month: string): string {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/**
 * The days each member came in per month of the period, as `came (user_id, month_start, visits)`. A month the period
 * covers from its first day to its last is read from `member_month_visits` (kept by the check-ins trigger, migration
 * 0035); a month it covers in part, at either end, from that part's check-ins.
 */
function cameCte(period: Period): SQL {
  const months = monthsOfPeriod(period.from, period.to).map((month) => {
    const first = `${month}-01`;
    const last = lastDayOfMonth(month);
    return { first, last, from: first < period.from ? period.from : first, to: last > period.to ? period.to : last };
  });
  const whole = months.filter((m) => m.from === m.first && m.to === m.last);
  const parts = months.filter((m) => !whole.includes(m));
  const reads: SQL[] = [];
  const [firstWhole, lastWhole] = [whole[0], whole.at(-1)];
  if (firstWhole && lastWhole) {
    reads.push(sql`
      select ${memberMonthVisits.userId} as user_id, ${memberMonthVisits.month} as month_start,
             ${memberMonthVisits.visits} as visits
      from ${memberMonthVisits}
      where ${memberMonthVisits.month} between ${date(firstWhole.first)} and ${date(lastWhole.first)}`);
  }
  for (const part of parts) {
    reads.push(sql`
      select ${checkins.userId} as user_id, ${date(part.first)} as month_start,
             count(distinct ${checkins.gymDate})::int as visits
      from ${checkins}
      where ${checkins.gymDate} between ${date(part.from)} and ${date(part.to)}
      group by ${checkins.userId}`);
  }
  return sql`came as (${sql.join(reads, sql` union all `)})`;
}

/**
 * Per month of the period, the members with a running membership on any day of it (within the period) and the days
 * they came in, in bands. Members per month come from the stays (`staysCte`): the stays that overlap the month, less
 * a member's second stay in it (two stays of one member both overlap a month when the gap between them lies inside
 * it). Visits (`cameCte`) are kept where the member had a stay over that month.
 */
export async function attendanceVisits(db: Db, period: Period, timeZone: string) {
  const rows = await reportRows<VisitsRow>(
    db,
    sql`
      with ${membershipsCte(timeZone)},
      ${staysCte()},
      ${monthsCte(period)},
      gaps as materialized (
        select prev_last, next_first from (
          select last_day as prev_last, lead(first_day) over (partition by user_id order by first_day) as next_first
          from stays
        ) as following
        where next_first is not null
      ),
      present as materialized (
        select months.month,
               (select coalesce(sum(n), 0) from arrivals where day <= months.last_day)
                 - (select coalesce(sum(n), 0) from departures where day <= months.first_day)
                 - (select count(*) from gaps where prev_last >= months.first_day and next_first <= months.last_day)
                 as members
        from months
      ),
      ${cameCte(period)},
      visitors as (
        select to_char(month_start, 'YYYY-MM') as month, count(*) as visitors, sum(visits) as visits,
               count(*) filter (where visits between 1 and 3) as b1,
               count(*) filter (where visits between 4 and 7) as b4,
               count(*) filter (where visits between 8 and 11) as b8,
               count(*) filter (where visits >= 12) as b12
        from came
        where exists (
          select 1 from stays where stays.user_id = came.user_id
            and stays.first_day <= least((came.month_start + interval '1 month' - interval '1 day')::date, ${date(period.to)})
            and stays.last_day >= greatest(came.month_start, ${date(period.from)})
        )
        group by month_start
      )
      select present.month, present.members::int as members, coalesce(visitors.visits, 0)::int as visits,
             (present.members - coalesce(visitors.visitors, 0))::int as b0, coalesce(visitors.b1, 0)::int as b1,
             coalesce(visitors.b4, 0)::int as b4, coalesce(visitors.b8, 0)::int as b8,
             coalesce(visitors.b12, 0)::int as b12
      from present left join visitors on visitors.month = present.month
      order by present.month
    `,
  );
  return rows.map((row) => {
    const count = int(row.members);
    const total = int(row.visits);
    return {
      month: row.month,
      members: count,
      visits: total,
      average: count === 0 ? null : Math.round((total / count) * 10) / 10,
      bands: { '0': int(row.b0), '1-3': int(row.b1), '4-7': int(row.b4), '8-11': int(row.b8), '12+': int(row.b12) },
    };
  });
}

/**
 * As of today: members in use (an Active or Past due membership running today, account not deleted) whose last
 * check-in, or never seen their first day of membership, was 14 days ago or more; how many are away 14, 21 and 30
 * days or more; and the longest away first, `limit` of them (all without one). The last visit is the kept one
 * (`member_last_visits`, migration 0031), as At risk reads it, looked up by each running member's key; a first day
 * of membership is looked up only for a member never seen, instead of rebuilding every member's memberships.
 */
export async function absentMembers(db: Db, timeZone: string, limit?: number): Promise<AttendanceReport['absent']> {
  const today = todayIn(timeZone);
  const running = sql.raw('running');
  const rows = await reportRows<AbsentRow>(
    db,
    sql`
      with ${membershipsCte(timeZone)},
      running as (
        select distinct ${subscriptions.userId} as user_id from ${subscriptions}
        where ${subscriptions.status} in ('Active', 'Past due')
          and ${subscriptions.startDate} <= ${date(today)} and ${subscriptions.endDate} >= ${date(today)}
      ),
      away as materialized (
        select ${running}.user_id, seen.last_day,
               (${date(today)} - coalesce(
                 seen.last_day,
                 (select min(first_day) from memberships where memberships.user_id = ${running}.user_id),
                 ${date(today)}
               ))::int as days_away
        from ${running}
        left join lateral (
          select (${memberLastVisits.lastAt} at time zone ${timeZone})::date as last_day
          from ${memberLastVisits} where ${memberLastVisits.userId} = ${running}.user_id
        ) as seen on true
        where seen.last_day is null or seen.last_day <= ${date(addDays(today, -ABSENCE_DAYS[0]))}
      )
      select ${users.id} as member_id, ${users.fullName} as full_name, ${users.username} as username,
             ${users.email} as email, ${users.phone} as phone,
             to_char(away.last_day, 'YYYY-MM-DD') as last_checkin, away.days_away,
             count(*) over ()::int as days14,
             (count(*) filter (where away.days_away >= ${ABSENCE_DAYS[1]}) over ())::int as days21,
             (count(*) filter (where away.days_away >= ${ABSENCE_DAYS[2]}) over ())::int as days30
      from away join ${users} on ${users.id} = away.user_id
      where away.days_away >= ${ABSENCE_DAYS[0]} and ${users.deletedAt} is null
      order by away.days_away desc, ${users.fullName}, ${users.id}
      ${limit === undefined ? sql`` : sql`limit ${limit}`}
    `,
  );
  const [first] = rows;
  return {
    asOf: today,
    counts: { days14: int(first?.days14), days21: int(first?.days21), days30: int(first?.days30) },
    members: rows.map((row) => ({
      memberId: row.member_id,
      fullName: row.full_name || row.username,
      email: row.email,
      phone: row.phone,
      lastCheckIn: row.last_checkin,
      daysAway: int(row.days_away),
    })),
  };
}

/**
 * Attendance (docs/reports.md, docs/decisions/034 and 042): check-ins in the period by weekday and hour of the gym's
 * clock; per month, the members with a running membership on any day of it and the days they came in; and, as of
 * today, members in use not seen for 14 days or more, the longest away `ABSENT_LISTED` of them (the CSV has all).
 * The three are separate statements, run side by side.
 */
export async function attendanceReport(db: Db, period: Period, timeZone: string): Promise<AttendanceReport> {
  const [hours, visits, absent] = await Promise.all([
    attendanceHours(db, period, timeZone),
    attendanceVisits(db, period, timeZone),
    absentMembers(db, timeZone, ABSENT_LISTED),
  ]);
  return {
    ...period,
    timeZone,
    checkins: hours.reduce((sum, cell) => sum + cell.checkins, 0),
    hours,
    visits,
    absent,
  };
}

type ClassRow = {
  class_type_id: number | null;
  type_name: string | null;
  weekday: number | null;
  time: string | null;
  by_type: number;
  by_slot: number;
  classes: number;
  places: number | string;
  booked: number | string;
  waitlisted: number | string;
  late: number | string;
  registered: number | string;
  registered_booked: number | string | null;
  no_shows: number | string | null;
};

const oneDecimal = (value: number, base: number) => (base === 0 ? null : Math.round((value / base) * 10) / 10);
const hoursOf = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

const classFigures = (row: ClassRow | undefined): ClassFigures => {
  const classes = int(row?.classes);
  const places = int(row?.places);
  const booked = int(row?.booked);
  const waitlisted = int(row?.waitlisted);
  const registeredBooked = int(row?.registered_booked);
  const noShows = int(row?.no_shows);
  return {
    classes,
    places,
    booked,
    fillRate: rate(booked, places),
    waitlisted,
    averageWaitlist: oneDecimal(waitlisted, classes),
    lateCancels: int(row?.late),
    registered: int(row?.registered),
    registeredBooked,
    noShows,
    noShowRate: rate(noShows, registeredBooked),
  };
};

/**
 * The hours the gym is open from the first day of the period to its last, or to `now` if that comes first, under
 * the opening hours it has today (a change of hours keeps no history). Through instants, so a day the clocks change
 * is as long as it really was.
 */
export function openHoursOf(week: OpeningWeek, period: Period, timeZone: string, now: Date): number {
  let ms = 0;
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const window = openingWindow(week, day, timeZone);
    if (!window) continue;
    if (window.open >= now) break;
    ms += Math.min(window.close.getTime(), now.getTime()) - window.open.getTime();
  }
  return Math.round((ms / 3_600_000) * 100) / 100;
}

/**
 * Classes (docs/reports.md, docs/decisions/036): the classes held in the period (not cancelled, ended by `now`),
 * counted from their places when they began, which nobody can change once a class has started: per class type, per
 * time slot (weekday and start on the gym's clock) and in all, one statement grouping three ways at once. No-shows
 * count only in classes whose register was taken (someone ticked as attended). Then each trainer's hours taught
 * and personal sessions held against the hours the gym was open.
 */
export async function classesReport(
  db: Db,
  period: Period,
  gym: { timeZone: string; openingHours: OpeningWeek },
  now = new Date(),
): Promise<ClassesReport> {
  const { timeZone } = gym;
  const since = zonedTimeToInstant(period.from, '00:00', timeZone).toISOString();
  const until = zonedTimeToInstant(addDays(period.to, 1), '00:00', timeZone).toISOString();
  const asOf = now.toISOString();
  const local = sql`(${classSessions.startTime} at time zone ${timeZone})`;
  const places = sql.raw('places');
  const heldClass = sql`${classSessions.cancelledAt} is null and ${classSessions.endTime} <= ${asOf}::timestamptz
    and ${classSessions.startTime} >= ${since}::timestamptz and ${classSessions.startTime} < ${until}::timestamptz`;
  const [grouped, taught] = await Promise.all([
    reportRows<ClassRow>(
      db,
      sql`
        with held as (
          select ${classSessions.classTypeId} as class_type_id, ${classTypes.name} as type_name,
                 extract(isodow from ${local})::int as weekday, to_char(${local}, 'HH24:MI') as time,
                 ${classSessions.capacity} as capacity, ${places}.booked, ${places}.waitlisted, ${places}.late,
                 ${places}.attended
          from ${classSessions}
          join ${classTypes} on ${classTypes.id} = ${classSessions.classTypeId}
          cross join lateral (
            select count(*) filter (where ${classBookings.status} = 'Booked') as booked,
                   count(*) filter (where ${classBookings.status} = 'Waitlisted') as waitlisted,
                   count(*) filter (where ${classBookings.status} = 'Cancelled' and ${classBookings.late}) as late,
                   count(*) filter (where ${classBookings.status} = 'Booked' and ${classBookings.attended}) as attended
            from ${classBookings} where ${classBookings.classSessionId} = ${classSessions.id}
          ) as ${places}
          where ${heldClass}
        )
        select class_type_id, type_name, weekday, time,
               (1 - grouping(class_type_id))::int as by_type, (1 - grouping(weekday))::int as by_slot,
               count(*)::int as classes, sum(capacity)::int as places, sum(booked)::int as booked,
               sum(waitlisted)::int as waitlisted, sum(late)::int as late,
               count(*) filter (where attended > 0)::int as registered,
               sum(booked) filter (where attended > 0)::int as registered_booked,
               sum(booked - attended) filter (where attended > 0)::int as no_shows
        from held
        group by grouping sets ((class_type_id, type_name), (weekday, time), ())
      `,
    ),
    reportRows<{
      trainer_id: number;
      full_name: string | null;
      username: string;
      class_hours: string;
      session_hours: string;
    }>(
      db,
      sql`
        select * from (
          select ${trainers.id} as trainer_id, ${users.fullName} as full_name, ${users.username} as username,
                 ${users.deletedAt} is not null as gone,
                 coalesce((select sum(extract(epoch from ${classSessions.endTime} - ${classSessions.startTime}))
                           from ${classSessions}
                           where ${classSessions.trainerId} = ${trainers.id} and ${heldClass}), 0) / 3600 as class_hours,
                 coalesce((select sum(extract(epoch from ${trainingSessions.endTime} - ${trainingSessions.startTime}))
                           from ${trainingSessions}
                           where ${trainingSessions.trainerId} = ${trainers.id}
                             and ${trainingSessions.cancelledAt} is null
                             and ${trainingSessions.endTime} <= ${asOf}::timestamptz
                             and ${trainingSessions.startTime} >= ${since}::timestamptz
                             and ${trainingSessions.startTime} < ${until}::timestamptz), 0) / 3600 as session_hours
          from ${trainers} join ${users} on ${users.id} = ${trainers.userId}
        ) as taught
        where not gone or class_hours + session_hours > 0
      `,
    ),
  ]);
  let total: ClassRow | undefined;
  const types: ClassesReport['types'] = [];
  const slots: ClassesReport['slots'] = [];
  for (const row of grouped) {
    if (row.by_type)
      types.push({ classTypeId: int(row.class_type_id), name: row.type_name ?? '', ...classFigures(row) });
    else if (row.by_slot) slots.push({ weekday: int(row.weekday), time: row.time ?? '', ...classFigures(row) });
    else total = row;
  }
  types.sort((a, b) => a.name.localeCompare(b.name) || a.classTypeId - b.classTypeId);
  slots.sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
  const openHours = openHoursOf(gym.openingHours, period, timeZone, now);
  return {
    ...period,
    timeZone,
    asOf,
    total: classFigures(total),
    types,
    slots,
    openHours,
    trainers: taught
      .map((row) => {
        const classHours = hoursOf(row.class_hours);
        const sessionHours = hoursOf(row.session_hours);
        const bookedHours = hoursOf(classHours + sessionHours);
        return {
          trainerId: int(row.trainer_id),
          fullName: row.full_name || row.username,
          classHours,
          sessionHours,
          bookedHours,
          utilisation: rate(bookedHours, openHours),
        };
      })
      .sort((a, b) => b.bookedHours - a.bookedHours || a.fullName.localeCompare(b.fullName)),
  };
}
