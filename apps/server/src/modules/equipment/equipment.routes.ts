import {
  API,
  equipmentCreateRequestSchema,
  equipmentSavedSchema,
  equipmentSchema,
  equipmentUpdateRequestSchema,
  idParamsSchema,
  maintenancePageSchema,
  maintenanceQuerySchema,
  pageOf,
  pageQuerySchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { createEquipment, listMaintenance, listRoomEquipment, updateEquipment } from './equipment.service.ts';

const tags = ['Equipment'];
/** Equipment and its maintenance log are admin's and staff's (decisions §4). */
const managers = requirePermission('equipment.manage');

export function equipmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.rooms.equipment, {
    schema: {
      tags,
      summary: 'A room’s equipment in the order it was added (admin, staff). A plain array without `page`',
      security,
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: {
        200: z.union([z.array(equipmentSchema), pageOf(equipmentSchema)]),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    onRequest: managers,
    handler: (req) => listRoomEquipment(ctx.db, req.params.id, req.query),
  });

  r.post(API.equipment.list, {
    schema: {
      tags,
      summary:
        'Add an item to a room (admin, staff). Saved as Broken, it opens a maintenance event and the maintenance team is e-mailed (`maintenanceNotified`)',
      security,
      body: equipmentCreateRequestSchema,
      response: { 201: equipmentSavedSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: managers,
    handler: async (req, reply) => reply.code(201).send(await createEquipment(ctx, callerOf(req), req.body)),
  });

  r.put(API.equipment.one, {
    schema: {
      tags,
      summary:
        'Edit an item (admin, staff). Saved as Broken when it was not, it opens a maintenance event and the maintenance team is e-mailed (`maintenanceNotified`); saved Active again, the event is closed',
      security,
      params: idParamsSchema,
      body: equipmentUpdateRequestSchema,
      response: { 200: equipmentSavedSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: managers,
    handler: (req) => updateEquipment(ctx, callerOf(req), req.params.id, req.body),
  });

  r.get(API.maintenance, {
    schema: {
      tags,
      summary:
        'Maintenance events newest first, open and closed (admin, staff); `roomId` and `state` (open, closed) filter. Always paged',
      security,
      querystring: maintenanceQuerySchema,
      response: { 200: maintenancePageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: managers,
    handler: (req) => listMaintenance(ctx.db, req.query),
  });
}
