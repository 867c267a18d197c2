import { type Renewal, SUBSCRIPTION_STATUSES } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * How a subscription renews at its end (decisions §3), read from what exists: auto-renew off is `none`; on, with an
 * extension payment (not the one that bought it) spent in the running term, on or after its start date, is `prepaid`; on, bought with a card
 * kept for renewals, is `card`; on otherwise (switched on at the desk without a payment) counts as `prepaid`, since
 * nobody is charged for it. When the renewal charges keep their own column, this reads that column instead.
 */
export const renewalKind = sql<Renewal>`case
  when not ${subscriptions.autoRenew} then 'none'
  when exists (select 1 from payments ext where ext.subscription_id = ${subscriptions.id}
    and ext.id is distinct from ${subscriptions.paymentId} and ext.checkout_kind is distinct from 'new'
    and ext.used_at is not null and ext.status in ('Completed', 'Partly refunded')
    and ext.used_at >= ${subscriptions.startDate}::timestamp) then 'prepaid'
  when exists (select 1 from payments bought where bought.id = ${subscriptions.paymentId}
    and (bought.saved_card_ref is not null or bought.save_card)) then 'card'
  else 'prepaid' end`;

/** The states in which a plan runs (may be frozen or have its renewal stopped). */
export const RUNNING_STATUSES = [SUBSCRIPTION_STATUSES.active, SUBSCRIPTION_STATUSES.frozen] as const;
