import { AUTH_MESSAGES } from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trainers, trainingSessions, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';

export const MEMBER_NOT_FOUND = 'Member not found';

/** A trainer's members are the members with at least one session with that trainer (decisions §3). */
export async function isTrainerOfMember(db: Db, trainerUserId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(trainingSessions)
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .where(and(eq(trainers.userId, trainerUserId), eq(trainingSessions.userId, memberId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The one rule for reading a member's records (their account, subscriptions, sessions): the member, admin,
 * staff, or a trainer of that member (decisions §4). Answers 404 for an unknown id and 403 for anyone else.
 */
export async function assertCanSeeMember(db: Db, caller: Caller, memberId: number): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (caller.id === memberId || caller.role === 'admin' || caller.role === 'staff') return;
  if (caller.role === 'trainer' && (await isTrainerOfMember(db, caller.id, memberId))) return;
  throw forbidden(AUTH_MESSAGES.forbidden);
}
