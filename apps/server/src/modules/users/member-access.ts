import { AUTH_MESSAGES, BILLING_MESSAGES, BOOKING_MESSAGES, isStaffSide } from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Runner } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { isLive, membersOfTrainer } from './account-scopes.ts';

/** The one answer for an unknown member, wherever one is named (reading their records, paying, booking). */
export const MEMBER_NOT_FOUND = 'Member not found';

/** Whether the member is one of the trainer's members (decisions §3, `membersOfTrainer`). */
export async function isTrainerOfMember(db: Db, trainerUserId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.id, memberId), membersOfTrainer(db, trainerUserId)));
  return row !== undefined;
}

/**
 * The one rule for reading a member's records (their account, subscriptions, sessions): the member, admin,
 * staff, or a trainer of that member (decisions §4). Answers 404 for an unknown id and 403 for anyone else.
 */
export async function assertCanSeeMember(db: Db, caller: Caller, memberId: number): Promise<void> {
  // The caller's own account exists: the auth check has just found it (current as of this request). No round trip.
  if (caller.id === memberId) return;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId));
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (caller.id === memberId || caller.role === 'admin' || caller.role === 'staff') return;
  if (caller.role === 'trainer' && (await isTrainerOfMember(db, caller.id, memberId))) return;
  throw forbidden(AUTH_MESSAGES.forbidden);
}

/** What only a member may do, in the words of the screen that asks (the same outcome, 400 on `userId`). */
const MEMBERS_ONLY = {
  billing: BILLING_MESSAGES.membersOnly,
  booking: BOOKING_MESSAGES.membersOnly,
} as const;

/**
 * The member a caller acts for when paying, subscribing or booking (decisions §1, §4), with one answer per
 * outcome whatever the area:
 * - A member acts for themself: naming anyone else in `userId` is 403, before anything is looked up, so a
 *   member cannot learn which ids exist.
 * - Admin and staff act for the member named in `userId`, or else the one the request implies (the owner of
 *   the payment or subscription it refers to); naming nobody, they act for themselves.
 * - The account acted for must exist and not be deleted: 404 'Member not found' on `userId`.
 * - It must be a member: staff, trainers and the admin hold no subscriptions and book no sessions, so any
 *   other role (the staff member acting for themselves included) is 400 on `userId`, in the area's words.
 * `lock` takes the member's row lock for the rest of the transaction (bookings lock member, trainer, room).
 */
export async function resolveMember(
  runner: Runner,
  caller: Caller,
  requested: number | undefined,
  options: { purpose: keyof typeof MEMBERS_ONLY; implied?: number | undefined; lock?: boolean },
): Promise<number> {
  let memberId = caller.id;
  if (isStaffSide(caller.role)) memberId = requested ?? options.implied ?? caller.id;
  else if (requested !== undefined && requested !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);

  // A deleted account (docs/decisions/005) is no one to act for: the same 404 as an unknown id.
  const query = runner
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.id, memberId), isLive()));
  const [member] = options.lock ? await query.for('no key update') : await query;
  if (!member) throw fieldError(404, 'userId', MEMBER_NOT_FOUND);
  if (member.role !== 'user') throw fieldError(400, 'userId', MEMBERS_ONLY[options.purpose]);
  return member.id;
}
