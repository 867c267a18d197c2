import { z } from 'zod';
import { DATE_PATTERN, idSchema, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageOf } from './common.ts';
import { formatField } from './list-format.ts';

/**
 * The audit trail (docs/decisions/023): an append-only, hash-chained log of money events, account changes and
 * settings changes, read by the admin (`GET /api/audit`) and checked end to end (`GET /api/audit/verify`).
 */

/** The families an entry belongs to, to filter by. */
export const AUDIT_KINDS = ['money', 'accounts', 'settings', 'desk'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Every action the trail records, with its family. */
export const AUDIT_ACTIONS = {
  'payment.recorded': 'money',
  'payment.refunded': 'money',
  'renewal.charged': 'money',
  'plan.priceChanged': 'money',
  'subscription.renewalStopped': 'money',
  'subscription.frozen': 'money',
  'subscription.unfrozen': 'money',
  'account.created': 'accounts',
  'account.deleted': 'accounts',
  'account.roleChanged': 'accounts',
  'settings.changed': 'settings',
  'data.exported': 'settings',
  'data.imported': 'settings',
  'desk.override': 'desk',
} as const satisfies Record<string, AuditKind>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/**
 * What the trail's screen and its CSV file call each action, family and subject, in English (the catalogues' keys:
 * each side translates them with its own).
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'payment.recorded': 'Payment recorded',
  'payment.refunded': 'Payment refunded',
  'renewal.charged': 'Renewal charged',
  'plan.priceChanged': 'Plan price changed',
  'subscription.renewalStopped': 'Renewal stopped',
  'subscription.frozen': 'Membership frozen',
  'subscription.unfrozen': 'Freeze ended',
  'account.created': 'Account created',
  'account.deleted': 'Account deleted',
  'account.roleChanged': 'Role changed',
  'settings.changed': 'Settings changed',
  'desk.override': 'Desk override',
  'data.exported': 'Data exported',
  'data.imported': 'Data imported',
};
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  money: 'Money',
  accounts: 'Accounts',
  settings: 'Settings',
  desk: 'Front desk',
};
export const AUDIT_SUBJECT_LABELS: Record<string, string> = {
  payment: 'Payment',
  plan: 'Plan',
  user: 'Account',
  subscription: 'Membership',
  settings: "The gym's settings",
  gym: "The gym's data",
};

export const AUDIT_MESSAGES = {
  kind: 'Choose money, accounts, settings or desk',
  date: 'Use the format YYYY-MM-DD',
  period: 'The end of the period must not be before its start',
} as const;

const optionalDate = z.string().regex(DATE_PATTERN, AUDIT_MESSAGES.date).optional();

/** A period of the gym's calendar days, both ends included; either may be left out. */
export const periodFields = { from: optionalDate, to: optionalDate };
export const periodRefinement = <T extends { from?: string | undefined; to?: string | undefined }>(
  query: T,
  ctx: z.RefinementCtx,
) => {
  if (query.from && query.to && query.to < query.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MESSAGES.period });
};

/**
 * `GET /api/audit`: newest first, always paged; by family, by the account that acted, by the gym's days; with
 * `format=csv` every matching entry as a CSV file.
 */
export const auditQuerySchema = z
  .object({
    kind: z.enum(AUDIT_KINDS, { error: AUDIT_MESSAGES.kind }).optional(),
    actorId: idSchema.optional(),
    ...periodFields,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    format: formatField,
  })
  .superRefine(periodRefinement);
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditParams = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    /** ISO instant. */
    at: z.string(),
    actorId: z.number().int().nullable(),
    /** The acting account's name now ("Former staff member" once deleted); null for the server itself. */
    actorName: z.string().nullable(),
    action: z.string(),
    kind: z.string(),
    subjectType: z.string(),
    subjectId: z.number().int().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    hash: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

/** `GET /api/audit/verify`: the whole chain recomputed; `brokenAt` names the first entry that does not hold. */
export const auditVerifySchema = z
  .union([
    z.object({ ok: z.literal(true), entries: z.number().int(), head: z.string() }),
    z.object({ ok: z.literal(false), entries: z.number().int(), brokenAt: z.number().int() }),
  ])
  .meta({ id: 'AuditVerification' });
export type AuditVerification = z.infer<typeof auditVerifySchema>;
