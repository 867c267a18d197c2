import { z } from 'zod';
import { idSchema, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, pageOf } from './common.ts';
import { formatField } from './list-format.ts';
import { isRealDate } from './reports.ts';

/**
 * At-risk members (docs/reports.md, docs/decisions/039): members with a running membership today, scored by a few
 * visible rules. Every rule and its points live here, in one place: the server scores with them, the screen prints
 * them as the report's legend, and docs/reports.md lists the same numbers. No rule reads anything but the member's
 * own check-ins, memberships and payments.
 */
export const AT_RISK_RULES = {
  /** Days since the last check-in (or, never seen, since the first day of membership): the highest step reached. */
  notSeen: {
    steps: [
      { days: 30, points: 40 },
      { days: 21, points: 30 },
      { days: 14, points: 20 },
    ],
  },
  /** Auto-renew is off on a running plan and no plan is bought to follow it. */
  renewalStopped: { points: 25 },
  /** A payment of the member's failed (a declined card, a renewal charge refused) in the last `days` days. */
  failedPayment: { points: 30, days: 30 },
  /**
   * Visits (days with a check-in) in the last `recentDays` days under `ratio` × the member's own average for that
   * many days over the `baselineDays` before; only for members who joined at least `recentDays + baselineDays` days
   * ago and came at least `minBaselineVisits` days in the baseline, so a newcomer or an occasional visitor is not
   * flagged for a pattern they never had.
   */
  visitsFalling: { points: 20, recentDays: 28, baselineDays: 84, ratio: 0.5, minBaselineVisits: 6 },
} as const;

export const AT_RISK_RULE_NAMES = ['notSeen', 'renewalStopped', 'failedPayment', 'visitsFalling'] as const;
export type AtRiskRule = (typeof AT_RISK_RULE_NAMES)[number];

/** The points a member away `days` days gets from `notSeen` (0 under the lowest step). */
export function notSeenPoints(days: number): number {
  return AT_RISK_RULES.notSeen.steps.find((step) => days >= step.days)?.points ?? 0;
}

/** The longest a snooze may last, in days from today. */
export const AT_RISK_SNOOZE_MAX_DAYS = 180;
export const AT_RISK_NOTE_MAX = 500;

export const AT_RISK_MESSAGES = {
  until: 'Choose the day the member comes back on the list (YYYY-MM-DD)',
  untilPast: 'Choose a day after today',
  untilFar: `A snooze lasts at most ${AT_RISK_SNOOZE_MAX_DAYS} days`,
  note: `Keep the note under ${AT_RISK_NOTE_MAX} characters`,
  notFound: 'No member with this id',
} as const;

/** `GET /api/reports/at-risk`: always paged, highest score first; `format=csv` downloads every row. */
export const atRiskQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  format: formatField,
});
export type AtRiskQuery = z.output<typeof atRiskQuerySchema>;
export type AtRiskParams = z.input<typeof atRiskQuerySchema>;

export const atRiskMemberParamsSchema = z.object({ userId: idSchema });

const noteField = z
  .string()
  .trim()
  .max(AT_RISK_NOTE_MAX, AT_RISK_MESSAGES.note)
  .optional()
  .transform((note) => note || null);

/** `POST /api/reports/at-risk/{userId}/contacted`. */
export const atRiskContactedSchema = z.object({ note: noteField }).default({ note: null });
export type AtRiskContactedRequest = z.input<typeof atRiskContactedSchema>;

/** `POST /api/reports/at-risk/{userId}/snooze`: off the list until `until` (the member is back on it that day). */
export const atRiskSnoozeSchema = z.object({
  until: z.string({ error: AT_RISK_MESSAGES.until }).refine(isRealDate, { message: AT_RISK_MESSAGES.until }),
  note: noteField,
});
export type AtRiskSnoozeRequest = z.input<typeof atRiskSnoozeSchema>;

export const AT_RISK_ACTIONS = ['contacted', 'snoozed'] as const;
export type AtRiskAction = (typeof AT_RISK_ACTIONS)[number];

export const atRiskActionSchema = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    action: z.enum(AT_RISK_ACTIONS),
    note: z.string().nullable(),
    /** For a snooze: the day the member is back on the list. */
    until: z.string().nullable(),
    /** Who recorded it; null when their account is gone. */
    by: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
    at: z.string(),
  })
  .meta({ id: 'AtRiskAction' });
export type AtRiskActionRecord = z.infer<typeof atRiskActionSchema>;

export const atRiskReasonSchema = z.object({
  rule: z.enum(AT_RISK_RULE_NAMES),
  points: z.number().int(),
  /** The reason in words, in the caller's language. */
  text: z.string(),
});
export type AtRiskReason = z.infer<typeof atRiskReasonSchema>;

export const atRiskMemberSchema = z.object({
  memberId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** As stored (E.164); the CSV writes it in the gym's national form. */
  phone: z.string().nullable(),
  /** The sum of the reasons' points. */
  score: z.number().int(),
  reasons: z.array(atRiskReasonSchema),
  /** The gym's date of the last check-in; null when the member never checked in. */
  lastCheckIn: z.string().nullable(),
  /** The latest "contacted" recorded for the member, if any. */
  lastContact: atRiskActionSchema.nullable(),
});
export type AtRiskMember = z.infer<typeof atRiskMemberSchema>;

export const atRiskReportSchema = pageOf(atRiskMemberSchema)
  .extend({ asOf: z.string(), timeZone: z.string() })
  .meta({ id: 'AtRiskReport' });
export type AtRiskReport = z.infer<typeof atRiskReportSchema>;
