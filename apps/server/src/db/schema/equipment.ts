import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { gymRooms } from './gym.ts';
import { users } from './users.ts';

/** Equipment standing in a room (spec §3); Active or Broken (spec §4). Items stay in their room. */
export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => gymRooms.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    quantity: integer('quantity').notNull(),
    importDate: date('import_date', { mode: 'string' }).notNull(),
    warranty: date('warranty', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['Active', 'Broken'] })
      .notNull()
      .default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('equipment_room_idx').on(t.roomId, t.id),
    check('equipment_quantity_check', sql`${t.quantity} >= 0`),
    check('equipment_warranty_check', sql`${t.warranty} >= ${t.importDate}`),
    check('equipment_status_check', sql`${t.status} in ('Active', 'Broken')`),
  ],
);

/**
 * Broken equipment on record (decisions §3): opened when an item is saved Broken, closed when it is saved Active
 * again, by whom and when. The room is the item's. At most one open event per item, whoever writes.
 */
export const maintenanceEvents = pgTable(
  'maintenance_events',
  {
    id: serial('id').primaryKey(),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'restrict' }),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('maintenance_events_open_unique').on(t.equipmentId).where(sql`${t.closedAt} is null`),
    index('maintenance_events_equipment_idx').on(t.equipmentId, t.reportedAt),
    index('maintenance_events_reported_idx').on(t.reportedAt, t.id),
    check('maintenance_events_closed_check', sql`(${t.closedAt} is null) = (${t.closedBy} is null)`),
  ],
);
