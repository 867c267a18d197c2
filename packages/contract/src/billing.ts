import { z } from 'zod';
import { hasAtMostTwoDecimals, idSchema, numberInput, pageOf } from './common.ts';
import { addDays } from './dates.ts';

/** Spec §9: the payment methods, Cash by default. */
export const PAYMENT_METHODS = ['Cash', 'Credit Card', 'Bank Transfer'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Cash';

export const PAYMENT_STATUSES = ['Completed', 'Pending', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_COMPLETED: PaymentStatus = 'Completed';

/** A subscription's `status` text; `isActive` is the flag that counts. */
/** `cancelled`: ended early because its member's account was deleted (docs/decisions/005). */
export const SUBSCRIPTION_STATUSES = { active: 'Active', expired: 'Expired', cancelled: 'Cancelled' } as const;

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
  methodInvalid: 'Choose Cash, Credit Card or Bank Transfer',
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
  paymentNotCompleted: 'This payment is not completed',
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
 * (spec §9, `DEFAULT_PAYMENT_METHOD`), not something the server assumes.
 */
export const paymentMethodInputSchema = z.enum(PAYMENT_METHODS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? BILLING_MESSAGES.requiredFields
      : BILLING_MESSAGES.methodInvalid,
});

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
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** Decisions §6. */
export const paymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSchema,
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
    status: z.string(),
    autoRenew: z.boolean(),
    paymentId: z.number().int().nullable(),
    paymentDate: z.string().nullable(),
    paymentAmount: z.number().nullable(),
    paymentStatus: z.string().nullable(),
  })
  .meta({ id: 'Subscription' });
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionPageSchema = pageOf(subscriptionRowSchema);
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
