import {
  API,
  type AtRiskMember,
  atRiskActionSchema,
  atRiskContactedSchema,
  atRiskMemberParamsSchema,
  atRiskQuerySchema,
  atRiskReportSchema,
  atRiskSnoozeSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { atRiskMembers, recordAtRiskAction } from './at-risk.service.ts';

const tags = ['Reports'];

/** At-risk members and what the desk did about them (docs/reports.md, docs/decisions/039). */
export function atRiskRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.reports.atRisk, {
    schema: {
      tags,
      summary:
        'Members at risk today: members with a running membership scored by visible rules, each reason in words, highest first, paged (admin, staff)',
      description:
        'The rules and their points are `AT_RISK_RULES` (docs/reports.md): not seen for 14, 21 or 30 days, renewal off with no next plan, a failed payment in the last 30 days, visits in the last 28 days under half the member’s own average. Members snoozed until a later day are left out; `lastContact` is the latest “contacted”. With `format=csv` every member at risk is a CSV download (UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and reasons in the caller’s language).',
      security,
      querystring: atRiskQuerySchema,
      response: { 200: atRiskReportSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reports.atRisk'),
    handler: async (req, reply) => {
      const { page, pageSize, format } = req.query;
      const gym = await gymConfig(ctx, req.caller?.seen);
      const language = requestLanguage(req);
      const { asOf, total, members } = await atRiskMembers(ctx.db, gym.GYM_TIME_ZONE, language);
      if (format === 'json')
        return {
          asOf,
          timeZone: gym.GYM_TIME_ZONE,
          items: await members((page - 1) * pageSize, page * pageSize),
          total,
          page,
          pageSize,
        };
      const { t, phone, date } = csvCells(req, gym);
      const columns: CsvColumn<AtRiskMember>[] = [
        { header: t('Member'), cell: (row) => row.fullName },
        { header: t('Email'), cell: (row) => row.email },
        { header: t('Phone'), cell: (row) => phone(row.phone) },
        { header: t('Score'), cell: (row) => row.score },
        { header: t('Reasons'), cell: (row) => row.reasons.map((reason) => reason.text).join('; ') },
        { header: t('Last check-in'), cell: (row) => row.lastCheckIn ?? t('Never') },
        // The gym's day of the contact, not UTC's.
        { header: t('Last contacted'), cell: (row) => row.lastContact && date(row.lastContact.at) },
        { header: t('Contacted by'), cell: (row) => row.lastContact?.by?.fullName },
        { header: t('Note'), cell: (row) => row.lastContact?.note },
      ];
      return sendCsv(reply, `at-risk-${asOf}.csv`, columns, await members());
    },
  });

  r.post(API.reports.atRiskContacted, {
    schema: {
      tags,
      summary: 'Records that the desk contacted an at-risk member, with an optional note (admin, staff)',
      security,
      params: atRiskMemberParamsSchema,
      body: atRiskContactedSchema,
      response: { 201: atRiskActionSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('reports.atRisk'),
    handler: async (req, reply) => {
      const gym = await gymConfig(ctx, req.caller?.seen);
      const action = await recordAtRiskAction(
        ctx.db,
        { memberId: req.params.userId, byId: callerOf(req).id, action: 'contacted', note: req.body.note },
        gym.GYM_TIME_ZONE,
      );
      return reply.code(201).send(action);
    },
  });

  r.post(API.reports.atRiskSnooze, {
    schema: {
      tags,
      summary:
        'Leaves a member off the at-risk list until a day after today (they are back on it that day), with an optional note (admin, staff)',
      security,
      params: atRiskMemberParamsSchema,
      body: atRiskSnoozeSchema,
      response: { 201: atRiskActionSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('reports.atRisk'),
    handler: async (req, reply) => {
      const gym = await gymConfig(ctx, req.caller?.seen);
      const action = await recordAtRiskAction(
        ctx.db,
        {
          memberId: req.params.userId,
          byId: callerOf(req).id,
          action: 'snoozed',
          note: req.body.note,
          until: req.body.until,
        },
        gym.GYM_TIME_ZONE,
      );
      return reply.code(201).send(action);
    },
  });
}
