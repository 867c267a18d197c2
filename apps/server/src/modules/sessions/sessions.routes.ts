import {
  API,
  availabilityQuerySchema,
  availabilitySchema,
  bookingRequestSchema,
  idParamsSchema,
  sessionAttendanceRequestSchema,
  sessionDaySchema,
  sessionDaysQuerySchema,
  sessionListQuerySchema,
  sessionRangeQuerySchema,
  sessionUpdateRequestSchema,
  type TrainingSession,
  trainingSessionListSchema,
  trainingSessionSchema,
  zonedParts,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translate, translateState } from '../../lib/i18n.ts';
import { callerOf, requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { findAvailability } from './availability.ts';
import { bookSession, cancelSession, recordAttendance, updateSession } from './booking.service.ts';
import { allSessions, countAllSessionsByDay, listAllSessions, listMemberSessions } from './sessions.service.ts';

const tags = ['Training sessions'];

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.sessions.list, {
    schema: {
      tags,
      summary:
        'Book a 2-hour session: a member for themself, admin and staff for the member in `userId`. `startTime` is `HH:MM` on `date` in the gym’s time zone, or an ISO instant; the end is always 2 hours later. The member and the trainer are e-mailed a confirmation with the calendar event (.ics)',
      security,
      body: bookingRequestSchema,
      response: { 201: trainingSessionSchema, ...errorResponses(400, 401, 403, 409) },
    },
    onRequest: requirePermission('sessions.book'),
    handler: async (req, reply) => reply.code(201).send(await bookSession(ctx, callerOf(req), req.body)),
  });

  r.post(API.sessions.cancel, {
    schema: {
      tags,
      summary:
        'Cancel a session: a member their own, up to `cancelBy` (its start less the gym’s cut-off, CANCEL_CUTOFF_HOURS); admin and staff any session that has not started. Answers the session, now `Cancelled`: it stays in every list with its status and frees its trainer, member and room at once. The member and the trainer are e-mailed, with the calendar event’s cancellation (.ics). No body',
      security,
      params: idParamsSchema,
      response: { 200: trainingSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('sessions.cancel'),
    handler: (req) => cancelSession(ctx, callerOf(req), req.params.id),
  });

  r.get(API.sessions.availability, {
    schema: {
      tags,
      summary:
        'The start times on `date` (gym’s time zone) at which a 2-hour session with the trainer would be booked: every half hour inside the opening hours, not in the past, the trainer and the member free, and a room with a place (`roomIds`, emptiest first; only `roomId` when given). A member’s own sessions count; admin and staff name a member in `userId`, a trainer one of their members. `hours` is the day’s opening hours, null when the gym is closed',
      security,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requireSignedIn,
    handler: (req) => findAvailability(ctx, callerOf(req), req.query),
  });

  r.get(API.users.trainingSessions, {
    schema: {
      tags,
      summary:
        'A member’s sessions by start time, cancelled ones included with their `status` (own, admin, staff, or a trainer of that member). `from`/`to` are days in the gym’s time zone, both included; a plain array without `page`',
      security,
      params: idParamsSchema,
      querystring: sessionRangeQuerySchema,
      response: { 200: trainingSessionListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requireSignedIn,
    handler: (req) => listMemberSessions(ctx, callerOf(req), req.params.id, req.query),
  });

  r.get(API.sessions.list, {
    schema: {
      tags,
      summary:
        'Every session by start time, cancelled ones included with their `status` (admin, staff): the staff calendar asks for its month with `from`/`to`, days in the gym’s time zone, both included. Without any parameter the plain array of all sessions; a page with `page`',
      description:
        'With `format=csv` every session from `from` to `to` (not a page), by start time, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: sessionListQuerySchema,
      response: { 200: trainingSessionListSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('sessions.listAll'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listAllSessions(ctx, caller, req.query);
      const config = await gymConfig(ctx, caller.seen);
      const timeZone = config.GYM_TIME_ZONE;
      const language = requestLanguage(req);
      const t = (english: string) => translate(language, english);
      const time = (instant: string) => zonedParts(new Date(instant), timeZone).time;
      const columns: CsvColumn<TrainingSession>[] = [
        { header: t('Date'), cell: (row) => row.date },
        { header: t('Start'), cell: (row) => time(row.startTime) },
        { header: t('End'), cell: (row) => time(row.endTime) },
        { header: t('Member'), cell: (row) => row.userName },
        { header: t('Trainer'), cell: (row) => row.trainerName },
        { header: t('Room'), cell: (row) => row.roomName },
        { header: t('Session type'), cell: (row) => row.sessionType },
        { header: t('Status'), cell: (row) => translateState(language, row.status) },
        { header: t('Attended'), cell: (row) => (row.attendanceStatus ? t('Yes') : t('No')) },
        { header: t('Notes'), cell: (row) => row.notes },
        { header: t('Private note'), cell: (row) => row.staffNotes },
      ];
      const { from, to } = req.query;
      const name = from || to ? `sessions-${from ?? 'start'}-to-${to ?? 'end'}.csv` : 'sessions.csv';
      return sendCsv(reply, name, columns, allSessions(ctx.db, config, caller, req.query));
    },
  });

  r.get(API.sessions.days, {
    schema: {
      tags,
      summary:
        'How many booked sessions start on each day from `from` to `to` (admin, staff): the staff calendar’s dots for its month, days in the gym’s time zone, both included, at most 366; cancelled sessions are not counted, and days without booked sessions are left out',
      security,
      querystring: sessionDaysQuerySchema,
      response: { 200: z.array(sessionDaySchema), ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('sessions.listAll'),
    handler: (req) => countAllSessionsByDay(ctx, req.query),
  });

  r.put(API.sessions.one, {
    schema: {
      tags,
      summary:
        'Edit a session (admin, staff: type, notes, private notes, attendance; the session’s trainer: attendance and private notes only, anything else 403); a field left out stays as it is; answers the session. Attendance can be recorded from the session’s day; a cancelled session cannot be edited (409)',
      security,
      params: idParamsSchema,
      body: sessionUpdateRequestSchema,
      response: { 200: trainingSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('sessions.update'),
    handler: (req) => updateSession(ctx, callerOf(req), req.params.id, req.body),
  });

  r.put(API.sessions.attendance, {
    schema: {
      tags,
      summary:
        'Record whether the member attended (admin, staff, the session’s own trainer): a register’s tick, saved at once; from the session’s day on; answers the session',
      security,
      params: idParamsSchema,
      body: sessionAttendanceRequestSchema,
      response: { 200: trainingSessionSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('sessions.attendance'),
    handler: (req) => recordAttendance(ctx, callerOf(req), req.params.id, req.body.attendanceStatus),
  });
}
