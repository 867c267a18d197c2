import { API, newsletterRequestSchema, successResponseSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { subscribe } from './newsletter.service.ts';

export function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(API.newsletter, {
    schema: {
      tags: ['Newsletter'],
      summary: 'Sign up for the newsletter (public; signing up twice is harmless)',
      body: newsletterRequestSchema,
      response: { 200: successResponseSchema, ...errorResponses(400, 429) },
    },
    handler: (req) => subscribe(ctx, req.body, req.ip),
  });
}
