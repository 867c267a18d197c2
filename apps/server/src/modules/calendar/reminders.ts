import { CANCEL_MESSAGES, zonedParts } from '@gym/contract';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { trainingSessions, users } from '../../db/schema/index.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { scheduleEvery } from '../../lib/jobs.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import {
  type MailSession,
  type SessionMailConfig,
  selectMailSessions,
  sessionDay,
  sessionInvite,
  sessionLetterParts,
  sessionStart,
  translatorFor,
} from '../sessions/session-mail.ts';
import { loadGymConfig } from '../settings/settings.service.ts';

/**
 * Reminder e-mails (docs/decisions/011): one to the member before each booked session, REMINDER_HOURS_BEFORE hours
 * ahead, exactly once however many instances run the job and however often they restart.
 *
 * How: every instance runs `queueDueReminders` every REMINDER_SCAN_MS. It claims one due session at a time in a
 * transaction (`UPDATE … SET reminder_sent_at WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING`),
 * queues its e-mail in the mail outbox in that same transaction (`lib/outbox.ts`, docs/decisions/016), and commits.
 * Another instance skips a claimed row (SKIP LOCKED) and, once it is committed, no longer finds it due. The claim and
 * the queued e-mail commit together, so each reminder is queued exactly once; the outbox sends it, once across
 * instances, and retries while the mail server fails.
 *
 * Due: booked (not cancelled), not started, starting within REMINDER_HOURS_BEFORE hours, no reminder yet, a live
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
 * Queues the e-mail of every due reminder (`lib/outbox.ts`), one claimed session per transaction: the claim and its
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
    if (!claimed) return { queued };
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
