/**
 * Moved to `modules/billing/renewal.ts`. This re-export stays only while `db/seed/demo-membership.test.ts`
 * (being rewritten on another branch) still imports from here; delete this folder once it imports
 * `../../modules/billing/renewal.ts`.
 */
export { renewDueSubscriptions } from '../billing/renewal.ts';
