import type { Language, SocialLinks, WeekHours } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row: the gym's settings (decisions §7). The environment's GYM_* values, OPENING_HOURS and the hours settings
 * write it when a database has none (`modules/settings/settings.service.ts`); the admin changes it after. Every
 * statement that writes it raises `catalogue_version` (a trigger, migration 0015), under which each instance keeps
 * its copy.
 */
export const gymSettings = pgTable(
  'gym_settings',
  {
    id: boolean('id').primaryKey().default(true),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** E.164. */
    hotline: varchar('hotline', { length: 20 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    timeZone: text('time_zone').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    language: varchar('language', { length: 2 }).$type<Language>().notNull(),
    logoUrl: varchar('logo_url', { length: 500 }),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull(),
    weekHours: jsonb('week_hours').$type<WeekHours>().notNull(),
    cancelCutoffHours: integer('cancel_cutoff_hours').notNull(),
    reminderHoursBefore: integer('reminder_hours_before').notNull(),
    /** Percent that prices include, shown on receipts; null: no tax (docs/decisions/023). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** Renewal charges and failed payments (docs/decisions/029). */
    renewalChargeDaysBefore: integer('renewal_charge_days_before').notNull().default(3),
    renewalRetryDays: integer('renewal_retry_days').array().notNull().default(sql`'{1,3,5}'::integer[]`),
    renewalGraceDays: integer('renewal_grace_days').notNull().default(7),
    /** The rules a member's own freeze keeps (docs/decisions/028); FREEZE_* give a new database its first values. */
    freezeNoticeDays: integer('freeze_notice_days').notNull().default(1),
    freezeMinDays: integer('freeze_min_days').notNull().default(7),
    freezeMaxDays: integer('freeze_max_days').notNull().default(30),
    freezeDaysPerYear: integer('freeze_days_per_year').notNull().default(30),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gym_settings_one_row', sql`${t.id}`)],
);
