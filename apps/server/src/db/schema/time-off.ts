import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { trainers } from './gym.ts';
import { users } from './users.ts';

/**
 * A trainer's time off (docs/decisions/031): no session and no class of theirs may start to share a moment of it.
 * Triggers on `training_sessions` and `class_sessions` refuse such a row (`trainer_time_off_overlap`); entries of one
 * trainer never overlap each other (`trainer_time_off_no_overlap`, EXCLUDE). Both are in the migration.
 */
export const trainerTimeOff = pgTable(
  'trainer_time_off',
  {
    id: serial('id').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: varchar('reason', { length: 2000 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trainer_time_off_trainer_idx').on(t.trainerId, t.endTime),
    check('trainer_time_off_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);
