import {
  AUTH_MESSAGES,
  addDays,
  BILLING_MESSAGES,
  isStaffSide,
  type Language,
  type MemberPaymentsQuery,
  PAYMENT_COMPLETED,
  type Page,
  type PaymentListItem,
  type PaymentListQuery,
  RECEIPT_MESSAGES,
  type ReceiptContent,
  receiptNumberText,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Runner, Tx } from '../../db/client.ts';
import {
  gymSettings,
  paymentRefunds,
  payments,
  plans,
  receiptCounter,
  receipts,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { countRows, EXPORT_BATCH, inBatches, pageOf } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { toCents, toMoney } from '../billing/money.ts';
import { personName } from '../users/account-scopes.ts';
import { assertCanSeeMember } from '../users/member-access.ts';
import { receiptLines, receiptMoney, renderReceiptPdf } from './receipt-pdf.ts';

/**
 * Receipts (docs/decisions/023). `issueReceipt` gives a completed payment its receipt inside the payment's own
 * transaction: the next number from `receipt_counter` (its row lock, held to the commit, hands numbers out one at a
 * time, and a rollback takes the number back with it, so the sequence has no gap), the content fixed as it is now,
 * and the member's e-mail with the PDF through the outbox (sent once, and only if the transaction commits).
 */

export type IssuedReceipt = { id: number; number: number; content: ReceiptContent };

/** Tax included in `amount` at `rate` percent, to the cent: amount − amount / (1 + rate/100). */
export function includedTax(amount: number, rate: number): number {
  const cents = toCents(amount);
  return (cents - Math.round(cents / (1 + rate / 100))) / 100;
}

const extensionPlan = alias(plans, 'extension_plan');

/**
 * Issues the receipt of a completed payment, in `tx`, and queues its e-mail (`mail: false` for payments recorded
 * without telling anyone, as demo data). A payment that has its receipt keeps it: the call answers the one it has.
 * Lock order: the payment's rows first, then `receipt_counter`, then the audit head (`appendAudit`); callers that
 * write an audit entry do so after this. After the commit, `ctx.mail.nudge()` sends the e-mail at once.
 */
export async function issueReceipt(
  tx: Tx,
  paymentId: number,
  options: { mail?: boolean } = {},
): Promise<IssuedReceipt> {
  const [existing] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.paymentId, paymentId), isNull(receipts.refundId)));
  if (existing) return { id: existing.id, number: existing.number, content: existing.content };

  const { row, settings } = await receiptSubject(tx, paymentId);
  if (row.payment.status !== PAYMENT_COMPLETED) throw new Error(`payment ${paymentId} is not completed`);
  const amount = toMoney(row.payment.amount);
  const taxRate = settings.taxRate === null ? null : Number(settings.taxRate);
  const content: ReceiptContent = {
    ...contentOf(row, settings),
    number: await nextReceiptNumber(tx),
    paidAt: row.payment.paymentDate.toISOString(),
    amount,
    taxRate,
    taxAmount: taxRate === null ? null : includedTax(amount, taxRate),
  };
  const [receipt] = await tx
    .insert(receipts)
    .values({ number: content.number, paymentId, issuedAt: new Date(), content })
    .returning({ id: receipts.id });
  if (options.mail !== false) await queueMail(tx, [await receiptMail(content)]);
  return { id: (receipt as { id: number }).id, number: content.number, content };
}

/**
 * Issues a refund's own receipt (docs/decisions/035), in the refund's transaction and the same gap-free sequence,
 * and queues the member's e-mail with its PDF. It names the payment's receipt and the reason, and the tax within
 * the money given back at the rate the payment's receipt charged. Lock order as `issueReceipt`.
 */
export async function issueRefundReceipt(tx: Tx, refundId: number): Promise<IssuedReceipt> {
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund) throw notFound(RECEIPT_MESSAGES.refundNotFound);
  const { row, settings } = await receiptSubject(tx, refund.paymentId);
  const [paid] = await tx
    .select({ number: receipts.number, content: receipts.content })
    .from(receipts)
    .where(and(eq(receipts.paymentId, refund.paymentId), isNull(receipts.refundId)));
  const amount = toMoney(refund.amount);
  const taxRate = paid ? paid.content.taxRate : settings.taxRate === null ? null : Number(settings.taxRate);
  const content: ReceiptContent = {
    ...contentOf(row, settings),
    number: await nextReceiptNumber(tx),
    paidAt: refund.createdAt.toISOString(),
    amount,
    taxRate,
    taxAmount: taxRate === null ? null : includedTax(amount, taxRate),
    refund: { ofReceipt: paid?.number ?? null, reason: refund.reason },
  };
  const [receipt] = await tx
    .insert(receipts)
    .values({ number: content.number, paymentId: refund.paymentId, refundId, issuedAt: new Date(), content })
    .returning({ id: receipts.id });
  await queueMail(tx, [await receiptMail(content)]);
  return { id: (receipt as { id: number }).id, number: content.number, content };
}

/** The payment a receipt is about, with its member, what it bought, and the gym's settings as they are now. */
async function receiptSubject(tx: Tx, paymentId: number) {
  const [row] = await tx
    .select({
      payment: payments,
      email: users.email,
      name: sql<string>`coalesce(${users.fullName}, ${users.username})`,
      language: users.language,
      planName: plans.name,
      planDays: plans.durationInDays,
      extensionName: extensionPlan.name,
      extensionDays: extensionPlan.durationInDays,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(extensionPlan, eq(extensionPlan.id, subscriptions.planId))
    .where(eq(payments.id, paymentId));
  if (!row) throw notFound(BILLING_MESSAGES.paymentNotFound);
  const [settings] = await tx.select().from(gymSettings);
  if (!settings) throw new Error('the gym has no settings');
  return { row, settings };
}

type ReceiptSubject = Awaited<ReturnType<typeof receiptSubject>>;

/** What every receipt of a payment says alike: the gym, the member, what was bought, the method and currency. */
function contentOf(
  row: ReceiptSubject['row'],
  settings: ReceiptSubject['settings'],
): Omit<ReceiptContent, 'number' | 'paidAt' | 'amount' | 'taxRate' | 'taxAmount'> {
  return {
    timeZone: settings.timeZone,
    gym: { name: settings.name, address: settings.address, email: settings.email },
    billedTo: { name: row.name, email: row.email },
    item: row.extensionName
      ? { kind: 'extension', planName: row.extensionName, durationInDays: row.extensionDays }
      : row.planName
        ? { kind: 'plan', planName: row.planName, durationInDays: row.planDays }
        : { kind: 'payment', planName: null, durationInDays: null },
    currency: settings.currency,
    method: row.payment.paymentMethod,
    language: row.language as Language,
  };
}

/** The next number of the one sequence; the counter's row lock is held to the commit. */
async function nextReceiptNumber(tx: Tx): Promise<number> {
  const [counter] = await tx
    .update(receiptCounter)
    .set({ last: sql`${receiptCounter.last} + 1` })
    .returning({ last: receiptCounter.last });
  if (!counter) throw new Error('the receipt counter is missing');
  return counter.last;
}

/** The member's e-mail: the receipt in a few lines, and the PDF attached. */
async function receiptMail(content: ReceiptContent): Promise<Mail> {
  const t = (english: string, values?: Record<string, unknown>) => translate(content.language, english, values);
  const number = receiptNumberText(content.number);
  const pdf = await renderReceiptPdf(content);
  const money = receiptMoney(content.amount, content.currency, content.language);
  const { refund } = content;
  return {
    to: content.billedTo.email,
    subject: refund
      ? t('Your refund receipt {number} from {gym}', { number, gym: content.gym.name })
      : t('Your receipt {number} from {gym}', { number, gym: content.gym.name }),
    ...letterBodies({
      gym: content.gym.name,
      language: content.language,
      greeting: t('Hello {name},', { name: content.billedTo.name }),
      intro: [
        refund
          ? t('We have refunded {amount} to you. The refund receipt is attached as a PDF.', { amount: money })
          : t('Thank you for your payment. Your receipt is attached as a PDF.'),
      ],
      details: receiptLines(content).filter(([label]) => label !== t('Billed to')),
      outro: [t('You also find every receipt under Payments in your account.')],
    }),
    attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }],
  };
}

/**
 * `GET /api/payment/{id}/receipt`: the receipt's PDF and its file name, for its member, admin and staff. Another
 * member's payment answers 404, as one that does not exist: a member learns nothing of others' payments.
 */
export async function receiptPdf(db: Db, caller: Caller, paymentId: number) {
  const [row] = await db
    .select({ userId: payments.userId, content: receipts.content })
    .from(payments)
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), isNull(receipts.refundId)))
    .where(eq(payments.id, paymentId));
  if (!row || (!isStaffSide(caller.role) && row.userId !== caller.id)) throw notFound(BILLING_MESSAGES.paymentNotFound);
  if (!row.content) throw notFound(RECEIPT_MESSAGES.noReceipt);
  return { filename: `${receiptNumberText(row.content.number)}.pdf`, pdf: await renderReceiptPdf(row.content) };
}

/** `GET /api/refunds/{id}/receipt`: a refund's receipt as a PDF, for the payment's member, admin and staff. */
export async function refundReceiptPdf(db: Db, caller: Caller, refundId: number) {
  const [row] = await db
    .select({ userId: payments.userId, content: receipts.content })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(receipts, eq(receipts.refundId, paymentRefunds.id))
    .where(eq(paymentRefunds.id, refundId));
  if (!row || (!isStaffSide(caller.role) && row.userId !== caller.id)) throw notFound(RECEIPT_MESSAGES.refundNotFound);
  return { filename: `${receiptNumberText(row.content.number)}.pdf`, pdf: await renderReceiptPdf(row.content) };
}

/** The gym's day as an instant range's start. */
const dayStart = (date: string, timeZone: string) => zonedTimeToInstant(date, '00:00', timeZone);

const listColumns = {
  id: payments.id,
  userId: payments.userId,
  memberName: personName(users),
  amount: payments.amount,
  refundedAmount: payments.refundedAmount,
  paymentMethod: payments.paymentMethod,
  status: payments.status,
  paymentDate: payments.paymentDate,
  planName: sql<string | null>`coalesce(${plans.name}, ${extensionPlan.name})`,
  notes: payments.notes,
  receiptNumber: receipts.number,
  // Few per payment, if any: one small indexed read each (payment_refunds_payment_idx, receipts_refund_unique).
  refunds: sql<{ id: number; amount: string; refundedAt: string; receiptNumber: number | null }[]>`coalesce((
    select json_agg(json_build_object(
      'id', pr.id, 'amount', pr.amount, 'refundedAt', pr.created_at, 'receiptNumber', rr.number
    ) order by pr.id)
    from ${paymentRefunds} pr left join ${receipts} rr on rr.refund_id = pr.id
    where pr.payment_id = ${payments.id}
  ), '[]'::json)`,
};
/** The payments list's select, newest first: every payment with its member, plan and receipt. */
function paymentsSelect(db: Runner, where: SQL | undefined) {
  return db
    .select({
      ...listColumns,
      // The date exactly, to the microsecond (a Date keeps milliseconds), for an export's next batch.
      cursor: sql<string>`${payments.paymentDate}::text`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(extensionPlan, eq(extensionPlan.id, subscriptions.planId))
    .leftJoin(receipts, and(eq(receipts.paymentId, payments.id), isNull(receipts.refundId)))
    .where(where)
    .orderBy(desc(payments.paymentDate), desc(payments.id));
}

type PaymentRow = Awaited<ReturnType<typeof paymentsSelect>>[number];

const toListItem = ({ cursor: _cursor, ...row }: PaymentRow): PaymentListItem => ({
  ...row,
  amount: toMoney(row.amount),
  refundedAmount: toMoney(row.refundedAmount),
  paymentDate: row.paymentDate.toISOString(),
  refunds: row.refunds.map((refund) => ({
    ...refund,
    amount: toMoney(refund.amount),
    refundedAt: new Date(refund.refundedAt).toISOString(),
  })),
});

function paymentsPage(db: Runner, where: SQL | undefined, page: { page: number; pageSize: number }) {
  return pageOf(page, paymentsSelect(db, where), () => countRows(db as Db, payments, where), toListItem);
}

/** The list's filters: state, method and a period of the gym's days. */
function paymentFilters(query: PaymentListQuery, timeZone: string): SQL | undefined {
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.paymentMethod, query.method) : undefined,
    query.from ? gte(payments.paymentDate, dayStart(query.from, timeZone)) : undefined,
    query.to ? lt(payments.paymentDate, dayStart(addDays(query.to, 1), timeZone)) : undefined,
  );
}

/** `GET /api/payments` (admin, staff): every payment, newest first, by state, method and the gym's days. */
export function listPayments(db: Db, query: PaymentListQuery, timeZone: string): Promise<Page<PaymentListItem>> {
  return paymentsPage(db, paymentFilters(query, timeZone), query);
}

/**
 * `GET /api/payments?format=csv`: every payment the filters match, newest first, read `batchSize` at a time after
 * the last one given (date, then id), so a long export never holds them all and a payment made meanwhile neither
 * shifts nor repeats a row.
 */
export async function* allPayments(
  db: Db,
  query: PaymentListQuery,
  timeZone: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<PaymentListItem> {
  const filters = paymentFilters(query, timeZone);
  const batches = inBatches<PaymentRow>(
    ({ after, limit }) =>
      paymentsSelect(
        db,
        and(
          filters,
          after && sql`(${payments.paymentDate}, ${payments.id}) < (${after.cursor}::timestamptz, ${after.id})`,
        ),
      ).limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map(toListItem);
}

/** `GET /api/users/{id}/payments`: a member's payments with their receipts; own, admin, staff. */
export async function listMemberPayments(
  db: Db,
  caller: Caller,
  memberId: number,
  query: MemberPaymentsQuery,
): Promise<Page<PaymentListItem>> {
  if (!isStaffSide(caller.role) && caller.id !== memberId) throw forbidden(AUTH_MESSAGES.forbidden);
  await assertCanSeeMember(db, caller, memberId);
  return paymentsPage(db, eq(payments.userId, memberId), query);
}
