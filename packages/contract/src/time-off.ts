import { z } from 'zod';
import { CONFLICT_KINDS } from './classes.ts';
import { DATE_PATTERN, idSchema } from './common.ts';
import { daysBetween } from './dates.ts';
import { formatField } from './list-format.ts';

/**
 * A trainer's time off (docs/decisions/031): a span of instants in which the trainer takes no session and no class.
 * It may be added over work already booked; the answer lists that work (`affected`) for the front desk to move or
 * cancel, and nothing is moved or cancelled by itself.
 */

/** The longest one entry may be: half a year, which covers a parental leave; a longer absence is two entries. */
export const TIME_OFF_DAYS_MAX = 183;
export const TIME_OFF_REASON_MAX = 2000;
/** The longest span one `GET …/time-off` lists. */
export const TIME_OFF_RANGE_DAYS_MAX = 366;

export const TIME_OFF_MESSAGES = {
  startRequired: 'Enter when the time off starts',
  endRequired: 'Enter when the time off ends',
  instantInvalid: 'Enter a date and a time',
  endBeforeStart: 'The time off must end after it starts',
  tooLong: `Time off can last at most ${TIME_OFF_DAYS_MAX} days; add another entry for a longer absence`,
  endInPast: 'Time off must end in the future',
  reasonTooLong: `The reason must be at most ${TIME_OFF_REASON_MAX} characters`,
  overlaps: 'The trainer already has time off during those hours',
  notFound: 'Time off not found',
  trainerNotFound: 'Trainer not found',
  notYours: 'You can only manage your own time off',
  dateInvalid: 'Use the format YYYY-MM-DD',
  rangeInvalid: 'The start of the range must not be after its end',
  rangeTooLong: `The list can cover at most ${TIME_OFF_RANGE_DAYS_MAX} days`,
  /** Booking and the free times: the trainer is away (the busy-trainer refusal's sibling). */
  trainerAway: 'The trainer is away at that time. Please choose another time or trainer.',
  deleted: 'Time off deleted',
} as const;

/** An instant as ISO 8601 with its offset (decisions §2): `2026-12-01T09:00:00Z`, `2026-12-01T10:00+01:00`. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const instant = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine((v) => ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v)), TIME_OFF_MESSAGES.instantInvalid);

const reasonField = z
  .string({ error: TIME_OFF_MESSAGES.reasonTooLong })
  .trim()
  .max(TIME_OFF_REASON_MAX, TIME_OFF_MESSAGES.reasonTooLong)
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

const DAY_MS = 86_400_000;

/** `POST /api/trainer/{trainerId}/time-off`: from `start` to `end` (instants), and why, if the trainer says. */
export const timeOffRequestSchema = z
  .object({
    start: instant(TIME_OFF_MESSAGES.startRequired),
    end: instant(TIME_OFF_MESSAGES.endRequired),
    reason: reasonField,
  })
  .refine((v) => Date.parse(v.end) > Date.parse(v.start), { path: ['end'], message: TIME_OFF_MESSAGES.endBeforeStart })
  .refine((v) => Date.parse(v.end) - Date.parse(v.start) <= TIME_OFF_DAYS_MAX * DAY_MS, {
    path: ['end'],
    message: TIME_OFF_MESSAGES.tooLong,
  });
export type TimeOffRequest = z.input<typeof timeOffRequestSchema>;
export type TimeOffInput = z.output<typeof timeOffRequestSchema>;

/**
 * The form's fields: the gym's wall clock (`YYYY-MM-DDTHH:MM`, what a date-time input gives), turned into instants in
 * the gym's zone before sending. Named as the request's fields, so the server's field errors land on them.
 */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const localDateTime = (required: string) =>
  z.string({ error: required }).min(1, required).regex(LOCAL_DATE_TIME, TIME_OFF_MESSAGES.instantInvalid);
export const timeOffFormSchema = z
  .object({
    start: localDateTime(TIME_OFF_MESSAGES.startRequired),
    end: localDateTime(TIME_OFF_MESSAGES.endRequired),
    reason: reasonField,
  })
  .refine((v) => v.end > v.start, { path: ['end'], message: TIME_OFF_MESSAGES.endBeforeStart });
export type TimeOffForm = z.input<typeof timeOffFormSchema>;

const day = z
  .string({ error: TIME_OFF_MESSAGES.dateInvalid })
  .regex(DATE_PATTERN, TIME_OFF_MESSAGES.dateInvalid)
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: TIME_OFF_MESSAGES.dateInvalid,
    },
  );

/**
 * `GET …/time-off?from=&to=`: days of the gym's calendar, both included; from today for a year when left out.
 * `format=csv`: the same entries as a CSV file.
 */
export const timeOffQuerySchema = z
  .object({ from: day.optional(), to: day.optional(), format: formatField })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: TIME_OFF_MESSAGES.rangeInvalid })
  .refine((q) => !q.from || !q.to || daysBetween(q.from, q.to) < TIME_OFF_RANGE_DAYS_MAX, {
    path: ['to'],
    message: TIME_OFF_MESSAGES.rangeTooLong,
  });
export type TimeOffQuery = z.infer<typeof timeOffQuerySchema>;

export const timeOffParamsSchema = z.object({ trainerId: idSchema });
export const timeOffEntryParamsSchema = z.object({ trainerId: idSchema, id: idSchema });

export const timeOffSchema = z
  .object({
    id: z.number().int(),
    trainerId: z.number().int(),
    start: z.string(),
    end: z.string(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TimeOff' });
export type TimeOff = z.infer<typeof timeOffSchema>;

/**
 * Booked work inside new time off: a personal session (`name` its member) or a class (`name` the class), with its
 * room and its day on the gym's calendar.
 */
export const timeOffAffectedSchema = z
  .object({
    kind: z.enum(CONFLICT_KINDS.filter((k) => k !== 'time-off') as ['session', 'class']),
    id: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
    date: z.string(),
    name: z.string(),
    roomName: z.string(),
  })
  .meta({ id: 'TimeOffAffected' });
export type TimeOffAffected = z.infer<typeof timeOffAffectedSchema>;

export const timeOffCreatedSchema = timeOffSchema.extend({ affected: z.array(timeOffAffectedSchema) });
export type TimeOffCreated = z.infer<typeof timeOffCreatedSchema>;
