import { z } from 'zod';
import { DATE_PATTERN } from './common.ts';

/**
 * A membership's life (decisions §3, docs/decisions/028): stopping a renewal and freezing a plan. A freeze pauses a
 * running plan for whole days of the gym's calendar, `startDate` to `endDate` both included; the plan's end date
 * moves on by those days, and while it lasts the member neither books nor checks in.
 */

/** The freeze rules a member's own freeze keeps (the gym's settings; admin and staff are not held to them). */
export type FreezeRules = {
  /** A member's freeze starts this many days after today at the earliest (1: tomorrow). */
  noticeDays: number;
  minDays: number;
  maxDays: number;
  /** The most days of freezes a member has in one calendar year (the year a freeze starts in). */
  daysPerYear: number;
};
export const DEFAULT_FREEZE_RULES: FreezeRules = { noticeDays: 1, minDays: 7, maxDays: 30, daysPerYear: 30 };

/** What the Settings screen lets the admin set the rules to (the environment's first values keep the same bounds). */
export const FREEZE_LIMITS = { noticeDaysMax: 60, daysMax: 365, daysPerYearMax: 366 } as const;

export const FREEZE_SETTINGS_MESSAGES = {
  noticeDays: `Enter a whole number of days from 0 to ${FREEZE_LIMITS.noticeDaysMax}`,
  days: `Enter a whole number of days from 1 to ${FREEZE_LIMITS.daysMax}`,
  daysPerYear: `Enter a whole number of days from 0 to ${FREEZE_LIMITS.daysPerYearMax}`,
  maxBelowMin: 'The longest freeze must not be shorter than the shortest',
} as const;

const daysField = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** The freeze rules as part of the gym's settings (`PUT /api/gym`); left out, the defaults. */
export const freezeSettingsShape = {
  freezeNoticeDays: daysField(0, FREEZE_LIMITS.noticeDaysMax, FREEZE_SETTINGS_MESSAGES.noticeDays).default(
    DEFAULT_FREEZE_RULES.noticeDays,
  ),
  freezeMinDays: daysField(1, FREEZE_LIMITS.daysMax, FREEZE_SETTINGS_MESSAGES.days).default(
    DEFAULT_FREEZE_RULES.minDays,
  ),
  freezeMaxDays: daysField(1, FREEZE_LIMITS.daysMax, FREEZE_SETTINGS_MESSAGES.days).default(
    DEFAULT_FREEZE_RULES.maxDays,
  ),
  freezeDaysPerYear: daysField(0, FREEZE_LIMITS.daysPerYearMax, FREEZE_SETTINGS_MESSAGES.daysPerYear).default(
    DEFAULT_FREEZE_RULES.daysPerYear,
  ),
};
export const FREEZE_REASON_MAX = 500;

export const freezeRulesSchema = z
  .object({
    noticeDays: z.number().int(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
    daysPerYear: z.number().int(),
  })
  .meta({ id: 'FreezeRules' });

export const FREEZE_MESSAGES = {
  date: 'Use the format YYYY-MM-DD',
  startRequired: 'Choose the first day of the freeze',
  endRequired: 'Choose the last day of the freeze',
  endBeforeStart: 'The last day of the freeze must not be before its first day',
  reasonTooLong: `The reason must be at most ${FREEZE_REASON_MAX} characters`,
  startInPast: 'A freeze cannot start in the past',
  notRunning: 'Only a running plan can be frozen',
  alreadyFrozen: 'This plan already has a freeze. End it before planning another.',
  notFrozen: 'This plan has no freeze to end',
  outsideTerm: 'A freeze must start within the plan’s dates',
  bookingsInFreeze: 'The freeze covers bookings of yours. Freeze anyway to cancel them.',
  memberBookingsInFreeze: 'The freeze covers bookings of this member. Freeze anyway to cancel them.',
  sessionFrozen: 'The membership is frozen on the session date.',
  classFrozen: 'The membership is frozen on the day of the class.',
  nextTermPaid: 'The next term is already paid; the front desk can refund it',
  renewalEnded: 'This plan has ended; there is no renewal to stop',
  /** Templates: the rule's numbers come from the gym's settings. */
  startTooSoon: (earliest: string) => `A freeze can start on ${earliest} at the earliest`,
  tooShort: (min: number) => `A freeze lasts at least ${min} days`,
  tooLong: (max: number) => `A freeze lasts at most ${max} days`,
  yearUsedUp: (max: number, left: number, year: string) =>
    `At most ${max} days of freezes a year: ${left} left for ${year}`,
} as const;

const dateField = (required: string) =>
  z.string({ error: required }).min(1, required).regex(DATE_PATTERN, FREEZE_MESSAGES.date);

const reasonField = z
  .string()
  .trim()
  .max(FREEZE_REASON_MAX, FREEZE_MESSAGES.reasonTooLong)
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

/** `POST /api/subscription/{id}/freeze`. `confirm: true` cancels the bookings inside the freeze (the 409 lists them). */
export const freezeRequestSchema = z
  .object({
    startDate: dateField(FREEZE_MESSAGES.startRequired),
    endDate: dateField(FREEZE_MESSAGES.endRequired),
    reason: reasonField,
    confirm: z.boolean().optional(),
  })
  .refine((f) => f.endDate >= f.startDate, { path: ['endDate'], message: FREEZE_MESSAGES.endBeforeStart });
export type FreezeRequest = z.input<typeof freezeRequestSchema>;
export type FreezeInput = z.output<typeof freezeRequestSchema>;

/** `POST /api/subscription/{id}/cancel-renewal`: why, if the member wants to say. */
export const cancelRenewalRequestSchema = z.object({ reason: reasonField }).optional();
export type CancelRenewalRequest = z.input<typeof cancelRenewalRequestSchema>;

/** A booking inside a freeze, as the 409 lists it: a personal session or a place in a group class. */
export const frozenBookingSchema = z.object({
  kind: z.enum(['session', 'class']),
  id: z.number().int(),
  /** The class's name, or the session's trainer. */
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type FrozenBooking = z.infer<typeof frozenBookingSchema>;
/** The 409 of a freeze over bookings: the usual error body plus the bookings, by start time. */
export const freezeConflictSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  bookings: z.array(frozenBookingSchema),
});
export type FreezeConflict = z.infer<typeof freezeConflictSchema>;

/** Days from `startDate` to `endDate`, both included. */
export const freezeDays = (startDate: string, endDate: string) =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
