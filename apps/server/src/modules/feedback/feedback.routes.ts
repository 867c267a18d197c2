import {
  API,
  type Feedback,
  feedbackListQuerySchema,
  feedbackRequestSchema,
  feedbackSchema,
  idParamsSchema,
  pageOf,
  pageQuerySchema,
  successResponseSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import {
  allFeedback,
  deleteFeedback,
  listFeedback,
  listMyFeedback,
  processFeedback,
  submitFeedback,
} from './feedback.service.ts';

const tags = ['Feedback'];
/** A plain array without `?page`, one page with it (decisions §8). */
const feedbackListSchema = z.union([z.array(feedbackSchema), pageOf(feedbackSchema)]);

export function feedbackRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.feedback.list, {
    schema: {
      tags,
      summary: 'Submit feedback (members; the author is the caller)',
      security,
      body: feedbackRequestSchema,
      response: { 201: feedbackSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('feedback.create'),
    handler: async (req, reply) => reply.code(201).send(await submitFeedback(ctx.db, callerOf(req), req.body)),
  });

  r.get(API.feedback.list, {
    schema: {
      tags,
      summary:
        "Everyone's feedback, newest first (admin, staff, trainer); `processed=true|false` filters; `?page` answers one page",
      description:
        'With `format=csv` all the feedback the filter matches (not a page), newest first, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: feedbackListQuerySchema,
      response: { 200: feedbackListSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('feedback.listAll'),
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listFeedback(ctx.db, req.query);
      const { t, date, time } = csvCells(req, await gymConfig(ctx, req.caller?.seen));
      const columns: CsvColumn<Feedback>[] = [
        { header: t('Date'), cell: (row) => date(row.createdAt) },
        { header: t('Time'), cell: (row) => time(row.createdAt) },
        { header: t('Member'), cell: (row) => row.userName },
        { header: t('Rating'), cell: (row) => row.rating },
        { header: t('Message'), cell: (row) => row.message },
        { header: t('Processed'), cell: (row) => (row.isProcessed ? t('Yes') : t('No')) },
      ];
      return sendCsv(reply, 'feedback.csv', columns, allFeedback(ctx.db, req.query));
    },
  });

  r.get(API.feedback.mine, {
    schema: {
      tags,
      summary: "The caller's own feedback, newest first (members); `?page` answers one page",
      security,
      querystring: pageQuerySchema,
      response: { 200: feedbackListSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('feedback.create'),
    handler: (req) => listMyFeedback(ctx.db, callerOf(req), req.query),
  });

  r.delete(API.feedback.one, {
    schema: {
      tags,
      summary: 'Delete feedback (own as a member; any as admin or staff)',
      security,
      params: idParamsSchema,
      response: { 200: successResponseSchema, ...errorResponses(401, 403, 404) },
    },
    onRequest: requirePermission('feedback.delete'),
    handler: (req) => deleteFeedback(ctx.db, callerOf(req), req.params.id),
  });

  r.put(API.feedback.process, {
    schema: {
      tags,
      summary: 'Mark feedback processed (admin, staff); doing it again changes nothing',
      security,
      params: idParamsSchema,
      response: { 200: feedbackSchema, ...errorResponses(401, 403, 404) },
    },
    onRequest: requirePermission('feedback.process'),
    handler: (req) => processFeedback(ctx.db, req.params.id),
  });
}
