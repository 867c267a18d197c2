import { API, auditPageSchema, auditQuerySchema, auditVerifySchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { listAudit, verifyAudit } from './audit.service.ts';

/** The audit trail (docs/decisions/023): the admin reads it and checks its chain. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Audit'];

  r.get(API.audit.list, {
    schema: {
      tags,
      summary:
        'The audit trail, newest first, one page at a time: money events, account changes and settings changes, with who, when, before and after (admin)',
      description: '`from` and `to` are days of the gym’s calendar, both included.',
      security,
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('audit.read'),
    handler: async (req) => listAudit(ctx.db, req.query, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE),
  });

  r.get(API.audit.verify, {
    schema: {
      tags,
      summary:
        'Recomputes the whole hash chain: `{ ok: true, entries, head }`, or `{ ok: false, entries, brokenAt }` with the first entry that does not hold (admin)',
      security,
      response: { 200: auditVerifySchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('audit.read'),
    handler: () => verifyAudit(ctx.db),
  });
}
