import { API, errorResponseSchema, newsletterRequestSchema, successResponseSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { subscribe } from './newsletter.service.ts';

export function newsletterRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(API.newsletter, {
    schema: {
      tags: ['Newsletter'],
      summary: 'Sign up for the newsletter (public; signing up twice is harmless)',
      body: newsletterRequestSchema,
      response: { 200: successResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: (req) => subscribe(ctx, req.body, req.ip),
  });
}
