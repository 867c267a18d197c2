import { API, errorResponseSchema, failedMailListSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { listFailedMail } from '../../lib/outbox.ts';
import { requirePermission } from '../../plugins/auth.ts';

export function mailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.mailFailed, {
    schema: {
      tags: ['Mail'],
      summary:
        'E-mails the server gave up sending after its last retry, newest first: to whom, about what, how often tried and the last error (admin)',
      security: [{ bearerAuth: [] }],
      response: { 200: failedMailListSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
    onRequest: requirePermission('mail.failed'),
    handler: () => listFailedMail(ctx.db),
  });
}
