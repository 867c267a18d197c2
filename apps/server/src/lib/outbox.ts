import type { FailedMail } from '@gym/contract';
import { asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Runner } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { scheduleEvery } from './jobs.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * The mail outbox (docs/decisions/016). A request never talks to the mail server: it writes its e-mails with
 * `queueMail` in its own transaction (a rolled-back request sends nothing, a committed one always sends) and, after
 * the commit, calls `nudge()`. The sender (`sendPendingMail`) runs in every instance every MAIL_SCAN_MS and soon
 * after a nudge; each row goes once across instances, is retried with a growing back-off, and after
 * MAIL_MAX_ATTEMPTS is marked failed and shown to the admin (`GET /api/mail/failed`).
 *
 * A row is claimed by a lease, not by a transaction held while the mail server answers: the claim
 * (`UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED LIMIT 1)`) counts the attempt and moves `next_attempt_at`
 * MAIL_LEASE_MS ahead, and commits at once. Other instances skip the row while it is locked and, once committed, no
 * longer find it due. A slow mail server so holds no connection and no lock (on PGlite, one connection for every
 * request). Sent, the row is deleted; failed, it gets its error and its next attempt. A crash between the mail
 * server's yes and the delete leaves the row to be sent again when the lease runs out: at least once, never lost.
 */

/** How often every instance looks for due e-mails (retries; new ones go at once through the nudge). */
export const MAIL_SCAN_MS = 30 * 1000;
/** After this many failed attempts an e-mail is marked failed and no longer tried (about two hours in all). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claim keeps a row from other senders: longer than any send takes (nodemailer's own timeouts). */
export const MAIL_LEASE_MS = 15 * 60 * 1000;
/** The job's name in the logs. */
export const MAIL_JOB = 'mail-outbox';

const MINUTE_MS = 60 * 1000;
/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1) * MINUTE_MS, 60 * MINUTE_MS);

/** Writes e-mails to the outbox in the caller's transaction; they go once it commits (then call `nudge`). */
export async function queueMail(runner: Runner, mails: Mail[]): Promise<void> {
  if (mails.length === 0) return;
  const now = new Date();
  await runner.insert(mailOutbox).values(mails.map((message) => ({ message, createdAt: now, nextAttemptAt: now })));
}

/** Wakes this instance's sender soon after a commit that queued mail, without ever waiting for it. */
export type MailNudge = { nudge(): void; wakeWith(wake: () => void): void };
export function createMailNudge(): MailNudge {
  let wake: (() => void) | undefined;
  return {
    nudge: () => wake?.(),
    wakeWith: (fn) => {
      wake = fn;
    },
  };
}

/** Claims the oldest due row not given up on (see above), or answers undefined when none is due. */
async function claimOne(db: Db, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(sql`${isNull(mailOutbox.failedAt)} and ${lte(mailOutbox.nextAttemptAt, now)}`)
    .orderBy(asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    // `= (subquery)`: a scalar subquery runs once, so one statement claims one row (see reminders.ts).
    .where(sql`${mailOutbox.id} = (${due})`)
    .returning();
  return row;
}

export type MailRun = { sent: number; failed: number };

/**
 * Sends every due e-mail in the outbox through `mailer` (SMTP, or .eml files in DATA_DIR/outbox without SMTP_URL),
 * one claimed row at a time, until none is due. A failure is recorded on its row (error, next attempt, failed after
 * MAIL_MAX_ATTEMPTS) and the run goes on with the others. Safe in any number of instances at once. Tests await it to
 * see what a request's commit sent.
 */
export async function sendPendingMail(deps: { db: Db; mailer: Mailer }, log?: FastifyBaseLogger): Promise<MailRun> {
  const { db, mailer } = deps;
  const run: MailRun = { sent: 0, failed: 0 };
  for (;;) {
    const row = await claimOne(db, new Date());
    if (!row) return run;
    try {
      await mailer.send(row.message);
    } catch (error) {
      run.failed += 1;
      const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      const now = new Date();
      await db
        .update(mailOutbox)
        .set({
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
          failedAt: givenUp ? now : null,
        })
        .where(eq(mailOutbox.id, row.id));
      const message = givenUp ? 'gave up on an e-mail; the admin sees it' : 'could not send an e-mail; will retry';
      log?.warn({ err: error, mail: row.id, attempts: row.attempts, job: MAIL_JOB }, message);
      continue;
    }
    await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    run.sent += 1;
  }
}

/**
 * Runs the sender in every instance (`scheduleEvery`): when the app is ready, every MAIL_SCAN_MS, and soon after
 * each `nudge` (a nudge during a run asks for one more run, so an e-mail queued meanwhile is not left for the scan).
 */
export function scheduleMailSender(app: FastifyInstance, ctx: { db: Db; mailer: Mailer; mail: MailNudge }) {
  const job = scheduleEvery(app, {
    name: MAIL_JOB,
    everyMs: MAIL_SCAN_MS,
    run: () => sendPendingMail(ctx, app.log),
  });
  ctx.mail.wakeWith(job.runSoon);
  return job;
}

/** `GET /api/mail/failed` (admin): the e-mails given up on, newest first (at most the last 200). */
export async function listFailedMail(db: Db): Promise<FailedMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.failedAt))
    .orderBy(desc(mailOutbox.failedAt), desc(mailOutbox.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    to: row.message.to,
    subject: row.message.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    failedAt: (row.failedAt as Date).toISOString(),
  }));
}
