import { BILLING_MESSAGES } from '@gym/contract';
import Stripe from 'stripe';
import type { PaymentProvider, ProviderEvent } from './types.ts';

/** What the Stripe provider needs from the configuration (`config.ts`). */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** The API's address; left out, Stripe's own. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
};

/**
 * Stripe (docs/decisions/022), through its official SDK: Stripe Checkout's hosted page takes the card, a
 * webhook tells us the outcome. The payment's id travels as the session's and the charge's metadata.
 */
export function createStripeProvider(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'gym-app' },
  });

  const provider: PaymentProvider & {
    readEvent(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
  } = {
    name: 'stripe',

    async startCheckout(input) {
      const paymentId = String(input.paymentId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          customer_email: input.email,
          client_reference_id: paymentId,
          metadata: { paymentId },
          payment_intent_data: {
            metadata: { paymentId },
            ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
          },
          ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
          success_url: input.returnUrl,
          cancel_url: input.returnUrl,
          // Stripe takes 30 minutes to 24 hours; the hold's own length is kept within that (config.ts).
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        // One session per payment, whatever retried: the SDK's retries and ours reuse the key.
        { idempotencyKey: `checkout-${paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { url: session.url, checkoutRef: session.id };
    },

    async refund({ paymentRef, amountCents, idempotencyKey, paymentId }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountCents, metadata: { paymentId: String(paymentId) } },
        { idempotencyKey },
      );
      return { refundRef: refund.id };
    },

    /**
     * A renewal: a PaymentIntent on the saved customer and card, confirmed at once without the member
     * (`off_session`). A decline answers 402 with a `card_error` (the SDK throws `StripeCardError`): a refusal, not a
     * failure of ours. Any other error (network, Stripe down) is thrown, and the charge is tried again later with the
     * same key.
     */
    async chargeSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.cardRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { paymentId: String(input.paymentId) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') return { ok: true, paymentRef: intent.id };
        // `requires_action` and the like: the bank wants the member present (3-D Secure).
        return { ok: false, failure: BILLING_MESSAGES.cardDeclined, code: intent.status, declineCode: null };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            ok: false,
            failure: BILLING_MESSAGES.cardDeclined,
            code: error.code ?? null,
            declineCode: error.decline_code ?? null,
          };
        }
        throw error;
      }
    },

    /**
     * The webhook's event, its signature checked against STRIPE_WEBHOOK_SECRET (a bad one throws
     * `StripeSignatureVerificationError`), in our terms. A completed session that saved the card reads the card
     * from its PaymentIntent.
     */
    async readEvent(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      const base = { id: event.id, provider: 'stripe' as const, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const paymentId = paymentIdOf(session.metadata);
          // A delayed method (a bank debit) completes the session unpaid; its async event says how it ended.
          if (paymentId === undefined || session.payment_status !== 'paid') return { ...base, kind: 'ignored' };
          const intentId = idOf(session.payment_intent);
          let cardRef: string | null = null;
          if (intentId && session.customer) {
            const intent = await stripe.paymentIntents.retrieve(intentId);
            if (intent.setup_future_usage) cardRef = idOf(intent.payment_method);
          }
          return {
            ...base,
            kind: 'completed',
            paymentId,
            paymentRef: intentId,
            customerRef: cardRef ? idOf(session.customer) : null,
            cardRef,
          };
        }
        case 'checkout.session.async_payment_failed': {
          const paymentId = paymentIdOf(event.data.object.metadata);
          if (paymentId === undefined) return { ...base, kind: 'ignored' };
          return { ...base, kind: 'failed', paymentId, failure: BILLING_MESSAGES.cardDeclined };
        }
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          const paymentId = paymentIdOf(intent.metadata);
          if (paymentId === undefined) return { ...base, kind: 'ignored' };
          const declined = intent.last_payment_error?.code === 'card_declined';
          const failure = declined
            ? BILLING_MESSAGES.cardDeclined
            : (intent.last_payment_error?.message ?? BILLING_MESSAGES.cardDeclined);
          return { ...base, kind: 'failed', paymentId, failure };
        }
        case 'checkout.session.expired': {
          const paymentId = paymentIdOf(event.data.object.metadata);
          if (paymentId === undefined) return { ...base, kind: 'ignored' };
          return { ...base, kind: 'expired', paymentId };
        }
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
  return provider;
}
export type StripeProvider = ReturnType<typeof createStripeProvider>;

/** Our payment's id from an object's metadata; another application's objects on the same account have none. */
function paymentIdOf(metadata: Record<string, string> | null | undefined): number | undefined {
  const id = Number(metadata?.paymentId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** An expandable field's id, whether Stripe sent the id or the object. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

export const isSignatureError = (error: unknown) => error instanceof Stripe.errors.StripeSignatureVerificationError;
