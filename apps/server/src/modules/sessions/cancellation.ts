import { zonedParts } from '@gym/contract';
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { gymRooms, trainers, trainingSessions, users } from '../../db/schema/index.ts';

// Cancelling coming sessions and telling the people in them, written once: deleting a trainer (docs/decisions/005)
// and closing or shrinking a room (docs/decisions/007) both cancel through here.

type Person = { email: string; name: string };
/** A cancelled session with what the e-mails about it say. */
export type CancelledSession = { id: number; startTime: Date; roomName: string; member: Person; trainer: Person };

const trainerUsers = alias(users, 'cancelled_trainer_user');

/**
 * Removes the sessions matching `where` that start after `now`, in the caller's transaction, and answers them with
 * the member's and the trainer's names and addresses. Sessions that have started stay, for the history. The rows
 * are locked before they go, so a concurrent edit or cancellation of the same session waits, and the answer lists
 * only sessions this transaction removed.
 */
export async function cancelComingSessions(tx: Tx, where: SQL, now: Date): Promise<CancelledSession[]> {
  const rows = await tx
    .select({
      id: trainingSessions.id,
      startTime: trainingSessions.startTime,
      roomName: gymRooms.roomName,
      member: { email: users.email, name: sql<string>`coalesce(${users.fullName}, ${users.username})` },
      trainer: {
        email: trainerUsers.email,
        name: sql<string>`coalesce(${trainerUsers.fullName}, ${trainerUsers.username})`,
      },
    })
    .from(trainingSessions)
    .innerJoin(users, eq(users.id, trainingSessions.userId))
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .innerJoin(trainerUsers, eq(trainerUsers.id, trainers.userId))
    .innerJoin(gymRooms, eq(gymRooms.id, trainingSessions.roomId))
    .where(and(gt(trainingSessions.startTime, now), where))
    .for('update', { of: trainingSessions });
  if (rows.length === 0) return [];
  await tx.delete(trainingSessions).where(
    inArray(
      trainingSessions.id,
      rows.map((r) => r.id),
    ),
  );
  return rows;
}

type Recipient = 'member' | 'trainer';
/** What one kind of recipient reads; `count` is how many of their sessions the e-mail lists. */
export type CancellationLetter = {
  subject(count: number): string;
  /** The paragraph before the list, which ends with the time zone the list is in. */
  reason(count: number, timeZone: string): string;
  /** Appended to a listed session's date and time (for example who the session was with). */
  detail?(session: CancelledSession): string;
  closing: string;
};

/**
 * One e-mail per person listing their cancelled sessions, in the gym's time zone, to members and, when a letter
 * for them is given, trainers. Sent after the commit: whatever the mail server says, the cancellation has
 * happened, so a failed e-mail is logged, never turned into an error.
 */
export async function tellCancellations(
  ctx: AppContext,
  cancelled: CancelledSession[],
  letters: Partial<Record<Recipient, CancellationLetter>>,
  log: FastifyBaseLogger,
) {
  const { GYM_NAME: gym, GYM_TIME_ZONE: timeZone } = ctx.config;
  const dateFormat = new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' });
  const mails: Promise<void>[] = [];
  for (const [recipient, letter] of Object.entries(letters) as [Recipient, CancellationLetter][]) {
    const byPerson = new Map<string, CancelledSession[]>();
    for (const s of cancelled) {
      const to = s[recipient].email;
      byPerson.set(to, [...(byPerson.get(to) ?? []), s]);
    }
    for (const [to, sessions] of byPerson) {
      const ordered = sessions.toSorted((a, b) => a.startTime.getTime() - b.startTime.getTime());
      const lines = ordered.map(
        (s) =>
          `- ${dateFormat.format(s.startTime)} at ${zonedParts(s.startTime, timeZone).time}${letter.detail?.(s) ?? ''}`,
      );
      mails.push(
        ctx.mailer.send({
          to,
          subject: letter.subject(ordered.length),
          text: [
            `Hello ${ordered[0]?.[recipient].name},`,
            '',
            letter.reason(ordered.length, timeZone),
            ...lines,
            '',
            letter.closing,
            '',
            gym,
          ].join('\n'),
        }),
      );
    }
  }
  const failed = (await Promise.allSettled(mails)).filter((r) => r.status === 'rejected').length;
  if (failed) log.warn({ failed, sessions: cancelled.length }, 'could not e-mail everyone whose session was cancelled');
}
