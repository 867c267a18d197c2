import type { SubscriptionRow } from '@gym/contract';

/** The states of a plan that holds the member's running membership (decisions §3): a new one queues after it. */
const RUNNING: readonly SubscriptionRow['status'][] = ['Scheduled', 'Active', 'Frozen', 'Past due'];

/**
 * The member's plan that runs longest from `today`, if any: a plan bought now starts the day after it ends, as the
 * server schedules it (docs/decisions/022).
 */
export function runningUntil(rows: readonly SubscriptionRow[], today: string): SubscriptionRow | null {
  let last: SubscriptionRow | null = null;
  for (const row of rows) {
    if (!RUNNING.includes(row.status) || row.endDate < today) continue;
    if (!last || row.endDate > last.endDate) last = row;
  }
  return last;
}
