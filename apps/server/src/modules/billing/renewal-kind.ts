import { type RenewalKind, SUBSCRIPTION_STATUSES } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * How a subscription renews at its end (decisions §3, docs/decisions/029): auto-renew off is `none`; on with the
 * card that pays the next terms (`renewal_card_payment_id`, set when a plan bought with a saved card starts and
 * cleared when an extension is paid ahead) is `card`; on otherwise is `prepaid` (a next term already paid, or a
 * renewal switched on at the desk, which charges nobody).
 */
export const renewalKind = sql<RenewalKind>`case
  when not ${subscriptions.autoRenew} then 'none'
  when ${subscriptions.renewalCardPaymentId} is null then 'prepaid'
  else 'card' end`;

/** The states in which a plan runs (may be frozen or have its renewal stopped). */
export const RUNNING_STATUSES = [SUBSCRIPTION_STATUSES.active, SUBSCRIPTION_STATUSES.frozen] as const;
