import { AUTH_MESSAGES } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { createCallerCache } from '../lib/cache/callers.ts';
import { createVersionWatch } from '../lib/cache/versions.ts';
import { anotherInstance, createTestApp, type TestApp, twoConnections } from '../test/app.ts';
import { changeCounts } from '../test/counters.ts';
import { loginAs, makeAccount, signedIn } from '../test/factories.ts';

// The caller lookup is cached per process under the accounts' counter (docs/decisions/012). These show that a password
// change, e-mail change, role change and deletion take effect on the very next request, on the instance that made
// the change and on a second instance over the same database with its own cache, whoever made the change.
let t: TestApp;
/** Another instance of the app on the same database, with its own caches. */
let other: FastifyInstance;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  other = await anotherInstance(t);
  admin = (await signedIn(t, 'admin')).headers;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const both = () => [t.app, other];
const ask = (app: FastifyInstance, url: string, headers: { authorization: string }) =>
  app.inject({ method: 'GET', url, headers });
/** The status each instance answers, asked twice each (the second from its cache when nothing changed). */
async function statuses(url: string, headers: { authorization: string }) {
  const answers = [];
  for (const app of both()) for (let i = 0; i < 2; i++) answers.push((await ask(app, url, headers)).statusCode);
  return answers;
}

describe('the cached caller lookup', () => {
  it('ends a session on both instances at once when the password is reset', async () => {
    const { user, headers } = await signedIn(t);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([200, 200, 200, 200]);

    await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    const code = /\b(\d{6})\b/.exec(t.sent.at(-1)?.text ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email, code, newPassword: 'Changed123' },
    });
    expect(reset.statusCode).toBe(200);

    for (const app of both()) {
      const res = await ask(app, '/api/auth/user-auth', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.sessionExpired);
    }
    const fresh = await loginAs(t, user.email, 'Changed123');
    expect(await statuses('/api/auth/user-auth', fresh)).toEqual([200, 200, 200, 200]);
  });

  it('ends a session on both instances when the other instance changes the e-mail address', async () => {
    const { user, headers } = await signedIn(t);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([200, 200, 200, 200]);
    const put = await other.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: admin,
      payload: { username: user.username, email: `new.${user.email}` },
    });
    expect(put.statusCode).toBe(200);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([401, 401, 401, 401]);
  });

  it('applies a role change made straight in the database on the next request, on both instances', async () => {
    const { user, headers } = await signedIn(t);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([200, 200, 200, 200]);
    expect(await statuses('/api/stats/staff', headers)).toEqual([403, 403, 403, 403]);

    await t.db.update(users).set({ role: 'staff' }).where(eq(users.id, user.id));
    expect(await statuses('/api/stats/staff', headers)).toEqual([200, 200, 200, 200]);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([403, 403, 403, 403]);

    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect(await statuses('/api/stats/staff', headers)).toEqual([403, 403, 403, 403]);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([200, 200, 200, 200]);
  });

  it('keeps a deleted account out on both instances at once', async () => {
    const { user, headers } = await signedIn(t);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([200, 200, 200, 200]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(await statuses('/api/auth/user-auth', headers)).toEqual([401, 401, 401, 401]);
  });

  it('sees a token version raised, or a row removed, straight in the database', async () => {
    const raised = await signedIn(t);
    const removed = await signedIn(t);
    expect(await statuses('/api/auth/user-auth', raised.headers)).toEqual([200, 200, 200, 200]);
    expect(await statuses('/api/auth/user-auth', removed.headers)).toEqual([200, 200, 200, 200]);

    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, raised.user.id));
    expect(await statuses('/api/auth/user-auth', raised.headers)).toEqual([401, 401, 401, 401]);
    expect(await statuses('/api/auth/user-auth', removed.headers)).toEqual([200, 200, 200, 200]);

    await t.db.delete(users).where(eq(users.id, removed.user.id));
    expect(await statuses('/api/auth/user-auth', removed.headers)).toEqual([401, 401, 401, 401]);
  });

  it('raises the version for what the lookup reads, at commit, and not for other columns', async () => {
    const user = await makeAccount(t.db);
    const cache = createCallerCache({ db: t.db, config: testConfig() }, createVersionWatch(t.db));
    const version = async () => (await changeCounts(t.db)).accounts;
    expect((await cache.account(user.id))?.username).toBe(user.username);

    const before = await version();
    await t.db.update(users).set({ phone: '0999999999', fullName: 'Another Name' }).where(eq(users.id, user.id));
    expect(await version()).toBe(before);

    await t.db.update(users).set({ username: 'renamed_one' }).where(eq(users.id, user.id));
    expect(await version()).toBe(before + 1);
    expect((await cache.account(user.id))?.username).toBe('renamed_one');
    expect(await cache.account(2_000_000)).toBeUndefined();

    // A rolled-back change raises nothing.
    await t.db
      .transaction(async (tx) => {
        await tx.update(users).set({ username: 'never_seen' }).where(eq(users.id, user.id));
        tx.rollback();
      })
      .catch(() => {});
    expect(await version()).toBe(before + 1);
    expect((await cache.account(user.id))?.username).toBe('renamed_one');
  });
});

// PostgreSQL only (two connections of its own): defined in the server-pg run alone, so the PGlite run has no
// skipped test.
if (process.env.TEST_DB === 'postgres') {
  describe('the account version trigger on PostgreSQL', () => {
    it('lets two transactions changing several accounts in crossing order both commit (no deadlock)', async () => {
      const [a, b] = [await makeAccount(t.db), await makeAccount(t.db)];
      const before = (await changeCounts(t.db)).accounts;
      const { one, two, close } = await twoConnections(t);
      try {
        await one.query('BEGIN');
        await two.query('BEGIN');
        await one.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [a.id]);
        // With a plain row trigger, this would wait for the counter row `one` has locked (and time out): one waiting
        // for the other's row lock in turn would be a deadlock. Deferred to commit, nothing holds the counter yet.
        await two.query(`UPDATE users SET role = 'trainer' WHERE id = $1`, [b.id]);
        // Waits for b's row lock, which `two` holds until it commits.
        const oneSecond = one.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [b.id]);
        await two.query(`UPDATE users SET username = 'crossed' WHERE id = $1`, [b.id]);
        await two.query('COMMIT');
        await oneSecond;
        await one.query('COMMIT');
      } finally {
        await close();
      }
      const after = await changeCounts(t.db);
      // `one` changed two rows, `two` one row twice: each changed row raises it at commit.
      expect(after.accounts).toBe(before + 4);
      const rows = await t.db
        .select({ id: users.id, role: users.role, username: users.username, tokenVersion: users.tokenVersion })
        .from(users)
        .where(sql`${users.id} in (${a.id}, ${b.id})`)
        .orderBy(users.id);
      expect(rows.map((r) => r.role)).toEqual(['staff', 'trainer']);
      expect(rows[1]?.username).toBe('crossed');
      expect(rows[1]?.tokenVersion).toBe(1);
    });
  });
}
