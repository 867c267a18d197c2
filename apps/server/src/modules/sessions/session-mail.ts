import { type Language, SESSION_TYPES, zonedParts } from '@gym/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Runner, Tx } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { type CalendarSession, sessionCalendar, uidDomain } from '../../lib/ical.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { personName } from '../users/account-scopes.ts';

/**
 * The e-mails about one session (docs/decisions/011): its confirmation when booked and its notice when cancelled, to
 * the member and to the trainer, each as text and HTML (`letterBodies`) with the session as an iCalendar event
 * (`sessionCalendar`: REQUEST when booked, CANCEL when cancelled, one UID per session everywhere). Sent after the
 * commit; a failed e-mail is logged and never turns the answer into an error, because the booking or the
 * cancellation has happened whatever the mail server says.
 *
 * `sessionLetterParts` is the one description of a session in mail and calendar; the reminder e-mail and
 * `queueCancellationMails` (cancellation.ts) build theirs from it too.
 *
 * Each e-mail and its `.ics` speak the recipient account's language (docs/decisions/021): a member and a trainer in
 * one session each read their own.
 */

/** Someone an e-mail about a session goes to, with their account's language. */
export type Person = { email: string; name: string; language: Language };

/** A translator bound to one language: `t('Hello {name},', { name })`. */
export type Translator = (english: string, values?: Record<string, unknown>) => string;
export const translatorFor =
  (language: Language): Translator =>
  (english, values) =>
    translate(language, english, values);

/** A session with everything its e-mails and its calendar event say. */
export type MailSession = {
  id: number;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  /** Who cancelled it; null for the gym itself (a room closed, a trainer left) or an account since deleted. */
  cancelledByName: string | null;
  sessionType: string | null;
  notes: string | null;
  roomName: string;
  member: Person;
  trainer: Person;
};

/** The settings the e-mails and events read. */
export type SessionMailConfig = Pick<
  Config,
  'GYM_NAME' | 'GYM_EMAIL' | 'GYM_ADDRESS' | 'GYM_TIME_ZONE' | 'PUBLIC_URL' | 'CANCEL_CUTOFF_HOURS'
>;

const memberUsers = alias(users, 'mail_member');
const trainerUsers = alias(users, 'mail_trainer_user');
const cancellers = alias(users, 'mail_canceller');

/**
 * Sessions matching `where` with what their e-mails say (`MailSession`); callers add locks or order. A session's
 * canceller is read by name, null when the gym cancelled it or the account is gone.
 */
export const selectMailSessions = (runner: Runner, where: SQL | undefined) =>
  runner
    .select({
      id: trainingSessions.id,
      startTime: trainingSessions.startTime,
      endTime: trainingSessions.endTime,
      createdAt: trainingSessions.createdAt,
      cancelledAt: trainingSessions.cancelledAt,
      // Null when the gym cancelled it: the left join finds nobody, and every column is null.
      cancelledByName: sql<string | null>`${personName(cancellers)}`,
      sessionType: trainingSessions.sessionType,
      notes: trainingSessions.notes,
      roomName: gymRooms.roomName,
      member: { email: memberUsers.email, name: personName(memberUsers), language: memberUsers.language },
      trainer: { email: trainerUsers.email, name: personName(trainerUsers), language: trainerUsers.language },
    })
    .from(trainingSessions)
    .innerJoin(memberUsers, eq(memberUsers.id, trainingSessions.userId))
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .leftJoin(cancellers, eq(cancellers.id, trainingSessions.cancelledBy))
    .where(where)
    .$dynamic();

/** One session's `MailSession`, or undefined when it is gone. */
export async function loadMailSession(runner: Runner, id: number): Promise<MailSession | undefined> {
  const [row] = await selectMailSessions(runner, eq(trainingSessions.id, id));
  return row;
}

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };

/** The day of a start in the gym's zone, e.g. "Monday, November 30, 2026" ("lunes, 30 de noviembre de 2026"). */
export const sessionDay = (start: Date, timeZone: string, language: Language = 'en') =>
  new Intl.DateTimeFormat(LOCALES[language], { timeZone, dateStyle: 'full' }).format(start);

/** "Monday, November 30, 2026 at 09:00" ("lunes, 30 de noviembre de 2026 a las 09:00"): a start on the gym's clock. */
export const sessionStart = (start: Date, timeZone: string, language: Language = 'en') =>
  translate(language, '{day} at {time}', {
    day: sessionDay(start, timeZone, language),
    time: zonedParts(start, timeZone).time,
  });

/** "Monday, November 30, 2026 at 09:00–11:00 (America/New_York)": a session's time on the gym's clock. */
export const sessionWhen = (start: Date, end: Date, timeZone: string, language: Language = 'en') =>
  translate(language, '{day} at {start}–{end} ({zone})', {
    day: sessionDay(start, timeZone, language),
    start: zonedParts(start, timeZone).time,
    end: zonedParts(end, timeZone).time,
    zone: timeZone,
  });

/**
 * A session's type as its titles say it: 'Training session' when none was given. One of the usual types is
 * translated; a type staff typed is shown as typed.
 */
export function sessionTypeOf(s: Pick<MailSession, 'sessionType'>, language: Language = 'en'): string {
  const type = s.sessionType?.trim();
  if (!type) return translate(language, 'Training session');
  return (SESSION_TYPES as readonly string[]).includes(type) ? translate(language, type) : type;
}

/**
 * What every e-mail and calendar entry says about a session: its `CalendarSession` (title, body, place, the member
 * and the trainer as attendees) and its detail rows for `letterBodies` (when, trainer, member, room, type, and who
 * cancelled once cancelled).
 */
export function sessionLetterParts(
  config: SessionMailConfig,
  session: MailSession,
  language: Language = 'en',
): { calendar: CalendarSession; details: [label: string, value: string][] } {
  const t = translatorFor(language);
  const when = sessionWhen(session.startTime, session.endTime, config.GYM_TIME_ZONE, language);
  const type = sessionTypeOf(session, language);
  const details: [string, string][] = [
    [t('When'), when],
    [t('Trainer'), session.trainer.name],
    [t('Member'), session.member.name],
    [t('Room'), session.roomName],
    [t('Session type'), type],
  ];
  if (session.cancelledAt) details.push([t('Cancelled by'), session.cancelledByName ?? config.GYM_NAME]);
  const description = [
    t('{type} at {gym}', { type, gym: config.GYM_NAME }),
    t('Trainer: {name}', { name: session.trainer.name }),
    t('Member: {name}', { name: session.member.name }),
    t('Room: {room}', { room: session.roomName }),
    ...(session.notes ? [t('Notes: {notes}', { notes: session.notes })] : []),
  ].join('\n');
  return {
    calendar: {
      id: session.id,
      startTime: session.startTime,
      endTime: session.endTime,
      createdAt: session.createdAt,
      cancelledAt: session.cancelledAt,
      summary: t('{type} with {trainer}', { type, trainer: session.trainer.name }),
      description,
      location: `${session.roomName}, ${config.GYM_NAME}, ${config.GYM_ADDRESS}`,
      attendees: [session.member, session.trainer],
    },
    details,
  };
}

/** The iCalendar invitation (REQUEST) or cancellation (CANCEL) of sessions, from the gym (GYM_NAME, GYM_EMAIL). */
export function sessionInvite(
  config: SessionMailConfig,
  method: 'REQUEST' | 'CANCEL',
  sessions: readonly CalendarSession[],
  language: Language = 'en',
): NonNullable<Mail['icalEvent']> {
  return {
    method,
    content: sessionCalendar({
      name: config.GYM_NAME,
      domain: uidDomain(config.PUBLIC_URL, config.GYM_NAME),
      method,
      sessions,
      organizer: { name: config.GYM_NAME, email: config.GYM_EMAIL },
      language,
    }),
  };
}

type Recipient = 'member' | 'trainer';

/** The two e-mails about a session just booked (`cancelled` false) or just cancelled, each in its reader's language. */
export function sessionMails(config: SessionMailConfig, session: MailSession): Mail[] {
  const cancelled = session.cancelledAt !== null;
  const letter = (recipient: Recipient): Mail => {
    const person = session[recipient];
    const { language } = person;
    const t = translatorFor(language);
    const { calendar, details } = sessionLetterParts(config, session, language);
    const day = sessionDay(session.startTime, config.GYM_TIME_ZONE, language);
    const other = recipient === 'member' ? session.trainer.name : session.member.name;
    const gym = config.GYM_NAME;
    const intro = cancelled
      ? recipient === 'member'
        ? t('Your training session with {name} has been cancelled.', { name: other })
        : t('Your training session with {name} has been cancelled; the time is free again.', { name: other })
      : recipient === 'member'
        ? t('Your training session with {name} at {gym} is booked.', { name: other, gym })
        : t('{name} booked a training session with you at {gym}.', { name: other, gym });
    const outro = cancelled
      ? [t('The calendar event attached removes the session from your calendar.')]
      : [
          t('The calendar event attached adds the session to your calendar.'),
          ...(recipient === 'member'
            ? [
                t('You can cancel a session up to {hours} hours before it starts.', {
                  hours: config.CANCEL_CUTOFF_HOURS,
                }),
              ]
            : []),
        ];
    return {
      to: person.email,
      subject: cancelled
        ? t('Cancelled: your training session on {day}', { day })
        : t('Booked: your training session on {day}', { day }),
      ...letterBodies({
        gym,
        language,
        greeting: t('Hello {name},', { name: person.name }),
        intro: [intro],
        details,
        outro,
      }),
      icalEvent: sessionInvite(config, cancelled ? 'CANCEL' : 'REQUEST', [calendar], language),
    };
  };
  return [letter('member'), letter('trainer')];
}

/**
 * Queues the e-mails to the member and the trainer about the session `id` as it now stands (booked or cancelled) in
 * the caller's transaction (`lib/outbox.ts`): they go once it commits, and never if it rolls back.
 */
export async function queueSessionMails(tx: Tx, config: SessionMailConfig, id: number): Promise<void> {
  const session = await loadMailSession(tx, id);
  if (session) await queueMail(tx, sessionMails(config, session));
}
