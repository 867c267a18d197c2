import {
  API,
  type Equipment,
  equipmentCreateRequestSchema,
  equipmentSavedSchema,
  equipmentSchema,
  equipmentUpdateRequestSchema,
  idParamsSchema,
  type MaintenanceEvent,
  maintenancePageSchema,
  maintenanceQuerySchema,
  pageOf,
  roomEquipmentQuerySchema,
  zonedParts,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translate, translateState } from '../../lib/i18n.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import {
  allMaintenance,
  createEquipment,
  listMaintenance,
  listRoomEquipment,
  roomEquipmentExport,
  updateEquipment,
} from './equipment.service.ts';

const tags = ['Equipment'];
/** Equipment and its maintenance log are admin's and staff's (decisions §4). */
const managers = requirePermission('equipment.manage');

export function equipmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.rooms.equipment, {
    schema: {
      tags,
      summary: 'A room’s equipment in the order it was added (admin, staff). A plain array without `page`',
      description:
        'With `format=csv` every item of the room (not a page), newest first as the room’s screen lists them, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, text cells that could run as a formula neutralised.',
      security,
      params: idParamsSchema,
      querystring: roomEquipmentQuerySchema,
      response: {
        200: z.union([z.array(equipmentSchema), pageOf(equipmentSchema)]),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    onRequest: managers,
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listRoomEquipment(ctx.db, req.params.id, req.query);
      const language = requestLanguage(req);
      const t = (english: string) => translate(language, english);
      const columns: CsvColumn<Equipment>[] = [
        { header: t('Name'), cell: (row) => row.name },
        { header: t('Quantity'), cell: (row) => row.quantity },
        { header: t('Imported'), cell: (row) => row.importDate },
        { header: t('Warranty until'), cell: (row) => row.warranty },
        { header: t('Status'), cell: (row) => translateState(language, row.status) },
      ];
      const { roomName, items } = await roomEquipmentExport(ctx.db, req.params.id);
      return sendCsv(reply, `equipment-${roomName}.csv`, columns, items);
    },
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
      description:
        'With `format=csv` every event the filters match (not a page), newest first, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, dates and times in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: maintenanceQuerySchema,
      response: { 200: maintenancePageSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: managers,
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listMaintenance(ctx.db, req.query);
      const timeZone = (await gymConfig(ctx, req.caller?.seen)).GYM_TIME_ZONE;
      const language = requestLanguage(req);
      const t = (english: string) => translate(language, english);
      const at = (instant: string | null) => {
        if (!instant) return '';
        const parts = zonedParts(new Date(instant), timeZone);
        return `${parts.date} ${parts.time}`;
      };
      const columns: CsvColumn<MaintenanceEvent>[] = [
        { header: t('Equipment'), cell: (row) => row.equipmentName },
        { header: t('Room'), cell: (row) => row.roomName },
        { header: t('Status'), cell: (row) => translateState(language, row.closedAt ? 'Closed' : 'Open') },
        { header: t('Reported by'), cell: (row) => row.reportedBy },
        { header: t('Reported on'), cell: (row) => at(row.reportedAt) },
        { header: t('Closed by'), cell: (row) => row.closedBy },
        { header: t('Closed on'), cell: (row) => at(row.closedAt) },
      ];
      const { roomId, state } = req.query;
      const name = ['maintenance', roomId && `room-${roomId}`, state].filter(Boolean).join('-');
      return sendCsv(reply, `${name}.csv`, columns, allMaintenance(ctx.db, { roomId, state }));
    },
  });
}
