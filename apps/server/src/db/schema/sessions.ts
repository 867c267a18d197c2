import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { gymRooms, trainers } from './gym.ts';
import { users } from './users.ts';

/**
 * A training session, booked or cancelled. The migrations add two EXCLUDE constraints Drizzle cannot express:
 * a trainer and a member each have at most one booked session at a time (cancelled rows are left out). Room capacity is checked under a
 * row lock on the room (booking.service).
 */
export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => gymRooms.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    sessionType: varchar('session_type', { length: 60 }),
    notes: varchar('notes', { length: 2000 }),
    /** Staff's and the trainer's private note (decisions §3); never in a member's answer. */
    staffNotes: varchar('staff_notes', { length: 2000 }),
    attendanceStatus: boolean('attendance_status').notNull().default(false),
    /** Set when the session is cancelled (docs/decisions/011); the EXCLUDE constraints ignore cancelled rows. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled it; null for a cancellation by the system (a room closed) or an account since deleted. */
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the reminder e-mail went (docs/decisions/011): at most once per session. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_sessions_user_idx').on(t.userId, t.startTime),
    index('training_sessions_trainer_idx').on(t.trainerId, t.startTime),
    index('training_sessions_room_idx').on(t.roomId, t.startTime),
    index('training_sessions_start_idx').on(t.startTime),
    // The reminder job's question: booked sessions without a reminder, by start.
    index('training_sessions_reminder_due_idx')
      .on(t.startTime)
      .where(sql`${t.cancelledAt} is null and ${t.reminderSentAt} is null`),
    check('training_sessions_times_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);
