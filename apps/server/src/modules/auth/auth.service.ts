import { randomInt } from 'node:crypto';
import {
  type Account,
  AUTH_MESSAGES,
  type ForgotPasswordRequest,
  imageUrl,
  type Language,
  type LoginRequest,
  type LoginResponse,
  type ProfileUpdate,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  type RegisterRequest,
  type Role,
  type User,
} from '@gym/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { constraintName, type Db, sqlState } from '../../db/client.ts';
import { passwordResets, staffInvitations, users } from '../../db/schema/index.ts';
import { type AppError, badRequest, fieldError, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { translate } from '../../lib/i18n.ts';
import { letterBodies } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { queueMail } from '../../lib/outbox.ts';
import { decoyHash, hashSecret, isCommonPassword, verifySecret } from '../../lib/passwords.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { memberPhotoColumn } from '../images/images.service.ts';
import { gymConfig } from '../settings/settings.service.ts';

type UserRow = typeof users.$inferSelect;

/** The columns of the safe view: select these rather than the whole row, which holds the hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  birthday: users.birthday,
  fullName: users.fullName,
  phone: users.phone,
  photoImageId: users.photoImageId,
};

/** The safe view of an account: never the hash or the token version. */
export const toUser = (row: Pick<UserRow, keyof typeof userColumns>): User => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  birthday: row.birthday,
  fullName: row.fullName,
  phone: row.phone,
  photoUrl: row.photoImageId === null ? null : imageUrl(row.photoImageId),
});

/** One's own account: the safe view and the account's language (login, register and the profile answer it). */
export const toAccount = (row: Pick<UserRow, keyof typeof userColumns | 'language'>): Account => ({
  ...toUser(row),
  language: row.language,
});

/** Turns a unique-index violation on users into the field error a person understands. */
export function duplicateAccountError(error: unknown): AppError | undefined {
  if (sqlState(error) !== '23505') return undefined;
  const constraint = constraintName(error);
  if (constraint === 'users_email_unique') return fieldError(409, 'email', AUTH_MESSAGES.emailExists);
  if (constraint === 'users_username_unique') return fieldError(409, 'username', AUTH_MESSAGES.usernameExists);
  return undefined;
}

/** The account that logs in with an e-mail address (given in lower case); deleted accounts never do. */
const liveAccountWithEmail = (email: string) => and(eq(sql`lower(${users.email})`, email), isNull(users.deletedAt));

export type NewAccount = {
  username: string;
  email: string;
  /** Left out only for a staff member or trainer invited to choose their own (docs/decisions/020). */
  password?: string;
  role: Role;
  fullName?: string | null;
  phone?: string | null;
  birthday?: string | null;
  language?: Language;
};

/**
 * The server's half of the password rule (decisions §1): the contract checks the length, in the form and here;
 * the list of common passwords stays on the server, out of the pages' scripts.
 */
export function refuseCommonPassword(password: string, field: 'password' | 'newPassword') {
  if (isCommonPassword(password))
    throw badRequest(AUTH_MESSAGES.passwordCommon, { [field]: [AUTH_MESSAGES.passwordCommon] });
}

/** Creates an account of any role. Register, the admin command and demo data all come through here. */
export async function createAccount(db: Db, account: NewAccount): Promise<User> {
  return toUser(await insertAccount(db, account));
}

async function insertAccount(db: Db, account: NewAccount): Promise<UserRow> {
  if (account.password !== undefined) refuseCommonPassword(account.password, 'password');
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email.toLowerCase(),
        passwordHash: account.password === undefined ? null : await hashSecret(account.password),
        role: account.role,
        fullName: account.fullName ?? null,
        phone: account.phone ?? null,
        birthday: account.birthday ?? null,
        language: account.language ?? 'en',
      })
      .returning();
    return row as UserRow;
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/** The welcome e-mail of a new member, in the account's language. */
export function welcomeMail(gym: string, account: Pick<UserRow, 'email' | 'username' | 'fullName' | 'language'>): Mail {
  const t = (english: string, values?: Record<string, unknown>) => translate(account.language, english, values);
  return {
    to: account.email,
    subject: t('Welcome to {gym}', { gym }),
    ...letterBodies({
      gym,
      language: account.language,
      greeting: t('Hello {name},', { name: account.fullName ?? account.username }),
      intro: [t('Your {gym} account is ready. Your username is {username}.', { gym, username: account.username })],
      outro: [
        t(
          'Choose a plan and book your first session with a trainer whenever you like. We look forward to seeing you at the gym.',
        ),
      ],
    }),
  };
}

/**
 * Signs a visitor up as a member, in the language they asked for (`language`) or their request's; the account and
 * its welcome e-mail commit together.
 */
export async function register(ctx: AppContext, input: RegisterRequest, ip: string, requestLanguage: Language) {
  if (!(await ctx.limits.publicWrites.take(`register|${ip}`)))
    throw tooManyRequests('Too many sign-ups from this address. Try again in a minute.');
  const gym = (await gymConfig(ctx)).GYM_NAME;
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      username: input.username,
      email: input.email,
      password: input.password,
      fullName: input.fullname,
      phone: input.phone,
      role: 'user',
      language: input.language ?? requestLanguage,
    });
    await queueMail(tx, [welcomeMail(gym, created)]);
    await appendAudit(tx, {
      actorId: created.id,
      action: 'account.created',
      subject: { type: 'user', id: created.id },
      after: { role: created.role, by: 'register' },
    });
    return created;
  });
  ctx.mail.nudge();
  return {
    success: true as const,
    message: translate(row.language, AUTH_MESSAGES.registerSuccess),
    user: toAccount(row),
  };
}

export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  const limitKey = `${email}|${ip}`;
  // Every attempt takes a hit first, so parallel guesses cannot slip past the limit; a success gives it back.
  if (!(await ctx.limits.failedLogins.take(limitKey))) {
    throw tooManyRequests(`Too many failed logins. Try again in ${ctx.config.LOGIN_WINDOW_MINUTES} minutes.`);
  }
  const [row] = await ctx.db.select().from(users).where(liveAccountWithEmail(email));
  // Verify against a decoy when there is no account, or one still waiting for its invited password, so timing does
  // not tell which addresses exist; such an account never logs in with a password.
  const matches = await verifySecret(row?.passwordHash ?? (await decoyHash()), input.password);
  if (!row || !matches) throw unauthorized(AUTH_MESSAGES.loginFailed);
  await ctx.limits.failedLogins.giveBack(limitKey);
  const token = await ctx.tokens.sign({ userId: row.id, role: row.role, tokenVersion: row.tokenVersion });
  return {
    success: true,
    message: translate(row.language, AUTH_MESSAGES.loginSuccess),
    user: toAccount(row),
    token,
  };
}

export async function updateProfile(ctx: AppContext, caller: Caller, input: ProfileUpdate) {
  const [current] = await ctx.db.select().from(users).where(eq(users.id, caller.id));
  if (!current) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (input.email.toLowerCase() !== current.email.toLowerCase()) {
    throw fieldError(400, 'email', AUTH_MESSAGES.emailReadOnly);
  }
  const photoImageId =
    input.photoUrl === undefined ? undefined : await memberPhotoColumn(ctx.db, caller, current, input.photoUrl);
  try {
    const [row] = await ctx.db
      .update(users)
      .set({
        username: input.username,
        birthday: input.birthday,
        fullName: input.fullName,
        phone: input.phone,
        ...(input.language ? { language: input.language } : {}),
        ...(photoImageId === undefined ? {} : { photoImageId }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, caller.id))
      .returning();
    return toAccount(row as UserRow);
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/** Step 1: e-mail a fresh 6-digit code. The answer never says whether the address has an account. */
async function sendResetCode(ctx: AppContext, email: string) {
  if (!(await ctx.limits.resetRequests.take(email))) {
    throw tooManyRequests('Too many reset requests for this address. Try again in an hour.');
  }
  const [user] = await ctx.db.select().from(users).where(liveAccountWithEmail(email));
  if (user) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const values = {
      userId: user.id,
      codeHash: await hashSecret(code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
      attempts: 0,
      createdAt: new Date(),
    };
    // The code and its e-mail commit together: the mail server's speed or outage never reaches the answer, and the
    // outbox retries (lib/outbox.ts).
    const gym = (await gymConfig(ctx)).GYM_NAME;
    await ctx.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values(values).onConflictDoUpdate({ target: passwordResets.userId, set: values });
      const t = (english: string, values?: Record<string, unknown>) => translate(user.language, english, values);
      await queueMail(tx, [
        {
          to: user.email,
          subject: t('Your {gym} password reset code', { gym }),
          text: [
            t('Hello {name},', { name: user.fullName ?? user.username }),
            '',
            t('Your code to reset your {gym} password is {code}.', { gym, code }),
            t(
              'It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
              { minutes: RESET_CODE_TTL_MINUTES },
            ),
          ].join('\n'),
        },
      ]);
    });
    ctx.mail.nudge();
  }
  return { success: true as const, message: AUTH_MESSAGES.resetCodeSent };
}

/** Step 2: a right code within its time sets the password and ends every older session. */
async function resetWithCode(ctx: AppContext, email: string, code: string, newPassword: string) {
  refuseCommonPassword(newPassword, 'newPassword');
  const wrong = () => fieldError(400, 'code', AUTH_MESSAGES.resetCodeWrong);
  const [user] = await ctx.db.select().from(users).where(liveAccountWithEmail(email));
  if (!user) throw wrong();
  // Count the attempt before checking, so parallel guesses cannot exceed the limit.
  const [reset] = await ctx.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.expiresAt, new Date()),
        lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!reset) throw wrong();
  if (!(await verifySecret(reset.codeHash, code))) {
    if (reset.attempts >= RESET_CODE_MAX_ATTEMPTS)
      await ctx.db.delete(passwordResets).where(eq(passwordResets.id, reset.id));
    throw wrong();
  }
  const passwordHash = await hashSecret(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    // An invited account that chose its password this way has no more use for the invitation's link.
    await tx
      .update(staffInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvitations.userId, user.id), isNull(staffInvitations.usedAt)));
  });
  return { success: true as const, message: AUTH_MESSAGES.passwordResetDone };
}

export function forgotPassword(ctx: AppContext, input: ForgotPasswordRequest) {
  const email = input.email.toLowerCase();
  if (input.code === undefined || input.newPassword === undefined) return sendResetCode(ctx, email);
  return resetWithCode(ctx, email, input.code, input.newPassword);
}
