import {
  API,
  errorResponseSchema,
  idParamsSchema,
  pageOf,
  pageQuerySchema,
  roomConflictSchema,
  roomListItemSchema,
  roomRequestSchema,
  roomSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { createRoom, listRooms, updateRoom } from './rooms.service.ts';

const tags = ['Rooms'];

export function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.rooms.list, {
    schema: {
      tags,
      summary:
        'Every gym room (any signed-in user), with `sessionsThisWeek`: sessions booked in it Monday to Sunday of this week in the gym’s time zone (cancelled ones not counted). A plain array without `page`',
      security,
      querystring: pageQuerySchema,
      response: {
        200: z.union([z.array(roomListItemSchema), pageOf(roomListItemSchema)]),
        ...errorResponses(400, 401),
      },
    },
    onRequest: requireSignedIn,
    handler: async (req) => listRooms(ctx.db, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE, req.query),
  });

  r.post(API.rooms.list, {
    schema: {
      tags,
      summary: 'Create a room (admin, staff); Active unless `roomStatus` says Inactive',
      security,
      body: roomRequestSchema,
      response: { 201: roomSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('rooms.write'),
    handler: async (req, reply) => reply.code(201).send(await createRoom(ctx.db, req.body)),
  });

  r.put(API.rooms.one, {
    schema: {
      tags,
      summary:
        'Edit a room (admin, staff). Closing it, or shrinking it below the upcoming sessions booked in it, is refused with 409 naming those sessions unless `confirm` is true; confirmed, they are cancelled (they stay, with status `Cancelled`) and their members and trainers e-mailed (docs/decisions/007)',
      security,
      params: idParamsSchema,
      body: roomRequestSchema,
      response: {
        200: roomSchema,
        ...errorResponses(400, 401, 403, 404),
        409: z.union([roomConflictSchema, errorResponseSchema]),
      },
    },
    onRequest: requirePermission('rooms.write'),
    handler: (req) => updateRoom(ctx, req.params.id, req.body),
  });
}
