import type { PaymentProviderName } from '@gym/contract';

/**
 * An online payment provider (docs/decisions/022). Each one takes the member to a hosted checkout page (no card
 * data touches our server) and reports back through events, which `handleProviderEvent` applies once each.
 * A later step charges a saved card off-session for renewals: it adds `chargeSavedCard({ paymentId, amountCents,
 * currency, customerRef, cardRef, idempotencyKey })` answering a completed or failed event of the same kinds.
 */
export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'desk'>;
  /** Opens the provider's hosted checkout for one Pending payment; the payment's id keys the call (idempotent). */
  startCheckout(input: CheckoutStart): Promise<{ url: string; checkoutRef: string }>;
  /**
   * Gives `amountCents` of a completed payment back to the card it came from. The key makes a retry of the same
   * refund return the first one instead of refunding twice.
   */
  refund(input: { paymentRef: string; amountCents: number; idempotencyKey: string; paymentId: number }): Promise<{
    refundRef: string;
  }>;
}

export type CheckoutStart = {
  paymentId: number;
  amountCents: number;
  /** ISO 4217, upper case (the gym's currency). */
  currency: string;
  /** What the member buys, as the provider's page shows it. */
  description: string;
  email: string;
  /** Keep the card for renewals (the member's choice; decisions §3). */
  saveCard: boolean;
  /** Where the provider sends the member back, paid or not. */
  returnUrl: string;
  /** The hold's end: the provider's page stops taking the payment then. */
  expiresAt: Date;
  /** This app's own address, for a hosted page of our own (the demo provider). */
  origin: string;
};

/** What an event means for us, whichever provider sent it. */
export type ProviderEvent = { id: string; provider: Exclude<PaymentProviderName, 'desk'>; type: string } & (
  | {
      kind: 'completed';
      paymentId: number;
      paymentRef: string | null;
      customerRef: string | null;
      cardRef: string | null;
    }
  | { kind: 'failed'; paymentId: number; failure: string }
  | { kind: 'expired'; paymentId: number }
  /** Events we do not act on: acknowledged and ignored. */
  | { kind: 'ignored' }
);
