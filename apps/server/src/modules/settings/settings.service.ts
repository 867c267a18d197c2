import {
  describeOpeningHours,
  type FreezeRules,
  formatPhoneInternational,
  type GymInfo,
  type GymSettings,
  type GymSettingsSaved,
  isWithinOpeningHours,
  openingWeekOf,
  type PhoneCountry,
  RENEWAL_DEFAULTS,
  SETTINGS_MESSAGES,
  type SessionOutsideHours,
  SOCIAL_NETWORKS,
  type SocialLinks,
  toE164,
  weekHoursOf,
} from '@gym/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Runner } from '../../db/client.ts';
import { gymRooms, gymSettings, payments, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import type { ValueCache } from '../../lib/cache/values.ts';
import { valueRead } from '../../lib/cache/values.ts';
import type { Versions } from '../../lib/cache/versions.ts';
import { AppError } from '../../lib/errors.ts';
import { rewritePhonesIn } from '../../lib/phones-e164.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { canonicalJson } from '../audit/chain.ts';
import { isBooked } from '../sessions/booking-rules.ts';
import { personName } from '../users/account-scopes.ts';

/**
 * The gym's settings (decisions §7): one row in `gym_settings`, which the environment's values write when a
 * database has none, and the admin changes after (`PUT /api/gym`). Every service reads them through `gymConfig`,
 * each instance from its copy kept under `catalogue_version` (lib/cache/README.md), so a change shows on the next
 * request on every instance, without a restart.
 */

/** The settings a new database starts with: the environment's (config.ts), or their defaults. */
export function firstSettings(config: Config): GymSettings {
  return {
    name: config.GYM_NAME,
    email: config.GYM_EMAIL,
    hotline: toE164(config.GYM_HOTLINE, config.GYM_COUNTRY as PhoneCountry) ?? config.GYM_HOTLINE,
    address: config.GYM_ADDRESS,
    country: config.GYM_COUNTRY,
    timeZone: config.GYM_TIME_ZONE,
    currency: 'USD',
    language: 'en',
    logoUrl: null,
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, null])) as SocialLinks,
    weekHours: weekHoursOf(config.OPENING_HOURS),
    cancelCutoffHours: config.CANCEL_CUTOFF_HOURS,
    reminderHoursBefore: config.REMINDER_HOURS_BEFORE,
    taxRate: null,
    renewalChargeDaysBefore: RENEWAL_DEFAULTS.chargeDaysBefore,
    renewalRetryDays: [...RENEWAL_DEFAULTS.retryDays],
    renewalGraceDays: RENEWAL_DEFAULTS.graceDays,
    freezeNoticeDays: config.FREEZE_NOTICE_DAYS,
    freezeMinDays: config.FREEZE_MIN_DAYS,
    freezeMaxDays: config.FREEZE_MAX_DAYS,
    freezeDaysPerYear: config.FREEZE_DAYS_PER_YEAR,
  };
}

const rowOf = (s: GymSettings) => ({ ...s, updatedAt: new Date() });

/** Writes the first settings when the database has none; a database that has them keeps them. */
export async function ensureGymSettings(db: Db, config: Config): Promise<void> {
  await db
    .insert(gymSettings)
    .values(rowOf(firstSettings(config)))
    .onConflictDoNothing();
}

async function loadSettings(db: Runner, config: Config): Promise<GymSettings> {
  const [row] = await db.select().from(gymSettings).limit(1);
  if (!row) return firstSettings(config);
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return { ...settings, socialLinks: { ...firstSettings(config).socialLinks, ...settings.socialLinks } };
}

export type GymConfig = Config & { settings: GymSettings };

/**
 * The configuration as it is now: the environment's, with the gym's stored settings in place of the first values
 * the environment gave them (GYM_*, OPENING_HOURS, CANCEL_CUTOFF_HOURS, REMINDER_HOURS_BEFORE), so that the rules
 * written against the configuration read the stored settings. One object per stored version.
 */
export async function loadGymConfig({ db, config }: { db: Runner; config: Config }): Promise<GymConfig> {
  const settings = await loadSettings(db, config);
  return {
    ...config,
    GYM_NAME: settings.name,
    GYM_EMAIL: settings.email,
    GYM_HOTLINE: settings.hotline,
    GYM_ADDRESS: settings.address,
    GYM_COUNTRY: settings.country as Config['GYM_COUNTRY'],
    GYM_TIME_ZONE: settings.timeZone,
    OPENING_HOURS: openingWeekOf(settings.weekHours),
    CANCEL_CUTOFF_HOURS: settings.cancelCutoffHours,
    REMINDER_HOURS_BEFORE: settings.reminderHoursBefore,
    settings: Object.freeze(settings),
  };
}

/** `loadGymConfig`, kept per instance under `catalogue_version`, which every write of `gym_settings` raises. */
export const gymConfigRead = valueRead({ name: 'gym-settings', tables: ['gym_settings'], load: loadGymConfig });

/** The configuration with the gym's current settings (see `gymConfigRead`). `seen`: the request's `Caller.seen`. */
export const gymConfig = (ctx: { values: ValueCache }, seen?: Versions | undefined): Promise<GymConfig> =>
  ctx.values.get(gymConfigRead, seen);

/**
 * The gym's country for the phone rule of request bodies (`phoneSchema`), which zod reads as it checks: a route's
 * `preValidation: refresh` brings it up to date for the request (from the kept settings, as every read), and the
 * schema's `country` reads it. Settings change rarely; a request checked with a country newer than its own arrival
 * is still checked with the setting as it is.
 */
export function phoneCountry(ctx: { values: ValueCache; config: Config }) {
  let current = ctx.config.GYM_COUNTRY as PhoneCountry;
  return {
    country: (): PhoneCountry => current,
    refresh: async (request: FastifyRequest) => {
      current = (await gymConfig(ctx, request.caller?.seen)).GYM_COUNTRY as PhoneCountry;
    },
  };
}

/** `GET /api/gym`: the settings, with the opening hours also as rows to show and the hotline written out. */
export function gymInfoOf(settings: GymSettings): GymInfo {
  return {
    ...settings,
    hotline: formatPhoneInternational(settings.hotline),
    openingHours: describeOpeningHours(openingWeekOf(settings.weekHours)),
    freezeRules: freezeRulesOf(settings),
  };
}

/** The rules a member's own freeze keeps (docs/decisions/028), from the gym's settings. */
export const freezeRulesOf = (settings: GymSettings): FreezeRules => ({
  noticeDays: settings.freezeNoticeDays,
  minDays: settings.freezeMinDays,
  maxDays: settings.freezeMaxDays,
  daysPerYear: settings.freezeDaysPerYear,
});

/**
 * Coming booked sessions (from `now`) that fall outside the opening hours of `settings`: they keep their instant and
 * their people (a change of hours or zone never moves or drops a booking), and staff see them to arrange.
 */
export async function sessionsOutsideHours(
  db: Runner,
  settings: GymSettings,
  now = new Date(),
): Promise<SessionOutsideHours[]> {
  const member = alias(users, 'member');
  const trainer = alias(users, 'trainer');
  const rows = await db
    .select({
      id: trainingSessions.id,
      start: trainingSessions.startTime,
      end: trainingSessions.endTime,
      memberName: personName(member),
      trainerName: personName(trainer),
      roomName: gymRooms.roomName,
    })
    .from(trainingSessions)
    .innerJoin(member, eq(member.id, trainingSessions.userId))
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(trainer, eq(trainer.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .where(and(isBooked(), gte(trainingSessions.startTime, now)))
    .orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id));
  const week = openingWeekOf(settings.weekHours);
  return rows
    .filter((s) => !isWithinOpeningHours(week, s.start, s.end, settings.timeZone))
    .map(({ start, end, ...s }) => ({ ...s, startTime: start.toISOString(), endTime: end.toISOString() }));
}

/** The fields whose value differs, for the trail; key order does not count (jsonb gives its own). */
const changedFields = (before: GymSettings, after: GymSettings) =>
  (Object.keys(after) as (keyof GymSettings)[]).filter(
    (key) => canonicalJson(before[key]) !== canonicalJson(after[key]),
  );

/**
 * Saves the whole settings object (admin). The currency changes only while no payment exists: amounts are never
 * converted (409). Under the row's lock, so two saves do not interleave; a currency change also locks out new payments
 * until it commits.
 * Answers the saved settings, the coming sessions now outside the hours, and which fields changed.
 */
export async function saveGymSettings(
  ctx: { db: Db; config: Config },
  actorId: number,
  next: GymSettings,
): Promise<{ saved: GymSettingsSaved; changed: (keyof GymSettings)[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(gymSettings)
      .values(rowOf(firstSettings(ctx.config)))
      .onConflictDoNothing();
    await tx.execute(sql`select 1 from ${gymSettings} for update`);
    const before = await loadSettings(tx, ctx.config);
    if (next.currency !== before.currency) {
      // No payment may commit between the check and the change: SHARE waits for payments being written and holds
      // new ones until this commits (a currency change is rare; other saves take no such lock).
      await tx.execute(sql`lock table ${payments} in share mode`);
      const [anyPayment] = await tx.select({ id: payments.id }).from(payments).limit(1);
      if (anyPayment)
        throw new AppError(409, SETTINGS_MESSAGES.currencyLocked, { currency: [SETTINGS_MESSAGES.currencyLocked] });
    }
    await tx.update(gymSettings).set(rowOf(next));
    // Phones kept as written (they did not parse in the old country) get their chance in the new one.
    if (next.country !== before.country) await rewritePhonesIn(tx, next.country as PhoneCountry);
    const changed = changedFields(before, next);
    const outside = await sessionsOutsideHours(tx, next);
    // The trail keeps the changed fields only, each before and after.
    if (changed.length > 0)
      await appendAudit(tx, {
        actorId,
        action: 'settings.changed',
        subject: { type: 'settings' },
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
    return { saved: { ...gymInfoOf(next), sessionsOutsideHours: outside }, changed };
  });
}
