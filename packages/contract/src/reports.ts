import { z } from 'zod';
import { DATE_PATTERN, pageQuerySchema } from './common.ts';
import { FORMAT_MESSAGE, formatField } from './list-format.ts';

/**
 * The owner's reports (docs/reports.md, docs/decisions/027): revenue, members and memberships ending soon. Each is
 * JSON by default and a CSV file with `format=csv`. Months are months of the gym's calendar (its time zone) and
 * money is in the gym's currency, as numbers with at most two decimals.
 */

/** The longest period a report covers, counted in calendar months touched (January to December is 12). */
export const REPORT_PERIOD_MAX_MONTHS = 24;
export const EXPIRING_DAYS_DEFAULT = 30;
export const EXPIRING_DAYS_MAX = 365;

export const REPORT_MESSAGES = {
  fromRequired: 'Choose the first day of the period',
  toRequired: 'Choose the last day of the period',
  date: 'Use a real date in the format YYYY-MM-DD',
  period: 'The end of the period must not be before its start',
  tooLong: `A report covers at most ${REPORT_PERIOD_MAX_MONTHS} months`,
  days: `Choose a whole number of days from 1 to ${EXPIRING_DAYS_MAX}`,
  format: FORMAT_MESSAGE,
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

const dayField = (required: string) =>
  z.string({ error: required }).min(1, required).refine(isRealDate, { message: REPORT_MESSAGES.date });

const periodFields = {
  from: dayField(REPORT_MESSAGES.fromRequired),
  to: dayField(REPORT_MESSAGES.toRequired),
  format: formatField,
};
const checkPeriod = (query: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (!isRealDate(query.from) || !isRealDate(query.to)) return;
  if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.period });
  else if (monthsOfPeriod(query.from, query.to).length > REPORT_PERIOD_MAX_MONTHS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
};

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: days of the gym's calendar, both included; `format` json or csv. */
export const reportPeriodQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type ReportPeriodQuery = z.output<typeof reportPeriodQuerySchema>;

/**
 * `?days=30`: memberships ending from today to that many days ahead. With `page` (and `pageSize`), `items` is that
 * page of them; without, all of them (decisions §8: a list is paged when asked). The counts are of all of them.
 */
export const expiringQuerySchema = pageQuerySchema.extend({
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
    /** Soonest first: every one, or the page asked for. */
    items: z.array(expiringItemSchema),
    /** How many end in those days, and how many of them renew each way. */
    total: z.number().int(),
    counts: z.object({ 'auto-renew': z.number().int(), 'next-plan': z.number().int(), none: z.number().int() }),
    /** Present when a page was asked for. */
    page: z.number().int().optional(),
    pageSize: z.number().int().optional(),
  })
  .meta({ id: 'ExpiringReport' });
export type ExpiringReport = z.infer<typeof expiringReportSchema>;

/**
 * Retention cohorts (docs/reports.md, docs/decisions/034): the members who joined in each month of the period (their
 * first membership began then) and, for each later month up to the end of the period (or this month, if earlier),
 * how many of them held a running membership on its first day.
 */
export const retentionCellSchema = z.object({
  /** Months after joining: 0 is the joining month itself (the whole cohort). */
  monthsAfter: z.number().int(),
  /** The month counted (YYYY-MM). */
  month: z.string(),
  /** Cohort members with a running membership on that month's first day; the cohort's size for month 0. */
  members: z.number().int(),
  /** members ÷ the cohort's size, in percent with one decimal; null for a cohort nobody joined. */
  percent: z.number().nullable(),
});
export type RetentionCell = z.infer<typeof retentionCellSchema>;

export const retentionCohortSchema = z.object({
  /** The month its members joined (YYYY-MM). */
  month: z.string(),
  joined: z.number().int(),
  /** Month 0 first; a cohort of the period's last counted month has month 0 alone (the triangle). */
  cells: z.array(retentionCellSchema),
});
export type RetentionCohort = z.infer<typeof retentionCohortSchema>;

export const retentionReportSchema = z
  .object({
    ...period,
    /** The last month counted: the period's last month, or this month if the period runs on past today. */
    countedTo: z.string(),
    cohorts: z.array(retentionCohortSchema),
  })
  .meta({ id: 'RetentionReport' });
export type RetentionReport = z.infer<typeof retentionReportSchema>;

/** Which table of the attendance report `format=csv` downloads. */
export const ATTENDANCE_TABLES = ['hours', 'visits', 'absent'] as const;
export type AttendanceTable = (typeof ATTENDANCE_TABLES)[number];
export const ATTENDANCE_MESSAGES = { table: 'Choose hours, visits or absent' } as const;

/** The attendance report's query: the period, and for `format=csv` which of its tables. */
export const attendanceQuerySchema = z
  .object({
    ...periodFields,
    table: z.enum(ATTENDANCE_TABLES, { error: ATTENDANCE_MESSAGES.table }).default('hours'),
  })
  .superRefine(checkPeriod);
export type AttendanceQuery = z.output<typeof attendanceQuerySchema>;

/** The thresholds of "not seen for": days since the last check-in. */
export const ABSENCE_DAYS = [14, 21, 30] as const;

/**
 * How many members not seen lately the attendance report lists, longest away first; `counts` says how many there
 * are, and `format=csv&table=absent` downloads them all.
 */
export const ABSENT_LISTED = 25;

/** Visits per member: how many days in the month a member came in, in these bands. */
export const VISIT_BANDS = ['0', '1-3', '4-7', '8-11', '12+'] as const;
export type VisitBand = (typeof VISIT_BANDS)[number];

export const attendanceHourSchema = z.object({
  /** ISO weekday of the gym's calendar: Monday 1 to Sunday 7. */
  weekday: z.number().int(),
  /** Hour of the gym's clock, 0 to 23. */
  hour: z.number().int(),
  checkins: z.number().int(),
});
export type AttendanceHour = z.infer<typeof attendanceHourSchema>;

export const visitsMonthSchema = z.object({
  month: z.string(),
  /** Members with a running membership on at least one day of the month (within the period). */
  members: z.number().int(),
  /** The days those members came in that month (two check-ins on one day are one visit). */
  visits: z.number().int(),
  /** visits ÷ members, with one decimal; null for a month without members. */
  average: z.number().nullable(),
  /** How many of those members came in 0, 1–3, 4–7, 8–11 or 12 and more days. */
  bands: z.object({
    '0': z.number().int(),
    '1-3': z.number().int(),
    '4-7': z.number().int(),
    '8-11': z.number().int(),
    '12+': z.number().int(),
  }),
});
export type VisitsMonth = z.infer<typeof visitsMonthSchema>;

export const absentMemberSchema = z.object({
  memberId: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  /** As stored (E.164); the CSV writes it in the gym's national form. */
  phone: z.string().nullable(),
  /** The gym's date of the last check-in; null when the member never checked in. */
  lastCheckIn: z.string().nullable(),
  /** Days from the last check-in (or, never seen, from the first day of membership) to today. */
  daysAway: z.number().int(),
});
export type AbsentMember = z.infer<typeof absentMemberSchema>;

export const attendanceReportSchema = z
  .object({
    ...period,
    /** Check-ins in the period, all of them. */
    checkins: z.number().int(),
    /** Check-ins by weekday and hour on the gym's clock: only the cells with any, weekday then hour. */
    hours: z.array(attendanceHourSchema),
    visits: z.array(visitsMonthSchema),
    /**
     * Today, not the period: how many members with a running membership today are away 14, 21 and 30 days or more,
     * and the longest away of them, at most `ABSENT_LISTED` (the CSV lists them all).
     */
    absent: z.object({
      asOf: z.string(),
      counts: z.object({ days14: z.number().int(), days21: z.number().int(), days30: z.number().int() }),
      members: z.array(absentMemberSchema),
    }),
  })
  .meta({ id: 'AttendanceReport' });
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

/** Which table of the classes report `format=csv` downloads. */
export const CLASS_REPORT_TABLES = ['types', 'slots', 'trainers'] as const;
export type ClassReportTable = (typeof CLASS_REPORT_TABLES)[number];
export const CLASS_REPORT_MESSAGES = { table: 'Choose types, slots or trainers' } as const;

/** The classes report's query: the period, and for `format=csv` which of its tables. */
export const classesReportQuerySchema = z
  .object({
    ...periodFields,
    table: z.enum(CLASS_REPORT_TABLES, { error: CLASS_REPORT_MESSAGES.table }).default('types'),
  })
  .superRefine(checkPeriod);
export type ClassesReportQuery = z.output<typeof classesReportQuerySchema>;

/**
 * The figures of a group of classes held (not cancelled, already ended) in the period (docs/reports.md, Classes;
 * docs/decisions/036). Rates are percentages with one decimal, null when there is nothing to divide by.
 */
export const classFiguresSchema = z.object({
  /** Classes held. */
  classes: z.number().int(),
  /** Places offered: the classes' capacities added up. */
  places: z.number().int(),
  /** Places booked when the class began (a place left after the cut-off and not taken again is not booked). */
  booked: z.number().int(),
  /** booked ÷ places. */
  fillRate: z.number().nullable(),
  /** Members still on the waitlist when the class began: wanted a place and did not get one. */
  waitlisted: z.number().int(),
  /** waitlisted ÷ classes, one decimal. */
  averageWaitlist: z.number().nullable(),
  /** Places given up after the cut-off. */
  lateCancels: z.number().int(),
  /** Classes whose register was taken: at least one member ticked as attended. */
  registered: z.number().int(),
  /** Places booked in those classes. */
  registeredBooked: z.number().int(),
  /** Booked members not ticked as attended, in classes whose register was taken. */
  noShows: z.number().int(),
  /** noShows ÷ registeredBooked. */
  noShowRate: z.number().nullable(),
});
export type ClassFigures = z.infer<typeof classFiguresSchema>;

export const classTypeRowSchema = classFiguresSchema.extend({ classTypeId: z.number().int(), name: z.string() });
export type ClassTypeRow = z.infer<typeof classTypeRowSchema>;

export const classSlotRowSchema = classFiguresSchema.extend({
  /** ISO weekday of the gym's calendar: Monday 1 to Sunday 7. */
  weekday: z.number().int(),
  /** The start on the gym's clock, HH:mm. */
  time: z.string(),
});
export type ClassSlotRow = z.infer<typeof classSlotRowSchema>;

export const trainerUtilisationSchema = z.object({
  trainerId: z.number().int(),
  fullName: z.string(),
  /** Hours of classes the trainer taught (held classes). */
  classHours: z.number(),
  /** Hours of personal sessions booked with the trainer that took place (not cancelled, already ended). */
  sessionHours: z.number(),
  /** classHours + sessionHours. */
  bookedHours: z.number(),
  /** bookedHours ÷ the report's openHours; null when the gym was not open. */
  utilisation: z.number().nullable(),
});
export type TrainerUtilisation = z.infer<typeof trainerUtilisationSchema>;

export const classesReportSchema = z
  .object({
    ...period,
    /** Classes and sessions count once they have ended, by this instant (the report's "now"). */
    asOf: z.string(),
    total: classFiguresSchema,
    /** Per class type, by name. */
    types: z.array(classTypeRowSchema),
    /** Per time slot (weekday and start on the gym's clock), Monday first, earliest first. */
    slots: z.array(classSlotRowSchema),
    /**
     * The hours the gym was open in the period up to now, under today's opening hours: the most a trainer could
     * be booked for.
     */
    openHours: z.number(),
    /** Every trainer, the most booked first. */
    trainers: z.array(trainerUtilisationSchema),
  })
  .meta({ id: 'ClassesReport' });
export type ClassesReport = z.infer<typeof classesReportSchema>;
