import { z } from 'zod';
import { DATE_PATTERN, idSchema } from './common.ts';
import { daysBetween } from './dates.ts';
import { formatField } from './list-format.ts';
import { TIME_PATTERN } from './sessions.ts';

/**
 * Group classes (docs/decisions/025): class types, weekly schedules that make dated class sessions, a place in a
 * class or on its waitlist. Times travel as the gym's clock (`HH:mm`) on the way in and as instants on the way out,
 * as personal sessions do.
 */

export const CLASS_LEVELS = ['All levels', 'Beginner', 'Intermediate', 'Advanced'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];
export const CLASS_NAME_MAX = 100;
export const CLASS_DESCRIPTION_MAX = 2000;
export const CLASS_MINUTES_MIN = 15;
export const CLASS_MINUTES_MAX = 240;
export const CLASS_CAPACITY_MAX = 500;
/** The longest timetable one `GET /api/classes` answers. */
export const CLASS_RANGE_DAYS_MAX = 62;
/** The longest series one schedule makes: a year. */
export const CLASS_SERIES_DAYS_MAX = 366;

export const CLASS_MESSAGES = {
  nameRequired: 'Class name is required',
  nameTooLong: `Class name must be at most ${CLASS_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CLASS_DESCRIPTION_MAX} characters`,
  levelInvalid: 'Choose a level from the list',
  minutesInvalid: `A class lasts from ${CLASS_MINUTES_MIN} to ${CLASS_MINUTES_MAX} minutes`,
  capacityInvalid: `A class holds from 1 to ${CLASS_CAPACITY_MAX} people`,
  weekdaysRequired: 'Choose at least one weekday',
  timeInvalid: 'Enter the start time as HH:MM',
  dateInvalid: 'Use the format YYYY-MM-DD',
  rangeInvalid: 'The start of the range must not be after its end',
  rangeTooLong: `The timetable can cover at most ${CLASS_RANGE_DAYS_MAX} days`,
  seriesTooLong: `A series can run for at most ${CLASS_SERIES_DAYS_MAX} days`,
  typeOrName: 'Choose a class type or give a new class name',
  typeNotFound: 'Class type not found',
  typeTaken: 'A class type with this name already exists',
  notFound: 'Class not found',
  trainerNotFound: 'Trainer not found',
  roomNotFound: 'Room not found',
  roomInactive: 'This room is not open for classes. Please choose another room.',
  roomTooSmall: (places: number) => `This room has ${places} places; the class cannot hold more people than that.`,
  noDates: 'The series has no class on the chosen weekdays between these dates.',
  inPast: 'A class cannot start in the past',
  outsideHours: 'A class must start and end inside the opening hours of its day.',
  conflicts: 'The class would clash with sessions or classes already booked. Change the time, trainer or room.',
  nothingToChange: 'Change at least one of the time, trainer, room or capacity',
  capacityBelowBooked: (booked: number) => `${booked} places are already booked; the capacity cannot be lower.`,
  cancelled: 'This class has been cancelled',
  started: 'This class has already started',
  alreadyCancelled: 'This class has already been cancelled',
  alreadyBooked: 'You already have a place in this class',
  alreadyWaitlisted: 'You are already on the waitlist for this class',
  memberAlreadyBooked: 'The member already has a place in this class',
  memberAlreadyWaitlisted: 'The member is already on the waitlist for this class',
  noEligiblePlan: 'A plan that includes group classes and runs on the day of the class is needed to book it.',
  notBooked: 'You have no place in this class',
  memberNotBooked: 'The member has no place in this class',
  notYourClass: 'You can only see the rosters of your own classes',
  notYourClassAttendance: 'You can only record attendance for your own classes',
  /** Attendance is a fact about a class that has happened: from its day (gym's zone) on, as for personal sessions. */
  attendanceTooEarly: 'Attendance can be recorded from the day of the class',
  attendanceRequired: 'Say whether the member attended',
  memberRequired: 'Choose the member',
  trainerBusy: 'The trainer already has a session or class at that time.',
  roomHeldByClass: 'A class has the room at that time. Please choose another room or time.',
} as const;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v);
const isCalendarDate = (d: string) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};
const day = z
  .string({ error: CLASS_MESSAGES.dateInvalid })
  .regex(DATE_PATTERN, CLASS_MESSAGES.dateInvalid)
  .refine(isCalendarDate, CLASS_MESSAGES.dateInvalid);
const clock = z.string({ error: CLASS_MESSAGES.timeInvalid }).regex(TIME_PATTERN, CLASS_MESSAGES.timeInvalid);
/** Forms send numbers as text: "45" is 45. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
const minutes = wholeNumber(CLASS_MINUTES_MIN, CLASS_MINUTES_MAX, CLASS_MESSAGES.minutesInvalid);
const capacity = wholeNumber(1, CLASS_CAPACITY_MAX, CLASS_MESSAGES.capacityInvalid);
const className = z.preprocess(
  trimmed,
  z
    .string({ error: CLASS_MESSAGES.nameRequired })
    .min(1, CLASS_MESSAGES.nameRequired)
    .max(CLASS_NAME_MAX, CLASS_MESSAGES.nameTooLong),
);

/** `POST /api/classes/types`, `PUT /api/classes/types/{id}`: the whole type. */
export const classTypeInputSchema = z.object({
  name: className,
  description: z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z.string().max(CLASS_DESCRIPTION_MAX, CLASS_MESSAGES.descriptionTooLong),
  ),
  level: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'All levels' : v),
    z.enum(CLASS_LEVELS, { error: CLASS_MESSAGES.levelInvalid }),
  ),
  durationMinutes: minutes,
  defaultCapacity: capacity,
});
export type ClassTypeInput = z.output<typeof classTypeInputSchema>;
export type ClassTypeForm = z.input<typeof classTypeInputSchema>;

export const classTypeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    level: z.enum(CLASS_LEVELS),
    durationMinutes: z.number().int(),
    defaultCapacity: z.number().int(),
  })
  .meta({ id: 'ClassType' });
export type ClassType = z.infer<typeof classTypeSchema>;

/**
 * `POST /api/classes/schedule`: a weekly series. `classTypeId`, or `name` (the type of that name, made when there is
 * none); weekdays ISO, Monday 1; `startTime` on the gym's clock; from `fromDate` to `toDate`, both included.
 */
export const classScheduleRequestSchema = z
  .object({
    // A form's empty select or field is "not given".
    classTypeId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional()),
    name: z.preprocess((v) => (v === '' || v === null ? undefined : v), className.optional()),
    trainerId: idSchema,
    roomId: idSchema,
    capacity,
    // A form's checkboxes give the weekdays as text, or false when none is ticked.
    weekdays: z.preprocess(
      (v) =>
        v === false || v === undefined
          ? []
          : Array.isArray(v)
            ? v.map((d) => (typeof d === 'string' ? Number(d) : d))
            : v,
      z
        .array(z.number({ error: CLASS_MESSAGES.weekdaysRequired }).int().min(1).max(7), {
          error: CLASS_MESSAGES.weekdaysRequired,
        })
        .min(1, CLASS_MESSAGES.weekdaysRequired)
        .max(7),
    ),
    startTime: clock,
    durationMinutes: minutes,
    fromDate: day,
    toDate: day,
  })
  .refine((v) => v.classTypeId !== undefined || v.name !== undefined, {
    path: ['classTypeId'],
    message: CLASS_MESSAGES.typeOrName,
  })
  .refine((v) => v.fromDate <= v.toDate, { path: ['toDate'], message: CLASS_MESSAGES.rangeInvalid })
  .refine((v) => daysBetween(v.fromDate, v.toDate) < CLASS_SERIES_DAYS_MAX, {
    path: ['toDate'],
    message: CLASS_MESSAGES.seriesTooLong,
  });
export type ClassScheduleRequest = z.input<typeof classScheduleRequestSchema>;
export type ClassScheduleInput = z.output<typeof classScheduleRequestSchema>;

export const classScheduleQuerySchema = z.object({
  dryRun: z.preprocess((v) => v === 'true' || v === true || v === '1', z.boolean()).optional(),
});

/** What stands in the way of a class: a booked personal session or another class. */
export const CONFLICT_KINDS = ['session', 'class', 'time-off'] as const;
export const classConflictSchema = z
  .object({ kind: z.enum(CONFLICT_KINDS), id: z.number().int(), startTime: z.string(), endTime: z.string() })
  .meta({ id: 'ClassConflict' });
export type ClassConflict = z.infer<typeof classConflictSchema>;

export const classScheduleCreatedSchema = z.object({ id: z.number().int(), classSessions: z.number().int() });
export const classScheduleDryRunSchema = z.object({
  classSessions: z.number().int(),
  conflicts: z.array(classConflictSchema),
});
export type ClassScheduleDryRun = z.infer<typeof classScheduleDryRunSchema>;
export const classConflictResponseSchema = z.object({
  message: z.string(),
  conflicts: z.array(classConflictSchema),
});

const rangeInvalid = { path: ['to'], message: CLASS_MESSAGES.rangeInvalid };
const rangeTooLong = { path: ['to'], message: CLASS_MESSAGES.rangeTooLong };
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const notTooLong = (q: { from: string; to: string }) => daysBetween(q.from, q.to) < CLASS_RANGE_DAYS_MAX;

/** `GET /api/classes/mine?from=&to=`: days on the gym's calendar, both included, at most CLASS_RANGE_DAYS_MAX. */
export const classesQuerySchema = z
  .object({ from: day, to: day })
  .refine(inOrder, rangeInvalid)
  .refine(notTooLong, rangeTooLong);
export type ClassesQuery = z.infer<typeof classesQuerySchema>;

/** `GET /api/classes?from=&to=`: the same days; `format=csv` gives the timetable as a CSV file. */
export const classListQuerySchema = z
  .object({ from: day, to: day, format: formatField })
  .refine(inOrder, rangeInvalid)
  .refine(notTooLong, rangeTooLong);
export type ClassListQuery = z.infer<typeof classListQuerySchema>;

export const CLASS_STATUSES = ['Scheduled', 'Cancelled'] as const;
export const MY_CLASS_STATUSES = ['Booked', 'Waitlisted'] as const;
export type MyClassStatus = (typeof MY_CLASS_STATUSES)[number];

/**
 * A class session: `date` the gym's day, times instants. `myStatus` and `waitlistPosition` are the signed-in
 * member's own (null for anyone else).
 */
export const classSessionSchema = z
  .object({
    id: z.number().int(),
    classTypeId: z.number().int(),
    name: z.string(),
    description: z.string(),
    level: z.enum(CLASS_LEVELS),
    trainerId: z.number().int(),
    trainerName: z.string(),
    roomId: z.number().int(),
    roomName: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    capacity: z.number().int(),
    booked: z.number().int(),
    waitlisted: z.number().int(),
    status: z.enum(CLASS_STATUSES),
    myStatus: z.enum(MY_CLASS_STATUSES).nullable(),
    waitlistPosition: z.number().int().nullable(),
  })
  .meta({ id: 'ClassSession' });
export type ClassSession = z.infer<typeof classSessionSchema>;

/** `PUT /api/classes/{id}`: one date of a series; anything left out stays. */
export const classUpdateRequestSchema = z
  .object({
    date: day.optional(),
    startTime: clock.optional(),
    durationMinutes: minutes.optional(),
    trainerId: idSchema.optional(),
    roomId: idSchema.optional(),
    capacity: capacity.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: CLASS_MESSAGES.nothingToChange });
export type ClassUpdateRequest = z.input<typeof classUpdateRequestSchema>;
export type ClassUpdate = z.output<typeof classUpdateRequestSchema>;

/** `POST /api/classes/{id}/book` and `/leave`: a member for themself; admin and staff name the member. */
export const classPlaceRequestSchema = z.object({ userId: idSchema.optional() }).optional();
export const CLASS_REFUSALS = [
  'already-booked',
  'already-waitlisted',
  'started',
  'cancelled',
  'no-eligible-plan',
  'frozen',
  'past-due',
] as const;
export type ClassRefusal = (typeof CLASS_REFUSALS)[number];
export const classRefusalSchema = z.object({ message: z.string(), reason: z.enum(CLASS_REFUSALS) });
export const classBookedSchema = z.union([
  z.object({ status: z.literal('Booked') }),
  z.object({ status: z.literal('Waitlisted'), position: z.number().int() }),
]);
export type ClassBooked = z.infer<typeof classBookedSchema>;
export const classLeftSchema = z.object({ status: z.literal('Cancelled'), late: z.boolean() });
export type ClassLeft = z.infer<typeof classLeftSchema>;

export const classRosterSchema = z
  .object({
    booked: z.array(z.object({ userId: z.number().int(), fullName: z.string(), attended: z.boolean() })),
    waitlist: z.array(z.object({ userId: z.number().int(), fullName: z.string(), position: z.number().int() })),
  })
  .meta({ id: 'ClassRoster' });
export type ClassRoster = z.infer<typeof classRosterSchema>;

/**
 * `PUT /api/classes/{id}/attendance`: one booked member's tick on the roster (docs/decisions/032); answers the
 * roster.
 */
export const classAttendanceRequestSchema = z.object({
  userId: z
    .number({ error: CLASS_MESSAGES.memberRequired })
    .int(CLASS_MESSAGES.memberRequired)
    .positive(CLASS_MESSAGES.memberRequired),
  attended: z.boolean({ error: CLASS_MESSAGES.attendanceRequired }),
});
export type ClassAttendanceRequest = z.infer<typeof classAttendanceRequestSchema>;
