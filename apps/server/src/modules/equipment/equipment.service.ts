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
import { and, asc, desc, eq, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
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

/** The room's name; an unknown room is 404. */
async function findRoom(db: Db, roomId: number) {
  const [room] = await db.select({ roomName: gymRooms.roomName }).from(gymRooms).where(eq(gymRooms.id, roomId));
  if (!room) throw notFound(ROOM_MESSAGES.notFound);
  return room;
}

/** `GET /api/Gymroom/{id}/equipment` (admin, staff): the room's items in the order they were added. */
export async function listRoomEquipment(
  db: Db,
  roomId: number,
  query: PageQuery,
): Promise<Equipment[] | Page<Equipment>> {
  await findRoom(db, roomId);
  const where = eq(equipment.roomId, roomId);
  const select = db.select().from(equipment).where(where).orderBy(asc(equipment.id)).$dynamic();
  return listOrPage(query, select, () => countRows(db, equipment, where), toEquipment);
}

/** How many rows each query of an export reads. */
export const EXPORT_BATCH = 500;

/**
 * `GET /api/Gymroom/{id}/equipment?format=csv` (admin, staff): the room (an unknown one is 404 before anything is
 * sent) and every item in it, newest first as the room's screen lists them, read `batchSize` at a time below the
 * last id given.
 */
export async function roomEquipmentExport(db: Db, roomId: number, batchSize = EXPORT_BATCH) {
  const room = await findRoom(db, roomId);
  async function* items(): AsyncGenerator<Equipment> {
    let before: number | undefined;
    for (;;) {
      const rows = await db
        .select()
        .from(equipment)
        .where(and(eq(equipment.roomId, roomId), before === undefined ? undefined : lt(equipment.id, before)))
        .orderBy(desc(equipment.id))
        .limit(batchSize);
      yield* rows.map(toEquipment);
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      before = last.id;
    }
  }
  return { roomName: room.roomName, items: items() };
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

/** The maintenance log's filters: one room's, open or closed. */
type MaintenanceFilter = Pick<MaintenanceQuery, 'roomId' | 'state'>;

function maintenanceFilters(query: MaintenanceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.roomId !== undefined) conditions.push(eq(equipment.roomId, query.roomId));
  if (query.state === 'open') conditions.push(isNull(maintenanceEvents.closedAt));
  if (query.state === 'closed') conditions.push(isNotNull(maintenanceEvents.closedAt));
  return and(...conditions);
}

/** The log's select, newest first: each event with its item, room, reporter and closer. */
function maintenanceSelect(db: Db, where: SQL | undefined) {
  return db
    .select({
      event: maintenanceEvents,
      equipmentName: equipment.name,
      roomId: equipment.roomId,
      roomName: gymRooms.roomName,
      reportedBy: personName(reporters),
      // A left join: no closer yet reads as null, not as a former account.
      closedBy: sql<string | null>`case when ${closers.id} is null then null else ${personName(closers)} end`,
      // The report's time exactly, to the microsecond (a Date keeps milliseconds), for an export's next batch.
      cursor: sql<string>`${maintenanceEvents.reportedAt}::text`,
    })
    .from(maintenanceEvents)
    .innerJoin(equipment, eq(equipment.id, maintenanceEvents.equipmentId))
    .innerJoin(gymRooms, eq(gymRooms.id, equipment.roomId))
    .innerJoin(reporters, eq(reporters.id, maintenanceEvents.reportedBy))
    .leftJoin(closers, eq(closers.id, maintenanceEvents.closedBy))
    .where(where)
    .orderBy(desc(maintenanceEvents.reportedAt), desc(maintenanceEvents.id))
    .$dynamic();
}

const toMaintenanceEvent = (row: Awaited<ReturnType<typeof maintenanceSelect>>[number]): MaintenanceEvent => ({
  id: row.event.id,
  equipmentId: row.event.equipmentId,
  equipmentName: row.equipmentName,
  roomId: row.roomId,
  roomName: row.roomName,
  reportedBy: row.reportedBy,
  reportedAt: row.event.reportedAt.toISOString(),
  closedBy: row.closedBy,
  closedAt: row.event.closedAt?.toISOString() ?? null,
});

/**
 * `GET /api/maintenance` (admin, staff): maintenance events newest first, open and closed, optionally one room's
 * and one state's; always one page and the total.
 */
export async function listMaintenance(
  db: Db,
  query: MaintenanceFilter & { page: number; pageSize: number },
): Promise<Page<MaintenanceEvent>> {
  const where = maintenanceFilters(query);
  const count = async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(maintenanceEvents)
      .innerJoin(equipment, eq(equipment.id, maintenanceEvents.equipmentId))
      .where(where);
    return row?.total ?? 0;
  };
  return pageOf(query, maintenanceSelect(db, where), count, toMaintenanceEvent);
}

/**
 * `GET /api/maintenance?format=csv` (admin, staff): every event the filters match, newest first, read `batchSize` at
 * a time after the last one given (report time, then id), so an event reported meanwhile neither shifts nor repeats
 * a row.
 */
export async function* allMaintenance(
  db: Db,
  query: MaintenanceFilter,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<MaintenanceEvent> {
  const filters = maintenanceFilters(query);
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    const rows = await maintenanceSelect(
      db,
      and(
        filters,
        after &&
          sql`(${maintenanceEvents.reportedAt}, ${maintenanceEvents.id}) < (${after.cursor}::timestamptz, ${after.id})`,
      ),
    ).limit(batchSize);
    yield* rows.map(toMaintenanceEvent);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.event.id };
  }
}
