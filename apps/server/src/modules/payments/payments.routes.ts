import { API, errorResponseSchema, paymentRequestSchema, paymentResponseSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { recordPayment } from './payments.service.ts';

export function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(API.payments.create, {
    schema: {
      tags: ['Payments'],
      summary:
        'Record a completed payment: a member for themself, admin or staff for a member. With `planId` it buys that plan, with `subscriptionId` it pays an extension; the amount must be the plan price.',
      security: [{ bearerAuth: [] }],
      body: paymentRequestSchema,
      response: {
        201: paymentResponseSchema,
        400: errorResponseSchema,
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    onRequest: requirePermission('payments.create'),
    handler: async (req, reply) => reply.code(201).send(await recordPayment(ctx, callerOf(req), req.body)),
  });
}
