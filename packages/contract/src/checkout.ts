import { z } from 'zod';
import {
  BILLING_MESSAGES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUS_LIST,
  type SubscriptionStatus,
} from './billing.ts';
import { idSchema } from './common.ts';

/**
 * Our own checkout (docs/decisions/022): `POST /api/checkout` holds a place and answers the provider's page, where
 * the member pays; the provider's confirmation starts the subscription or its extension.
 */
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

/** `{ planId }` buys a plan; `{ subscriptionId, extend: true }` pays the next term of a running one. */
export const checkoutRequestSchema = z.union([
  z.object({ planId: requiredId(BILLING_MESSAGES.noPlanSelected), saveCard: z.boolean().optional() }).strict(),
  z
    .object({
      subscriptionId: requiredId(BILLING_MESSAGES.subscriptionNotFound),
      extend: z.literal(true),
      saveCard: z.boolean().optional(),
    })
    .strict(),
]);
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;
export type CheckoutInput = z.output<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  checkoutUrl: z.string(),
  subscriptionId: z.number().int(),
  paymentId: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * `GET /api/checkout/{paymentId}`: where a checkout stands, for the result page and the demo checkout page. The
 * subscription's fields are null for an older client's payment that names no subscription yet.
 */
export const checkoutStateSchema = z
  .object({
    paymentId: z.number().int(),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS),
    planName: z.string().nullable(),
    durationInDays: z.number().int().nullable(),
    extend: z.boolean(),
    subscriptionId: z.number().int().nullable(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUS_LIST as [SubscriptionStatus, ...SubscriptionStatus[]]).nullable(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /** When the held place is released if nothing is paid (ISO instant); null once paid or for no hold. */
    holdExpiresAt: z.string().nullable(),
    /** The provider's reason a payment failed, in the member's words. */
    failure: z.string().nullable(),
  })
  .meta({ id: 'CheckoutState' });
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** Stripe's test cards that the demo provider takes (docs/decisions/022). */
export const DEMO_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Saved and paid now; a later charge on it fails (the renewal's failed payment). */
  failsLater: '4000000000000341',
} as const;

/** `POST /api/payments/demo/{paymentId}/pay`: a card number, spaces allowed. */
export const demoPayRequestSchema = z.object({
  cardNumber: z
    .string({ error: BILLING_MESSAGES.cardNumberInvalid })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, BILLING_MESSAGES.cardNumberInvalid)),
});
export type DemoPayRequest = z.input<typeof demoPayRequestSchema>;

export const checkoutParamsSchema = z.object({ paymentId: idSchema });

/** Shown wherever the demo provider appears: nothing real is charged. */
export const DEMO_PAYMENTS_NOTICE = 'Demo payments: no money moves';
