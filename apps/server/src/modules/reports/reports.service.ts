import {
  addDays,
  daysBetween,
  type ExpiringRenewal,
  type ExpiringReport,
  type MembersReport,
  monthsOfPeriod,
  type RevenueReport,
  todayIn,
  zonedTimeToInstant,
} from '@gym/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds, payments, plans, subscriptions, users } from '../../db/schema/index.ts';
import { toMoney } from '../billing/money.ts';

// The owner's reports (docs/reports.md, docs/decisions/027). Every figure is aggregated by the database: the
// services read a row per month, per plan or per listed membership, never a row per payment or subscription.
// Months are the gym's (its time zone); "today" is the application's clock, never SQL now(), so tests can set it.

export type Period = { from: string; to: string };

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
 * One statement groups the payments four ways at once (month × plan, month, plan, all).
 */
export async function revenueReport(db: Db, period: Period, timeZone: string): Promise<RevenueReport> {
  const since = zonedTimeToInstant(period.from, '00:00', timeZone);
  const until = zonedTimeToInstant(addDays(period.to, 1), '00:00', timeZone);
  const bought = sql.raw('bought');
  const extended = sql.raw('extended');
  const grouped = await rows<RevenueRow>(
    db,
    sql`
      with taken as (
        select to_char(${payments.paymentDate} at time zone ${timeZone}, 'YYYY-MM') as month,
               ${plans.id} as plan_id, ${plans.name} as plan_name,
               ${payments.amount} as amount, ${payments.refundedAmount} as refunded
        from ${payments}
        left join ${subscriptions} as ${extended} on ${extended}.id = ${payments.subscriptionId}
        left join ${subscriptions} as ${bought} on ${bought}.payment_id = ${payments.id}
        left join ${plans} on ${plans.id} = coalesce(${payments.planId}, ${extended}.plan_id, ${bought}.plan_id)
        where ${TOOK_MONEY}
          and ${payments.paymentDate} >= ${since.toISOString()}::timestamptz
          and ${payments.paymentDate} < ${until.toISOString()}::timestamptz
      )
      select month, plan_id, plan_name,
             (1 - grouping(month))::int as by_month, (1 - grouping(plan_id))::int as by_plan,
             count(*)::int as payments, sum(amount)::text as gross, sum(refunded)::text as refunded
      from taken
      group by grouping sets ((month, plan_id, plan_name), (month), (plan_id, plan_name), ())
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
  const [row] = await rows<{ amount: string | null; memberships: number }>(
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
 * A membership's days: from the earlier of its start and the day it was bought (a renewal moves a subscription's
 * start forward, so the day it was bought keeps its first day), to its end date, or for a Cancelled one to the
 * day it was cancelled (its refund, or the account's deletion) if that came first. Checkouts never paid are not
 * memberships. A member's membership ends on a day when one of theirs ended that day (Expired, Cancelled or
 * Suspended) and none of theirs covers the next day; it is involuntary (lapsed) when it was Suspended, or Expired
 * with a failed payment on it, and voluntary (cancelled) otherwise.
 */
export async function membersReport(db: Db, period: Period, timeZone: string): Promise<MembersReport> {
  const months = monthsOfPeriod(period.from, period.to);
  const dayOf = (instant: SQL) => sql`(${instant} at time zone ${timeZone})::date`;
  const failedPayment = sql.raw('failed');
  const paid = sql.raw('paid');
  const rowsOf = await rows<MembersRow>(
    db,
    sql`
      with spans as (
        select ${subscriptions.userId} as user_id,
               least(${subscriptions.startDate}, ${dayOf(sql`${subscriptions.createdAt}`)}) as first_day,
               case when ${subscriptions.status} = 'Cancelled' then least(
                 ${subscriptions.endDate},
                 coalesce((select ${dayOf(sql`min(${paymentRefunds.createdAt})`)} from ${paymentRefunds}
                           where ${paymentRefunds.paymentId} = ${subscriptions.paymentId}), ${subscriptions.endDate}),
                 coalesce(${dayOf(sql`${users.deletedAt}`)}, ${subscriptions.endDate})
               ) else ${subscriptions.endDate} end as last_day,
               ${subscriptions.status} in ('Expired', 'Cancelled', 'Suspended') as ended,
               (${subscriptions.status} = 'Suspended' or (${subscriptions.status} = 'Expired' and exists (
                 select 1 from ${payments} as ${failedPayment}
                 where ${failedPayment}.subscription_id = ${subscriptions.id} and ${failedPayment}.status = 'Failed'
               ))) as involuntary
        from ${subscriptions}
        join ${users} on ${users.id} = ${subscriptions.userId}
        left join ${payments} as ${paid} on ${paid}.id = ${subscriptions.paymentId}
        where ${subscriptions.status} <> 'Waiting for payment'
          and not (${subscriptions.status} = 'Cancelled' and ${paid}.status in ('Pending', 'Failed'))
      ),
      memberships as (select * from spans where last_day >= first_day),
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
      months as (
        select to_char(m, 'YYYY-MM') as month,
               greatest(m::date, ${date(period.from)}) as first_day,
               least((m + interval '1 month' - interval '1 day')::date, ${date(period.to)}) as last_day
        from generate_series(
          ${`${months[0]}-01`}::timestamp, ${`${months[months.length - 1]}-01`}::timestamp, interval '1 month'
        ) as m
      )
      select months.month,
        (select count(distinct user_id) from memberships
          where first_day <= months.first_day and last_day >= months.first_day)::int as active_at_start,
        (select count(distinct user_id) from memberships
          where first_day <= months.last_day and last_day >= months.last_day)::int as active_at_end,
        (select count(*) from joined where first_day between months.first_day and months.last_day)::int as joined,
        (select count(distinct user_id) from endings
          where not involuntary and last_day between months.first_day and months.last_day)::int as cancelled,
        (select count(distinct user_id) from endings
          where involuntary and last_day between months.first_day and months.last_day)::int as lapsed
      from months
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
export async function expiringReport(db: Db, days: number, timeZone: string): Promise<ExpiringReport> {
  const today = todayIn(timeZone);
  const last = addDays(today, days);
  const next = sql.raw('next');
  const found = await rows<ExpiringRow>(
    db,
    sql`
      select ${subscriptions.id} as subscription_id, ${users.id} as member_id, ${users.fullName} as full_name,
             ${users.username} as username, ${users.email} as email, ${users.phone} as phone,
             ${plans.name} as plan_name, to_char(${subscriptions.endDate}, 'YYYY-MM-DD') as end_date,
             ${subscriptions.autoRenew} as auto_renew,
             exists (select 1 from ${subscriptions} as ${next}
                     where ${next}.user_id = ${subscriptions.userId} and ${next}.status = 'Scheduled'
                       and ${next}.start_date > ${subscriptions.endDate}) as next_plan
      from ${subscriptions}
      join ${users} on ${users.id} = ${subscriptions.userId}
      join ${plans} on ${plans.id} = ${subscriptions.planId}
      where ${subscriptions.status} in ('Active', 'Past due')
        and ${subscriptions.endDate} between ${date(today)} and ${date(last)}
        and ${users.deletedAt} is null
      order by ${subscriptions.endDate}, ${users.fullName}, ${subscriptions.id}
    `,
  );
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
  };
}
