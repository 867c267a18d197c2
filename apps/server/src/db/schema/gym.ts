import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { images, users } from './users.ts';

/** Rooms where sessions take place; `roomQuantity` is how many people (sessions) fit at once. */
export const gymRooms = pgTable(
  'gym_rooms',
  {
    id: serial('id').primaryKey(),
    roomName: varchar('room_name', { length: 100 }).notNull(),
    roomType: varchar('room_type', { length: 60 }).notNull(),
    roomQuantity: integer('room_quantity').notNull(),
    roomStatus: text('room_status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gym_rooms_quantity_check', sql`${t.roomQuantity} >= 1`),
    check('gym_rooms_status_check', sql`${t.roomStatus} in ('Active', 'Inactive')`),
  ],
);

/** A trainer's professional profile; the account (name, e-mail, phone) is the user row. */
export const trainers = pgTable(
  'trainers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialty: varchar('specialty', { length: 100 }).notNull(),
    experience: integer('experience').notNull().default(0),
    pricePerHour: numeric('price_per_hour', { precision: 8, scale: 2 }).notNull().default('0'),
    /** Shown on the public site (decisions §1); the trainer writes it themself. */
    biography: varchar('biography', { length: 2000 }),
    /** The trainer's portrait, one of `images`; none shows their initials. */
    photoImageId: integer('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trainers_user_unique').on(t.userId),
    check('trainers_experience_check', sql`${t.experience} >= 0`),
    check('trainers_price_check', sql`${t.pricePerHour} >= 0`),
  ],
);
