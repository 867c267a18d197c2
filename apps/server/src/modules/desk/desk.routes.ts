import {
  API,
  type DeskMember,
  deskMembersPageSchema,
  deskMembersQuerySchema,
  deskSaleRequestSchema,
  deskSaleResponseSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { allDeskMembers, listDeskMembers, sellPlan } from './desk.service.ts';

/** The front desk's sales and members list (docs/decisions/030). */
export function deskRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.desk.sales, {
    schema: {
      tags: ['Front desk'],
      summary:
        'Sell a plan at the desk: a completed desk payment of the plan’s price and the subscription it starts (Active today, or Scheduled after the running plan), in one transaction (staff, admin)',
      security,
      body: deskSaleRequestSchema,
      response: { 201: deskSaleResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('desk.sell'),
    handler: async (req, reply) => reply.code(201).send(await sellPlan(ctx, callerOf(req), req.body)),
  });

  r.get(API.desk.members, {
    schema: {
      tags: ['Front desk'],
      summary:
        'Members a page at a time, each with their current plan (running, else scheduled) and last check-in; filtered by `status` and `planId`, searched, sorted by name, endDate or lastCheckIn (staff, admin)',
      description:
        'With `format=csv` every member the filters match (not a page), in the same order, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, phones in the national form, the last check-in in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: deskMembersQuerySchema,
      response: { 200: deskMembersPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('desk.members'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listDeskMembers(ctx, caller, req.query);
      const { t, phone, dateTime } = csvCells(req, await gymConfig(ctx, caller.seen));
      const columns: CsvColumn<DeskMember>[] = [
        { header: t('Member'), cell: (row) => row.fullName || row.username },
        { header: t('Email'), cell: (row) => row.email },
        { header: t('Phone'), cell: (row) => phone(row.phone) },
        { header: t('Plan'), cell: (row) => row.membership?.planName ?? t('No plan') },
        { header: t('Status'), cell: (row) => row.membership && t(row.membership.status) },
        { header: t('Ends'), cell: (row) => row.membership?.endDate },
        { header: t('Last check-in'), cell: (row) => dateTime(row.lastCheckInAt) },
      ];
      return sendCsv(reply, 'members.csv', columns, allDeskMembers(ctx, caller, req.query));
    },
  });
}
