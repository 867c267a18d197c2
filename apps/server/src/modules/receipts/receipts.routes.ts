import {
  API,
  idParamsSchema,
  memberPaymentsQuerySchema,
  type PaymentListItem,
  paymentListPageSchema,
  paymentListQuerySchema,
  receiptNumberText,
} from '@gym/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { allPayments, listMemberPayments, listPayments, receiptPdf, refundReceiptPdf } from './receipts.service.ts';

/** The payments list and receipts (docs/decisions/023): thin routes over `receipts.service.ts`. */
export function receiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payments'];

  r.get(API.paymentList, {
    schema: {
      tags,
      summary:
        'Every payment, newest first, one page at a time, by `status`, `method` and a period of the gym’s days (`from`, `to`, both included), with its member, plan and receipt number (admin, staff)',
      description:
        'With `format=csv` every payment the filters match (not a page) is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: paymentListQuerySchema,
      response: { 200: paymentListPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('payments.listAll'),
    handler: async (req, reply) => {
      const gym = await gymConfig(ctx, req.caller?.seen);
      const timeZone = gym.GYM_TIME_ZONE;
      if (req.query.format === 'json') return listPayments(ctx.db, req.query, timeZone);
      const { t, date, time } = csvCells(req, gym);
      const columns: CsvColumn<PaymentListItem>[] = [
        { header: t('Date'), cell: (row) => date(row.paymentDate) },
        { header: t('Time'), cell: (row) => time(row.paymentDate) },
        { header: t('Member'), cell: (row) => row.memberName },
        { header: t('Plan'), cell: (row) => row.planName ?? '' },
        { header: t('Amount'), cell: (row) => row.amount },
        { header: t('Refunded'), cell: (row) => row.refundedAmount },
        { header: t('Payment method'), cell: (row) => t(row.paymentMethod) },
        { header: t('Status'), cell: (row) => t(row.status) },
        { header: t('Receipt number'), cell: (row) => row.receiptNumber && receiptNumberText(row.receiptNumber) },
        {
          header: t('Refund receipts'),
          cell: (row) =>
            row.refunds
              .flatMap((refund) => (refund.receiptNumber ? [receiptNumberText(refund.receiptNumber)] : []))
              .join(' '),
        },
      ];
      const { from, to } = req.query;
      const name = from || to ? `payments-${from ?? 'start'}-to-${to ?? 'today'}.csv` : 'payments.csv';
      return sendCsv(reply, name, columns, allPayments(ctx.db, req.query, timeZone));
    },
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
    handler: async (req, reply) => sendPdf(reply, await receiptPdf(ctx.db, callerOf(req), req.params.id)),
  });

  r.get(API.refundReceipt, {
    schema: {
      tags,
      summary:
        "A refund's own receipt as a PDF (the payment's member, admin, staff); another member's refund is 404, as one that does not exist",
      security,
      params: idParamsSchema,
      response: {
        200: { description: 'The refund receipt as a PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    },
    onRequest: requirePermission('payments.receipts'),
    handler: async (req, reply) => sendPdf(reply, await refundReceiptPdf(ctx.db, callerOf(req), req.params.id)),
  });
}

/** A receipt's PDF as a download, never kept by a shared cache. */
function sendPdf(reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      // Bytes go out as they are (Fastify serialises only objects).
      .send(pdf as never)
  );
}
