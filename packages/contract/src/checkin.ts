import { z } from 'zod';
import { DATE_PATTERN, idSchema, pageOf, pageQuerySchema } from './common.ts';
import { formatField } from './list-format.ts';

/**
 * Check-in at the front desk (docs/decisions/024). A member shows a pass, a signed token the server makes: the minute
 * pass changes every minute and is accepted for two, and the day pass (kept on the member's phone for when it has no
 * network) is accepted once on its date. The desk reads it, or finds the member by name, phone or e-mail, and the
 * server answers whether the member may come in.
 */

/** A minute pass is accepted in the minute it was made and the next one. */
export const PASS_MINUTES_VALID = 2;
/** A scan queued at a desk without a network is judged at its time, if that is at most this old when it arrives. */
export const SCAN_MAX_AGE_HOURS = 24;
export const OVERRIDE_REASON_MAX = 500;
export const CHECKIN_TOKEN_MAX = 2000;

/**
 * Why the desk refuses someone: the membership rules (no running membership, or one frozen, past due or suspended)
 * and the pass's own (not one the gym made, too old, a day pass used already).
 */
export const CHECKIN_REFUSALS = [
  'no-membership',
  'frozen',
  'past-due',
  'suspended',
  'invalid-pass',
  'expired-pass',
  'day-pass-used',
] as const;
export type CheckinRefusal = (typeof CHECKIN_REFUSALS)[number];

export const CHECKIN_MESSAGES = {
  tokenOrMember: 'Scan a pass or choose a member',
  tokenTooLong: `A pass is at most ${CHECKIN_TOKEN_MAX} characters`,
  scannedAtInvalid: 'The scan time must be an instant in ISO 8601, such as 2026-03-10T09:00:00Z',
  scannedAtFuture: 'The scan time cannot be in the future',
  scannedAtTooOld: `A scan older than ${SCAN_MAX_AGE_HOURS} hours can no longer be checked`,
  overrideNeedsMember: 'Letting someone in anyway needs the member, not a pass',
  overrideReasonRequired: 'Say why you are letting them in',
  overrideReasonTooLong: `The reason must be at most ${OVERRIDE_REASON_MAX} characters`,
  dateInvalid: 'Use the format YYYY-MM-DD',
  notMember: 'Only members check in',
  passForMembers: 'Only members have a pass',
  /** The refusals, in the words the desk shows. */
  refused: {
    'no-membership': 'No running membership today',
    frozen: 'The membership is frozen',
    'past-due': 'The membership is past due',
    suspended: 'The membership is suspended',
    'invalid-pass': 'This is not a pass from this gym',
    'expired-pass': 'This pass has expired: ask the member to open My pass again',
    'day-pass-used': "Today's day pass was already used",
  } satisfies Record<CheckinRefusal, string>,
} as const;

/** `GET /api/checkin/pass`: the member's minute pass and today's day pass. */
export const checkinPassSchema = z
  .object({
    /** Shown as the QR code; made again every minute. */
    token: z.string(),
    /** When the desk stops accepting `token`. */
    expiresAt: z.iso.datetime(),
    /** Kept on the phone; shown when it has no network. Accepted once on `validOn`, the gym's date. */
    dayPass: z.object({ token: z.string(), validOn: z.string().regex(DATE_PATTERN) }),
  })
  .meta({ id: 'CheckinPass' });
export type CheckinPass = z.infer<typeof checkinPassSchema>;

const trimmedReason = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: CHECKIN_MESSAGES.overrideReasonRequired })
    .min(1, CHECKIN_MESSAGES.overrideReasonRequired)
    .max(OVERRIDE_REASON_MAX, CHECKIN_MESSAGES.overrideReasonTooLong),
);

/**
 * `POST /api/checkin`: a scanned pass (`token`) or a member found by search (`userId`), one of the two; `scannedAt`
 * when the scan waited in a desk's queue without a network; `override` with `reason` to let a member in whatever
 * the rules say (with `userId` only: the desk knows whom it lets in).
 */
export const checkinRequestSchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(1, CHECKIN_MESSAGES.tokenOrMember)
      .max(CHECKIN_TOKEN_MAX, CHECKIN_MESSAGES.tokenTooLong)
      .optional(),
    userId: idSchema.optional(),
    scannedAt: z.iso.datetime({ offset: true, error: CHECKIN_MESSAGES.scannedAtInvalid }).optional(),
    override: z.boolean().optional(),
    reason: trimmedReason.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.token === undefined) === (body.userId === undefined))
      ctx.addIssue({ code: 'custom', path: ['token'], message: CHECKIN_MESSAGES.tokenOrMember });
    if (body.override && body.userId === undefined)
      ctx.addIssue({ code: 'custom', path: ['userId'], message: CHECKIN_MESSAGES.overrideNeedsMember });
    if (body.override && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CHECKIN_MESSAGES.overrideReasonRequired });
  });
export type CheckinRequest = z.infer<typeof checkinRequestSchema>;

/** The running membership the desk shows beside the name: the plan, its last day and its state. */
export const checkinMembershipSchema = z.object({
  planName: z.string(),
  endDate: z.string(),
  status: z.string(),
});
export type CheckinMembership = z.infer<typeof checkinMembershipSchema>;

/** How the member was found: a minute pass, a day pass or the desk's search. */
export const CHECKIN_METHODS = ['pass', 'day-pass', 'search'] as const;
export type CheckinMethod = (typeof CHECKIN_METHODS)[number];

/** `POST /api/checkin` 201: the member is in. `membership` is null only when staff let in someone without one. */
export const checkinSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    userId: z.number().int(),
    fullName: z.string(),
    /** The member's photo (`/api/images/{id}`), or null: the desk shows their initials. */
    photoUrl: z.string().nullable(),
    allowed: z.literal(true),
    override: z.boolean(),
    overrideReason: z.string().nullable(),
    method: z.enum(CHECKIN_METHODS),
    membership: checkinMembershipSchema.nullable(),
  })
  .meta({ id: 'Checkin' });
export type Checkin = z.infer<typeof checkinSchema>;

/**
 * `POST /api/checkin` 409: refused, and why. A genuine pass or a member chosen by search also names the member, so
 * that the desk can show whom it refused and let them in anyway.
 */
export const checkinRefusedSchema = z
  .object({
    message: z.string(),
    reason: z.enum(CHECKIN_REFUSALS),
    member: z.object({ userId: z.number().int(), fullName: z.string(), photoUrl: z.string().nullable() }).optional(),
  })
  .meta({ id: 'CheckinRefused' });
export type CheckinRefused = z.infer<typeof checkinRefusedSchema>;

/** A check-in as the lists show it. */
export const checkinListItemSchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime(),
    userId: z.number().int(),
    fullName: z.string(),
    method: z.enum(CHECKIN_METHODS),
    override: z.boolean(),
    overrideReason: z.string().nullable(),
  })
  .meta({ id: 'CheckinListItem' });
export type CheckinListItem = z.infer<typeof checkinListItemSchema>;

/**
 * `GET /api/checkins?date=`: the day's check-ins (the gym's date; today without one), newest first; with `format=csv`
 * the same as a CSV file.
 */
export const checkinDayQuerySchema = z.object({
  date: z.string().regex(DATE_PATTERN, CHECKIN_MESSAGES.dateInvalid).optional(),
  format: formatField,
});
export const checkinDaySchema = z.array(checkinListItemSchema);

/** `GET /api/users/{id}/checkins`: a member's check-ins, newest first, a page at a time. */
export const memberCheckinsQuerySchema = pageQuerySchema;
export const checkinPageSchema = pageOf(checkinListItemSchema);
