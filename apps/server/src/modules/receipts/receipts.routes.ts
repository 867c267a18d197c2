import {
  API,
  idParamsSchema,
  memberPaymentsQuerySchema,
  paymentListPageSchema,
  paymentListQuerySchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { listMemberPayments, listPayments, receiptPdf } from './receipts.service.ts';

/** The payments list and receipts (docs/decisions/023): thin routes over `receipts.service.ts`. */
export function receiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payments'];

  r.get(API.paymentList, {
    schema: {
      tags,
      summary:
        'Every payment, newest first, one page at a time, by `status`, `method` and a period of the gym’s days (`from`, `to`, both included), with its member, plan and receipt number (admin, staff)',
      security,
      querystring: paymentListQuerySchema,
      response: { 200: paymentListPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('payments.listAll'),
    handler: async (req) => listPayments(ctx.db, req.query, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE),
  });

  r.get(API.users.payments, {
    schema: {
      tags,
      summary: "A member's payments with their receipt numbers, newest first (the member, admin, staff)",
      security,
      params: idParamsSchema,
      querystring: memberPaymentsQuerySchema,
      response: { 200: paymentListPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('payments.receipts'),
    handler: (req) => listMemberPayments(ctx.db, callerOf(req), req.params.id, req.query),
  });

  r.get(API.paymentReceipt, {
    schema: {
      tags,
      summary:
        "A completed payment's receipt as a PDF (its member, admin, staff); another member's payment is 404, as is one without a receipt",
      security,
      params: idParamsSchema,
      response: {
        // A PDF, not JSON: the OpenAPI document says so with its media type.
        200: { description: 'The receipt as a PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    },
    onRequest: requirePermission('payments.receipts'),
    handler: async (req, reply) => {
      const { filename, pdf } = await receiptPdf(ctx.db, callerOf(req), req.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          // Bytes go out as they are (Fastify serialises only objects).
          .send(pdf as never)
      );
    },
  });
}
