import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainers, trainingSessions, users } from '../../db/schema/index.ts';

/**
 * Which accounts count, as conditions on `users` that lists, counts and stats share. A deleted account with
 * history stays as an anonymised row for the records (docs/decisions/005) and is never listed or counted.
 */
export const isLive = () => isNull(users.deletedAt);

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
