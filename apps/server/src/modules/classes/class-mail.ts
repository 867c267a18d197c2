import { type Language, zonedParts } from '@gym/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Runner, Tx } from '../../db/client.ts';
import { classBookings, classSessions, classTypes, gymRooms, trainers, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { type CalendarSession, classUid, sessionCalendar, uidDomain } from '../../lib/ical.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { SessionMailConfig } from '../sessions/session-mail.ts';
import { personName } from '../users/account-scopes.ts';

/**
 * The e-mails to members about a group class (docs/decisions/025), each in the member's language with the class as
 * a calendar event (one UID per class): a place booked, a place that came free from the waitlist ("You're in"), and
 * the class cancelled by the gym. Queued in the transaction that made the change, so they go once it commits.
 * `classLetterParts` is the one description of a class in mail and calendar: the reminder e-mail and the feeds
 * (modules/calendar) build theirs from it too.
 */

export type ClassLetter = 'booked' | 'promoted' | 'cancelled';

const trainerUsers = alias(users, 'class_mail_trainer');

const SUBJECTS: Record<ClassLetter, string> = {
  booked: 'Booked: {name} on {day}',
  promoted: "You're in: {name} on {day}",
  cancelled: 'Cancelled: {name} on {day}',
};
const INTROS: Record<ClassLetter, string> = {
  booked: 'Your place in {name} at {gym} is booked.',
  promoted: 'A place in {name} at {gym} came free and it is yours: you have moved from the waitlist to the class.',
  cancelled: '{name} at {gym} has been cancelled. We are sorry for the change of plans.',
};

/** A class with what its e-mails and calendar events say. */
export type MailClass = {
  id: number;
  startTime: Date;
  endTime: Date;
  createdAt: Date;
  cancelledAt: Date | null;
  name: string;
  roomName: string;
  trainer: { email: string; name: string };
};

/** Classes matching `where` with what their e-mails and events say (`MailClass`); callers add order. */
export const selectMailClasses = (runner: Runner, where: SQL | undefined) =>
  runner
    .select({
      id: classSessions.id,
      startTime: classSessions.startTime,
      endTime: classSessions.endTime,
      createdAt: classSessions.createdAt,
      cancelledAt: classSessions.cancelledAt,
      name: classTypes.name,
      roomName: gymRooms.roomName,
      trainer: { email: trainerUsers.email, name: personName(trainerUsers) },
    })
    .from(classSessions)
    .innerJoin(classTypes, eq(classTypes.id, classSessions.classTypeId))
    .innerJoin(gymRooms, eq(gymRooms.id, classSessions.roomId))
    .innerJoin(trainers, eq(trainers.id, classSessions.trainerId))
    .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
    .where(where)
    .$dynamic();

const classDay = (cls: MailClass, timeZone: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { timeZone, dateStyle: 'full' }).format(cls.startTime);

/**
 * What every e-mail and calendar entry says about a class, in `language`: its day, its detail rows for
 * `letterBodies`, and its calendar event (UID `classUid`, the same in every e-mail and feed) naming `attendees`.
 */
export function classLetterParts(
  config: SessionMailConfig,
  cls: MailClass,
  language: Language,
  attendees: readonly { name: string; email: string }[],
): { day: string; details: [label: string, value: string][]; calendar: CalendarSession } {
  const t = (english: string, values?: Record<string, unknown>) => translate(language, english, values);
  const timeZone = config.GYM_TIME_ZONE;
  const day = classDay(cls, timeZone, language);
  const when = `${day}, ${zonedParts(cls.startTime, timeZone).time}–${zonedParts(cls.endTime, timeZone).time} (${timeZone})`;
  const domain = uidDomain(config.PUBLIC_URL, config.GYM_NAME);
  return {
    day,
    details: [
      [t('Class'), cls.name],
      [t('When'), when],
      [t('Trainer'), cls.trainer.name],
      [t('Room'), cls.roomName],
    ],
    calendar: {
      id: cls.id,
      uid: classUid(cls.id, domain),
      startTime: cls.startTime,
      endTime: cls.endTime,
      createdAt: cls.createdAt,
      cancelledAt: cls.cancelledAt,
      summary: `${cls.name} · ${cls.trainer.name}`,
      description: [
        t('{type} at {gym}', { type: cls.name, gym: config.GYM_NAME }),
        t('Trainer: {name}', { name: cls.trainer.name }),
        t('Room: {room}', { room: cls.roomName }),
      ].join('\n'),
      location: `${cls.roomName}, ${config.GYM_NAME}, ${config.GYM_ADDRESS}`,
      attendees,
    },
  };
}

/** The iCalendar invitation (REQUEST) or cancellation (CANCEL) of a class's event, from the gym. */
export function classInvite(
  config: SessionMailConfig,
  method: 'REQUEST' | 'CANCEL',
  event: CalendarSession,
  language: Language,
): NonNullable<Mail['icalEvent']> {
  return {
    method,
    content: sessionCalendar({
      name: config.GYM_NAME,
      domain: uidDomain(config.PUBLIC_URL, config.GYM_NAME),
      method,
      organizer: { name: config.GYM_NAME, email: config.GYM_EMAIL },
      sessions: [event],
      language,
    }),
  };
}

/** Queues the letter about class `classId` to each of `userIds`, in the transaction. */
export async function queueClassMails(
  tx: Tx,
  config: SessionMailConfig,
  classId: number,
  userIds: readonly number[],
  letter: ClassLetter,
): Promise<void> {
  if (userIds.length === 0) return;
  const [cls] = await selectMailClasses(tx, eq(classSessions.id, classId));
  if (!cls) return;
  const members = await tx
    .select({ email: users.email, name: personName(users), language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));

  const method = letter === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const mails: Mail[] = members.map((member) => {
    const language = member.language as Language;
    const t = (english: string, values?: Record<string, unknown>) => translate(language, english, values);
    const event = {
      ...cls,
      cancelledAt: letter === 'cancelled' ? (cls.cancelledAt ?? new Date()) : null,
    };
    const { day, details, calendar } = classLetterParts(config, event, language, [
      { name: member.name, email: member.email },
    ]);
    const values = { name: cls.name, gym: config.GYM_NAME, day };
    const outro =
      letter === 'cancelled'
        ? [t('The calendar event attached removes the class from your calendar.')]
        : [
            t('The calendar event attached adds the class to your calendar.'),
            t('You can leave the class up to {hours} hours before it starts; your place then goes to the waitlist.', {
              hours: config.CANCEL_CUTOFF_HOURS,
            }),
          ];
    return {
      to: member.email,
      subject: t(SUBJECTS[letter], values),
      ...letterBodies({
        gym: config.GYM_NAME,
        language,
        greeting: t('Hello {name},', { name: member.name }),
        intro: [t(INTROS[letter], values)],
        details,
        outro,
      }),
      icalEvent: classInvite(config, method, calendar, language),
    };
  });
  await queueMail(tx, mails);
}

/** Everyone booked or waitlisted in a class: whom its cancellation tells. */
export async function peopleInClass(tx: Tx, classId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: classBookings.userId })
    .from(classBookings)
    .where(and(eq(classBookings.classSessionId, classId), inArray(classBookings.status, ['Booked', 'Waitlisted'])));
  return rows.map((r) => r.userId);
}
