import {
  AUTH_MESSAGES,
  type CreateAccountInput,
  type CreateAccountResponse,
  can,
  createdAccountMessage,
  DESK_MESSAGES,
  INVITATION_MESSAGES,
  isStaffSide,
  type ListedUser,
  type Page,
  type PublicUser,
  USER_MESSAGES,
  USERNAME_MAX,
  USERNAME_MIN,
  type User,
  type UserListQuery,
  type UserSortField,
  type UserUpdate,
} from '@gym/contract';
import { type AnyColumn, and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db, Runner } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { countRows, EXPORT_BATCH, inBatches, listOrPage } from '../../lib/paging.ts';
import { phoneNeedsFix } from '../../lib/phones-e164.ts';
import { containing } from '../../lib/search.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { createAccount, duplicateAccountError, toUser, userColumns } from '../auth/auth.service.ts';
import { memberPhotoColumn } from '../images/images.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { createTrainerProfile, findTrainer } from '../trainers/trainers.service.ts';
import { deleteAccount } from './account-deletion.ts';
import { isLive, membersOfTrainer } from './account-scopes.ts';
import { invitationStates, issueInvitation, type Origin } from './invitations.ts';
import { assertCanSeeMember } from './member-access.ts';

/**
 * A search that looks like a phone number as people write it ("(212) 555-0147", "0912 345 678") is also matched
 * by its digits against the stored E.164 form (+12125550147), without the national trunk prefix's leading zeros.
 */
function phoneDigits(search: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? digits : undefined;
}

/** Full name, username, e-mail or phone contains the text, whatever its case (trigram indexes, migration 0004). */
export function matching(search: string): SQL | undefined {
  const pattern = containing(search);
  const digits = phoneDigits(search);
  return or(
    ilike(users.fullName, pattern),
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.phone, pattern),
    digits ? ilike(users.phone, containing(digits)) : undefined,
  );
}

/** The name the screens show: the full name, or the username when there is none. Indexed with id. */
const nameKey = sql`lower(coalesce(${users.fullName}, ${users.username}))`;

/** What each sort column orders by, ending in id: a total order, so pages never overlap or skip. */
const SORT_KEYS: Record<UserSortField, (SQL | AnyColumn)[]> = {
  fullName: [nameKey, users.id],
  username: [sql`lower(${users.username})`, users.id],
  email: [sql`lower(${users.email})`, users.id],
  phone: [users.phone, users.id],
  role: [users.role, nameKey, users.id],
  id: [users.id],
};

/** Every key in the asked direction, so that the default order reversed is the same list backwards. */
const ordering = ({ sort, order }: Pick<UserListQuery, 'sort' | 'order'>): SQL[] =>
  SORT_KEYS[sort].map((key) => (order === 'desc' ? desc(key) : asc(key)));

/** Live accounts within `scope`, filtered by the query's role, search and phones to fix. */
const accountFilters = (scope: SQL | undefined, query: UserListQuery) =>
  and(
    isLive(),
    scope,
    query.role ? eq(users.role, query.role) : undefined,
    query.search ? matching(query.search) : undefined,
    query.phoneNeedsFix ? phoneNeedsFix(users.phone) : undefined,
  );

/** The accounts `where` selects, in the query's order. */
const accountsSelect = (db: Db, where: SQL | undefined, query: UserListQuery) =>
  db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(...ordering(query))
    .$dynamic();

type AccountRow = Awaited<ReturnType<typeof accountsSelect>>[number];

/**
 * Live accounts within `scope`, filtered by the query's role and search, in its order; the plain array without
 * `page`, one page and the total with it (decisions §8). The users list and a trainer's members both use it.
 */
export async function listAccounts(
  db: Db,
  scope: SQL | undefined,
  query: UserListQuery,
): Promise<ListedUser[] | Page<ListedUser>> {
  const where = accountFilters(scope, query);
  const listed = await listOrPage(query, accountsSelect(db, where, query), () => countRows(db, users, where), toUser);
  return withInvitations(db, listed);
}

/** Adds the invitation state of the accounts still waiting for their invited password (docs/decisions/020). */
async function withInvitations(db: Db, listed: User[] | Page<User>): Promise<ListedUser[] | Page<ListedUser>> {
  const rows = Array.isArray(listed) ? listed : listed.items;
  const states = await invitationStates(
    db,
    rows.filter((u) => u.role === 'staff' || u.role === 'trainer').map((u) => u.id),
  );
  if (states.size === 0) return listed;
  const add = (u: User): ListedUser => {
    const invitation = states.get(u.id);
    return invitation ? { ...u, invitation } : u;
  };
  return Array.isArray(listed) ? listed.map(add) : { ...listed, items: listed.items.map(add) };
}

/** Admin and staff see every account, a trainer only their own members (decisions §3, §4). */
const usersScope = (db: Db, caller: Caller) =>
  caller.role === 'trainer' ? membersOfTrainer(db, caller.id) : undefined;

/** `GET /api/users`: admin and staff see every account, a trainer only their own members (decisions §3, §4). */
export const listUsers = (db: Db, caller: Caller, query: UserListQuery) =>
  listAccounts(db, usersScope(db, caller), query);

/**
 * `GET /api/users?format=csv`: every account the list's filters match, in its order, read `batchSize` at a time
 * (the list's own query, page after page), with their invitation's state. The order ends on the id, so pages
 * neither overlap nor skip while the accounts stay as they are; one added or removed during the export can shift
 * a row across a batch's edge. The safe view only: never a password hash or a token.
 */
export const allUsers = (db: Db, caller: Caller, query: UserListQuery, batchSize = EXPORT_BATCH) =>
  allAccounts(db, usersScope(db, caller), query, batchSize);

/** Every live account within `scope` the query's filters match, in its order, `batchSize` at a time (`allUsers`). */
async function* allAccounts(
  db: Db,
  scope: SQL | undefined,
  query: UserListQuery,
  batchSize: number,
): AsyncGenerator<ListedUser> {
  const where = accountFilters(scope, query);
  const batches = inBatches<AccountRow>(
    ({ offset, limit }) => accountsSelect(db, where, query).limit(limit).offset(offset),
    batchSize,
  );
  for await (const rows of batches) yield* (await withInvitations(db, rows.map(toUser))) as ListedUser[];
}

/** The trainer whose members are asked for, by user id: that trainer, admin or staff; another trainer 403, 404. */
async function trainerOfList(db: Db, caller: Caller, trainerUserId: number) {
  if (caller.role === 'trainer' && caller.id !== trainerUserId) throw forbidden(AUTH_MESSAGES.forbidden);
  return findTrainer(db, { userId: trainerUserId });
}

/** `GET /api/Trainer/{id}/users` (the trainer's user id): that trainer, admin or staff; another trainer 403. */
export async function listTrainerMembers(db: Db, caller: Caller, trainerUserId: number, query: UserListQuery) {
  await trainerOfList(db, caller, trainerUserId);
  return listAccounts(db, membersOfTrainer(db, trainerUserId), query);
}

/**
 * `GET /api/Trainer/{id}/users?format=csv`: the same checks as the list (403, 404 before anything is sent), then
 * every member of the trainer the filters match, in the list's order, read as `allUsers` reads, with the
 * trainer's name for the file.
 */
export async function trainerMembersExport(
  db: Db,
  caller: Caller,
  trainerUserId: number,
  query: UserListQuery,
  batchSize = EXPORT_BATCH,
) {
  const trainer = await trainerOfList(db, caller, trainerUserId);
  return {
    trainerName: trainer.fullName,
    items: allAccounts(db, membersOfTrainer(db, trainerUserId), query, batchSize),
  };
}

const toPublicUser = ({ id, username, fullName, role }: User): PublicUser => ({ id, username, fullName, role });

/**
 * One account (decisions §4): own, admin, staff, or a trainer of that member see the safe view; any other
 * signed-in user sees a trainer's public fields (the booking form shows trainer names) and nothing of others.
 */
export async function getUser(db: Db, caller: Caller, id: number): Promise<User | PublicUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, id), isLive()));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const user = toUser(row);
  if (user.role === 'trainer' && caller.id !== id && !isStaffSide(caller.role)) return toPublicUser(user);
  await assertCanSeeMember(db, caller, id);
  return user;
}

/**
 * `PUT /api/users/{id}` (spec §5 "Edit user"): the admin edits any account, staff members only. Optional fields
 * left out keep their value. A new e-mail address ends the account's sessions: they were opened with the old one.
 */
export async function updateUser(db: Db, caller: Caller, id: number, input: UserUpdate): Promise<User> {
  const [current] = await db
    .select({ role: users.role, email: users.email, photoImageId: users.photoImageId })
    .from(users)
    .where(and(eq(users.id, id), isLive()));
  if (!current) throw notFound(USER_MESSAGES.notFound);
  if (caller.role !== 'admin' && current.role !== 'user') throw forbidden(USER_MESSAGES.staffEditMembersOnly);
  const photoImageId =
    input.photoUrl === undefined ? undefined : await memberPhotoColumn(db, caller, current, input.photoUrl);

  const email = input.email.toLowerCase();
  try {
    const [row] = await db
      .update(users)
      .set({
        username: input.username,
        email,
        ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.birthday !== undefined ? { birthday: input.birthday } : {}),
        ...(photoImageId === undefined ? {} : { photoImageId }),
        ...(email !== current.email.toLowerCase() ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        updatedAt: new Date(),
      })
      // Still live: an account deleted since the read above is not brought back to life.
      .where(and(eq(users.id, id), isLive()))
      .returning(userColumns);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    return toUser(row);
  } catch (error) {
    throw duplicateAccountError(error) ?? error;
  }
}

/**
 * `POST /api/users/create-by-admin`: staff, a trainer (account and trainer profile in one transaction, so a
 * refused profile leaves no account behind) or a member signed up at the front desk. A staff member or trainer
 * created without a password gets an invitation e-mail in the same transaction (docs/decisions/020).
 */
export async function createAccountByAdmin(
  ctx: AppContext,
  caller: Caller,
  input: CreateAccountInput,
  origin: Origin,
  log: FastifyBaseLogger,
): Promise<CreateAccountResponse> {
  // Staff sign up walk-ins (decisions §4); staff and trainer accounts are the admin's.
  if (input.role !== 'user' && !can(caller.role, 'users.create')) throw forbidden(DESK_MESSAGES.staffCreateMembersOnly);
  const { GYM_NAME: gym, settings } = await gymConfig(ctx);
  // A new account speaks the gym's default language (its invitation too) until its owner chooses.
  const language = settings.language;
  const account = {
    role: input.role,
    email: input.email,
    ...(input.password === undefined ? {} : { password: input.password }),
    birthday: input.birthday ?? null,
    fullName: input.fullName ?? null,
    phone: input.phone ?? null,
    language,
  };
  const { user, invitation } = await ctx.db.transaction(async (tx) => {
    const username = input.username ?? (await usernameFrom(tx, input.email));
    const created = await createAccount(tx, { ...account, username });
    if (input.role === 'trainer') await createTrainerProfile(tx, created.id, input);
    const invitation =
      input.password === undefined
        ? await issueInvitation(gym, tx, { ...created, language }, caller.id, origin)
        : undefined;
    await appendAudit(tx, {
      actorId: caller.id,
      action: 'account.created',
      subject: { type: 'user', id: created.id },
      after: { role: created.role, by: invitation ? 'invitation' : 'create-by-admin' },
    });
    return { user: created, invitation };
  });
  log.info(
    { event: invitation ? 'account.invited' : 'account.created', by: caller.id, userId: user.id, role: user.role },
    invitation ? 'account created by the admin, invitation e-mailed' : 'account created by the admin',
  );
  if (!invitation) return { success: true, message: createdAccountMessage(input.role), user };
  ctx.mail.nudge();
  return {
    success: true,
    message: `${createdAccountMessage(input.role)} ${INVITATION_MESSAGES.sent(user.email)}`,
    user: { ...user, invitation },
  };
}

/**
 * A username for a walk-in signed up without one (docs/decisions/030): the e-mail's local part in the username
 * rule's characters, then a number when that is taken. The unique index stays the last word.
 */
export async function usernameFrom(runner: Runner, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const base = (local.length >= USERNAME_MIN ? local : `${local}_member`).slice(0, USERNAME_MAX - 4);
  const taken = new Set(
    (
      await runner
        .select({ name: sql<string>`lower(${users.username})` })
        .from(users)
        .where(sql`lower(${users.username}) like ${`${base.replace(/_/g, '\\_')}%`}`)
    ).map((r) => r.name),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** `DELETE /api/users/{id}` (admin): see deleteAccount and docs/decisions/005. */
export async function deleteUser(ctx: AppContext, caller: Caller, id: number) {
  await deleteAccount(ctx, caller, id);
  return { success: true as const, message: USER_MESSAGES.deleted };
}
