import { API, errorResponseSchema, pageOf, pageQuerySchema, trainerSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireSignedIn } from '../../plugins/auth.ts';
import { listTrainers } from './trainers.service.ts';

const tags = ['Trainers'];
const security = [{ bearerAuth: [] }];

export function trainerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.trainers.list, {
    schema: {
      tags,
      summary: 'Every trainer with their account (any signed-in user). A plain array without `page`',
      security,
      querystring: pageQuerySchema,
      response: {
        200: z.union([z.array(trainerSchema), pageOf(trainerSchema)]),
        400: errorResponseSchema,
        401: errorResponseSchema,
      },
    },
    onRequest: requireSignedIn,
    handler: (req) => listTrainers(ctx.db, req.query),
  });
}
