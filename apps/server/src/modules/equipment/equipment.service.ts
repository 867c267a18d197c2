import {
  EQUIPMENT_MESSAGES,
  type Equipment,
  type EquipmentCreate,
  type EquipmentSaved,
  type EquipmentUpdate,
  type MaintenanceEvent,
  type MaintenanceQuery,
  type Page,
  type PageQuery,
  ROOM_MESSAGES,
  zonedParts,
} from '@gym/contract';
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { equipment, gymRooms, maintenanceEvents, users } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { countRows, listOrPage, pageOf } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { personName } from '../users/account-scopes.ts';

type EquipmentRow = typeof equipment.$inferSelect;

/** The API's view of an item (decisions §6). */
const toEquipment = (row: EquipmentRow): Equipment => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  importDate: row.importDate,
  warranty: row.warranty,
  status: row.status,
  roomId: row.roomId,
});

/** `GET /api/Gymroom/{id}/equipment` (admin, staff): the room's items in the order they were added. */
export async function listRoomEquipment(
  db: Db,
  roomId: number,
  query: PageQuery,
): Promise<Equipment[] | Page<Equipment>> {
  const [room] = await db.select({ id: gymRooms.id }).from(gymRooms).where(eq(gymRooms.id, roomId));
  if (!room) throw notFound(ROOM_MESSAGES.notFound);
  const where = eq(equipment.roomId, roomId);
  const select = db.select().from(equipment).where(where).orderBy(asc(equipment.id)).$dynamic();
  return listOrPage(query, select, () => countRows(db, equipment, where), toEquipment);
}

/** A maintenance event opened by saving an item as Broken: what the e-mail to the maintenance team says. */
type Reported = { eventId: number; item: EquipmentRow; roomName: string; reportedBy: string; reportedAt: Date };

/**
 * Opens a maintenance event for an item that has just become Broken, in the caller's transaction. The partial
 * unique index (one open event per item) is the last word should two saves race past the item's row lock.
 */
async function openEvent(tx: Tx, caller: Caller, item: EquipmentRow, now: Date): Promise<Reported> {
  const [event] = await tx
    .insert(maintenanceEvents)
    .values({ equipmentId: item.id, reportedBy: caller.id, reportedAt: now })
    .returning({ id: maintenanceEvents.id });
  const [names] = await tx
    .select({
      roomName: gymRooms.roomName,
      reportedBy: sql<string>`coalesce(${users.fullName}, ${users.username})`,
    })
    .from(gymRooms)
    .innerJoin(users, eq(users.id, caller.id))
    .where(eq(gymRooms.id, item.roomId));
  return {
    eventId: (event as { id: number }).id,
    item,
    roomName: names?.roomName ?? '',
    reportedBy: names?.reportedBy ?? caller.username,
    reportedAt: now,
  };
}

/** The e-mail to the maintenance team (`MAINTENANCE_EMAIL`) about a newly broken item. */
function maintenanceMail(config: AppContext['config'], reported: Reported): Mail {
  const { GYM_NAME: gym, GYM_TIME_ZONE: timeZone, MAINTENANCE_EMAIL: to } = config;
  const when = zonedParts(reported.reportedAt, timeZone);
  return {
    to,
    subject: `Broken equipment: ${reported.item.name} in ${reported.roomName}`,
    text: [
      'Hello maintenance team,',
      '',
      `${reported.reportedBy} reported equipment as broken at ${gym}:`,
      `- Item: ${reported.item.name} (${reported.item.quantity} in the room, equipment #${reported.item.id})`,
      `- Room: ${reported.roomName}`,
      `- Reported: ${when.date} at ${when.time} (${timeZone})`,
      `- Warranty until: ${reported.item.warranty}`,
      '',
      `Maintenance event #${reported.eventId} stays open until the item is saved as Active again.`,
      '',
      gym,
    ].join('\n'),
  };
}

/**
 * Opens a maintenance event for an item that has just become Broken and queues the e-mail to the maintenance team,
 * both in the caller's transaction: the team hears of exactly the events that commit (`lib/outbox.ts`).
 */
async function reportBroken(tx: Tx, ctx: AppContext, caller: Caller, item: EquipmentRow, now: Date) {
  const reported = await openEvent(tx, caller, item, now);
  await queueMail(tx, [maintenanceMail(ctx.config, reported)]);
  return reported;
}

/** The answer of a save; wakes the mail sender when the save queued the maintenance team's e-mail. */
function saved(ctx: AppContext, item: EquipmentRow, reported: Reported | undefined): EquipmentSaved {
  if (reported) ctx.mail.nudge();
  return { ...toEquipment(item), maintenanceNotified: reported !== undefined };
}

/**
 * `POST /api/Equipment` (admin, staff): an item in an existing room; one saved Broken opens a maintenance event in
 * the same transaction, which also queues the e-mail to the maintenance team.
 */
export async function createEquipment(
  ctx: AppContext,
  caller: Caller,
  input: EquipmentCreate,
): Promise<EquipmentSaved> {
  const now = new Date();
  const { item, reported } = await ctx.db.transaction(async (tx) => {
    // Share-locked, so the room cannot go while the item is added to it.
    const [room] = await tx
      .select({ id: gymRooms.id })
      .from(gymRooms)
      .where(eq(gymRooms.id, input.roomId))
      .for('share');
    if (!room) throw fieldError(400, 'roomId', ROOM_MESSAGES.notFound);
    const [item] = await tx
      .insert(equipment)
      .values({
        roomId: room.id,
        name: input.name,
        quantity: input.quantity,
        importDate: input.importDate,
        warranty: input.warranty,
        status: input.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const row = item as EquipmentRow;
    return { item: row, reported: row.status === 'Broken' ? await reportBroken(tx, ctx, caller, row, now) : undefined };
  });
  return saved(ctx, item, reported);
}

/**
 * `PUT /api/Equipment/{id}` (admin, staff): every field but the room. Under the item's row lock: saved Broken when
 * it was not opens a maintenance event (and queues the team's e-mail); saved Active when it was
 * Broken closes the open event, by whom and when. Saving Broken again changes no event.
 */
export async function updateEquipment(
  ctx: AppContext,
  caller: Caller,
  id: number,
  input: EquipmentUpdate,
): Promise<EquipmentSaved> {
  const now = new Date();
  const { item, reported } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(equipment).where(eq(equipment.id, id)).for('update');
    if (!current) throw notFound(EQUIPMENT_MESSAGES.notFound);
    const [item] = await tx
      .update(equipment)
      .set({
        name: input.name,
        quantity: input.quantity,
        importDate: input.importDate,
        warranty: input.warranty,
        status: input.status,
        updatedAt: now,
      })
      .where(eq(equipment.id, id))
      .returning();
    const row = item as EquipmentRow;
    if (input.status === 'Active' && current.status === 'Broken')
      await tx
        .update(maintenanceEvents)
        .set({ closedBy: caller.id, closedAt: now })
        .where(and(eq(maintenanceEvents.equipmentId, id), isNull(maintenanceEvents.closedAt)));
    const breaking = input.status === 'Broken' && current.status !== 'Broken';
    return { item: row, reported: breaking ? await reportBroken(tx, ctx, caller, row, now) : undefined };
  });
  return saved(ctx, item, reported);
}

const reporters = alias(users, 'reporter');
const closers = alias(users, 'closer');

/**
 * `GET /api/maintenance` (admin, staff): maintenance events newest first, open and closed, optionally one room's
 * and one state's; always one page and the total.
 */
export async function listMaintenance(db: Db, query: MaintenanceQuery): Promise<Page<MaintenanceEvent>> {
  const conditions: SQL[] = [];
  if (query.roomId !== undefined) conditions.push(eq(equipment.roomId, query.roomId));
  if (query.state === 'open') conditions.push(isNull(maintenanceEvents.closedAt));
  if (query.state === 'closed') conditions.push(isNotNull(maintenanceEvents.closedAt));
  const where = and(...conditions);
  const select = db
    .select({
      event: maintenanceEvents,
      equipmentName: equipment.name,
      roomId: equipment.roomId,
      roomName: gymRooms.roomName,
      reportedBy: personName(reporters),
      // A left join: no closer yet reads as null, not as a former account.
      closedBy: sql<string | null>`case when ${closers.id} is null then null else ${personName(closers)} end`,
    })
    .from(maintenanceEvents)
    .innerJoin(equipment, eq(equipment.id, maintenanceEvents.equipmentId))
    .innerJoin(gymRooms, eq(gymRooms.id, equipment.roomId))
    .innerJoin(reporters, eq(reporters.id, maintenanceEvents.reportedBy))
    .leftJoin(closers, eq(closers.id, maintenanceEvents.closedBy))
    .where(where)
    .orderBy(desc(maintenanceEvents.reportedAt), desc(maintenanceEvents.id))
    .$dynamic();
  const count = async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(maintenanceEvents)
      .innerJoin(equipment, eq(equipment.id, maintenanceEvents.equipmentId))
      .where(where);
    return row?.total ?? 0;
  };
  return pageOf(query, select, count, (row) => ({
    id: row.event.id,
    equipmentId: row.event.equipmentId,
    equipmentName: row.equipmentName,
    roomId: row.roomId,
    roomName: row.roomName,
    reportedBy: row.reportedBy,
    reportedAt: row.event.reportedAt.toISOString(),
    closedBy: row.closedBy,
    closedAt: row.event.closedAt?.toISOString() ?? null,
  }));
}
