import {
  API,
  type CheckinListItem,
  type CheckinMethod,
  checkinDayQuerySchema,
  checkinDaySchema,
  checkinPageSchema,
  checkinPassSchema,
  checkinRefusedSchema,
  checkinRequestSchema,
  checkinSchema,
  idParamsSchema,
  memberCheckinsQuerySchema,
  zonedParts,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translate } from '../../lib/i18n.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { checkIn, dayCheckinsExport, getPass, listDay, listMember } from './checkin.service.ts';

/** How the desk found a member, in the words of its screen. */
const METHOD_WORDS: Record<CheckinMethod, string> = {
  pass: 'Pass',
  'day-pass': 'Day pass',
  search: 'Found by the desk',
};

/** The front desk's check-in (docs/decisions/024). */
export function checkinRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.checkin.pass, {
    schema: {
      tags: ['Check-in'],
      summary:
        "The member's pass: a token that changes every minute and is accepted for two, and today's day pass (accepted once on its date)",
      security,
      response: { 200: checkinPassSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('checkin.pass'),
    handler: (req) => getPass(ctx, callerOf(req)),
  });

  r.post(API.checkin.create, {
    schema: {
      tags: ['Check-in'],
      summary:
        'Check a member in by pass or by id, judged at `scannedAt` for a scan queued offline (at most 24 hours old); 409 names the reason; `override` with a reason lets them in anyway (staff, admin)',
      security,
      body: checkinRequestSchema,
      response: { 201: checkinSchema, 409: checkinRefusedSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('checkin.desk'),
    handler: async (req, reply) => reply.code(201).send(await checkIn(ctx, callerOf(req), req.body)),
  });

  r.get(API.checkin.day, {
    schema: {
      tags: ['Check-in'],
      summary: "A day's check-ins (the gym's date, today without one), newest first (staff, admin)",
      description:
        'With `format=csv` the same check-ins are a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: checkinDayQuerySchema,
      response: { 200: checkinDaySchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('checkin.desk'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listDay(ctx, caller, req.query.date);
      const timeZone = (await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE;
      const language = requestLanguage(req);
      const t = (english: string) => translate(language, english);
      const when = (row: CheckinListItem) => zonedParts(new Date(row.at), timeZone);
      const columns: CsvColumn<CheckinListItem>[] = [
        { header: t('Date'), cell: (row) => when(row).date },
        { header: t('Time'), cell: (row) => when(row).time },
        { header: t('Member'), cell: (row) => row.fullName },
        { header: t('Check-in method'), cell: (row) => t(METHOD_WORDS[row.method]) },
        { header: t('Override'), cell: (row) => (row.override ? t('Yes') : t('No')) },
        { header: t('Reason'), cell: (row) => row.overrideReason },
      ];
      const { day, items } = await dayCheckinsExport(ctx, caller, req.query.date);
      return sendCsv(reply, `checkins-${day}.csv`, columns, items);
    },
  });

  r.get(API.users.checkins, {
    schema: {
      tags: ['Check-in'],
      summary: "A member's check-ins, newest first, a page at a time (own, staff, admin)",
      security,
      params: idParamsSchema,
      querystring: memberCheckinsQuerySchema,
      response: { 200: checkinPageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('checkin.member'),
    handler: (req) => listMember(ctx.db, callerOf(req), req.params.id, req.query),
  });
}
