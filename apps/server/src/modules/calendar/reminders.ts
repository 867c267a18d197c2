import { CANCEL_MESSAGES, zonedParts } from '@gym/contract';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { classBookings, classSessions, trainingSessions, users } from '../../db/schema/index.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { scheduleEvery } from '../../lib/jobs.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { classInvite, classLetterParts, type MailClass, selectMailClasses } from '../classes/class-mail.ts';
import {
  type MailSession,
  type Person,
  type SessionMailConfig,
  selectMailSessions,
  sessionDay,
  sessionInvite,
  sessionLetterParts,
  sessionStart,
  translatorFor,
} from '../sessions/session-mail.ts';
import { loadGymConfig } from '../settings/settings.service.ts';
import { personName } from '../users/account-scopes.ts';

/**
 * Reminder e-mails (docs/decisions/011): one to the member before each booked session, and one to each member with a
 * place (Booked, not waitlisted) in a group class (docs/decisions/033), REMINDER_HOURS_BEFORE hours ahead, exactly
 * once however many instances run the job and however often they restart. A session's claim is stamped on the
 * session (`training_sessions.reminder_sent_at`), a class place's on the place (`class_bookings.reminder_sent_at`):
 * a class has many members, each reminded once.
 *
 * How: every instance runs `queueDueReminders` every REMINDER_SCAN_MS. It claims one due session at a time in a
 * transaction (`UPDATE … SET reminder_sent_at WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING`),
 * queues its e-mail in the mail outbox in that same transaction (`lib/outbox.ts`, docs/decisions/016), and commits.
 * Another instance skips a claimed row (SKIP LOCKED) and, once it is committed, no longer finds it due. The claim and
 * the queued e-mail commit together, so each reminder is queued exactly once; the outbox sends it, once across
 * instances, and retries while the mail server fails.
 *
 * Due: booked (not cancelled; for a class, the class not cancelled and the place Booked), not started, starting within REMINDER_HOURS_BEFORE hours, no reminder yet, a live
 * member with reminders on. A session booked less than REMINDER_HOURS_BEFORE ahead is due at once and gets its
 * reminder on the next tick (within REMINDER_SCAN_MS). The claim is stamped with the app's clock, as every other
 * instant the server writes (test/clock.ts).
 */

/** How often every instance looks for due reminders. */
export const REMINDER_SCAN_MS = 5 * 60 * 1000;
/** The job's name in the logs. */
export const REMINDER_JOB = 'session-reminders';

const HOUR_MS = 60 * 60 * 1000;

/** What the job reads: the database and the settings its e-mails say. */
export type ReminderDeps = Pick<AppContext, 'db'> & { config: Config };
export type ReminderRun = { queued: number };

/**
 * The reminder e-mail of a session, to its member, in their account's language: when, trainer, room, the calendar
 * event, how to cancel.
 */
export function reminderMail(config: SessionMailConfig, session: MailSession, now: Date): Mail {
  const { language } = session.member;
  const t = translatorFor(language);
  const { calendar, details } = sessionLetterParts(config, session, language);
  const zone = config.GYM_TIME_ZONE;
  const hours = config.CANCEL_CUTOFF_HOURS;
  const cancelBy = new Date(session.startTime.getTime() - hours * HOUR_MS);
  const cancelling =
    now < cancelBy
      ? [
          t(
            "Can't make it? Cancel the session in the app under My sessions by {when}, so the time is freed for others.",
            { when: sessionStart(cancelBy, zone, language) },
          ),
          t('You can cancel a session up to {hours} hours before it starts.', { hours }),
        ]
      : [
          t("Can't make it? {tooLate} ({email})", {
            tooLate: translateMessage(language, CANCEL_MESSAGES.tooLate(hours)),
            email: config.GYM_EMAIL,
          }),
        ];
  return {
    to: session.member.email,
    subject: t('Reminder: your training session on {day} at {time}', {
      day: sessionDay(session.startTime, zone, language),
      time: zonedParts(session.startTime, zone).time,
    }),
    ...letterBodies({
      gym: config.GYM_NAME,
      language,
      greeting: t('Hello {name},', { name: session.member.name }),
      intro: [
        t('A reminder of your training session with {trainer} at {gym}.', {
          trainer: session.trainer.name,
          gym: config.GYM_NAME,
        }),
      ],
      details,
      outro: [...cancelling, t('The calendar event attached keeps the session in your calendar.')],
    }),
    // The booking's event again (same UID), so a calendar program updates the one it holds rather than adding one.
    icalEvent: sessionInvite(config, 'REQUEST', [calendar], language),
  };
}

/**
 * The reminder e-mail of a place in a class, to its member, in their account's language: which class, when, trainer,
 * room, the class's calendar event (its UID, `classUid`), and until when the place can be given up.
 */
export function classReminderMail(config: SessionMailConfig, cls: MailClass, member: Person, now: Date): Mail {
  const { language } = member;
  const t = translatorFor(language);
  const { details, calendar } = classLetterParts(config, cls, language, [{ name: member.name, email: member.email }]);
  const zone = config.GYM_TIME_ZONE;
  const leaveBy = new Date(cls.startTime.getTime() - config.CANCEL_CUTOFF_HOURS * HOUR_MS);
  const leaving =
    now < leaveBy
      ? t("Can't make it? Leave the class in the app by {when}, so your place goes to the next on the waitlist.", {
          when: sessionStart(leaveBy, zone, language),
        })
      : t("Can't make it? It is too late to leave the class in the app; please tell the gym ({email}).", {
          email: config.GYM_EMAIL,
        });
  return {
    to: member.email,
    subject: t('Reminder: {name} on {day} at {time}', {
      name: cls.name,
      day: sessionDay(cls.startTime, zone, language),
      time: zonedParts(cls.startTime, zone).time,
    }),
    ...letterBodies({
      gym: config.GYM_NAME,
      language,
      greeting: t('Hello {name},', { name: member.name }),
      intro: [
        t('A reminder of your place in {name} with {trainer} at {gym}.', {
          name: cls.name,
          trainer: cls.trainer.name,
          gym: config.GYM_NAME,
        }),
      ],
      details,
      outro: [leaving, t('The calendar event attached keeps the class in your calendar.')],
    }),
    // The class's event again (same UID), so a calendar program updates the one it holds.
    icalEvent: classInvite(config, 'REQUEST', calendar, language),
  };
}

/** Claims one due session (see above) in `tx`, skipping sessions other runs hold, and answers its id, or undefined. */
async function claimOne(tx: Tx, now: Date, until: Date) {
  const due = tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .where(
      and(
        isNull(trainingSessions.cancelledAt),
        isNull(trainingSessions.reminderSentAt),
        gt(trainingSessions.startTime, now),
        lte(trainingSessions.startTime, until),
        eq(users.remindersEnabled, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(trainingSessions.startTime))
    .limit(1)
    .for('update', { of: trainingSessions, skipLocked: true });
  const [claimed] = await tx
    .update(trainingSessions)
    .set({ reminderSentAt: now })
    // `= (subquery)`, not `IN (subquery)`: a scalar subquery is an InitPlan, run once. Under `IN` PostgreSQL may
    // rescan the locking subquery for every row it updates, and each rescan SKIPs the row just claimed and yields the
    // next, so one claim took every due session (found by the tests).
    .where(and(sql`${trainingSessions.id} = (${due})`, isNull(trainingSessions.reminderSentAt)))
    .returning({ id: trainingSessions.id });
  return claimed?.id;
}

/**
 * Claims one due place in a class, as `claimOne` a session: the place's row is locked (SKIP LOCKED) and stamped. The
 * stamp is not a column the places' counting trigger watches, so a claim never takes the class's row lock that
 * bookings queue on. Answers the place's class and member, or undefined.
 */
async function claimOneClassPlace(tx: Tx, now: Date, until: Date) {
  const due = tx
    .select({ id: classBookings.id })
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.classSessionId))
    .innerJoin(users, eq(users.id, classBookings.userId))
    .where(
      and(
        eq(classBookings.status, 'Booked'),
        isNull(classBookings.reminderSentAt),
        isNull(classSessions.cancelledAt),
        gt(classSessions.startTime, now),
        lte(classSessions.startTime, until),
        eq(users.remindersEnabled, true),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(classSessions.startTime), asc(classBookings.id))
    .limit(1)
    .for('update', { of: classBookings, skipLocked: true });
  const [claimed] = await tx
    .update(classBookings)
    .set({ reminderSentAt: now })
    // `= (subquery)` for the reason `claimOne` gives.
    .where(and(sql`${classBookings.id} = (${due})`, isNull(classBookings.reminderSentAt)))
    .returning({ classId: classBookings.classSessionId, userId: classBookings.userId });
  return claimed;
}

/** Queues the reminder of one due class place, claimed in its own transaction; false when none is due. */
async function queueOneClassReminder(deps: ReminderDeps, config: Config, now: Date, until: Date) {
  return deps.db.transaction(async (tx) => {
    const place = await claimOneClassPlace(tx, now, until);
    if (!place) return false;
    const [cls] = await selectMailClasses(tx, eq(classSessions.id, place.classId));
    const [member] = await tx
      .select({ email: users.email, name: personName(users), language: users.language })
      .from(users)
      .where(eq(users.id, place.userId));
    if (!cls || !member) throw new Error(`class place ${place.classId}/${place.userId} vanished while claimed`);
    await queueMail(tx, [classReminderMail(config, cls, member, now)]);
    return true;
  });
}

/**
 * Queues the e-mail of every due reminder (`lib/outbox.ts`), sessions then class places, one claim per transaction: the claim and its
 * e-mail commit together, so each reminder is queued once, and the outbox sends it, retrying when the mail server
 * fails. Safe to run in any number of instances at once. Answers how many were queued.
 */
export async function queueDueReminders(deps: ReminderDeps): Promise<ReminderRun> {
  const { db } = deps;
  // The gym's settings as stored now (modules/settings), read once per run.
  const config = await loadGymConfig(deps);
  let queued = 0;
  for (;;) {
    const now = new Date();
    const until = new Date(now.getTime() + config.REMINDER_HOURS_BEFORE * HOUR_MS);
    const claimed = await db.transaction(async (tx) => {
      const id = await claimOne(tx, now, until);
      if (id === undefined) return false;
      const [session] = await selectMailSessions(tx, eq(trainingSessions.id, id));
      if (!session) throw new Error(`session ${id} vanished while claimed`);
      await queueMail(tx, [reminderMail(config, session, now)]);
      return true;
    });
    if (!claimed) break;
    queued += 1;
  }
  for (;;) {
    const now = new Date();
    const until = new Date(now.getTime() + config.REMINDER_HOURS_BEFORE * HOUR_MS);
    if (!(await queueOneClassReminder(deps, config, now, until))) return { queued };
    queued += 1;
  }
}

/**
 * Runs the reminders in every instance (`scheduleEvery`): when the app is ready and every REMINDER_SCAN_MS; wakes the
 * mail sender when it queued any.
 */
export function scheduleReminders(app: FastifyInstance, ctx: ReminderDeps & Pick<AppContext, 'mail'>) {
  return scheduleEvery(app, {
    name: REMINDER_JOB,
    everyMs: REMINDER_SCAN_MS,
    run: async () => {
      const run = await queueDueReminders(ctx);
      if (run.queued > 0) ctx.mail.nudge();
      return run;
    },
  });
}
