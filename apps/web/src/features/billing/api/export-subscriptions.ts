import { API } from '@gym/contract';

/**
 * `GET /api/subscription?format=csv` (admin, staff): every member's subscriptions as one CSV file, in the list's
 * order (running ones first, then the latest start), every row rather than a page (docs/decisions/027).
 */
export const subscriptionsCsvPath = `${API.subscriptions.list}?format=csv`;
