import {
  API,
  type ClassSession,
  classAttendanceRequestSchema,
  classBookedSchema,
  classConflictResponseSchema,
  classesQuerySchema,
  classLeftSchema,
  classListQuerySchema,
  classPlaceRequestSchema,
  classRefusalSchema,
  classRosterSchema,
  classScheduleCreatedSchema,
  classScheduleDryRunSchema,
  classScheduleQuerySchema,
  classScheduleRequestSchema,
  classSessionSchema,
  classTypeInputSchema,
  classTypeSchema,
  classUpdateRequestSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translateState } from '../../lib/i18n.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import {
  allClasses,
  cancelClass,
  classRoster,
  createClassType,
  listClasses,
  listClassTypes,
  listMyClasses,
  recordClassAttendance,
  scheduleClasses,
  updateClass,
  updateClassType,
} from './classes.service.ts';
import { bookClass, leaveClass } from './places.ts';

const tags = ['Group classes'];
/** A day's weekday by `getUTCDay()` of its midnight, Sunday first. */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** A 409 that is either a refusal with its reason or the plain error shape. */
const refusal = z.union([classRefusalSchema, errorResponseSchema]);
const conflicts = z.union([classConflictResponseSchema, errorResponseSchema]);

export function classRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.classes.list, {
    schema: {
      tags,
      summary:
        'The timetable (public): the classes starting from `from` to `to` (days on the gym’s calendar, both included, at most 62), cancelled ones with their status; `date` is the gym’s day, times are instants. A signed-in member also reads `myStatus` (Booked, Waitlisted or null) and `waitlistPosition`',
      description:
        'With `format=csv` the same classes, by start, are a CSV download, one row per class with its places, bookings, waitlist and status (nobody’s own place): UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, days and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      querystring: classListQuerySchema,
      response: { 200: z.array(classSessionSchema), ...errorResponses(400) },
    },
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listClasses(ctx, req.caller, req.query);
      const gym = await gymConfig(ctx, req.caller?.seen);
      const { t, time } = csvCells(req, gym);
      const language = requestLanguage(req);
      const columns: CsvColumn<ClassSession>[] = [
        { header: t('Date'), cell: (row) => row.date },
        { header: t('Weekday'), cell: (row) => t(WEEKDAYS[new Date(`${row.date}T00:00:00Z`).getUTCDay()] ?? '') },
        { header: t('Start'), cell: (row) => time(row.startTime) },
        { header: t('End'), cell: (row) => time(row.endTime) },
        { header: t('Class'), cell: (row) => row.name },
        { header: t('Trainer'), cell: (row) => row.trainerName },
        { header: t('Room'), cell: (row) => row.roomName },
        { header: t('Places'), cell: (row) => row.capacity },
        { header: t('Places booked'), cell: (row) => row.booked },
        { header: t('On the waitlist'), cell: (row) => row.waitlisted },
        { header: t('Status'), cell: (row) => translateState(language, row.status) },
      ];
      const { from, to } = req.query;
      return sendCsv(reply, `classes-${from}-to-${to}.csv`, columns, allClasses(ctx.db, req.query, gym.GYM_TIME_ZONE));
    },
  });

  r.get(API.classes.mine, {
    schema: {
      tags,
      summary:
        'The caller’s own classes from `from` to `to` (days on the gym’s calendar, both included, at most 62), cancelled ones with their status: a member’s places and waitlist spots (`myStatus`, `waitlistPosition`), a trainer’s classes to teach',
      security,
      querystring: classesQuerySchema,
      response: { 200: z.array(classSessionSchema), ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('classes.mine'),
    handler: (req) => listMyClasses(ctx, callerOf(req), req.query),
  });

  r.get(API.classes.types, {
    schema: {
      tags,
      summary: 'The class types by name (public): what the timetable filters by',
      response: { 200: z.array(classTypeSchema) },
    },
    handler: () => listClassTypes(ctx),
  });

  r.post(API.classes.types, {
    schema: {
      tags,
      summary: 'Create a class type (admin, staff); the name is unique whatever its case (409)',
      security,
      body: classTypeInputSchema,
      response: { 201: classTypeSchema, ...errorResponses(400, 401, 403, 409) },
    },
    onRequest: requirePermission('classes.manage'),
    handler: async (req, reply) => reply.code(201).send(await createClassType(ctx, req.body)),
  });

  r.put(API.classes.type, {
    schema: {
      tags,
      summary: 'Change a class type (admin, staff); classes already made keep their own time and capacity',
      security,
      params: idParamsSchema,
      body: classTypeInputSchema,
      response: { 200: classTypeSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('classes.manage'),
    handler: (req) => updateClassType(ctx, req.params.id, req.body),
  });

  r.post(API.classes.schedule, {
    schema: {
      tags,
      summary:
        'Schedule a weekly series (admin, staff): `classTypeId`, or `name` (that type, made when there is none); weekdays 1 (Monday) to 7; `startTime` on the gym’s clock; every date ahead and inside the opening hours. 201 `{ id, classSessions }`. A class takes its trainer and its whole room: booked sessions or classes in the way answer 409 `{ message, conflicts }`; `?dryRun=true` answers 200 `{ classSessions, conflicts }` without saving',
      security,
      querystring: classScheduleQuerySchema,
      body: classScheduleRequestSchema,
      response: {
        200: classScheduleDryRunSchema,
        201: classScheduleCreatedSchema,
        ...errorResponses(400, 401, 403),
        409: conflicts,
      },
    },
    onRequest: requirePermission('classes.manage'),
    handler: async (req, reply) => {
      const dryRun = req.query.dryRun === true;
      const answer = await scheduleClasses(ctx, callerOf(req), req.body, dryRun);
      return reply.code(dryRun ? 200 : 201).send(answer);
    },
  });

  r.put(API.classes.one, {
    schema: {
      tags,
      summary:
        'Change one class (admin, staff), its series untouched: `date` and `startTime` (gym’s clock), `durationMinutes`, `trainerId`, `roomId`, `capacity`. Raising the capacity promotes from the waitlist at once; lower than the places booked, or anything in the way, is 409',
      security,
      params: idParamsSchema,
      body: classUpdateRequestSchema,
      response: { 200: classSessionSchema, ...errorResponses(400, 401, 403, 404), 409: conflicts },
    },
    onRequest: requirePermission('classes.manage'),
    handler: (req) => updateClass(ctx, callerOf(req), req.params.id, req.body),
  });

  r.post(API.classes.cancel, {
    schema: {
      tags,
      summary:
        'Cancel one class (admin, staff): it shows Cancelled, frees its trainer and room, and everyone booked or waitlisted is e-mailed with the calendar event’s cancellation',
      security,
      params: idParamsSchema,
      response: { 200: classSessionSchema, ...errorResponses(401, 403, 404, 409) },
    },
    onRequest: requirePermission('classes.manage'),
    handler: (req) => cancelClass(ctx, callerOf(req), req.params.id),
  });

  r.post(API.classes.book, {
    schema: {
      tags,
      summary:
        'Book a place (a member for themself; admin and staff for the member in `userId`): 201 `{ status: "Booked" }`, or `{ status: "Waitlisted", position }` when the class is full. Needs a plan running that day that includes group classes. 409 `{ message, reason }`: already-booked, already-waitlisted, started, cancelled, no-eligible-plan',
      security,
      params: idParamsSchema,
      body: classPlaceRequestSchema,
      response: { 201: classBookedSchema, ...errorResponses(400, 401, 403, 404), 409: refusal },
    },
    onRequest: requirePermission('classes.book'),
    handler: async (req, reply) =>
      reply.code(201).send(await bookClass(ctx, callerOf(req), req.params.id, req.body?.userId)),
  });

  r.post(API.classes.leave, {
    schema: {
      tags,
      summary:
        'Leave a class or its waitlist (own; admin and staff with `userId`): `{ status: "Cancelled", late }`, `late` after the cut-off (CANCEL_CUTOFF_HOURS). Before it, the first on the waitlist takes the place at once and is e-mailed; after it, the place is open to whoever books first',
      security,
      params: idParamsSchema,
      body: classPlaceRequestSchema,
      response: { 200: classLeftSchema, ...errorResponses(400, 401, 403, 404), 409: refusal },
    },
    onRequest: requirePermission('classes.book'),
    handler: (req) => leaveClass(ctx, callerOf(req), req.params.id, req.body?.userId),
  });

  r.get(API.classes.roster, {
    schema: {
      tags,
      summary: 'Who is booked and who waits, in order (admin, staff, the class’s own trainer)',
      security,
      params: idParamsSchema,
      response: { 200: classRosterSchema, ...errorResponses(401, 403, 404) },
    },
    onRequest: requirePermission('classes.roster'),
    handler: (req) => classRoster(ctx, callerOf(req), req.params.id),
  });

  r.put(API.classes.attendance, {
    schema: {
      tags,
      summary:
        'Record whether a booked member attended (admin, staff, the class’s own trainer): a roster’s tick, saved at once; `attended: true` from the class’s day (gym’s calendar) on; a member without a place (waitlisted, left, unknown) or a cancelled class is 409. Answers the roster',
      security,
      params: idParamsSchema,
      body: classAttendanceRequestSchema,
      response: { 200: classRosterSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('classes.attendance'),
    handler: (req) => recordClassAttendance(ctx, callerOf(req), req.params.id, req.body),
  });
}
