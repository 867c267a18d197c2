import { CANCEL_MESSAGES, zonedParts } from '@gym/contract';
import { and, asc, eq, gt, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { trainingSessions, users } from '../../db/schema/index.ts';
import { scheduleEvery } from '../../lib/jobs.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import {
  type MailSession,
  type SessionMailConfig,
  selectMailSessions,
  sessionDay,
  sessionInvite,
  sessionLetterParts,
} from '../sessions/session-mail.ts';

/**
 * Reminder e-mails (docs/decisions/011): one to the member before each booked session, REMINDER_HOURS_BEFORE hours
 * ahead, exactly once however many instances run the job and however often they restart.
 *
 * How: every instance runs `sendDueReminders` every REMINDER_SCAN_MS. It claims one due session at a time in a
 * transaction (`UPDATE … SET reminder_sent_at WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING`),
 * sends its e-mail while the claim is held, and commits. Another instance skips a claimed row (SKIP LOCKED) and,
 * once it is committed, no longer finds it due; a failed send rolls the claim back, so the next tick sends it. The
 * one case left: a crash (or lost connection) after the mail server accepted the e-mail and before the commit
 * leaves the session unclaimed, and that one reminder goes again. One session per transaction keeps that to one
 * e-mail, not a batch.
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

/** What the job reads: the database, the mailer and the settings its e-mails say. */
export type ReminderDeps = Pick<AppContext, 'db' | 'mailer'> & {
  config: SessionMailConfig & Pick<Config, 'REMINDER_HOURS_BEFORE'>;
};
export type ReminderRun = { sent: number; failed: number };

/** The reminder e-mail of a session, to its member: when, trainer, room, the calendar event, how to cancel. */
export function reminderMail(config: SessionMailConfig, session: MailSession, now: Date): Mail {
  const { calendar, details } = sessionLetterParts(config, session);
  const zone = config.GYM_TIME_ZONE;
  const day = sessionDay(session.startTime, zone);
  const start = zonedParts(session.startTime, zone).time;
  const cancelBy = new Date(session.startTime.getTime() - config.CANCEL_CUTOFF_HOURS * HOUR_MS);
  const cancelling =
    now < cancelBy
      ? [
          `Can't make it? Cancel the session in the app under My sessions by ${sessionDay(cancelBy, zone)} at ${zonedParts(cancelBy, zone).time}, so the time is freed for others.`,
          CANCEL_MESSAGES.policy(config.CANCEL_CUTOFF_HOURS),
        ]
      : [`Can't make it? ${CANCEL_MESSAGES.tooLate(config.CANCEL_CUTOFF_HOURS)} (${config.GYM_EMAIL})`];
  return {
    to: session.member.email,
    subject: `Reminder: your training session on ${day} at ${start}`,
    ...letterBodies({
      gym: config.GYM_NAME,
      greeting: `Hello ${session.member.name},`,
      intro: [`A reminder of your training session with ${session.trainer.name} at ${config.GYM_NAME}.`],
      details,
      outro: [...cancelling, 'The calendar event attached keeps the session in your calendar.'],
    }),
    // The booking's event again (same UID), so a calendar program updates the one it holds rather than adding one.
    icalEvent: sessionInvite(config, 'REQUEST', [calendar]),
  };
}

/**
 * Claims one due session (see above) in `tx`, skipping sessions other runs hold and those in `skip`, and answers
 * its id, or undefined when none is due.
 */
async function claimOne(tx: Tx, now: Date, until: Date, skip: number[]) {
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
        skip.length ? notInArray(trainingSessions.id, skip) : undefined,
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
 * Sends every due reminder, one claimed session per transaction, until none is due. A session whose e-mail fails
 * stays unclaimed (rolled back) and is left for the next run, so one bad address never stalls the others. Safe to run
 * in any number of instances at once. Answers how many went and how many failed.
 */
export async function sendDueReminders(deps: ReminderDeps, log?: FastifyBaseLogger): Promise<ReminderRun> {
  const { db, config, mailer } = deps;
  const failedIds: number[] = [];
  let sent = 0;
  for (;;) {
    const now = new Date();
    const until = new Date(now.getTime() + config.REMINDER_HOURS_BEFORE * HOUR_MS);
    let claimedId: number | undefined;
    let mailFailed = false;
    try {
      claimedId = await db.transaction(async (tx) => {
        const id = await claimOne(tx, now, until, failedIds);
        if (id === undefined) return undefined;
        const [session] = await selectMailSessions(tx, eq(trainingSessions.id, id));
        if (!session) throw new Error(`session ${id} vanished while claimed`);
        try {
          await mailer.send(reminderMail(config, session, now));
        } catch (error) {
          failedIds.push(id);
          mailFailed = true;
          throw error;
        }
        return id;
      });
    } catch (error) {
      // Not the mail (the database): stop this run; the scheduler logs it and the next tick tries again.
      if (!mailFailed) throw error;
      // The claim rolled back: the next run tries this session again; this one goes on with the others.
      log?.warn({ err: error, session: failedIds.at(-1), job: REMINDER_JOB }, 'could not send a session reminder');
      continue;
    }
    if (claimedId === undefined) break;
    sent += 1;
  }
  return { sent, failed: failedIds.length };
}

/** Runs the reminders in every instance (`scheduleEvery`): when the app is ready and every REMINDER_SCAN_MS. */
export function scheduleReminders(app: FastifyInstance, ctx: ReminderDeps) {
  return scheduleEvery(app, {
    name: REMINDER_JOB,
    everyMs: REMINDER_SCAN_MS,
    run: () => sendDueReminders(ctx, app.log),
  });
}
