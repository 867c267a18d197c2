import {
  API,
  idParamsSchema,
  legacyPlanFeaturesSchema,
  pageOf,
  planListQuerySchema,
  planMutationResponseSchema,
  planRequestSchema,
  planSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import {
  createPlan,
  deletePlan,
  getLegacyPlanFeatures,
  listPlans,
  planById,
  plansOnOffer,
  updatePlan,
} from './plans.service.ts';

const tags = ['Plans'];
/** Plans are managed by admin and staff (decisions §4). */
const managers = requirePermission('plans.write');

export function planRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.plans.list, {
    schema: {
      tags,
      summary:
        'Plans on offer, oldest first (public). A plain array without `page`; `includeInactive=true` (admin, staff) adds retired plans',
      querystring: planListQuerySchema,
      response: { 200: z.union([z.array(planSchema), pageOf(planSchema)]), ...errorResponses(400, 401, 403) },
    },
    // The public list comes from the catalogue cache with an ETag; retired plans are for managers only, never cached.
    handler: (req, reply) =>
      req.query.includeInactive === 'true'
        ? listPlans(ctx.db, req.caller, req.query)
        : ctx.catalogue.send(req, reply, plansOnOffer, req.query),
  });

  r.get(API.plans.one, {
    schema: {
      tags,
      summary: 'One plan, on offer or retired (public)',
      params: idParamsSchema,
      response: { 200: planSchema, ...errorResponses(400, 404) },
    },
    handler: (req, reply) => ctx.catalogue.send(req, reply, planById, req.params.id),
  });

  r.post(API.plans.list, {
    schema: {
      tags,
      summary: 'Create a plan (admin, staff)',
      security,
      body: planRequestSchema,
      response: { 201: planSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: managers,
    handler: async (req, reply) => reply.code(201).send(await createPlan(ctx.db, req.body)),
  });

  r.put(API.plans.one, {
    schema: {
      tags,
      summary: 'Update a plan (admin, staff); optional fields left out keep their saved values',
      security,
      params: idParamsSchema,
      body: planRequestSchema,
      response: { 200: planMutationResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: managers,
    handler: (req) => updatePlan(ctx.db, callerOf(req).id, req.params.id, req.body),
  });

  r.delete(API.plans.one, {
    schema: {
      tags,
      summary: 'Delete a plan nobody subscribed to (admin, staff); a plan with subscriptions answers 409',
      security,
      params: idParamsSchema,
      response: { 200: planMutationResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: managers,
    handler: (req) => deletePlan(ctx.db, req.params.id),
  });

  r.get(API.plans.legacyFeatures, {
    schema: {
      tags,
      summary:
        'The legacy plan-features view (public): price per 30-day month and 365-day year, amenities as Available / Not Available',
      params: idParamsSchema,
      response: { 200: legacyPlanFeaturesSchema, ...errorResponses(400, 404) },
    },
    handler: (req) => getLegacyPlanFeatures(ctx.db, req.params.id),
  });
}
