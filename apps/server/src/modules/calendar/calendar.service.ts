import { randomBytes } from 'node:crypto';
import {
  CALENDAR_MESSAGES,
  type CalendarFeed,
  PERMISSIONS,
  type ReminderSettings,
  type ReminderSettingsRequest,
  type Role,
} from '@gym/contract';
import { and, asc, eq, exists, gte, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { classBookings, classSessions, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { type CalendarSession, sessionCalendar, uidDomain } from '../../lib/ical.ts';
import type { Caller } from '../../plugins/auth.ts';
import { classLetterParts, selectMailClasses } from '../classes/class-mail.ts';
import { selectMailSessions, sessionLetterParts, sessionTypeOf } from '../sessions/session-mail.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isLive } from '../users/account-scopes.ts';

/**
 * Private iCal feeds (docs/decisions/011). A feed's URL holds a secret: 32 random bytes, base64url (43 characters),
 * kept in `users.calendar_secret` (unique) and made on the owner's first ask. Whoever holds the URL reads the
 * owner's sessions and nothing else; the owner's reset makes a new secret and the old URL answers 404 at once, as
 * does a deleted account's.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed's window: from 90 days back to a year ahead of now. */
export const FEED_DAYS_BACK = 90;
export const FEED_DAYS_AHEAD = 365;
/** How long a calendar program or a proxy may keep a copy (`Cache-Control: private, max-age`), in seconds. */
export const FEED_MAX_AGE_SECONDS = 300;
/** How often the feed asks subscribed programs to fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH_MINUTES = 60;

/** A secret as `newSecret` writes it; anything else cannot be one and is not looked up. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const newSecret = () => randomBytes(32).toString('base64url');

/** Where the feed lives: PUBLIC_URL when set, else the origin the request came to (trustProxy as configured). */
export type Origin = { publicUrl: string | undefined; protocol: string; host: string };
const feedUrl = (origin: Origin, secret: string) => {
  const base = origin.publicUrl ?? `${origin.protocol}://${origin.host}`;
  return new URL(`/api/calendar/${secret}.ics`, base).toString();
};

/**
 * The caller's feed URL, making the secret on the first ask. One statement, `coalesce` keeping a secret already
 * there: two first asks at once queue on the row lock, and the later one re-reads the row and answers the secret the
 * earlier one wrote, so both answer the same URL.
 */
export async function getFeed(db: Db, caller: Caller, origin: Origin): Promise<CalendarFeed> {
  const [row] = await db
    .update(users)
    .set({ calendarSecret: sql`coalesce(${users.calendarSecret}, ${newSecret()})` })
    .where(and(eq(users.id, caller.id), isLive()))
    .returning({ secret: users.calendarSecret });
  if (!row?.secret) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  return { url: feedUrl(origin, row.secret) };
}

/** A new secret for the caller's feed: the old URL stops answering at once. */
export async function resetFeed(db: Db, caller: Caller, origin: Origin): Promise<CalendarFeed> {
  const [row] = await db
    .update(users)
    .set({ calendarSecret: newSecret() })
    .where(and(eq(users.id, caller.id), isLive()))
    .returning({ secret: users.calendarSecret });
  if (!row?.secret) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  return { url: feedUrl(origin, row.secret) };
}

/** The roles that have a feed (`calendar.feed`); a secret left on an account whose role has none reads nothing. */
const hasFeed = (role: Role) => (PERMISSIONS['calendar.feed'] as readonly Role[]).includes(role);

/**
 * The feed of the secret's owner as an iCalendar document: a member's sessions and the group classes they have a
 * place in (Booked; not the waitlist, not a place they left), or the sessions and classes a trainer teaches
 * (docs/decisions/033), from FEED_DAYS_BACK days ago to FEED_DAYS_AHEAD ahead, booked and cancelled
 * (STATUS:CANCELLED), in UTC, in order of start. A class keeps its UID (`classUid`) as in the e-mails. The
 * secret is found through its unique index; an unknown, reset or deleted account's secret is 404. The events carry no
 * attendees: the feed is a document anyone with the URL reads, so it names people but gives nobody's address.
 */
export async function feedCalendar(ctx: Pick<AppContext, 'db' | 'values'>, secret: string): Promise<string> {
  if (!SECRET_SHAPE.test(secret)) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const { db } = ctx;
  const config = await gymConfig(ctx);
  const [owner] = await db
    .select({ id: users.id, role: users.role, language: users.language, trainerId: trainers.id })
    .from(users)
    .leftJoin(trainers, eq(trainers.userId, users.id))
    .where(and(eq(users.calendarSecret, secret), isLive()));
  if (!owner || !hasFeed(owner.role)) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  const asTrainer = owner.role === 'trainer';
  // A trainer account without its trainers row teaches nothing yet: an empty calendar.
  const whose = asTrainer
    ? owner.trainerId === null
      ? sql`false`
      : eq(trainingSessions.trainerId, owner.trainerId)
    : eq(trainingSessions.userId, owner.id);
  const now = Date.now();
  const from = new Date(now - FEED_DAYS_BACK * DAY_MS);
  const to = new Date(now + FEED_DAYS_AHEAD * DAY_MS);
  const sessions = await selectMailSessions(
    db,
    and(whose, gte(trainingSessions.startTime, from), lt(trainingSessions.startTime, to)),
  ).orderBy(asc(trainingSessions.startTime), asc(trainingSessions.id));
  const classWhose = asTrainer
    ? owner.trainerId === null
      ? sql`false`
      : eq(classSessions.trainerId, owner.trainerId)
    : exists(
        db
          .select({ one: sql`1` })
          .from(classBookings)
          .where(
            and(
              eq(classBookings.classSessionId, classSessions.id),
              eq(classBookings.userId, owner.id),
              eq(classBookings.status, 'Booked'),
            ),
          ),
      );
  const classes = await selectMailClasses(
    db,
    and(classWhose, gte(classSessions.startTime, from), lt(classSessions.startTime, to)),
  ).orderBy(asc(classSessions.startTime), asc(classSessions.id));
  // The feed speaks its owner's language (docs/decisions/021), as their e-mails do.
  const { language } = owner;
  const events: CalendarSession[] = [
    ...sessions.map((s) => {
      const { calendar } = sessionLetterParts(config, s, language);
      // A member's feed: "Strength with Alex Carter" (sessionLetterParts' title); a trainer's: "Strength: Jamie Lee".
      const summary = asTrainer ? `${sessionTypeOf(s, language)}: ${s.member.name}` : calendar.summary;
      return { ...calendar, summary, attendees: [] };
    }),
    ...classes.map((c) => classLetterParts(config, c, language, []).calendar),
  ].toSorted((a, b) => a.startTime.getTime() - b.startTime.getTime());
  return sessionCalendar({
    name: translate(language, '{gym} sessions', { gym: config.GYM_NAME }),
    domain: uidDomain(config.PUBLIC_URL, config.GYM_NAME),
    method: 'PUBLISH',
    refreshMinutes: FEED_REFRESH_MINUTES,
    language,
    sessions: events,
  });
}

/** The member's reminder setting, and how long before a session the reminder goes. */
export async function getReminders(ctx: Pick<AppContext, 'db' | 'values'>, caller: Caller): Promise<ReminderSettings> {
  const [row] = await ctx.db
    .select({ enabled: users.remindersEnabled })
    .from(users)
    .where(and(eq(users.id, caller.id), isLive()));
  return { enabled: row?.enabled ?? false, hoursBefore: (await gymConfig(ctx, caller.seen)).REMINDER_HOURS_BEFORE };
}

/** Switches the member's reminders on or off; a reminder already sent stays sent. */
export async function setReminders(
  ctx: Pick<AppContext, 'db' | 'values'>,
  caller: Caller,
  request: ReminderSettingsRequest,
): Promise<ReminderSettings> {
  const [row] = await ctx.db
    .update(users)
    .set({ remindersEnabled: request.enabled })
    .where(and(eq(users.id, caller.id), isLive()))
    .returning({ enabled: users.remindersEnabled });
  return {
    enabled: row?.enabled ?? request.enabled,
    hoursBefore: (await gymConfig(ctx, caller.seen)).REMINDER_HOURS_BEFORE,
  };
}
