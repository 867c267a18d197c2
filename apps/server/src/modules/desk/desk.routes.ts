import {
  API,
  deskMembersPageSchema,
  deskMembersQuerySchema,
  deskSaleRequestSchema,
  deskSaleResponseSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { listDeskMembers, sellPlan } from './desk.service.ts';

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
      security,
      querystring: deskMembersQuerySchema,
      response: { 200: deskMembersPageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('desk.members'),
    handler: (req) => listDeskMembers(ctx, callerOf(req), req.query),
  });
}
