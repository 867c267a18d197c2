import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** The exercise catalogue (written for this project; loaded by code, not by demo data). */
export const exercises = pgTable(
  'exercises',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    bodyPart: varchar('body_part', { length: 40 }).notNull(),
    target: varchar('target', { length: 40 }).notNull(),
    equipment: varchar('equipment', { length: 60 }).notNull(),
    instructions: text('instructions').array().notNull(),
    imageUrl: varchar('image_url', { length: 2048 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exercises_name_unique').on(sql`lower(${t.name})`),
    index('exercises_body_part_idx').on(t.bodyPart, t.name),
  ],
);
