import { type ImagePurpose, SUBSCRIPTION_STATUSES, USER_MESSAGES } from '@gym/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  atRiskActions,
  images,
  maintenanceEvents,
  passwordResets,
  payments,
  staffInvitations,
  subscriptions,
  trainers,
  trainingSessions,
  users,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { type CancellationLetter, cancelComingSessions, queueCancellationMails } from '../sessions/cancellation.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isLive } from './account-scopes.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a deleted account's row keeps (docs/decisions/005). The placeholders break the register rules (a `-`
 * in the username, no dot after the `@`), so nobody can sign up with one and block a later deletion. The hash
 * is not an argon2 hash, so no password matches it.
 */
export const deletedUsername = (id: number) => `deleted-${id}`;
export const deletedEmail = (id: number) => `deleted-${id}@invalid`;
const UNUSABLE_PASSWORD_HASH = '!deleted';

/**
 * Whether anything the gym must keep refers to the account: money, memberships, sessions given or taken (booked
 * ones: a cancelled session is no history to keep, docs/decisions/011), or equipment it reported broken or back in
 * order (the maintenance log keeps who).
 */
async function hasHistory(tx: Tx, userId: number, trainerId: number | undefined): Promise<boolean> {
  const [row] = await tx
    .select({
      found: sql<boolean>`exists (select 1 from ${payments} where ${payments.userId} = ${userId})
        or exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId})
        or exists (select 1 from ${trainingSessions} where ${trainingSessions.cancelledAt} is null
          and (${trainingSessions.userId} = ${userId} or ${trainingSessions.trainerId} = ${trainerId ?? null}))
        or exists (select 1 from ${maintenanceEvents} where ${maintenanceEvents.reportedBy} = ${userId}
          or ${maintenanceEvents.closedBy} = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  return row?.found === true;
}

/**
 * Deletes an account (docs/decisions/005), all in one transaction under a lock on the account's row:
 * - its future sessions end: those it would have given as a trainer are cancelled (they stay, Cancelled, while the
 *   account stays; docs/decisions/011), those it would have taken as a member are deleted; past sessions stay, with
 *   their trainer, for the history;
 * - an account nothing refers to any more is deleted outright;
 * - otherwise it is deactivated and anonymised: running subscriptions end as Cancelled, the row keeps only its
 *   id and role, and its tokens stop working (version bumped; the auth plugin also refuses deleted accounts).
 * Members whose sessions with a deleted trainer were cancelled are e-mailed once it commits (queued in it).
 * The database refuses new payments, subscriptions and sessions for a deleted account (migration 0004), and a
 * write racing this one waits for the row lock, so it either lands before (and is cancelled here) or is refused.
 */
export async function deleteAccount(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  notFoundMessage: string = USER_MESSAGES.notFound,
): Promise<void> {
  const now = new Date();
  // Read before the transaction: on PGlite's one connection a read beside it would wait for it.
  const config = await gymConfig(ctx);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        fullName: users.fullName,
        username: users.username,
        role: users.role,
        photoImageId: users.photoImageId,
      })
      .from(users)
      .where(and(eq(users.id, userId), isLive()))
      .for('update');
    if (!account) throw notFound(notFoundMessage);
    if (account.id === caller.id) throw conflict(USER_MESSAGES.cannotDeleteSelf);

    const [trainer] = await tx.select({ id: trainers.id }).from(trainers).where(eq(trainers.userId, userId));
    // Never a coming session without its trainer: every session they would have given is cancelled (and told).
    const given = trainer ? await cancelComingSessions(tx, eq(trainingSessions.trainerId, trainer.id), now) : [];
    // Their own coming sessions as a member go too; nobody else is in them to tell.
    await tx
      .delete(trainingSessions)
      .where(and(gt(trainingSessions.startTime, now), eq(trainingSessions.userId, userId)));

    // A member's photo is their likeness: it goes with the account (docs/decisions/038).
    if (account.photoImageId !== null) {
      await tx
        .delete(images)
        .where(and(eq(images.id, account.photoImageId), eq(images.purpose, 'member-photo' satisfies ImagePurpose)));
    }
    const kept = await hasHistory(tx, userId, trainer?.id);
    if (!kept) {
      // Nothing to keep: the row goes, and with it (ON DELETE CASCADE) its trainer profile, feedback and reset code,
      // and its cancelled sessions.
      await tx.delete(users).where(eq(users.id, userId));
    } else {
      await tx
        .update(subscriptions)
        .set({ isActive: false, status: SUBSCRIPTION_STATUSES.cancelled })
        .where(
          and(
            eq(subscriptions.userId, userId),
            // A frozen plan (docs/decisions/028) is not `isActive` but still runs.
            or(eq(subscriptions.isActive, true), eq(subscriptions.status, SUBSCRIPTION_STATUSES.frozen)),
          ),
        );
      await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      // The desk's notes about them as an at-risk member (docs/decisions/039) are personal data with no record to keep.
      await tx.delete(atRiskActions).where(eq(atRiskActions.memberId, userId));
      await tx.delete(staffInvitations).where(eq(staffInvitations.userId, userId));
      await tx
        .update(users)
        .set({
          username: deletedUsername(userId),
          email: deletedEmail(userId),
          fullName: null,
          phone: null,
          birthday: null,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // Its calendar feed URL stops answering (docs/decisions/011).
          calendarSecret: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId));
    }
    const trainerName = account.fullName ?? account.username;
    await queueCancellationMails(tx, config, given, {
      member: trainerLeftLetter(trainerName, config.GYM_NAME),
    });
    await appendAudit(tx, {
      actorId: caller.id,
      action: 'account.deleted',
      subject: { type: 'user', id: userId },
      before: { role: account.role },
      after: { kept: kept ? 'anonymised' : 'removed', cancelledSessions: given.length },
    });
    return given;
  });
  if (cancelled.length > 0) ctx.mail.nudge();
}

/** What a member whose trainer was deleted reads (docs/decisions/005). */
const trainerLeftLetter = (trainerName: string, gym: string): CancellationLetter => ({
  subject: (count, t) =>
    t(
      '{count, plural, one {Your training session with {name} is cancelled} other {Your training sessions with {name} are cancelled}}',
      { count, name: trainerName },
    ),
  reason: (count, timeZone, t) =>
    t(
      '{name} no longer trains at {gym}, so your training {count, plural, one {session with {name} on the following date is} other {sessions with {name} on the following dates are}} cancelled (times in {zone}):',
      { count, name: trainerName, gym, zone: timeZone },
    ),
  closing: (t) => t('You can book another trainer for the same time in the app. We are sorry for the change of plan.'),
});
