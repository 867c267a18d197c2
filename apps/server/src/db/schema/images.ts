import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Raw bytes (`bytea`); either driver hands back a Uint8Array (node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded images (docs/decisions/019): already resized and stripped of metadata, in the database so every
 * instance serves the same bytes. An image never changes: a new upload is a new row, so its address can be
 * cached for good.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    contentType: varchar('content_type', { length: 30 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** trainer-photo, plan or logo (`IMAGE_PURPOSES`). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
