import { type Language, zonedParts } from '@gym/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { classBookings, classSessions, classTypes, gymRooms, trainers, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { classUid, sessionCalendar, uidDomain } from '../../lib/ical.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import type { SessionMailConfig } from '../sessions/session-mail.ts';
import { personName } from '../users/account-scopes.ts';

/**
 * The e-mails to members about a group class (docs/decisions/025), each in the member's language with the class as
 * a calendar event (one UID per class): a place booked, a place that came free from the waitlist ("You're in"), and
 * the class cancelled by the gym. Queued in the transaction that made the change, so they go once it commits.
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

/** Queues the letter about class `classId` to each of `userIds`, in the transaction. */
export async function queueClassMails(
  tx: Tx,
  config: SessionMailConfig,
  classId: number,
  userIds: readonly number[],
  letter: ClassLetter,
): Promise<void> {
  if (userIds.length === 0) return;
  const [cls] = await tx
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
    .where(eq(classSessions.id, classId));
  if (!cls) return;
  const members = await tx
    .select({ email: users.email, name: personName(users), language: users.language })
    .from(users)
    .where(inArray(users.id, [...userIds]));

  const timeZone = config.GYM_TIME_ZONE;
  const method = letter === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const mails: Mail[] = members.map((member) => {
    const language = member.language as Language;
    const t = (english: string, values?: Record<string, unknown>) => translate(language, english, values);
    const day = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { timeZone, dateStyle: 'full' }).format(
      cls.startTime,
    );
    const when = `${day}, ${zonedParts(cls.startTime, timeZone).time}–${zonedParts(cls.endTime, timeZone).time} (${timeZone})`;
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
        details: [
          [t('Class'), cls.name],
          [t('When'), when],
          [t('Trainer'), cls.trainer.name],
          [t('Room'), cls.roomName],
        ],
        outro,
      }),
      icalEvent: {
        method,
        content: sessionCalendar({
          name: config.GYM_NAME,
          domain: uidDomain(config.PUBLIC_URL, config.GYM_NAME),
          method,
          organizer: { name: config.GYM_NAME, email: config.GYM_EMAIL },
          sessions: [
            {
              id: cls.id,
              uid: classUid(cls.id, uidDomain(config.PUBLIC_URL, config.GYM_NAME)),
              startTime: cls.startTime,
              endTime: cls.endTime,
              createdAt: cls.createdAt,
              cancelledAt: letter === 'cancelled' ? (cls.cancelledAt ?? new Date()) : null,
              summary: `${cls.name} · ${cls.trainer.name}`,
              description: `${cls.name} at ${config.GYM_NAME}\nTrainer: ${cls.trainer.name}\nRoom: ${cls.roomName}`,
              location: `${cls.roomName}, ${config.GYM_NAME}, ${config.GYM_ADDRESS}`,
              attendees: [{ name: member.name, email: member.email }],
            },
          ],
        }),
      },
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
