import { API, adminStatsSchema, revenueResponseSchema, staffStatsSchema, trainerStatsSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { adminStats, monthlyRevenue, staffStats, trainerStats } from './stats.service.ts';

const tags = ['Statistics'];

export function statsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.revenue, {
    schema: {
      tags,
      summary:
        'Completed payments per calendar month in the gym’s time zone: the last six months up to this one, oldest first, months without payments as 0 (admin)',
      security,
      response: { 200: revenueResponseSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('revenue.read'),
    handler: async (req) => monthlyRevenue(ctx.db, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE),
  });

  r.get(API.stats.admin, {
    schema: {
      tags,
      summary:
        'The admin dashboard in one call: counts of staff, members, plans on offer, feedback, trainers and rooms; revenue as `GET /api/Admin`; active subscriptions by plan type; accounts by role (admin)',
      security,
      response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('stats.admin'),
    handler: async (req) => adminStats(ctx.db, (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE),
  });

  r.get(API.stats.staff, {
    schema: {
      tags,
      summary:
        'The staff dashboard in one call: subscriptions (all and running), feedback (all and unprocessed), sessions (all and upcoming), rooms (admin, staff)',
      security,
      response: { 200: staffStatsSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('stats.staff'),
    handler: (req) => staffStats(ctx, callerOf(req)),
  });

  r.get(API.stats.trainer, {
    schema: {
      tags,
      summary: 'The trainer dashboard in one call: the caller’s members, sessions and upcoming sessions (trainer)',
      security,
      response: { 200: trainerStatsSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('stats.trainer'),
    handler: (req) => trainerStats(ctx.db, callerOf(req)),
  });
}
