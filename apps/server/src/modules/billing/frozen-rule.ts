import { sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * The Frozen rule as the booking and the door ask it (docs/decisions/028): a subscription is frozen on a gym date
 * within its freeze, `frozen_from` to `frozen_until` both included. Read from the dates, never from the status, so
 * the answer does not wait for the daily job.
 */
export const frozenOn = (date: string) =>
  sql<boolean>`coalesce(${subscriptions.frozenFrom} <= ${date} and ${subscriptions.frozenUntil} >= ${date}, false)`;
