import {
  API,
  successResponseSchema,
  timeOffCreatedSchema,
  timeOffEntryParamsSchema,
  timeOffParamsSchema,
  timeOffQuerySchema,
  timeOffRequestSchema,
  timeOffSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { addTimeOff, deleteTimeOff, listTimeOff } from './time-off.service.ts';

const tags = ['Trainers'];

/** A trainer's time off (docs/decisions/031): that trainer for themself, admin and staff for any trainer. */
export function timeOffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.trainers.timeOff, {
    schema: {
      tags,
      summary:
        'Add time off for the trainer (trainer id): `start` and `end` are instants, at most 183 days apart, ending in the future; `reason` optional, at most 2,000 characters. The trainer takes no session or class in those hours from then on; work already booked stays and is listed in `affected` for the front desk to move or cancel. Overlapping the trainer’s other time off: 409',
      security,
      params: timeOffParamsSchema,
      body: timeOffRequestSchema,
      response: { 201: timeOffCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: async (req, reply) =>
      reply.code(201).send(await addTimeOff(ctx, callerOf(req), req.params.trainerId, req.body)),
  });

  r.get(API.trainers.timeOff, {
    schema: {
      tags,
      summary:
        'The trainer’s time off that shares any moment with the days `from` to `to` (gym’s time zone, both included, at most 366), by start; from today for a year when left out',
      security,
      params: timeOffParamsSchema,
      querystring: timeOffQuerySchema,
      response: { 200: z.array(timeOffSchema), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: (req) => listTimeOff(ctx, callerOf(req), req.params.trainerId, req.query),
  });

  r.delete(API.trainers.timeOffEntry, {
    schema: {
      tags,
      summary: 'Delete an entry of the trainer’s time off; its hours can be booked again at once',
      security,
      params: timeOffEntryParamsSchema,
      response: { 200: successResponseSchema, ...errorResponses(401, 403, 404) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: (req) => deleteTimeOff(ctx, callerOf(req), req.params.trainerId, req.params.id),
  });
}
