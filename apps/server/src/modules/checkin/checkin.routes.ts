import {
  API,
  checkinDayQuerySchema,
  checkinDaySchema,
  checkinPageSchema,
  checkinPassSchema,
  checkinRefusedSchema,
  checkinRequestSchema,
  checkinSchema,
  idParamsSchema,
  memberCheckinsQuerySchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { checkIn, getPass, listDay, listMember } from './checkin.service.ts';

/** The front desk's check-in (docs/decisions/024). */
export function checkinRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.checkin.pass, {
    schema: {
      tags: ['Check-in'],
      summary:
        "The member's pass: a token that changes every minute and is accepted for two, and today's day pass (accepted once on its date)",
      security,
      response: { 200: checkinPassSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('checkin.pass'),
    handler: (req) => getPass(ctx, callerOf(req)),
  });

  r.post(API.checkin.create, {
    schema: {
      tags: ['Check-in'],
      summary:
        'Check a member in by pass or by id, judged at `scannedAt` for a scan queued offline (at most 24 hours old); 409 names the reason; `override` with a reason lets them in anyway (staff, admin)',
      security,
      body: checkinRequestSchema,
      response: { 201: checkinSchema, 409: checkinRefusedSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('checkin.desk'),
    handler: async (req, reply) => reply.code(201).send(await checkIn(ctx, callerOf(req), req.body)),
  });

  r.get(API.checkin.day, {
    schema: {
      tags: ['Check-in'],
      summary: "A day's check-ins (the gym's date, today without one), newest first (staff, admin)",
      security,
      querystring: checkinDayQuerySchema,
      response: { 200: checkinDaySchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('checkin.desk'),
    handler: (req) => listDay(ctx, callerOf(req), req.query.date),
  });

  r.get(API.users.checkins, {
    schema: {
      tags: ['Check-in'],
      summary: "A member's check-ins, newest first, a page at a time (own, staff, admin)",
      security,
      params: idParamsSchema,
      querystring: memberCheckinsQuerySchema,
      response: { 200: checkinPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('checkin.member'),
    handler: (req) => listMember(ctx.db, callerOf(req), req.params.id, req.query),
  });
}
