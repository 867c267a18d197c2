import { type AnyColumn, and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainers, trainingSessions, users } from '../../db/schema/index.ts';

/**
 * Which accounts count, as conditions on `users` that lists, counts and stats share. A deleted account with
 * history stays as an anonymised row for the records (docs/decisions/005) and is never listed or counted.
 */
export const isLive = () => isNull(users.deletedAt);

/**
 * The name people read for an account (in e-mails and calendar feeds): its full name, else its username; a deleted
 * account, whose username is only a placeholder (`deleted-N`), reads as what it was: "Former trainer", "Former
 * member" or "Former staff". `u` is `users` or an alias of it.
 */
export const personName = (u: { fullName: AnyColumn; username: AnyColumn; role: AnyColumn; deletedAt: AnyColumn }) =>
  sql<string>`case when ${u.deletedAt} is null then coalesce(${u.fullName}, ${u.username})
    when ${u.role} = 'trainer' then 'Former trainer' when ${u.role} = 'user' then 'Former member'
    else 'Former staff' end`;

/**
 * A trainer's members (decisions §3): member accounts with at least one session with that trainer that is booked
 * or was attended; a session cancelled before it happened makes nobody a member (docs/decisions/011).
 */
export const membersOfTrainer = (db: Db, trainerUserId: number) =>
  and(
    eq(users.role, 'user'),
    inArray(
      users.id,
      db
        .select({ id: trainingSessions.userId })
        .from(trainingSessions)
        .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
        .where(
          and(
            eq(trainers.userId, trainerUserId),
            or(isNull(trainingSessions.cancelledAt), eq(trainingSessions.attendanceStatus, true)),
          ),
        ),
    ),
  );
