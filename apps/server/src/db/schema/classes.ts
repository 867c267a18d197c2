import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { gymRooms, trainers } from './gym.ts';
import { trainingSessions } from './sessions.ts';
import { users } from './users.ts';

/** What a class is (yoga, spin…): its name is unique, so a schedule may name a type instead of its id. */
export const classTypes = pgTable(
  'class_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    level: text('level', { enum: ['All levels', 'Beginner', 'Intermediate', 'Advanced'] })
      .notNull()
      .default('All levels'),
    durationMinutes: integer('duration_minutes').notNull(),
    defaultCapacity: integer('default_capacity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_types_name_unique').on(sql`lower(${t.name})`),
    check('class_types_level_check', sql`${t.level} in ('All levels', 'Beginner', 'Intermediate', 'Advanced')`),
    check('class_types_duration_check', sql`${t.durationMinutes} between 15 and 240`),
    check('class_types_capacity_check', sql`${t.defaultCapacity} between 1 and 500`),
  ],
);

/**
 * A weekly series: the class type with a trainer in a room on some weekdays at a time on the gym's clock, from one
 * date to another. It made its class sessions when saved; each of them is changed or cancelled on its own.
 */
export const classSchedules = pgTable(
  'class_schedules',
  {
    id: serial('id').primaryKey(),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'restrict' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => gymRooms.id, { onDelete: 'restrict' }),
    /** ISO weekdays, Monday 1 to Sunday 7, as a comma-separated list ("1,3,5"). */
    weekdays: varchar('weekdays', { length: 20 }).notNull(),
    /** `HH:mm` on the gym's clock. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('class_schedules_dates_check', sql`${t.toDate} >= ${t.fromDate}`)],
);

/**
 * One dated class. `bookedCount` and `waitlistCount` are kept by a trigger on `class_bookings` (migration), and the
 * check `booked_count <= capacity` is the database's final word that a class never takes one too many, whoever
 * writes the bookings. Its trainer and room are held in `occupancy` while it is not cancelled (migration).
 */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id').references(() => classSchedules.id, { onDelete: 'set null' }),
    classTypeId: integer('class_type_id')
      .notNull()
      .references(() => classTypes.id, { onDelete: 'restrict' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => gymRooms.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    bookedCount: integer('booked_count').notNull().default(0),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_sessions_start_idx').on(t.startTime),
    index('class_sessions_schedule_idx').on(t.scheduleId),
    check('class_sessions_times_check', sql`${t.endTime} > ${t.startTime}`),
    check('class_sessions_capacity_check', sql`${t.capacity} between 1 and 500`),
    check('class_sessions_booked_check', sql`${t.bookedCount} between 0 and ${t.capacity}`),
    check('class_sessions_waitlist_check', sql`${t.waitlistCount} >= 0`),
  ],
);

/**
 * A member's place in a class: Booked, Waitlisted (in the order of `queuedAt`, then id: the position is counted,
 * so it is unique and has no gaps by construction) or Cancelled (left; kept for the history). One live row per
 * member and class.
 */
export const classBookings = pgTable(
  'class_bookings',
  {
    id: serial('id').primaryKey(),
    classSessionId: integer('class_session_id')
      .notNull()
      .references(() => classSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['Booked', 'Waitlisted', 'Cancelled'] }).notNull(),
    /** When the member joined the queue: the waitlist's order. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
    /** Left after the cut-off. */
    late: boolean('late').notNull().default(false),
    attended: boolean('attended').notNull().default(false),
    /** When the reminder job claimed this place's reminder e-mail (modules/calendar/reminders.ts); null until then. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_bookings_live_unique').on(t.classSessionId, t.userId).where(sql`${t.status} <> 'Cancelled'`),
    index('class_bookings_queue_idx').on(t.classSessionId, t.queuedAt, t.id).where(sql`${t.status} = 'Waitlisted'`),
    index('class_bookings_user_idx').on(t.userId),
    // Every place of a class, cancelled ones too: the classes report counts each held class's places (late cancels
    // among them), which read the whole table per class without it (docs/benchmarks.md, bench:reports).
    index('class_bookings_session_idx').on(t.classSessionId),
    // The reminder job's scan: from the classes starting soon to their places not yet reminded.
    index('class_bookings_reminder_due_idx')
      .on(t.classSessionId)
      .where(sql`${t.status} = 'Booked' and ${t.reminderSentAt} is null`),
    check('class_bookings_status_check', sql`${t.status} in ('Booked', 'Waitlisted', 'Cancelled')`),
  ],
);

/**
 * What holds a trainer and a room for a time: one row per booked personal session (kind 0) and per scheduled
 * class (kind 1), written by triggers on `training_sessions` and `class_sessions` (migration), never by a service.
 * Three EXCLUDE constraints (migration) make it the database's word across the two tables: a trainer is in one
 * place at a time; a class has its room to itself (no other class, no personal session).
 */
export const occupancy = pgTable(
  'occupancy',
  {
    id: serial('id').primaryKey(),
    kind: integer('kind').notNull(),
    trainerId: integer('trainer_id').notNull(),
    roomId: integer('room_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    sessionId: integer('session_id').references(() => trainingSessions.id, { onDelete: 'cascade' }),
    classSessionId: integer('class_session_id').references(() => classSessions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('occupancy_session_unique').on(t.sessionId),
    uniqueIndex('occupancy_class_unique').on(t.classSessionId),
    check('occupancy_kind_check', sql`${t.kind} in (0, 1)`),
  ],
);
