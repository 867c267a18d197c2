import {
  AUTH_MESSAGES,
  addDays,
  BILLING_MESSAGES,
  isStaffSide,
  type Page,
  type PageQuery,
  type RenewalKind,
  SUBSCRIPTION_STATUSES,
  type SubscriptionInput,
  type SubscriptionRow,
  todayIn,
} from '@gym/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { constraintName, type Db, type Runner, sqlState } from '../../db/client.ts';
import { payments, plans, subscriptions, users } from '../../db/schema/index.ts';
import { recordsRead } from '../../lib/cache/reads.ts';
import { type AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { assertCanSeeMember, resolveMember } from '../users/member-access.ts';
import { toMoney } from './money.ts';
import {
  assertExtendable,
  checkPurchaseLocked,
  extensionPaymentFor,
  pendingExtensionPayment,
  spendPayment,
} from './purchase-rules.ts';
import { renewDue } from './renewal.ts';
import { renewalKind } from './renewal-kind.ts';

const rowColumns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  planId: subscriptions.planId,
  planName: plans.name,
  planImageUrl: plans.imageUrl,
  planDescription: plans.description,
  planPrice: plans.price,
  durationInDays: plans.durationInDays,
  startDate: subscriptions.startDate,
  endDate: subscriptions.endDate,
  isActive: subscriptions.isActive,
  status: subscriptions.status,
  autoRenew: subscriptions.autoRenew,
  paymentId: subscriptions.paymentId,
  paymentDate: payments.paymentDate,
  paymentAmount: payments.amount,
  paymentStatus: payments.status,
  frozenFrom: subscriptions.frozenFrom,
  frozenUntil: subscriptions.frozenUntil,
  renewal: renewalKind,
};

type Columns = Omit<typeof rowColumns, 'renewal'>;
type RawRow = {
  [K in keyof Columns]: Columns[K]['_']['notNull'] extends true
    ? Columns[K]['_']['data']
    : Columns[K]['_']['data'] | null;
} & { renewal: RenewalKind };

const toRow = (r: RawRow): SubscriptionRow => ({
  ...r,
  planname: r.planName,
  planPrice: toMoney(r.planPrice),
  paymentDate: r.paymentDate ? r.paymentDate.toISOString() : null,
  paymentAmount: r.paymentAmount === null ? null : toMoney(r.paymentAmount),
});

const selectRows = (db: Runner) =>
  db
    .select(rowColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(payments, eq(payments.id, subscriptions.paymentId));

export async function rowById(db: Runner, id: number): Promise<SubscriptionRow> {
  const [row] = await selectRows(db).where(eq(subscriptions.id, id));
  if (!row) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  return toRow(row as RawRow);
}

/**
 * A list in the decisions §6 row shape, active ones first and the newest first among them. Without `page` the
 * whole list as a plain array (the spec's callers), with it one page (decisions §8).
 */
const listOrder = [desc(subscriptions.isActive), desc(subscriptions.startDate), desc(subscriptions.id)];

/**
 * A checkout that was never paid (its hold released, docs/decisions/022) is no subscription a person needs to see:
 * the lists leave it out. One cancelled for a deleted account (its payment completed) stays.
 */
const listed = sql`not (${subscriptions.status} = ${SUBSCRIPTION_STATUSES.cancelled} and exists (select 1 from ${payments} where ${payments.id} = ${subscriptions.paymentId} and ${payments.status} in ('Pending', 'Failed')))`;

async function listRows(
  db: Db,
  where: SQL | undefined,
  query: PageQuery,
): Promise<SubscriptionRow[] | Page<SubscriptionRow>> {
  const ordered = selectRows(db)
    .where(and(where, listed))
    .orderBy(...listOrder);
  return listOrPage(
    query,
    ordered,
    () => countRows(db, subscriptions, and(where, listed)),
    (r) => toRow(r as RawRow),
  );
}

/** `GET /api/subscription` (admin, staff). */
export const listSubscriptions = (ctx: AppContext, query: PageQuery) => listRows(ctx.db, undefined, query);

/** How many subscriptions each query of an export reads. */
export const EXPORT_BATCH = 500;

/**
 * `GET /api/subscription?format=csv` (admin, staff): every subscription the list shows, in its order (running ones
 * first, then the latest start, then the id), read `batchSize` at a time after the last one given, so a long export
 * never holds them all. A subscription that starts running or stops during the export moves in that order, so it
 * can be given twice or not at all; one bought meanwhile is not given.
 */
export async function* allSubscriptions(db: Db, batchSize = EXPORT_BATCH): AsyncGenerator<SubscriptionRow> {
  let after: { isActive: boolean; startDate: string; id: number } | undefined;
  for (;;) {
    const rows = (await selectRows(db)
      .where(
        and(
          listed,
          after &&
            sql`(${subscriptions.isActive}, ${subscriptions.startDate}, ${subscriptions.id}) < (${after.isActive}, ${after.startDate}::date, ${after.id})`,
        ),
      )
      .orderBy(...listOrder)
      .limit(batchSize)) as RawRow[];
    yield* rows.map(toRow);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { isActive: last.isActive, startDate: last.startDate, id: last.id };
  }
}

/** `GET /api/users/{id}/subscriptions`: the member, admin, staff or a trainer of that member. */
export async function listMemberSubscriptions(ctx: AppContext, caller: Caller, memberId: number, query: PageQuery) {
  await assertCanSeeMember(ctx.db, caller, memberId);
  if (query.page === undefined) {
    return ctx.reads.get(memberSubscriptionList, memberId, caller.seen);
  }
  return listRows(ctx.db, eq(subscriptions.userId, memberId), query);
}

/** `listRows` of one member without `page`, prepared and cached: the member's own screen asks for it on every visit. */
const memberSubscriptions = preparedPerDb((db) =>
  selectRows(db)
    .where(and(eq(subscriptions.userId, sql.placeholder('memberId')), listed))
    .orderBy(...listOrder)
    .prepare('member_subscriptions'),
);

/** A member's subscriptions, cached (`lib/cache/`): `selectRows`' tables. */
const memberSubscriptionList = recordsRead({
  name: 'member-subscriptions',
  tables: ['subscriptions', 'users', 'plans', 'payments'],
  load: async ({ db }, memberId: number) => {
    const rows = await memberSubscriptions(db).execute({ memberId });
    return { value: rows.map((r) => toRow(r as RawRow)) };
  },
});

/** The unique indexes of the subscriptions table, as a person would put them. */
export function subscriptionConflict(error: unknown): AppError | undefined {
  if (sqlState(error) !== '23505') return undefined;
  const constraint = constraintName(error);
  if (constraint === 'subscriptions_active_unique') return conflict(BILLING_MESSAGES.alreadySubscribed);
  if (constraint === 'subscriptions_payment_unique') return conflict(BILLING_MESSAGES.paymentUsed);
  return undefined;
}

/**
 * `POST /api/subscription`: spends a payment on a plan, all in one transaction that starts by locking the plan's
 * row (checkPurchaseLocked), so buyers of the same plan queue. Any refusal rolls everything back.
 */
export async function createSubscription(
  ctx: AppContext,
  caller: Caller,
  input: SubscriptionInput,
): Promise<SubscriptionRow> {
  const [owner] = await ctx.db
    .select({ userId: payments.userId })
    .from(payments)
    .where(eq(payments.id, input.paymentId));
  const memberId = await resolveMember(ctx.db, caller, input.userId, { purpose: 'billing', implied: owner?.userId });
  const today = todayIn((await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);

  try {
    return await ctx.db.transaction(async (tx) => {
      const { plan, payment } = await checkPurchaseLocked(tx, memberId, input.planId, input.paymentId);
      await spendPayment(tx, payment.id);
      const [created] = await tx
        .insert(subscriptions)
        .values({
          userId: memberId,
          planId: plan.id,
          paymentId: payment.id,
          startDate: today,
          endDate: addDays(today, plan.durationInDays),
          isActive: true,
          status: SUBSCRIPTION_STATUSES.active,
          autoRenew: false,
        })
        .returning({ id: subscriptions.id });
      return rowById(tx, (created as { id: number }).id);
    });
  } catch (error) {
    throw subscriptionConflict(error) ?? error;
  }
}

/**
 * `PUT /api/subscription/toggle-auto-renew`. Turning it on is the second half of an extension (decisions §8):
 * a member needs a completed, unused payment linked to the subscription at the plan's price, or, when none is
 * linked, the recent unlinked payment the original client pays with (extensionPaymentFor), and spends it.
 * Admin and staff may switch it freely (an unused linked payment, if any, is still spent, so it cannot buy a
 * second extension; an unlinked one is left alone). Switching to the current value changes nothing and spends
 * nothing. The subscription's row is locked first, so two switches of one subscription queue.
 */
export async function toggleAutoRenew(
  ctx: AppContext,
  caller: Caller,
  input: { id: number; autoRenew: boolean },
): Promise<SubscriptionRow> {
  return ctx.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.id)).for('update');
    if (!sub) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
    const staffSide = isStaffSide(caller.role);
    if (!staffSide && sub.userId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
    if (sub.autoRenew === input.autoRenew) return rowById(tx, sub.id);

    if (input.autoRenew) {
      assertExtendable(sub);
      const [plan] = await tx.select({ price: plans.price }).from(plans).where(eq(plans.id, sub.planId));
      const payment = await extensionPaymentFor(tx, sub, (plan as { price: string }).price, !staffSide);
      if (payment) {
        await spendPayment(tx, payment.id, sub.id);
        // A next term paid now is the renewal; a saved card no longer pays it (docs/decisions/029).
        await tx.update(subscriptions).set({ renewalCardPaymentId: null }).where(eq(subscriptions.id, sub.id));
      } else if (!staffSide && (await pendingExtensionPayment(tx, sub))) {
        throw conflict(BILLING_MESSAGES.paymentNotCompleted);
      } else if (!staffSide) throw conflict(BILLING_MESSAGES.extensionNotPaid);
    }
    await tx.update(subscriptions).set({ autoRenew: input.autoRenew }).where(eq(subscriptions.id, sub.id));
    return rowById(tx, sub.id);
  });
}

/**
 * `PUT /api/subscription/{id}` (admin, staff): renews the subscription if it is due (renewal.ts), and answers it
 * either way, so renewing twice extends once.
 */
export async function renewSubscription(ctx: AppContext, id: number): Promise<SubscriptionRow> {
  await renewDue(ctx.db, todayIn((await gymConfig(ctx)).GYM_TIME_ZONE), id);
  return rowById(ctx.db, id);
}

/** `DELETE /api/subscription/{id}` (admin, staff). Its payments stay on record for the revenue figures. */
export async function deleteSubscription(ctx: AppContext, id: number) {
  const deleted = await ctx.db
    .delete(subscriptions)
    .where(eq(subscriptions.id, id))
    .returning({ id: subscriptions.id });
  if (deleted.length === 0) throw notFound(BILLING_MESSAGES.subscriptionNotFound);
  return { success: true, message: BILLING_MESSAGES.deleted };
}
