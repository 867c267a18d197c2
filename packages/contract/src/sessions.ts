import { z } from 'zod';
import { DATE_PATTERN, idSchema, numberInput, pageOf, pageQuerySchema } from './common.ts';
import { daysBetween } from './dates.ts';
import { formatField } from './list-format.ts';

/** Spec §9: every session lasts two hours; the server computes the end. */
export const SESSION_HOURS = 2;
export const SESSION_TYPE_MAX = 60;
export const SESSION_NOTES_MAX = 2000;
/** The longest range the day counts answer: a year, so a mistaken range cannot make the server count for ever. */
export const SESSION_DAYS_MAX = 366;
/** A wall-clock time in the gym's zone, as a time input gives it. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An instant with its offset, as the old client sent `startTime` (ISO, UTC). */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Suggestions for the optional session type; any text up to SESSION_TYPE_MAX is accepted. */
export const SESSION_TYPES = [
  'Personal Training',
  'Strength',
  'HIIT',
  'Cardio',
  'Yoga',
  'Mobility',
  'Spinning',
  'Boxing',
] as const;

/**
 * Spec §5, §8 and §9 word for word (required, load and register texts, the 2-hour note); the refusal texts
 * are ours (docs/spec-deviations.md).
 */
export const BOOKING_MESSAGES = {
  required: 'Please fill in all required fields',
  sessionLength: 'Each training session lasts for 2 hours',
  dateBeforeToday: 'The date cannot be before today',
  dateInvalid: 'Use the format YYYY-MM-DD',
  timeInvalid: 'Enter the start time as HH:MM',
  choiceInvalid: 'Choose an option from the list',
  sessionTypeTooLong: `Session type must be at most ${SESSION_TYPE_MAX} characters`,
  notesTooLong: `Notes must be at most ${SESSION_NOTES_MAX} characters`,
  trainersLoadFailed: (status: number | string) => `Could not load trainer list (${status})`,
  roomsLoadFailed: (status: number | string) => `Could not load training room list (${status})`,
  trainersConnectionError: (detail: string) => `Connection error when loading trainer list: ${detail}`,
  /** Not in the spec, which names only the trainer list's connection error; the same text for rooms. */
  roomsConnectionError: (detail: string) => `Connection error when loading training room list: ${detail}`,
  registerConnectionError: 'Connection error when registering training session',
  registerFailed: 'Could not register training session',
  registered: 'Training session registration successful!',
  inPast: 'The session cannot start in the past',
  trainerNotFound: 'Trainer not found',
  roomNotFound: 'Room not found',
  membersOnly: 'Training sessions can only be booked for members',
  trainerBusy: 'The trainer already has a session at that time. Please choose another time.',
  youBusy: 'You already have a training session at that time.',
  memberBusy: 'The member already has a training session at that time.',
  roomFull: 'The room is full at that time. Please choose another room or time.',
  roomInactive: 'This room is not open for booking. Please choose another room.',
  noSubscription: 'An active subscription covering the session date is needed to book a training session.',
  /** Outside the gym's opening hours (docs/decisions/010): on `date` for a closed day, on `startTime` otherwise. */
  closedOn: (weekday: string) => `The gym is closed on ${weekday}s. Please choose another day.`,
  outsideHours: (weekday: string, opens: string, closes: string, lastStart: string) =>
    `The gym is open ${opens} to ${closes} on ${weekday}s, so a 2-hour session can start from ${opens} to ${lastStart}.`,
  /** The free times of a trainer on a day (`GET /api/trainingsession/availability`). */
  noFreeTimes: 'No free times on this day. Try another day or trainer.',
  freeTimesFailed: 'Could not load the free times',
  pickTrainerAndDate: 'Choose a trainer and a date to see the free times.',
  rangeInvalid: 'The start of the range must not be after its end',
  rangeRequired: 'Give the first and the last day of the range',
  rangeTooLong: `The range can cover at most ${SESSION_DAYS_MAX} days`,
  /** Spec §2's empty text of the Training Histories dialog. */
  noHistory: 'No training history available.',
  /** Spec §8's text for a failed session list. */
  listFailed: 'Can not get training history',
  /** Spec §2's empty text of the staff calendar, used for the member's week too. */
  noneOn: (date: string) => `No training sessions scheduled for ${date}`,
} as const;

const required = BOOKING_MESSAGES.required;

const requiredId = numberInput({ required, invalid: BOOKING_MESSAGES.choiceInvalid }).pipe(
  z.number().int(BOOKING_MESSAGES.choiceInvalid).positive(BOOKING_MESSAGES.choiceInvalid),
);
const requiredText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
  z.string({ error: required }).min(1, { message: required, abort: true }),
);
const isCalendarDate = (d: string) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};
const calendarDate = requiredText.pipe(
  z.string().regex(DATE_PATTERN, BOOKING_MESSAGES.dateInvalid).refine(isCalendarDate, BOOKING_MESSAGES.dateInvalid),
);
/** Optional text: empty means "not given" and is stored as null. */
const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v === undefined ? null : v),
    z.string().max(max, message).nullable(),
  );

/** An optional choice (a form's select, a query): empty means not given. */
const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ error: BOOKING_MESSAGES.choiceInvalid })
    .int(BOOKING_MESSAGES.choiceInvalid)
    .positive(BOOKING_MESSAGES.choiceInvalid)
    .optional(),
);

/**
 * The booking form (spec §5): trainer, date and start time required, a wall-clock start in the gym's zone; session
 * type and notes optional. The room is optional on the form, 'any room with space': the form then books the room
 * the free times offer for that start (docs/decisions/010), so the request always names one. "Not before today"
 * needs the gym's today: see `bookingFormSchemaFor`.
 */
export const bookingFormSchema = z.object({
  trainerId: requiredId,
  roomId: optionalId,
  date: calendarDate,
  startTime: requiredText.pipe(z.string().regex(TIME_PATTERN, BOOKING_MESSAGES.timeInvalid)),
  sessionType: optionalText(SESSION_TYPE_MAX, BOOKING_MESSAGES.sessionTypeTooLong).optional(),
  notes: optionalText(SESSION_NOTES_MAX, BOOKING_MESSAGES.notesTooLong).optional(),
});
export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingForm = z.output<typeof bookingFormSchema>;

/** The form's rules plus "date not before today", today being the gym's (`todayIn(timeZone)`). */
export const bookingFormSchemaFor = (today: string) =>
  bookingFormSchema.refine((v) => v.date >= today, { path: ['date'], message: BOOKING_MESSAGES.dateBeforeToday });

/**
 * `POST /api/trainingsession`. `startTime` is either `HH:MM` on `date` in the gym's zone (our form), or an
 * ISO instant (the old client, which also sent `endTime`); the server always ends the session SESSION_HOURS
 * later, so `endTime` is accepted and ignored. `userId` is for admin and staff booking for a member; a
 * member books for themself (decisions §1).
 */
export const bookingRequestSchema = z
  .object({
    userId: idSchema.optional(),
    trainerId: requiredId,
    roomId: requiredId,
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, BOOKING_MESSAGES.dateInvalid)
      .transform((d) => d.slice(0, 10))
      .refine(isCalendarDate, BOOKING_MESSAGES.dateInvalid)
      .optional(),
    startTime: requiredText.pipe(
      z
        .string()
        .refine(
          (t) => TIME_PATTERN.test(t) || (INSTANT_PATTERN.test(t) && !Number.isNaN(Date.parse(t))),
          BOOKING_MESSAGES.timeInvalid,
        ),
    ),
    endTime: z.string().optional(),
    sessionType: optionalText(SESSION_TYPE_MAX, BOOKING_MESSAGES.sessionTypeTooLong).optional(),
    notes: optionalText(SESSION_NOTES_MAX, BOOKING_MESSAGES.notesTooLong).optional(),
  })
  .superRefine(
    (v, ctx) => {
      // A wall-clock time needs its day; checked even when other fields failed, so every gap is marked.
      const wallClock = typeof v.startTime !== 'string' || TIME_PATTERN.test(v.startTime);
      if (wallClock && (v.date === undefined || v.date === null))
        ctx.addIssue({ code: 'custom', path: ['date'], message: required });
    },
    // Runs even when other fields failed, but only on an object: anything else already failed as a whole.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingInput = z.output<typeof bookingRequestSchema>;

/**
 * `GET /api/trainingsession/availability`: the trainer and the day (gym's zone) are required; `roomId` fixes the
 * room; `userId` names the member whose own sessions count (admin and staff for any member, a trainer for their
 * own members; a member's own sessions always count).
 */
export const availabilityQuerySchema = z.object({
  trainerId: requiredId,
  date: calendarDate,
  roomId: optionalId,
  userId: optionalId,
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/**
 * A start at which a booking would be taken: `time` and `endsAt` on the gym's clock (what the form sends and
 * shows), `startTime`/`endTime` the instants in UTC as sessions carry them, and the rooms with a place for it,
 * emptiest first (the one with `roomId` when it was given).
 */
export const freeTimeSchema = z
  .object({
    time: z.string(),
    endsAt: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    roomIds: z.array(z.number().int()),
  })
  .meta({ id: 'FreeTime' });
export type FreeTime = z.infer<typeof freeTimeSchema>;

/** The free times of a trainer on a day, with the day's opening hours (null: the gym is closed that day). */
export const availabilitySchema = z
  .object({
    date: z.string(),
    trainerId: z.number().int(),
    roomId: z.number().int().nullable(),
    userId: z.number().int().nullable(),
    hours: z.object({ open: z.string(), close: z.string() }).nullable(),
    times: z.array(freeTimeSchema),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * A session is Booked until it is cancelled (docs/decisions/011); a cancelled session stays, for the histories, and
 * frees its trainer, member and room at once.
 */
export const SESSION_STATUSES = ['Booked', 'Cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** The defaults of the CANCEL_CUTOFF_HOURS and REMINDER_HOURS_BEFORE settings (decisions §1). */
export const DEFAULT_CANCEL_CUTOFF_HOURS = 12;
export const DEFAULT_REMINDER_HOURS_BEFORE = 24;

/**
 * A session as the API answers it (decisions §6): `date` in the gym's zone, times ISO in UTC. Beyond §6: `status`,
 * `cancelledAt` (null while booked) and `cancelBy`, the instant from which the member may no longer cancel it
 * themself (its start less the gym's cut-off; before it, they may); admin and staff may cancel it until it starts.
 */
export const trainingSessionSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    trainerId: z.number().int(),
    roomId: z.number().int(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    sessionType: z.string().nullable(),
    notes: z.string().nullable(),
    /**
     * The private note of staff and the session's trainer (decisions §3): only in the answers they receive (the
     * staff calendar, the trainer's sessions, an edit), never in a member's.
     */
    staffNotes: z.string().nullable().optional(),
    attendanceStatus: z.boolean(),
    userName: z.string(),
    trainerName: z.string(),
    roomName: z.string(),
    status: z.enum(SESSION_STATUSES),
    cancelledAt: z.string().nullable(),
    cancelBy: z.string(),
  })
  .meta({ id: 'TrainingSession' });
export type TrainingSession = z.infer<typeof trainingSessionSchema>;
/** A list of sessions: the plain array without `page` (decisions §8), a page with it. */
export const trainingSessionListSchema = z.union([z.array(trainingSessionSchema), pageOf(trainingSessionSchema)]);

/** A day that bounds a range of sessions (YYYY-MM-DD, gym's zone). */
const rangeDay = (required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .regex(DATE_PATTERN, BOOKING_MESSAGES.dateInvalid)
    .refine(isCalendarDate, BOOKING_MESSAGES.dateInvalid);

/**
 * A range of sessions: optional `from`/`to` days (inclusive, gym's zone) and the usual paging. A member's sessions,
 * all sessions (staff calendar) and a trainer's sessions take it alike.
 */
const rangeFields = { from: rangeDay().optional(), to: rangeDay().optional() };
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;
export const sessionRangeQuerySchema = pageQuerySchema
  .extend(rangeFields)
  .refine(rangeInOrder, { path: ['to'], message: BOOKING_MESSAGES.rangeInvalid });
export type SessionRangeQuery = z.infer<typeof sessionRangeQuerySchema>;

/**
 * `GET /api/TrainingSession` (admin, staff): the range and paging above; with `format=csv` every session of the range
 * as a CSV file, by start time (the page is then ignored).
 */
export const sessionListQuerySchema = pageQuerySchema
  .extend({ ...rangeFields, format: formatField })
  .refine(rangeInOrder, { path: ['to'], message: BOOKING_MESSAGES.rangeInvalid });
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/**
 * How many sessions start on each day from `from` to `to` (both required and included, gym's zone): what a
 * calendar needs for its dots, without the sessions themselves. A busy gym's month is thousands of sessions;
 * the calendar asks for the selected day's with the list call.
 */
export const sessionDaysQuerySchema = z
  .object({
    from: rangeDay(BOOKING_MESSAGES.rangeRequired),
    to: rangeDay(BOOKING_MESSAGES.rangeRequired),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: BOOKING_MESSAGES.rangeInvalid })
  .refine((q) => daysBetween(q.from, q.to) < SESSION_DAYS_MAX, {
    path: ['to'],
    message: BOOKING_MESSAGES.rangeTooLong,
  });
export type SessionDaysQuery = z.infer<typeof sessionDaysQuerySchema>;

/** A day with sessions and how many start on it; days without sessions are left out. */
export const sessionDaySchema = z
  .object({ date: z.string(), count: z.number().int() })
  .meta({ id: 'TrainingSessionDay' });
export type SessionDay = z.infer<typeof sessionDaySchema>;

/** Spec §8 has no message for these (session update failures were only logged; docs/spec-deviations.md). */
export const SESSION_MESSAGES = {
  typeRequired: 'Session type is required',
  updated: 'Session updated successfully',
  updateFailed: 'Could not update the session',
  notFound: 'Training session not found',
  listFailed: 'Something went wrong in getting Training Sessions',
  /** Attendance is recorded from the session's day (gym's zone), not for a session days away. */
  attendanceTooEarly: 'Attendance can be recorded from the day of the session',
  /** A trainer's `PUT` on their own session carries attendance and the private note alone (decisions §3, §4). */
  trainerFieldsOnly: 'Trainers record only attendance and private notes on their sessions',
  attendanceSaved: 'Attendance saved',
  attendanceFailed: 'Could not save the attendance',
  attendanceRequired: 'Say whether the member attended',
} as const;

const sessionTypeField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
  z
    .string({ error: SESSION_MESSAGES.typeRequired })
    .min(1, SESSION_MESSAGES.typeRequired)
    .max(SESSION_TYPE_MAX, BOOKING_MESSAGES.sessionTypeTooLong),
);
const privateNotesField = optionalText(SESSION_NOTES_MAX, BOOKING_MESSAGES.notesTooLong);
/** Attendance as sent; `null` is not sent. */
const attendanceField = z.preprocess((v) => (v === null ? undefined : v), z.boolean().optional());

/**
 * `PUT /api/TrainingSession/{id}` (spec §5 "Edit Session"). A field left out stays as it is, an empty note clears it.
 * Staff and the admin send the type (required for them, checked by the service since a trainer sends none), the
 * member's `notes` (older clients) or the private `staffNotes`, and attendance (left out: not attended, as the spec's
 * form sends it). The session's trainer sends attendance and `staffNotes` only (decisions §3).
 */
export const sessionUpdateRequestSchema = z.object({
  sessionType: sessionTypeField.optional(),
  notes: privateNotesField.optional(),
  staffNotes: privateNotesField.optional(),
  attendanceStatus: attendanceField,
});
export type SessionUpdateRequest = z.input<typeof sessionUpdateRequestSchema>;
export type SessionUpdate = z.output<typeof sessionUpdateRequestSchema>;

/**
 * Our Edit Session dialog: the type, the private note and attendance; the member's note is shown, not edited. The
 * desk's form always holds a type (an empty one is refused); the trainer's form has none.
 */
export const sessionEditFormSchema = z.object({
  sessionType: sessionTypeField.optional(),
  staffNotes: privateNotesField.optional(),
  attendanceStatus: z.boolean(),
});
export type SessionEditForm = z.input<typeof sessionEditFormSchema>;

/** `PUT /api/TrainingSession/{id}/attendance`: a register's tick (admin, staff, the session's trainer). */
export const sessionAttendanceRequestSchema = z.object({
  attendanceStatus: z.boolean({ error: SESSION_MESSAGES.attendanceRequired }),
});
export type SessionAttendanceRequest = z.infer<typeof sessionAttendanceRequestSchema>;

/** `POST /api/trainingsession/{id}/cancel` and the screens that offer it (docs/decisions/011). */
export const CANCEL_MESSAGES = {
  cancel: 'Cancel session',
  confirmTitle: 'Cancel this session?',
  confirm: (when: string) => `Your session on ${when} will be cancelled and the time freed for others.`,
  keep: 'Keep session',
  cancelled: 'Training session cancelled',
  failed: 'Could not cancel the session',
  alreadyCancelled: 'This session has already been cancelled',
  started: 'A session that has started can no longer be cancelled',
  tooLate: (hours: number) =>
    `Sessions can be cancelled up to ${hours} hours before they start. Please contact the gym to cancel this one.`,
  notYours: 'You can only cancel your own sessions',
  /** A cancelled session cannot be edited back (`PUT /api/TrainingSession/{id}`). */
  notEditable: 'A cancelled session cannot be edited',
  /** Said next to the list of the member's sessions. */
  policy: (hours: number) => `You can cancel a session up to ${hours} hours before it starts.`,
} as const;
