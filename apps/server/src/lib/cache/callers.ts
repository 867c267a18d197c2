import type { Language, Role } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { preparedPerDb } from '../prepared.ts';
import { declareRead, type ReadContext } from './declared.ts';
import type { Versions, VersionWatch } from './versions.ts';

/** What the caller lookup reads of an account: enough to refuse an outdated token and to know the caller. */
export type Account = {
  id: number;
  role: Role;
  username: string;
  tokenVersion: number;
  deletedAt: Date | null;
  language: Language;
};

/** The cache keeps at most this many accounts; past it, it starts again. */
const MAX_ENTRIES = 10_000;

const byId = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      role: users.role,
      username: users.username,
      tokenVersion: users.tokenVersion,
      deletedAt: users.deletedAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('caller_by_id'),
);

/**
 * The account a token names, kept under the accounts' counter. Its trigger fires only for the columns read here
 * (migrations 0010 and 0018): a column added to this read must be added to the trigger's `WHEN` too.
 */
export const callerAccount = declareRead({
  name: 'caller',
  cache: 'callers',
  counters: ['accounts'],
  tables: ['users'],
  load: async ({ db }, id: number): Promise<Account | undefined> => (await byId(db).execute({ id }))[0],
});

/**
 * The caller lookup of every signed-in request (`plugins/auth.ts`), cached per process and current on every request
 * (docs/decisions/012).
 *
 * A deferred trigger raises the accounts' counter in every transaction that changes an account's token version, role,
 * username or deletion, or deletes an account (migration 0010), whichever instance, script or test made the change.
 * A lookup reads the version with a query that started after the request arrived (shared with every other request
 * in flight, `lib/cache/versions.ts`) and answers from the cache only if the account was read under that same version;
 * otherwise it reads the account (after the version, so never older than it) and keeps it under that version. So a
 * password change, role change or deletion committed before a request arrives, on any instance, applies to it.
 * Unknown accounts are not kept: a later account with that id needs no counter.
 */
export function createCallerCache(ctx: ReadContext, versions: VersionWatch) {
  let entriesVersion = -1;
  let entries = new Map<number, Account>();

  return {
    /**
     * The account `id` as of a moment after this call, or undefined when there is none; `seen`: counters already
     * read after the request arrived (the auth check's), instead of asking again.
     */
    async account(id: number, seen?: Versions): Promise<Account | undefined> {
      const version = (seen ?? (await versions.current())).accounts;
      if (version === entriesVersion) {
        const cached = entries.get(id);
        if (cached) return cached;
      }
      const row = await callerAccount.load(ctx, id, new Date());
      if (!row) return undefined;
      // Entries of an older version are all outdated: start again. A slower read under an older version than the
      // entries' (the counter only rises) is answered but not kept.
      if (version > entriesVersion) {
        entriesVersion = version;
        entries = new Map();
      }
      if (version === entriesVersion) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(id, row);
      }
      return row;
    },
  };
}
export type CallerCache = ReturnType<typeof createCallerCache>;
