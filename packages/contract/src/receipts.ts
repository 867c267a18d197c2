import { z } from 'zod';
import { periodFields, periodRefinement } from './audit.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './billing.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageOf } from './common.ts';
import { LANGUAGES } from './languages.ts';
import { formatField } from './list-format.ts';

/**
 * Receipts and the payments list (docs/decisions/023). Every completed payment gets a receipt numbered from one
 * gap-free sequence; the member reads it under Payments, staff and the admin list every payment with filters.
 */

export const RECEIPT_MESSAGES = {
  noReceipt: 'This payment has no receipt yet: receipts are issued once a payment is completed',
  refundNotFound: 'Refund not found',
  status: 'Choose a payment state from the list',
  method: 'Choose a payment method from the list',
} as const;

/** What a receipt says, fixed when it is issued; the PDF is drawn from it in the member's language. */
export const receiptContentSchema = z.object({
  number: z.number().int(),
  /** ISO instant of the payment. */
  paidAt: z.string(),
  /** The gym's zone when the receipt was issued: the date on the receipt is the gym's. */
  timeZone: z.string(),
  gym: z.object({ name: z.string(), address: z.string(), email: z.string() }),
  billedTo: z.object({ name: z.string(), email: z.string() }),
  /** What was bought: a plan, the extension of a plan's subscription, or a payment for nothing named. */
  item: z.object({
    kind: z.enum(['plan', 'extension', 'payment']),
    planName: z.string().nullable(),
    durationInDays: z.number().int().nullable(),
  }),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  /** Percent, prices including it; null when the gym charges no tax. */
  taxRate: z.number().nullable(),
  taxAmount: z.number().nullable(),
  language: z.enum(LANGUAGES),
  /**
   * On a refund's receipt (docs/decisions/035): the payment's own receipt number and the reason given; `paidAt` is
   * then when the money was given back, `amount` how much, and `taxAmount` the tax within it.
   */
  refund: z.object({ ofReceipt: z.number().int().nullable(), reason: z.string() }).optional(),
});
export type ReceiptContent = z.infer<typeof receiptContentSchema>;

/**
 * `GET /api/payments`: every payment, newest first, by state, method and the gym's days; paged, or every matching
 * payment as a CSV file with `format=csv` (the page is then ignored).
 */
export const paymentListQuerySchema = z
  .object({
    status: z.enum(PAYMENT_STATUSES, { error: RECEIPT_MESSAGES.status }).optional(),
    method: z.enum(PAYMENT_METHODS, { error: RECEIPT_MESSAGES.method }).optional(),
    ...periodFields,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    format: formatField,
  })
  .superRefine(periodRefinement);
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
export type PaymentListParams = z.input<typeof paymentListQuerySchema>;

/** A payment as the lists show it: who paid, for what, and its receipt's number once it has one. */
export const paymentListItemSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    memberName: z.string(),
    amount: z.number(),
    /** What has been given back; 0 until a refund. */
    refundedAmount: z.number(),
    paymentMethod: z.string(),
    status: z.string(),
    /** ISO instant. */
    paymentDate: z.string(),
    planName: z.string().nullable(),
    notes: z.string().nullable(),
    receiptNumber: z.number().int().nullable(),
    /** Each refund of the payment, oldest first, with its own receipt's number. */
    refunds: z.array(
      z.object({
        id: z.number().int(),
        amount: z.number(),
        /** ISO instant. */
        refundedAt: z.string(),
        receiptNumber: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'PaymentListItem' });
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
export const paymentListPageSchema = pageOf(paymentListItemSchema);

/** `GET /api/users/{id}/payments`: a member's own payments, newest first (the member's Payments page). */
export const memberPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type MemberPaymentsQuery = z.output<typeof memberPaymentsQuerySchema>;

/** A receipt's number as printed: R-000042. */
export const receiptNumberText = (n: number) => `R-${String(n).padStart(6, '0')}`;
