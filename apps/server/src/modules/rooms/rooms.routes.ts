import { API, errorResponseSchema, pageOf, pageQuerySchema, roomSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSignedIn } from '../../plugins/auth.ts';
import { listRooms } from './rooms.service.ts';

const tags = ['Rooms'];
const security = [{ bearerAuth: [] }];

export function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.rooms.list, {
    schema: {
      tags,
      summary: 'Every gym room (any signed-in user). A plain array without `page`',
      security,
      querystring: pageQuerySchema,
      response: {
        200: z.union([z.array(roomSchema), pageOf(roomSchema)]),
        400: errorResponseSchema,
        401: errorResponseSchema,
      },
    },
    onRequest: requireSignedIn,
    handler: (req) => listRooms(ctx.db, req.query),
  });
}
