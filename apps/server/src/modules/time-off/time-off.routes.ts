import {
  API,
  successResponseSchema,
  type TimeOff,
  timeOffCreatedSchema,
  timeOffEntryParamsSchema,
  timeOffParamsSchema,
  timeOffQuerySchema,
  timeOffRequestSchema,
  timeOffSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { addTimeOff, deleteTimeOff, listTimeOff, timeOffExport } from './time-off.service.ts';

const tags = ['Trainers'];

/** A trainer's time off (docs/decisions/031): that trainer for themself, admin and staff for any trainer. */
export function timeOffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.trainers.timeOff, {
    schema: {
      tags,
      summary:
        'Add time off for the trainer (trainer id): `start` and `end` are instants, at most 183 days apart, ending in the future; `reason` optional, at most 2,000 characters. The trainer takes no session or class in those hours from then on; work already booked stays and is listed in `affected` for the front desk to move or cancel. Overlapping the trainer’s other time off: 409',
      security,
      params: timeOffParamsSchema,
      body: timeOffRequestSchema,
      response: { 201: timeOffCreatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: async (req, reply) =>
      reply.code(201).send(await addTimeOff(ctx, callerOf(req), req.params.trainerId, req.body)),
  });

  r.get(API.trainers.timeOff, {
    schema: {
      tags,
      summary:
        'The trainer’s time off that shares any moment with the days `from` to `to` (gym’s time zone, both included, at most 366), by start; from today for a year when left out',
      description:
        'With `format=csv` the same entries, by start, are a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      params: timeOffParamsSchema,
      querystring: timeOffQuerySchema,
      response: { 200: z.array(timeOffSchema), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listTimeOff(ctx, caller, req.params.trainerId, req.query);
      const { t, dateTime } = csvCells(req, await gymConfig(ctx, caller.seen));
      const { trainerName, from, to, items } = await timeOffExport(ctx, caller, req.params.trainerId, req.query);
      const columns: CsvColumn<TimeOff>[] = [
        { header: t('Trainer'), cell: () => trainerName },
        { header: t('Start'), cell: (row) => dateTime(row.start) },
        { header: t('End'), cell: (row) => dateTime(row.end) },
        { header: t('Reason'), cell: (row) => row.reason },
      ];
      return sendCsv(reply, `time-off-${trainerName}-${from}-to-${to}.csv`, columns, items);
    },
  });

  r.delete(API.trainers.timeOffEntry, {
    schema: {
      tags,
      summary: 'Delete an entry of the trainer’s time off; its hours can be booked again at once',
      security,
      params: timeOffEntryParamsSchema,
      response: { 200: successResponseSchema, ...errorResponses(401, 403, 404) },
    },
    onRequest: requirePermission('timeOff.manage'),
    handler: (req) => deleteTimeOff(ctx, callerOf(req), req.params.trainerId, req.params.id),
  });
}
