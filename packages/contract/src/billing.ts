import { z } from 'zod';
import { hasAtMostTwoDecimals, idSchema, numberInput, pageOf, pageQuerySchema } from './common.ts';
import { addDays } from './dates.ts';
import { formatField } from './list-format.ts';
import { RENEWAL_KINDS } from './renewals.ts';

/**
 * How a payment was made (docs/decisions/022): at the front desk in cash, on the desk's card terminal or by bank
 * transfer, or online by card through a payment provider. Spec §9's 'Credit Card' was the desk form's choice; an
 * older client that still sends it records a Card terminal payment (`LEGACY_CARD_METHOD`).
 */
export const DESK_PAYMENT_METHODS = ['Cash', 'Card terminal', 'Bank Transfer'] as const;
export const ONLINE_CARD = 'Online card';
export const PAYMENT_METHODS = [...DESK_PAYMENT_METHODS, ONLINE_CARD] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: DeskPaymentMethod = 'Cash';
/** The spec's name for the card terminal, which older clients still send. */
export const LEGACY_CARD_METHOD = 'Credit Card';

/**
 * A payment's life: Pending until its provider confirms it (or staff record it at the desk), then Completed or
 * Failed; a refund makes a Completed one Refunded, or Partly refunded with its `refundedAmount`.
 */
export const PAYMENT_STATUSES = ['Pending', 'Completed', 'Failed', 'Refunded', 'Partly refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_COMPLETED: PaymentStatus = 'Completed';
export const PAYMENT_PENDING: PaymentStatus = 'Pending';
export const PAYMENT_FAILED: PaymentStatus = 'Failed';

/** Who took the money: the front desk, or an online provider (docs/decisions/022). */
export const PAYMENT_PROVIDERS = ['desk', 'stripe', 'demo'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A subscription's `status` (decisions §3, docs/decisions/022). `isActive` stays the older clients' flag: true
 * exactly while the subscription may be used (Active, Past due). `cancelled`: ended early (a deleted account,
 * docs/decisions/005, or a checkout whose hold ran out).
 */
export const SUBSCRIPTION_STATUSES = {
  scheduled: 'Scheduled',
  waitingForPayment: 'Waiting for payment',
  active: 'Active',
  frozen: 'Frozen',
  pastDue: 'Past due',
  suspended: 'Suspended',
  expired: 'Expired',
  cancelled: 'Cancelled',
} as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[keyof typeof SUBSCRIPTION_STATUSES];
export const SUBSCRIPTION_STATUS_LIST = Object.values(SUBSCRIPTION_STATUSES) as SubscriptionStatus[];
/** The states in which a subscription may be used: booking, check-in (`isActive`). */
export const USABLE_STATUSES: readonly SubscriptionStatus[] = ['Active', 'Past due'];
/** The states that take one of a plan's `maxMembers` places (decisions §3). */
export const PLACE_TAKING_STATUSES: readonly SubscriptionStatus[] = [
  'Scheduled',
  'Waiting for payment',
  'Active',
  'Frozen',
  'Past due',
];

export const PAYMENT_AMOUNT_MIN = 0;
export const PAYMENT_AMOUNT_MAX = 99_999_999.99;
export const PAYMENT_AMOUNT_STEP = 0.01;
export const PAYMENT_NOTES_MAX = 500;

/**
 * Spec §8 "Subscriptions and payment" and §5 "Payment", word for word, then the server's own messages for the
 * rules decisions §3 and §8 add (the spec has none for them).
 */
export const BILLING_MESSAGES = {
  missingPaymentInfo: 'Missing required information for payment',
  requiredFields: 'Please enter all required fields',
  noPlanSelected: 'No plan selected',
  paymentRecorded: 'Payment recorded successfully!',
  planExtended: 'Plan extended successfully!',
  extendFailed: 'Failed to extend plan',
  paymentServerError: 'Payment failed: Server error',
  paymentNotConfirmed: 'Payment failed: No success confirmation',
  subscriptionNoData: 'Failed to create subscription: No data returned',
  purchased: 'Payment and subscription successful!',
  loadFailed: 'Failed to load subscription details',
  refreshFailed: 'Failed to refresh subscription list',
  noSubscriptions: "You don't have any active subscriptions.",
  confirmDelete: 'Are you sure you want to delete this subscription?',
  deleted: 'Subscription deleted successfully!',
  deleteFailed: 'Failed to delete subscription. Please try again.',
  /** The staff area's own wording of the same two outcomes (spec §8). */
  staffDeleted: 'Delete subscription successfully',
  staffDeleteFailed: 'Can not delete subscription',

  amountInvalid: 'Amount must be a number',
  amountMin: 'Amount must be at least 0',
  amountStep: 'Amount can have at most 2 decimals',
  methodInvalid: 'Choose Cash, Card terminal or Bank Transfer',
  notesTooLong: `Notes must be at most ${PAYMENT_NOTES_MAX} characters`,
  planOrSubscription: 'A payment is for a plan or for extending a subscription, not both',
  amountNotPlanPrice: 'The amount must equal the plan price',
  membersOnly: 'Only members can hold subscriptions',
  planNotFound: 'Plan not found',
  planUnavailable: 'This plan is no longer offered',
  planFull: 'This plan is full. No places are left.',
  alreadySubscribed: 'You already have an active subscription to this plan',
  paymentNotFound: 'Payment not found',
  paymentNotYours: 'This payment belongs to another member',
  paymentNotCompleted: 'Payment not completed',
  paymentUsed: 'This payment has already been used',
  paymentOtherPlan: 'This payment is for another plan',
  paymentForExtension: 'This payment pays for an extension, not for a new subscription',
  subscriptionNotFound: 'Subscription not found',
  subscriptionEnded: 'This subscription has ended. Buy the plan again instead.',
  alreadyExtended: 'This subscription is already extended',
  extensionNotPaid: 'Pay the plan price before extending this subscription',
  /** A second payment for one extension is refused; the client switches auto-renew on to use the first. */
  extensionAlreadyPaid: 'This extension is already paid. Confirm it to extend the plan.',
  /** The back office's screens of one member's subscriptions. */
  memberHasNone: 'This member has no subscriptions.',
  autoRenewFailed: 'Could not change auto-renew. Please try again.',

  /** Online payments and checkout (docs/decisions/022). */
  paymentPendingCheckout: 'Payment started. Complete it on the checkout page.',
  onlinePaymentsOff: 'Online payments are not available. Please pay at the front desk.',
  checkoutNotFound: 'Checkout not found',
  checkoutClosed: 'This checkout is closed. Start a new one from the plans page.',
  cardDeclined: 'Your card was declined. No money was taken.',
  cardNotTest: 'Demo payments take only the test card numbers shown on this page.',
  cardNumberInvalid: 'Enter the 16-digit card number',
  holdExpired: 'The time to pay ran out and the place was released.',
  badSignature: 'The webhook signature does not match',
  refundReasonRequired: 'Give a reason for the refund',
  refundReasonTooLong: `The reason must be at most ${PAYMENT_NOTES_MAX} characters`,
  refundAmountMin: 'A refund must be more than 0',
  refundNotRefundable: 'Only a completed payment can be refunded',
  refundTooMuch: 'The refund is more than what is left of this payment',
  refunded: 'Payment refunded',
  onlineMethodDesk: 'Online card payments are taken through checkout, not recorded at the desk',
} as const;

/** An id the form may send as a string, or leave out (null and '' count as left out). */
const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), idSchema.optional());
/** A required id with its own message for every way of getting it wrong. */
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

/** Money with at most two decimals; a form may send "19.99". */
export const amountSchema = numberInput({
  required: BILLING_MESSAGES.requiredFields,
  invalid: BILLING_MESSAGES.amountInvalid,
}).pipe(
  z
    .number()
    .min(PAYMENT_AMOUNT_MIN, BILLING_MESSAGES.amountMin)
    .max(PAYMENT_AMOUNT_MAX, BILLING_MESSAGES.amountInvalid)
    .refine(hasAtMostTwoDecimals, BILLING_MESSAGES.amountStep),
);

/**
 * Required (spec §5): left out, null or empty is a missing required field. Cash is the form's preselected choice
 * (spec §9, `DEFAULT_PAYMENT_METHOD`), not something the server assumes. The spec's 'Credit Card' reads as the
 * desk's Card terminal; 'Online card' is accepted so the request can be answered with a clear 409 (it is taken
 * through checkout only).
 */
export const paymentMethodInputSchema = z.preprocess(
  (v) => (v === LEGACY_CARD_METHOD ? 'Card terminal' : v),
  z.enum(PAYMENT_METHODS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? BILLING_MESSAGES.requiredFields
        : BILLING_MESSAGES.methodInvalid,
  }),
);

export const paymentNotesSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(PAYMENT_NOTES_MAX, BILLING_MESSAGES.notesTooLong).nullable().optional(),
);

/**
 * `POST /api/payment`. A member pays for themself (`userId` is theirs or left out); admin and staff may pay for
 * a member. `planId` pays for a new subscription, `subscriptionId` for extending one (decisions §8); with
 * either, the amount must be that plan's price.
 */
export const paymentRequestSchema = z
  .object({
    userId: optionalId,
    amount: amountSchema,
    paymentMethod: paymentMethodInputSchema,
    notes: paymentNotesSchema,
    planId: optionalId,
    subscriptionId: optionalId,
  })
  .refine((p) => p.planId === undefined || p.subscriptionId === undefined, {
    path: ['subscriptionId'],
    message: BILLING_MESSAGES.planOrSubscription,
  });
export type PaymentRequest = z.input<typeof paymentRequestSchema>;
export type PaymentInput = z.output<typeof paymentRequestSchema>;

export const paymentSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    amount: z.number(),
    paymentMethod: paymentMethodSchema,
    paymentDate: z.string(),
    status: z.enum(PAYMENT_STATUSES),
    notes: z.string().nullable(),
    planId: z.number().int().nullable(),
    subscriptionId: z.number().int().nullable(),
    /** What has been given back; 0 until a refund. */
    refundedAmount: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS),
    /** The staff member or admin who recorded a desk payment; null for an online one. */
    recordedBy: z.number().int().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Decisions §6. A member's own payment is Pending and carries the provider's `checkoutUrl`, where it is paid
 * (docs/decisions/022); a desk payment is Completed and has none.
 */
export const paymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSchema,
  checkoutUrl: z.string().optional(),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what} (decisions §1)`);

/**
 * `POST /api/subscription`. The old client also sent dates, `isActive`, `status` and `autoRenew`; they are
 * accepted and ignored, because the server computes them from the plan and the gym's calendar (decisions §1).
 */
export const subscriptionRequestSchema = z.object({
  userId: optionalId,
  planId: requiredId(BILLING_MESSAGES.noPlanSelected),
  paymentId: requiredId(BILLING_MESSAGES.missingPaymentInfo),
  startDate: ignored('the start is today in the gym’s time zone'),
  endDate: ignored('the end is the start plus the plan’s duration'),
  isActive: ignored('a new subscription is active'),
  status: ignored('a new subscription is Active'),
  autoRenew: ignored('a new subscription does not renew until extended'),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;
export type SubscriptionInput = z.output<typeof subscriptionRequestSchema>;

/** A row of both subscription lists, the member's and staff's (decisions §6). Dates are YYYY-MM-DD. */
export const subscriptionRowSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    username: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    planId: z.number().int(),
    planName: z.string(),
    /**
     * The same as planName, in the spelling the original client reads (spec §3 names both). The server always
     * sends it; it is optional here only so that our own screens and their test rows need not carry it.
     */
    planname: z.string().optional(),
    planImageUrl: z.string(),
    planDescription: z.string(),
    planPrice: z.number(),
    durationInDays: z.number().int(),
    startDate: z.string(),
    endDate: z.string(),
    isActive: z.boolean(),
    status: z.enum(SUBSCRIPTION_STATUS_LIST as [SubscriptionStatus, ...SubscriptionStatus[]]),
    autoRenew: z.boolean(),
    paymentId: z.number().int().nullable(),
    paymentDate: z.string().nullable(),
    paymentAmount: z.number().nullable(),
    paymentStatus: z.string().nullable(),
    /**
     * The plan's freeze, current or coming (docs/decisions/028): its first and last day, both included; null
     * without one. Optional here only so that older test rows need not carry them; the server always sends them.
     */
    frozenFrom: z.string().nullable().optional(),
    frozenUntil: z.string().nullable().optional(),
    /** How it renews at its end (decisions §3): the next term paid, the saved card, or not. Always sent. */
    renewal: z.enum(RENEWAL_KINDS).optional(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionPageSchema = pageOf(subscriptionRowSchema);
/**
 * `GET /api/subscription` (admin, staff): the plain array without `page`, a page with it; with `format=csv` every
 * subscription the list shows, in its order, as a CSV file (the page is then ignored).
 */
export const subscriptionListQuerySchema = pageQuerySchema.extend({ format: formatField });
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuerySchema>;

/** A plain array without `?page`, a page with it (decisions §8). */
export const subscriptionListSchema = z.union([z.array(subscriptionRowSchema), subscriptionPageSchema]);

export const toggleAutoRenewRequestSchema = z.object({
  id: requiredId(BILLING_MESSAGES.subscriptionNotFound),
  autoRenew: z.boolean({ error: 'autoRenew must be true or false' }),
});
export type ToggleAutoRenewRequest = z.input<typeof toggleAutoRenewRequestSchema>;

/** The expected end of an extended subscription: one more plan duration after its end (spec §4). */
export const expectedEndDate = (row: Pick<SubscriptionRow, 'endDate' | 'durationInDays'>) =>
  addDays(row.endDate, row.durationInDays);

/**
 * `POST /api/payment/{id}/refund` (admin, docs/decisions/022): the whole of what is left of the payment, or
 * `amount` of it, through its provider, with a reason; `endSubscription` also ends what the payment bought.
 */
export const refundRequestSchema = z.object({
  amount: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    amountSchema.refine((n) => n > 0, BILLING_MESSAGES.refundAmountMin).optional(),
  ),
  reason: z
    .string({ error: BILLING_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, BILLING_MESSAGES.refundReasonRequired)
    .max(PAYMENT_NOTES_MAX, BILLING_MESSAGES.refundReasonTooLong),
  endSubscription: z.boolean().optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundInput = z.output<typeof refundRequestSchema>;
