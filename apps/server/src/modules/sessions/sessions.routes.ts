import {
  API,
  availabilityQuerySchema,
  availabilitySchema,
  bookingRequestSchema,
  errorResponseSchema,
  idParamsSchema,
  sessionDaySchema,
  sessionDaysQuerySchema,
  sessionRangeQuerySchema,
  sessionUpdateRequestSchema,
  trainingSessionListSchema,
  trainingSessionSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { findAvailability } from './availability.ts';
import {
  bookSession,
  countAllSessionsByDay,
  listAllSessions,
  listMemberSessions,
  updateSession,
} from './sessions.service.ts';

const tags = ['Training sessions'];
const security = [{ bearerAuth: [] }];
const guarded = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export function sessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.sessions.list, {
    schema: {
      tags,
      summary:
        'Book a 2-hour session: a member for themself, admin and staff for the member in `userId`. `startTime` is `HH:MM` on `date` in the gym’s time zone, or an ISO instant; the end is always 2 hours later',
      security,
      body: bookingRequestSchema,
      response: { 201: trainingSessionSchema, ...guarded, 409: errorResponseSchema },
    },
    onRequest: requirePermission('sessions.book'),
    handler: async (req, reply) => reply.code(201).send(await bookSession(ctx, callerOf(req), req.body)),
  });

  r.get(API.sessions.availability, {
    schema: {
      tags,
      summary:
        'The start times on `date` (gym’s time zone) at which a 2-hour session with the trainer would be booked: every half hour inside the opening hours, not in the past, the trainer and the member free, and a room with a place (`roomIds`, emptiest first; only `roomId` when given). A member’s own sessions count; admin and staff name a member in `userId`, a trainer one of their members. `hours` is the day’s opening hours, null when the gym is closed',
      security,
      querystring: availabilityQuerySchema,
      response: { 200: availabilitySchema, ...guarded, 404: errorResponseSchema, 409: errorResponseSchema },
    },
    onRequest: requireSignedIn,
    handler: (req) => findAvailability(ctx, callerOf(req), req.query),
  });

  r.get(API.users.trainingSessions, {
    schema: {
      tags,
      summary:
        'A member’s sessions by start time (own, admin, staff, or a trainer of that member). `from`/`to` are days in the gym’s time zone, both included; a plain array without `page`',
      security,
      params: idParamsSchema,
      querystring: sessionRangeQuerySchema,
      response: { 200: trainingSessionListSchema, ...guarded, 404: errorResponseSchema },
    },
    onRequest: requireSignedIn,
    handler: (req) => listMemberSessions(ctx, callerOf(req), req.params.id, req.query),
  });

  r.get(API.sessions.list, {
    schema: {
      tags,
      summary:
        'Every session by start time (admin, staff): the staff calendar asks for its month with `from`/`to`, days in the gym’s time zone, both included. Without any parameter the plain array of all sessions; a page with `page`',
      security,
      querystring: sessionRangeQuerySchema,
      response: { 200: trainingSessionListSchema, ...guarded },
    },
    onRequest: requirePermission('sessions.listAll'),
    handler: (req) => listAllSessions(ctx, req.query),
  });

  r.get(API.sessions.days, {
    schema: {
      tags,
      summary:
        'How many sessions start on each day from `from` to `to` (admin, staff): the staff calendar’s dots for its month, days in the gym’s time zone, both included, at most 366; days without sessions are left out',
      security,
      querystring: sessionDaysQuerySchema,
      response: { 200: z.array(sessionDaySchema), ...guarded },
    },
    onRequest: requirePermission('sessions.listAll'),
    handler: (req) => countAllSessionsByDay(ctx, req.query),
  });

  r.put(API.sessions.one, {
    schema: {
      tags,
      summary:
        'Edit a session’s type, notes and attendance (admin, staff); answers the session. Attendance can be recorded from the session’s day',
      security,
      params: idParamsSchema,
      body: sessionUpdateRequestSchema,
      response: { 200: trainingSessionSchema, ...guarded, 404: errorResponseSchema },
    },
    onRequest: requirePermission('sessions.update'),
    handler: (req) => updateSession(ctx, req.params.id, req.body),
  });
}
