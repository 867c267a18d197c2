import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Membership plans. Money is an exact decimal (decisions §2); drizzle hands it over as a string. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    durationInDays: integer('duration_in_days').notNull(),
    imageUrl: varchar('image_url', { length: 2048 }).notNull(),
    maxMembers: integer('max_members'),
    planType: text('plan_type', { enum: ['Standard', 'Basic', 'Premium', 'Diamond'] })
      .notNull()
      .default('Standard'),
    isActive: boolean('is_active').notNull().default(true),
    // The nine amenities of the plan-features view (spec §2 plan-detail-full).
    waterStations: boolean('water_stations').notNull().default(false),
    lockerRooms: boolean('locker_rooms').notNull().default(false),
    specialEvents: boolean('special_events').notNull().default(false),
    wifiService: boolean('wifi_service').notNull().default(false),
    cardioClass: boolean('cardio_class').notNull().default(false),
    cafeOrLounge: boolean('cafe_or_lounge').notNull().default(false),
    personalTrainer: boolean('personal_trainer').notNull().default(false),
    groupFitnessClasses: boolean('group_fitness_classes').notNull().default(false),
    refreshment: boolean('refreshment').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_created_idx').on(t.createdAt, t.id),
    check('plans_price_check', sql`${t.price} >= 0`),
    check('plans_duration_check', sql`${t.durationInDays} between 1 and 3650`),
    check('plans_max_members_check', sql`${t.maxMembers} is null or ${t.maxMembers} between 0 and 100`),
    check('plans_type_check', sql`${t.planType} in ('Standard', 'Basic', 'Premium', 'Diamond')`),
  ],
);
