import { randomUUID } from 'node:crypto';
import { BILLING_MESSAGES, DEMO_CARDS, DEMO_CHECKOUT_PAGE } from '@gym/contract';
import type { PaymentProvider, ProviderEvent } from './types.ts';

/**
 * The demo provider (docs/decisions/022): on only with demo data, so that a newcomer sees the whole flow without
 * an account anywhere. Its hosted checkout is a page of our own, which takes Stripe's test card numbers and
 * reports the same events Stripe would; no money moves.
 */
export const demoProvider: PaymentProvider = {
  name: 'demo',
  async startCheckout({ paymentId, origin }) {
    return { url: `${origin}${DEMO_CHECKOUT_PAGE}/${paymentId}`, checkoutRef: `demo_cs_${paymentId}` };
  },
  async refund({ idempotencyKey }) {
    return { refundRef: `demo_re_${idempotencyKey}` };
  },
  /** The saved 4000…0341 card fails every later charge, as Stripe's test card does; 4242… pays. */
  async chargeSavedCard({ paymentId, cardRef }) {
    if (cardRef === `demo_pm_${DEMO_CARDS.failsLater.slice(-4)}`) {
      return {
        ok: false,
        failure: BILLING_MESSAGES.cardDeclined,
        code: 'card_declined',
        declineCode: 'generic_decline',
      };
    }
    return { ok: true, paymentRef: `demo_pi_${paymentId}` };
  },
};

/**
 * What paying with a test card on the demo page means, as the event Stripe would send: 4242… pays, 4000…0002 is
 * declined, 4000…0341 pays and is saved but will fail when charged later. Any other number is not a demo card.
 */
export function demoCardEvent(paymentId: number, cardNumber: string, saveCard: boolean): ProviderEvent | undefined {
  const base = { id: `demo_evt_${randomUUID()}`, provider: 'demo' as const, paymentId };
  if (cardNumber === DEMO_CARDS.declined) {
    return { ...base, type: 'payment_intent.payment_failed', kind: 'failed', failure: BILLING_MESSAGES.cardDeclined };
  }
  if (cardNumber !== DEMO_CARDS.succeeds && cardNumber !== DEMO_CARDS.failsLater) return undefined;
  const save = saveCard || cardNumber === DEMO_CARDS.failsLater;
  return {
    ...base,
    type: 'checkout.session.completed',
    kind: 'completed',
    paymentRef: `demo_pi_${paymentId}`,
    customerRef: save ? `demo_cus_${paymentId}` : null,
    cardRef: save ? `demo_pm_${cardNumber.slice(-4)}` : null,
  };
}
