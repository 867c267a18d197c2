import { z } from 'zod';

/**
 * Renewals that charge the saved card, and what follows a failed charge (decisions §3, docs/decisions/029). A
 * subscription renewing by card is charged `renewalChargeDaysBefore` days before its end date; a failed charge is
 * tried again `renewalRetryDays` days after the first failure; from the day after the end date without a payment
 * it is Past due (still usable), after `renewalGraceDays` days Suspended (no booking, no check-in), and
 * `SUSPENDED_DAYS_BEFORE_EXPIRY` days after that Expired.
 */

/** How a subscription renews: a next term already paid (an extension), the saved card, or not at all. */
export const RENEWAL_KINDS = ['prepaid', 'card', 'none'] as const;
export type RenewalKind = (typeof RENEWAL_KINDS)[number];

export const RENEWAL_DEFAULTS = {
  chargeDaysBefore: 3,
  retryDays: [1, 3, 5] as number[],
  graceDays: 7,
} as const;

export const RENEWAL_LIMITS = {
  chargeDaysBeforeMax: 28,
  retriesMax: 6,
  retryDayMax: 30,
  graceDaysMax: 60,
} as const;

/** A suspended subscription nobody paid for is Expired this many days after its suspension began. */
export const SUSPENDED_DAYS_BEFORE_EXPIRY = 30;

export const RENEWAL_MESSAGES = {
  chargeDaysBefore: `Enter a whole number of days from 0 to ${RENEWAL_LIMITS.chargeDaysBeforeMax}`,
  retryDays: `Enter up to ${RENEWAL_LIMITS.retriesMax} days from 1 to ${RENEWAL_LIMITS.retryDayMax}, rising, separated by commas`,
  graceDays: `Enter a whole number of days from 0 to ${RENEWAL_LIMITS.graceDaysMax}`,
  linkInvalid: 'This link is not valid. Use the newest e-mail about your payment, or ask the front desk.',
  linkUsed: 'This link was already used. Use the newest e-mail about your payment, or ask the front desk.',
  nothingDue: 'Nothing is due on this subscription: its next term is paid or it has ended.',
  suspended: 'Your membership is suspended until the renewal is paid. Update your card to book again.',
} as const;

/** `POST /api/checkout/card-update`: the token from the e-mail's link. */
export const cardUpdateRequestSchema = z
  .object({
    token: z
      .string({ error: RENEWAL_MESSAGES.linkInvalid })
      .trim()
      .min(1, RENEWAL_MESSAGES.linkInvalid)
      .max(200, RENEWAL_MESSAGES.linkInvalid),
  })
  .strict();
export type CardUpdateRequest = z.input<typeof cardUpdateRequestSchema>;

const dayCount = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/** The settings of renewal charges, part of the gym's settings (`PUT /api/gym`). */
export const renewalSettingsShape = {
  renewalChargeDaysBefore: dayCount(RENEWAL_LIMITS.chargeDaysBeforeMax, RENEWAL_MESSAGES.chargeDaysBefore).default(
    RENEWAL_DEFAULTS.chargeDaysBefore,
  ),
  renewalRetryDays: z
    .array(z.number({ error: RENEWAL_MESSAGES.retryDays }).int(RENEWAL_MESSAGES.retryDays), {
      error: RENEWAL_MESSAGES.retryDays,
    })
    .max(RENEWAL_LIMITS.retriesMax, RENEWAL_MESSAGES.retryDays)
    .refine(
      (days) => days.every((d, i) => d >= 1 && d <= RENEWAL_LIMITS.retryDayMax && (i === 0 || d > (days[i - 1] ?? 0))),
      RENEWAL_MESSAGES.retryDays,
    )
    .default(RENEWAL_DEFAULTS.retryDays),
  renewalGraceDays: dayCount(RENEWAL_LIMITS.graceDaysMax, RENEWAL_MESSAGES.graceDays).default(
    RENEWAL_DEFAULTS.graceDays,
  ),
};

/** The retry days as typed on the Settings form ("1, 3, 5"); anything else is left for the rule to refuse. */
export const retryDaysOf = (text: unknown) =>
  typeof text === 'string' && /^\s*(\d+\s*(,\s*\d+\s*)*)?$/.test(text)
    ? text
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number)
    : text;
