import { z } from 'zod';
import { DATE_PATTERN, idSchema, numberInput, pageOf, pageQuerySchema } from './common.ts';
import { formatField } from './list-format.ts';

/** Spec §4: equipment is Active or Broken (default Active); saving Broken tells the maintenance team. */
export const EQUIPMENT_STATUSES = ['Active', 'Broken'] as const;
export const equipmentStatusSchema = z.enum(EQUIPMENT_STATUSES);
export type EquipmentStatus = z.infer<typeof equipmentStatusSchema>;

export const EQUIPMENT_NAME_MAX = 100;
export const EQUIPMENT_QUANTITY_MAX = 10_000;
/** Spec §9: the maintenance notice stays 5000 ms. */
export const MAINTENANCE_NOTICE_MS = 5000;

/** Spec §8 "Equipment" and §4 word for word, then the rules' texts (spec §5 names the fields, not the messages). */
export const EQUIPMENT_MESSAGES = {
  created: 'Equipment created successfully',
  createError: 'Error creating equipment',
  updated: 'Equipment updated successfully',
  updateError: 'Error updating equipment',
  updateFailed: 'Failed to update equipment',
  listFailed: 'Can not get equipments',
  maintenanceNotified: 'Maintenance team has been notified',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${EQUIPMENT_NAME_MAX} characters`,
  quantityRequired: 'Quantity is required',
  quantityInvalid: `Quantity must be a whole number from 0 to ${EQUIPMENT_QUANTITY_MAX}`,
  importDateRequired: 'Import date is required',
  warrantyRequired: 'Warranty date is required',
  dateInvalid: 'Use the format YYYY-MM-DD',
  warrantyBeforeImport: 'The warranty date cannot be before the import date',
  statusInvalid: 'Choose Active or Broken',
  roomRequired: 'Room is required',
  notFound: 'Equipment not found',
  noEquipment: 'No equipment in this room yet.',
  noMaintenance: 'No maintenance events yet.',
  /** The maintenance log could not be loaded (the spec has no text for it: it has no log). */
  maintenanceListFailed: 'Can not get the maintenance log',
} as const;

const isCalendarDate = (d: string) => {
  const parsed = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === d;
};
/** A required YYYY-MM-DD; an ISO date-time keeps its date part (what older clients' date pickers sent). */
const requiredDate = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().slice(0, 10)) : v === null ? undefined : v),
    z
      .string({ error: required })
      .regex(DATE_PATTERN, EQUIPMENT_MESSAGES.dateInvalid)
      .refine(isCalendarDate, EQUIPMENT_MESSAGES.dateInvalid),
  );

const equipmentFields = {
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    z
      .string({ error: EQUIPMENT_MESSAGES.nameRequired })
      .min(1, EQUIPMENT_MESSAGES.nameRequired)
      .max(EQUIPMENT_NAME_MAX, EQUIPMENT_MESSAGES.nameTooLong),
  ),
  quantity: numberInput({
    required: EQUIPMENT_MESSAGES.quantityRequired,
    invalid: EQUIPMENT_MESSAGES.quantityInvalid,
  }).pipe(
    z
      .number()
      .int(EQUIPMENT_MESSAGES.quantityInvalid)
      .min(0, EQUIPMENT_MESSAGES.quantityInvalid)
      .max(EQUIPMENT_QUANTITY_MAX, EQUIPMENT_MESSAGES.quantityInvalid),
  ),
  importDate: requiredDate(EQUIPMENT_MESSAGES.importDateRequired),
  warranty: requiredDate(EQUIPMENT_MESSAGES.warrantyRequired),
  status: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'Active' : v),
    z.enum(EQUIPMENT_STATUSES, { error: EQUIPMENT_MESSAGES.statusInvalid }),
  ),
};

const warrantyNotBeforeImport = <T extends { importDate: string; warranty: string }>(v: T) =>
  v.warranty >= v.importDate;
const warrantyRule = { path: ['warranty'], message: EQUIPMENT_MESSAGES.warrantyBeforeImport };

/** `PUT /api/Equipment/{id}` (spec §5 "New equipment": name, quantity, import date and warranty required). */
export const equipmentUpdateRequestSchema = z.object(equipmentFields).refine(warrantyNotBeforeImport, warrantyRule);
export type EquipmentUpdateRequest = z.input<typeof equipmentUpdateRequestSchema>;
export type EquipmentUpdate = z.output<typeof equipmentUpdateRequestSchema>;

/** `POST /api/Equipment`: the same fields and the room it stands in. */
export const equipmentCreateRequestSchema = z
  .object({
    ...equipmentFields,
    roomId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: EQUIPMENT_MESSAGES.roomRequired })
        .int(EQUIPMENT_MESSAGES.roomRequired)
        .positive(EQUIPMENT_MESSAGES.roomRequired),
    ),
  })
  .refine(warrantyNotBeforeImport, warrantyRule);
export type EquipmentCreateRequest = z.input<typeof equipmentCreateRequestSchema>;
export type EquipmentCreate = z.output<typeof equipmentCreateRequestSchema>;

/** An item as the API answers it (decisions §6); dates are YYYY-MM-DD. */
export const equipmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    importDate: z.string(),
    warranty: z.string(),
    status: equipmentStatusSchema,
    roomId: z.number().int(),
  })
  .meta({ id: 'Equipment' });
export type Equipment = z.infer<typeof equipmentSchema>;

/**
 * The answer of a create or an update: the item, and whether saving it opened a maintenance event (it was saved as
 * Broken and was not already), so the screen can say 'Maintenance team has been notified'.
 */
export const equipmentSavedSchema = equipmentSchema.extend({ maintenanceNotified: z.boolean() });
export type EquipmentSaved = z.infer<typeof equipmentSavedSchema>;

/** Broken equipment on record: opened when an item is saved Broken, closed when it is saved Active again. */
export const maintenanceEventSchema = z
  .object({
    id: z.number().int(),
    equipmentId: z.number().int(),
    equipmentName: z.string(),
    roomId: z.number().int(),
    roomName: z.string(),
    reportedBy: z.string(),
    reportedAt: z.string(),
    closedBy: z.string().nullable(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: 'MaintenanceEvent' });
export type MaintenanceEvent = z.infer<typeof maintenanceEventSchema>;

/**
 * `GET /api/maintenance`: newest first, open and closed, optionally one room's; always paged (page 1 by default), or
 * every matching event as a CSV file with `format=csv` (the page is then ignored).
 */
export const maintenanceQuerySchema = pageQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  roomId: idSchema.optional(),
  state: z.enum(['open', 'closed']).optional(),
  format: formatField,
});
export type MaintenanceQuery = z.infer<typeof maintenanceQuerySchema>;
export type MaintenanceParams = z.input<typeof maintenanceQuerySchema>;

/**
 * `GET /api/Gymroom/{id}/equipment`: the plain array without `page`, a page with it; with `format=csv` every item as a
 * CSV file, newest first as the room's screen lists them (the page is then ignored).
 */
export const roomEquipmentQuerySchema = pageQuerySchema.extend({ format: formatField });
export type RoomEquipmentQuery = z.infer<typeof roomEquipmentQuerySchema>;
export const maintenancePageSchema = pageOf(maintenanceEventSchema);
