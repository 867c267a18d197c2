import { z } from 'zod';
import { DATE_PATTERN } from './common.ts';

/**
 * The owner's reports (docs/reports.md, docs/decisions/027): revenue, members and memberships ending soon. Each is
 * JSON by default and a CSV file with `format=csv`. Months are months of the gym's calendar (its time zone) and
 * money is in the gym's currency, as numbers with at most two decimals.
 */

/** The longest period a report covers, counted in calendar months touched (January to December is 12). */
export const REPORT_PERIOD_MAX_MONTHS = 24;
export const EXPIRING_DAYS_DEFAULT = 30;
export const EXPIRING_DAYS_MAX = 365;
export const REPORT_FORMATS = ['json', 'csv'] as const;

export const REPORT_MESSAGES = {
  fromRequired: 'Choose the first day of the period',
  toRequired: 'Choose the last day of the period',
  date: 'Use a real date in the format YYYY-MM-DD',
  period: 'The end of the period must not be before its start',
  tooLong: `A report covers at most ${REPORT_PERIOD_MAX_MONTHS} months`,
  days: `Choose a whole number of days from 1 to ${EXPIRING_DAYS_MAX}`,
  format: 'Choose json or csv',
} as const;

/** True for a YYYY-MM-DD that names a day that exists (no 30 February). */
export function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The calendar months from the month of `from` to the month of `to`, both included, as YYYY-MM. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const index = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let i = index(from); i <= index(to); i++)
    months.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return months;
}

/** `?format=json|csv` on every back-office list and report: JSON by default, a CSV file with `csv`. */
export const formatField = z.enum(REPORT_FORMATS, { error: REPORT_MESSAGES.format }).default('json');
const dayField = (required: string) =>
  z.string({ error: required }).min(1, required).refine(isRealDate, { message: REPORT_MESSAGES.date });

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: days of the gym's calendar, both included; `format` json or csv. */
export const reportPeriodQuerySchema = z
  .object({
    from: dayField(REPORT_MESSAGES.fromRequired),
    to: dayField(REPORT_MESSAGES.toRequired),
    format: formatField,
  })
  .superRefine((query, ctx) => {
    if (!isRealDate(query.from) || !isRealDate(query.to)) return;
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.period });
    else if (monthsOfPeriod(query.from, query.to).length > REPORT_PERIOD_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
  });
export type ReportPeriodQuery = z.output<typeof reportPeriodQuerySchema>;

/** `?days=30`: memberships ending from today to that many days ahead. */
export const expiringQuerySchema = z.object({
  days: z.coerce
    .number({ error: REPORT_MESSAGES.days })
    .int(REPORT_MESSAGES.days)
    .min(1, REPORT_MESSAGES.days)
    .max(EXPIRING_DAYS_MAX, REPORT_MESSAGES.days)
    .default(EXPIRING_DAYS_DEFAULT),
  format: formatField,
});
export type ExpiringQuery = z.output<typeof expiringQuerySchema>;

const money = z.number();
const period = { from: z.string(), to: z.string(), timeZone: z.string() };
const revenueFigures = {
  /** Payments taken (Completed, Refunded or Partly refunded). */
  payments: z.number().int(),
  /** What they were for. */
  gross: money,
  /** What has been given back on them, whenever it was given. */
  refunded: money,
  /** Gross less refunded. */
  net: money,
};

export const revenueReportSchema = z
  .object({
    ...period,
    /** Every month of the period, oldest first, months without payments as 0. */
    months: z.array(z.object({ month: z.string(), ...revenueFigures })),
    /** Each plan paid for in the period, highest net first; `planId` null for payments that name no plan. */
    plans: z.array(z.object({ planId: z.number().int().nullable(), planName: z.string(), ...revenueFigures })),
    /** Month by plan, the spreadsheet's grain (what the CSV holds). */
    monthsByPlan: z.array(
      z.object({ month: z.string(), planId: z.number().int().nullable(), planName: z.string(), ...revenueFigures }),
    ),
    total: z.object(revenueFigures),
    /** Monthly recurring revenue today: Σ price × 30 ÷ durationInDays over the running memberships. */
    mrr: z.object({ asOf: z.string(), amount: money, memberships: z.number().int() }),
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const membersMonthSchema = z.object({
  month: z.string(),
  /** Members with a running membership on the month's first day (of the period). */
  activeAtStart: z.number().int(),
  /** Members with a running membership on its last day (of the period). */
  activeAtEnd: z.number().int(),
  /** Members whose first membership began in the month. */
  new: z.number().int(),
  /** Memberships that ended by the member's choice or the gym's (renewal off, cancelled, refunded). */
  cancelled: z.number().int(),
  /** Memberships that ended because a payment failed (Suspended, or Expired after a failed payment). */
  lapsed: z.number().int(),
  /** Ended ÷ active at start, in percent with one decimal; null when no one was active at the start. */
  churnRate: z.number().nullable(),
  voluntaryChurnRate: z.number().nullable(),
  involuntaryChurnRate: z.number().nullable(),
});
export type MembersMonth = z.infer<typeof membersMonthSchema>;

export const membersReportSchema = z
  .object({ ...period, months: z.array(membersMonthSchema) })
  .meta({ id: 'MembersReport' });
export type MembersReport = z.infer<typeof membersReportSchema>;

/** Why a membership goes on: auto-renew is on, the member has already bought what follows, or neither. */
export const EXPIRING_RENEWALS = ['auto-renew', 'next-plan', 'none'] as const;
export type ExpiringRenewal = (typeof EXPIRING_RENEWALS)[number];

export const expiringItemSchema = z.object({
  subscriptionId: z.number().int(),
  memberId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** As stored (E.164); the CSV writes it in the gym's national form. */
  phone: z.string().nullable(),
  planName: z.string(),
  endDate: z.string(),
  daysLeft: z.number().int(),
  renews: z.boolean(),
  renewal: z.enum(EXPIRING_RENEWALS),
});
export type ExpiringItem = z.infer<typeof expiringItemSchema>;

export const expiringReportSchema = z
  .object({
    /** The gym's today and the last day counted. */
    from: z.string(),
    to: z.string(),
    days: z.number().int(),
    timeZone: z.string(),
    items: z.array(expiringItemSchema),
  })
  .meta({ id: 'ExpiringReport' });
export type ExpiringReport = z.infer<typeof expiringReportSchema>;
