import {
  addDays,
  CURRENT_STATUSES,
  DESK_MESSAGES,
  type DeskMember,
  type DeskMembersPage,
  type DeskMembersQuery,
  type DeskSaleInput,
  type DeskSaleResponse,
  EXPIRING_DAYS,
  imageUrl,
  PAYMENT_PENDING,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  todayIn,
} from '@gym/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { selectRows } from '../../db/rows.ts';
import { payments, subscriptions } from '../../db/schema/index.ts';
import { EXPORT_BATCH, inBatches } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { completePayment } from '../billing/completion.ts';
import { toPayment } from '../billing/payments.service.ts';
import { assertPlaceFor, planOnOffer, startOfNextTerm } from '../billing/purchase-rules.ts';
import { rowById, subscriptionConflict } from '../billing/subscriptions.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { resolveMember } from '../users/member-access.ts';
import { matching } from '../users/users.service.ts';

/**
 * The front desk (docs/decisions/030): a plan sold and paid in one step, and the members list with each member's
 * current plan and last visit.
 */

type PaymentRow = typeof payments.$inferSelect;

/**
 * `POST /api/desk/sales` (staff, admin): in one transaction under the plan's row lock, the plan's place checked
 * (purchase-rules.ts), a desk payment of the plan's price and the subscription it pays for (held, as a checkout
 * holds it), then `completePayment` completes the payment and starts the subscription: Active from today, or
 * Scheduled from the day after the member's running plan ends (decisions §3). The receipt and the audit entry come
 * from there as for any desk payment. Any refusal or failure rolls all of it back.
 */
export async function sellPlan(ctx: AppContext, caller: Caller, input: DeskSaleInput): Promise<DeskSaleResponse> {
  const memberId = await resolveMember(ctx.db, caller, input.userId, { purpose: 'billing' });
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  try {
    const sale = await ctx.db.transaction(async (tx) => {
      const plan = await planOnOffer(tx, input.planId, true);
      await assertPlaceFor(tx, plan, memberId);
      const now = new Date();
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: memberId,
          planId: plan.id,
          amount: plan.price,
          paymentMethod: input.paymentMethod,
          notes: input.notes ?? null,
          status: PAYMENT_PENDING,
          provider: 'desk',
          recordedBy: caller.id,
          checkoutKind: 'new',
          paymentDate: now,
        })
        .returning({ id: payments.id });
      const paymentId = (payment as { id: number }).id;
      const start = await startOfNextTerm(tx, memberId, today);
      const [held] = await tx
        .insert(subscriptions)
        .values({
          userId: memberId,
          planId: plan.id,
          paymentId,
          startDate: start,
          endDate: addDays(start, plan.durationInDays),
          isActive: false,
          status: SUBSCRIPTION_STATUSES.waitingForPayment,
          autoRenew: false,
          // Held only for this transaction: completePayment below starts it before anyone else can see it.
          holdExpiresAt: new Date(now.getTime() + 60_000),
        })
        .returning({ id: subscriptions.id });
      const subscriptionId = (held as { id: number }).id;
      await tx.update(payments).set({ subscriptionId }).where(eq(payments.id, paymentId));
      await completePayment(tx, paymentId, today, { actorId: caller.id });

      const subscription = await rowById(tx, subscriptionId);
      if (
        subscription.status !== SUBSCRIPTION_STATUSES.active &&
        subscription.status !== SUBSCRIPTION_STATUSES.scheduled
      ) {
        // completePayment starts a held place it can start; anything else is a fault, and nothing of it is kept.
        throw new Error(`desk sale: subscription ${subscriptionId} left ${subscription.status}`);
      }
      const [saved] = await tx.select().from(payments).where(eq(payments.id, paymentId));
      return { payment: toPayment(saved as PaymentRow), subscription };
    });
    ctx.mail.nudge(); // the receipt's e-mail
    return { message: DESK_MESSAGES.sold, ...sale };
  } catch (error) {
    throw subscriptionConflict(error) ?? error;
  }
}

const RUNNING: readonly SubscriptionStatus[] = CURRENT_STATUSES.filter((s) => s !== SUBSCRIPTION_STATUSES.scheduled);
const list = (statuses: readonly string[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** The member holds a subscription in one of these states (and `extra`): an index probe each (`subscriptions_current_status_idx`). */
const holds = (statuses: readonly string[], extra?: SQL) =>
  sql`exists (select 1 from subscriptions s where s.user_id = u.id and s.status in (${list(statuses)})${extra ? sql` and ${extra}` : sql``})`;

/**
 * The status filter. A member holds one running plan at a time (decisions §3), so "the current plan is X" is "holds
 * a plan in state X": a semi-join the planner answers from an index, for the page and for the count alike, instead
 * of working out every member's current plan first.
 */
function statusFilter(status: DeskMembersQuery['status'], today: string): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'none':
      return sql`not ${holds(CURRENT_STATUSES)}`;
    case 'Expiring':
      return holds([SUBSCRIPTION_STATUSES.active], sql`s.end_date <= ${addDays(today, EXPIRING_DAYS)}::date`);
    case SUBSCRIPTION_STATUSES.scheduled:
      return sql`${holds([SUBSCRIPTION_STATUSES.scheduled])} and not ${holds(RUNNING)}`;
    default:
      return holds([status]);
  }
}

/**
 * The sort's key per member, when the sort needs one: the current plan's end date (the running plan's, else the
 * first scheduled one's, as `current` below picks it) or the last check-in. The end date: one grouped pass over
 * `subscriptions_current_status_idx`, joined by hash, rather than a lookup per member; the last check-in: the row
 * `member_last_visits` keeps per member.
 */
function sortKey(sort: DeskMembersQuery['sort']): SQL | undefined {
  if (sort === 'endDate') {
    return sql`left join (
        select user_id, coalesce(min(end_date) filter (where status <> ${SUBSCRIPTION_STATUSES.scheduled}), min(end_date)) as k
        from subscriptions where status in (${list(CURRENT_STATUSES)}) group by user_id
      ) k on k.user_id = u.id`;
  }
  // Each member's last visit, kept by a trigger (`member_last_visits`): an index walk by the visit, not every check-in.
  if (sort === 'lastCheckIn')
    return sql`left join (select user_id, last_at as k from member_last_visits) k on k.user_id = u.id`;
  return undefined;
}

/** The page's order: the key (members without one last, either way), then the name and id, a total order. */
function ordering(query: DeskMembersQuery, alias?: string): SQL {
  const dir = query.order === 'desc' ? sql`desc` : sql`asc`;
  const col = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  const name = sql`${col('nm')} ${dir}, ${col('id')} ${dir}`;
  return query.sort === 'name' ? name : sql`${col('k')} ${dir} nulls last, ${name}`;
}

type MemberRow = {
  id: number;
  username: string;
  full_name: string | null;
  email: string;
  phone: string | null;
  photo_image_id: number | null;
  subscription_id: number | null;
  plan_id: number | null;
  plan_name: string | null;
  status: SubscriptionStatus | null;
  start_date: string | null;
  end_date: string | null;
  last_checkin_at: Date | string | null;
};

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const toMember =
  (today: string) =>
  (r: MemberRow): DeskMember => ({
    id: r.id,
    username: r.username,
    fullName: r.full_name,
    email: r.email,
    phone: r.phone,
    photoUrl: r.photo_image_id === null ? null : imageUrl(r.photo_image_id),
    membership:
      r.subscription_id === null
        ? null
        : {
            subscriptionId: r.subscription_id,
            planId: r.plan_id as number,
            planName: r.plan_name as string,
            status: r.status as SubscriptionStatus,
            startDate: r.start_date as string,
            endDate: r.end_date as string,
            daysLeft: daysBetween(today, r.end_date as string),
          },
    lastCheckInAt: r.last_checkin_at === null ? null : new Date(r.last_checkin_at).toISOString(),
  });

/**
 * `GET /api/desk/members` (staff, admin): live member accounts, a page at a time, each with their current plan
 * (the running one, else the next scheduled one; `CURRENT_STATUSES`) and their last check-in. Sorted by name (an
 * index walk, `users_name_order_idx`), by the current plan's end date or by the last check-in; filtered by status
 * (`statusFilter`), plan and the users list's search. The current plan and last visit are looked up per member of
 * the page (`LATERAL`, one index probe each), except when the sort needs them for every member (docs/decisions/030).
 */
export async function listDeskMembers(
  ctx: AppContext,
  caller: Caller,
  query: DeskMembersQuery,
): Promise<DeskMembersPage> {
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  const where = memberFilters(query, today);
  const [page, count] = await Promise.all([
    memberRows(ctx, where, query, query.pageSize, (query.page - 1) * query.pageSize),
    selectRows<{ total: number }>(ctx.db, sql`select count(*)::int as total from users u where ${where}`),
  ]);
  const total = count[0]?.total ?? 0;
  return { items: page.map(toMember(today)), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The list's filters on the alias `u`: live members, searched, by status and plan. */
function memberFilters(query: DeskMembersQuery, today: string): SQL {
  const filters = [
    sql`u.role = 'user'`,
    sql`u.deleted_at is null`,
    query.search ? searchOn(query.search) : undefined,
    statusFilter(query.status, today),
    query.planId === undefined ? undefined : holds(CURRENT_STATUSES, sql`s.plan_id = ${query.planId}`),
  ].filter((f): f is SQL => f !== undefined);
  return sql.join(filters, sql` and `);
}

/**
 * `limit` members from `offset` in the list's order, with their details. The ids first (an index walk by name, or
 * one pass for a key), then their own details: the current plan and last visit are looked up for them only.
 */
async function memberRows(
  ctx: AppContext,
  where: SQL,
  query: DeskMembersQuery,
  limit: number,
  offset: number,
): Promise<MemberRow[]> {
  const key = sortKey(query.sort);
  return selectRows<MemberRow>(
    ctx.db,
    sql`
      with pg as (
        select u.id, lower(coalesce(u.full_name, u.username)) as nm, ${key ? sql`k.k` : sql`null::int`} as k
        from users u ${key ?? sql``}
        where ${where}
        order by ${ordering(query)}
        limit ${limit} offset ${offset}
      )
      select u.id, u.username, u.full_name, u.email, u.phone, u.photo_image_id,
        cur.id as subscription_id, cur.plan_id, p.name as plan_name, cur.status, cur.start_date, cur.end_date,
        lc.last_at as last_checkin_at
      from pg join users u on u.id = pg.id
      left join lateral (
        select s.id, s.plan_id, s.status, s.start_date::text as start_date, s.end_date::text as end_date
        from subscriptions s
        where s.user_id = u.id and s.status in (${list(CURRENT_STATUSES)})
        order by (s.status = ${SUBSCRIPTION_STATUSES.scheduled}), s.end_date, s.id
        limit 1
      ) cur on true
      left join plans p on p.id = cur.plan_id
      left join member_last_visits lc on lc.user_id = u.id
      order by ${ordering(query, 'pg')}`,
  );
}

/**
 * `GET /api/desk/members?format=csv`: every member the filters match, in the list's order, read `batchSize` at a
 * time (the list's own query, page after page), so a long export never holds them all. The order ends on the id,
 * so pages neither overlap nor skip while the members stay as they are; a member added or removed during the
 * export can shift one row across a batch's edge.
 */
export async function* allDeskMembers(
  ctx: AppContext,
  caller: Caller,
  query: DeskMembersQuery,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<DeskMember> {
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  const where = memberFilters(query, today);
  const batches = inBatches<MemberRow>(({ offset, limit }) => memberRows(ctx, where, query, limit, offset), batchSize);
  for await (const rows of batches) yield* rows.map(toMember(today));
}

/** The users list's search (name, username, e-mail, phone), on the alias `u`. */
function searchOn(search: string): SQL {
  return sql`u.id in (select id from users where ${matching(search)})`;
}
