import {
  API,
  AUDIT_ACTION_LABELS,
  AUDIT_KIND_LABELS,
  AUDIT_SUBJECT_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  auditPageSchema,
  auditQuerySchema,
  auditVerifySchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { allAudit, listAudit, verifyAudit } from './audit.service.ts';

/** Before or after, as the JSON it was kept as; empty for none. */
const asJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit trail (docs/decisions/023): the admin reads it and checks its chain. */
export function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Audit'];

  r.get(API.audit.list, {
    schema: {
      tags,
      summary:
        'The audit trail, newest first, one page at a time: money events, account changes and settings changes, with who, when, before and after (admin)',
      description:
        '`from` and `to` are days of the gym’s calendar, both included. With `format=csv` every entry the filters match (not a page), newest first, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, before and after as JSON, each entry’s chain hash, text cells that could run as a formula neutralised.',
      security,
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('audit.read'),
    handler: async (req, reply) => {
      const gym = await gymConfig(ctx, req.caller?.seen);
      if (req.query.format === 'json') return listAudit(ctx.db, req.query, gym.GYM_TIME_ZONE);
      const { t, date, time } = csvCells(req, gym);
      const columns: CsvColumn<AuditEntry>[] = [
        { header: '#', cell: (row) => row.id },
        { header: t('Date'), cell: (row) => date(row.at) },
        { header: t('Time'), cell: (row) => time(row.at) },
        { header: t('Who'), cell: (row) => (row.actorId === null ? t('The system') : row.actorName) },
        { header: t('What'), cell: (row) => t(AUDIT_ACTION_LABELS[row.action as AuditAction] ?? row.action) },
        { header: t('Kind'), cell: (row) => t(AUDIT_KIND_LABELS[row.kind as AuditKind] ?? row.kind) },
        { header: t('Subject'), cell: (row) => t(AUDIT_SUBJECT_LABELS[row.subjectType] ?? row.subjectType) },
        { header: t('Subject number'), cell: (row) => row.subjectId },
        { header: t('Before'), cell: (row) => asJson(row.before) },
        { header: t('After'), cell: (row) => asJson(row.after) },
        { header: t('Fingerprint'), cell: (row) => row.hash },
      ];
      const { from, to } = req.query;
      const name = from || to ? `audit-${from ?? 'start'}-to-${to ?? 'today'}.csv` : 'audit.csv';
      return sendCsv(reply, name, columns, allAudit(ctx.db, req.query, gym.GYM_TIME_ZONE));
    },
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
