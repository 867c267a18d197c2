import { createHash, randomBytes } from 'node:crypto';
import {
  type Account,
  INVITATION_MESSAGES,
  INVITATION_PAGE,
  INVITATION_TTL_HOURS,
  type Invitation,
  type InvitationAcceptRequest,
  type InvitationResendResponse,
  type InvitationState,
  type LoginResponse,
  USER_MESSAGES,
} from '@gym/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, Runner } from '../../db/client.ts';
import { staffInvitations, users } from '../../db/schema/index.ts';
import { conflict, gone, notFound } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import { queueMail } from '../../lib/outbox.ts';
import { hashSecret } from '../../lib/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { refuseCommonPassword, toAccount, userColumns } from '../auth/auth.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isLive } from './account-scopes.ts';

/**
 * Staff and trainer invitations (decisions §1, docs/decisions/020). An account the admin creates without a password
 * gets a link, valid INVITATION_TTL_HOURS and used once, to choose its own; until then it has no password and cannot
 * log in. The link's token is 32 random bytes; only its SHA-256 is stored (a fast hash is enough for a secret that
 * long, and it lets the token be looked up), so a copy of the database opens no account. A resend replaces the
 * token, so only the latest e-mail's link works. Who invited whom is kept on the row and written to the log.
 */

/** Where the link points: PUBLIC_URL when set, else the origin the admin's request came to. */
export type Origin = { publicUrl: string | undefined; protocol: string; host: string };

const HOUR_MS = 60 * 60 * 1000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const stateOf = (row: { expiresAt: Date }, now: Date): InvitationState => ({
  status: row.expiresAt > now ? 'pending' : 'expired',
  expiresAt: row.expiresAt.toISOString(),
});

type Invitee = Pick<Account, 'id' | 'email' | 'username' | 'fullName' | 'role' | 'language'>;

/**
 * Makes (or replaces) the account's invitation and queues its e-mail, in the caller's transaction: the e-mail goes
 * if and only if the account and its invitation commit. Call `ctx.mail.nudge()` after the commit.
 */
export async function issueInvitation(
  /** The gym's name as its settings say now, read before the caller's transaction. */
  gym: string,
  tx: Runner,
  invitee: Invitee,
  invitedBy: number,
  origin: Origin,
): Promise<InvitationState> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const values = {
    userId: invitee.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_HOURS * HOUR_MS),
    usedAt: null,
    invitedBy,
    createdAt: now,
  };
  await tx.insert(staffInvitations).values(values).onConflictDoUpdate({ target: staffInvitations.userId, set: values });
  const link = new URL(`${INVITATION_PAGE}#${token}`, origin.publicUrl ?? `${origin.protocol}://${origin.host}`);
  const t = (english: string, values?: Record<string, unknown>) => translate(invitee.language, english, values);
  const hours = INVITATION_TTL_HOURS;
  await queueMail(tx, [
    {
      to: invitee.email,
      subject: t('You are invited to {gym}: choose your password', { gym }),
      ...letterBodies({
        gym,
        language: invitee.language,
        greeting: t('Hello {name},', { name: invitee.fullName ?? invitee.username }),
        intro: [
          invitee.role === 'trainer'
            ? t('An account at {gym} has been made for you as a trainer. Choose your password to start.', { gym })
            : invitee.role === 'user'
              ? t(
                  'Your membership account at {gym} is ready. Choose your password to book sessions and see your plan.',
                  {
                    gym,
                  },
                )
              : t('An account at {gym} has been made for you as a staff member. Choose your password to start.', {
                  gym,
                }),
        ],
        action: { label: t('Choose your password'), href: link.toString() },
        details: [
          [t('Your e-mail to log in'), invitee.email],
          [t('Username'), invitee.username],
        ],
        outro: [
          t('The link works once and for {hours} hours. If it has run out, ask the gym to send you a new one.', {
            hours,
          }),
        ],
      }),
    },
  ]);
  return stateOf(values, now);
}

/** The invitations still waiting for a password among these accounts, for the back office's lists. */
export async function invitationStates(db: Db, userIds: number[]): Promise<Map<number, InvitationState>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: staffInvitations.userId, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(inArray(staffInvitations.userId, userIds), isNull(staffInvitations.usedAt)));
  const now = new Date();
  return new Map(rows.map((r) => [r.userId, stateOf(r, now)]));
}

/**
 * `POST /api/users/{id}/invitation` (admin): a new link for a staff member or trainer who has no password yet,
 * whether the earlier link is still valid or has run out; the earlier link stops working.
 */
export async function resendInvitation(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  origin: Origin,
  log: FastifyBaseLogger,
): Promise<InvitationResendResponse> {
  const gym = (await gymConfig(ctx)).GYM_NAME;
  const invitation = await ctx.db.transaction(async (tx) => {
    // Locked, so a password chosen at this moment is not followed by a new link.
    const [row] = await tx
      .select({ ...userColumns, language: users.language, passwordHash: users.passwordHash })
      .from(users)
      .where(and(eq(users.id, userId), isLive()))
      .for('update');
    if (!row) throw notFound(USER_MESSAGES.notFound);
    if (row.passwordHash !== null) throw conflict(INVITATION_MESSAGES.hasPassword);
    if (row.role !== 'staff' && row.role !== 'trainer') throw conflict(INVITATION_MESSAGES.notInvitable);
    return { state: await issueInvitation(gym, tx, toAccount(row), caller.id, origin), email: row.email };
  });
  ctx.mail.nudge();
  log.info({ event: 'invitation.resent', invitedBy: caller.id, userId }, 'staff invitation sent again');
  return { success: true, message: INVITATION_MESSAGES.resent(invitation.email), invitation: invitation.state };
}

/** The live account and invitation a token belongs to, or the reason the link no longer works. */
async function findInvitation(runner: Runner, token: string, lock: boolean) {
  const query = runner
    .select({ invitation: staffInvitations, user: { ...userColumns, passwordHash: users.passwordHash } })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .where(and(eq(staffInvitations.tokenHash, hashToken(token)), isLive()));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(INVITATION_MESSAGES.invalid);
  if (row.invitation.usedAt !== null || row.user.passwordHash !== null) throw gone(INVITATION_MESSAGES.used);
  if (row.invitation.expiresAt <= new Date()) throw gone(INVITATION_MESSAGES.expired);
  return row;
}

/** `POST /api/auth/invitation` (public, the token is the key): whom the link is for, or why it no longer works. */
export async function lookupInvitation(db: Db, token: string): Promise<Invitation> {
  const { invitation, user } = await findInvitation(db, token, false);
  return {
    email: user.email,
    username: user.username,
    fullName: user.fullName,
    role: user.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/auth/invitation/accept` (public, the token is the key): sets the chosen password, marks the link used
 * (in one transaction, the invitation's row locked, so two uses at once set it once) and logs the person in.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: InvitationAcceptRequest,
  log: FastifyBaseLogger,
): Promise<LoginResponse> {
  refuseCommonPassword(input.password, 'password');
  // Looked at first without a lock, so a dead link is told at once and no hash is computed for it.
  await findInvitation(ctx.db, input.token, false);
  const passwordHash = await hashSecret(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const { invitation, user } = await findInvitation(tx, input.token, true);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning({ ...userColumns, language: users.language, tokenVersion: users.tokenVersion });
    await tx.update(staffInvitations).set({ usedAt: new Date() }).where(eq(staffInvitations.id, invitation.id));
    return row;
  });
  if (!user) throw notFound(INVITATION_MESSAGES.invalid);
  log.info({ event: 'invitation.accepted', userId: user.id }, 'invited account chose its password');
  const token = await ctx.tokens.sign({ userId: user.id, role: user.role, tokenVersion: user.tokenVersion });
  return { success: true, message: INVITATION_MESSAGES.welcome, user: toAccount(user), token };
}
