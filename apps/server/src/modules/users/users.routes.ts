import { API, errorResponseSchema, idParamsSchema, userSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requireSignedIn } from '../../plugins/auth.ts';
import { getUser } from './users.service.ts';

const tags = ['Users'];
const security = [{ bearerAuth: [] }];

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.users.one, {
    schema: {
      tags,
      summary: 'One account (own, admin, staff, or a trainer of that member)',
      security,
      params: idParamsSchema,
      response: {
        200: userSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
      },
    },
    onRequest: requireSignedIn,
    handler: (req) => getUser(ctx.db, callerOf(req), req.params.id),
  });
}
