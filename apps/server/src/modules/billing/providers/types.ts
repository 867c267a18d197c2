import type { PaymentProviderName } from '@gym/contract';

/**
 * An online payment provider (docs/decisions/022). Each one takes the member to a hosted checkout page (no card
 * data touches our server) and reports back through events, which `handleProviderEvent` applies once each.
 * A renewal charges the saved card off-session (`chargeSavedCard`, docs/decisions/029), answered at once.
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
  /**
   * Charges a card the member saved, without them (off-session), for one Pending payment. The key makes a retry
   * of the same charge (a lost answer, another instance) answer the first outcome instead of charging twice.
   */
  chargeSavedCard(input: SavedCardCharge): Promise<ChargeOutcome>;
}

export type SavedCardCharge = {
  paymentId: number;
  amountCents: number;
  currency: string;
  description: string;
  customerRef: string;
  cardRef: string;
  idempotencyKey: string;
};

/** A charge's outcome: paid (the provider's charge), or refused with the reason in the member's words. */
export type ChargeOutcome =
  | { ok: true; paymentRef: string }
  | { ok: false; failure: string; code: string | null; declineCode: string | null };

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
