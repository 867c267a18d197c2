import { z } from 'zod';
import {
  BILLING_MESSAGES,
  DESK_PAYMENT_METHODS,
  paymentNotesSchema,
  paymentSchema,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  subscriptionRowSchema,
} from './billing.ts';
import { idSchema, pageOf } from './common.ts';
import { formatField } from './list-format.ts';
import { SORT_ORDERS, searchQuerySchema } from './users.ts';

/**
 * The front desk (docs/decisions/030): a plan sold and paid in one step, and the members list with each member's
 * running plan and last visit.
 */

export const DESK_MESSAGES = {
  memberRequired: 'Choose a member',
  planRequired: BILLING_MESSAGES.noPlanSelected,
  notAMember: 'Plans are sold to member accounts only',
  sold: 'Plan sold and paid',
  statusInvalid: 'Filter by Active, Expiring, Scheduled, Frozen, Past due, Suspended or No plan',
  sortInvalid: 'Sort by name, endDate or lastCheckIn',
  staffCreateMembersOnly: 'Staff can create member accounts only',
} as const;

/** "Expiring in N days": an Active plan this many days or fewer before its end. */
export const EXPIRING_DAYS = 7;

const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce.number({ error: message }).int(message).positive(message),
  );

/** `POST /api/desk/sales` (staff, admin): the plan's price taken at the desk, and the plan started, in one step. */
export const deskSaleRequestSchema = z.object({
  userId: requiredId(DESK_MESSAGES.memberRequired),
  planId: requiredId(DESK_MESSAGES.planRequired),
  paymentMethod: z.preprocess(
    (v) => (v === 'Credit Card' ? 'Card terminal' : v),
    z.enum(DESK_PAYMENT_METHODS, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? BILLING_MESSAGES.requiredFields
          : BILLING_MESSAGES.methodInvalid,
    }),
  ),
  notes: paymentNotesSchema,
});
export type DeskSaleRequest = z.input<typeof deskSaleRequestSchema>;
export type DeskSaleInput = z.output<typeof deskSaleRequestSchema>;

/** The completed desk payment and the subscription it started: Active today, or Scheduled after the running one. */
export const deskSaleResponseSchema = z.object({
  message: z.string(),
  payment: paymentSchema,
  subscription: subscriptionRowSchema,
});
export type DeskSaleResponse = z.infer<typeof deskSaleResponseSchema>;

/**
 * The members list's status filter: a running subscription's status, `Expiring` (Active and within EXPIRING_DAYS of
 * its end) and `none` (no running or scheduled plan).
 */
export const MEMBER_STATUS_FILTERS = [
  SUBSCRIPTION_STATUSES.active,
  'Expiring',
  SUBSCRIPTION_STATUSES.scheduled,
  SUBSCRIPTION_STATUSES.frozen,
  SUBSCRIPTION_STATUSES.pastDue,
  SUBSCRIPTION_STATUSES.suspended,
  'none',
] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/**
 * The subscription a member's row shows: the running one (Active, Frozen, Past due, Suspended), else the next
 * Scheduled one. Expired and cancelled plans are history: such a member has No plan.
 */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = [
  SUBSCRIPTION_STATUSES.active,
  SUBSCRIPTION_STATUSES.frozen,
  SUBSCRIPTION_STATUSES.pastDue,
  SUBSCRIPTION_STATUSES.suspended,
  SUBSCRIPTION_STATUSES.scheduled,
];

export const MEMBER_SORT_FIELDS = ['name', 'endDate', 'lastCheckIn'] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];

/**
 * `GET /api/desk/members`: paged (a first page by default), filtered, searched and sorted; with `format=csv` every
 * matching member as a CSV file, in the same order (the page is then ignored).
 */
export const deskMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: searchQuerySchema,
  status: z.enum(MEMBER_STATUS_FILTERS, { error: DESK_MESSAGES.statusInvalid }).optional(),
  planId: idSchema.optional(),
  sort: z.enum(MEMBER_SORT_FIELDS, { error: DESK_MESSAGES.sortInvalid }).default('name'),
  order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).default('asc'),
  format: formatField,
});
export type DeskMembersQuery = z.output<typeof deskMembersQuerySchema>;
export type DeskMembersParams = z.input<typeof deskMembersQuerySchema>;

export const memberMembershipSchema = z.object({
  subscriptionId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  status: z.enum(CURRENT_STATUSES as [SubscriptionStatus, ...SubscriptionStatus[]]),
  startDate: z.string(),
  endDate: z.string(),
  /** Days from the gym's today to the end date (0 on the last day). */
  daysLeft: z.number().int(),
});
export type MemberMembership = z.infer<typeof memberMembershipSchema>;

export const deskMemberSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The member's photo (`/api/images/{id}`), or null. */
    photoUrl: z.string().nullable(),
    membership: memberMembershipSchema.nullable(),
    /** The last time the member was let in at the desk (an instant), or null. */
    lastCheckInAt: z.string().nullable(),
  })
  .meta({ id: 'DeskMember' });
export type DeskMember = z.infer<typeof deskMemberSchema>;

export const deskMembersPageSchema = pageOf(deskMemberSchema);
export type DeskMembersPage = z.infer<typeof deskMembersPageSchema>;

/** Whether a membership shows as "Expiring in N days" rather than its status. */
export const isExpiring = (m: Pick<MemberMembership, 'status' | 'daysLeft'>) =>
  m.status === SUBSCRIPTION_STATUSES.active && m.daysLeft >= 0 && m.daysLeft <= EXPIRING_DAYS;
