import { statSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@gym/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { inspect, type TableContents, type Target, tableContents } from './lib/inspect.ts';
import { freshPostgres, runCli, startServer, tempDir } from './lib/servers.ts';

// `npm run backup` and `npm run restore -- FILE`: a database full of demo data is backed up, restored into a fresh
// data directory or database, and every table must hold the same rows as in the original (its count and an md5 of
// its rows); the restored database then serves, and takes new rows (its sequences came along).

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function contentsOf(target: Target) {
  const db = await inspect(target);
  try {
    return await tableContents(db);
  } finally {
    await db.close();
  }
}

/**
 * Waits until the app has sent the e-mails it queued on starting (the demo's reminders): the outbox it drains would
 * otherwise change between the snapshot and the comparison. Thirty seconds at most.
 */
async function outboxDrained(url: string) {
  const db = await inspect({ kind: 'postgres', url });
  try {
    for (const until = Date.now() + 30_000; Date.now() < until; ) {
      const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox');
      if (row?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the outbox was not drained in 30 s');
  } finally {
    await db.close();
  }
}

/** The restored database serves: the demo admin logs in, and a new member registers (ids continue). */
async function servesAndTakesRows(env: Record<string, string | undefined>) {
  const server = await startServer(env);
  cleanups.push(() => server.kill());
  const login = await fetch(`${server.url}${API.auth.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@gym.test', password: 'Admin1234' }),
  });
  expect(login.status).toBe(200);
  const register = await fetch(`${server.url}${API.auth.register}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'after_restore',
      email: 'after.restore@gym.test',
      password: 'Member1234',
      fullname: 'After Restore',
      phone: '+12125550123',
    }),
  });
  expect(register.status, await register.clone().text()).toBe(201);
  expect(await server.stop(), server.output()).toBe(0);
}

const total = (contents: Record<string, TableContents>) =>
  Object.values(contents).reduce((sum, table) => sum + table.rows, 0);

describe('backup and restore', () => {
  it('on PGlite: refused while the server runs, then a tarball that restores into a fresh DATA_DIR with every row as it was', async () => {
    const original = tempDir('backup-pglite');
    const server = await startServer({ DATA_DIR: original, DEMO_DATA: 'true' });
    cleanups.push(() => server.kill());
    const file = join(tempDir('backup-files'), 'gym.tar.gz');

    // The database lives in the server's process: a second process must not open it.
    const refused = await runCli('backup', [file], { DATA_DIR: original });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/in use by process \d+/);
    expect(await server.stop(), server.output()).toBe(0);

    const backup = await runCli('backup', [file], { DATA_DIR: original });
    expect(backup.code, backup.output).toBe(0);

    const copy = tempDir('restore-pglite');
    const restore = await runCli('restore', [file], { DATA_DIR: copy });
    expect(restore.code, restore.output).toBe(0);

    const before = await contentsOf({ kind: 'pglite', dataDir: original });
    const after = await contentsOf({ kind: 'pglite', dataDir: copy });
    console.log(
      `backup pglite: ${Object.keys(before).length} tables, ${total(before)} rows backed up, ${total(after)} restored ` +
        `(${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`,
    );
    expect(before['public.users']?.rows).toBeGreaterThan(10);
    expect(before['public.training_sessions']?.rows).toBeGreaterThan(10);
    expect(after).toEqual(before);

    // A second restore would replace a database: not without --force.
    const again = await runCli('restore', [file], { DATA_DIR: copy });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds a database');

    await servesAndTakesRows({ DATA_DIR: copy });
  });

  it('on PostgreSQL: pg_dump while the server runs, restored into a fresh database with every row as it was', async () => {
    const source = await freshPostgres();
    cleanups.push(() => source.drop());
    const env = { DATABASE_URL: source.url, DEMO_DATA: 'true' };
    const server = await startServer(env);
    cleanups.push(() => server.kill());
    const file = join(tempDir('backup-files'), 'gym.dump');

    // One snapshot: safe while the app runs, taken once its start-up e-mails are out (they leave the outbox).
    await outboxDrained(source.url);
    const backup = await runCli('backup', [file], { DATABASE_URL: source.url });
    expect(backup.code, backup.output).toBe(0);
    expect(await server.stop(), server.output()).toBe(0);

    const target = await freshPostgres();
    cleanups.push(() => target.drop());
    const restore = await runCli('restore', [file], { DATABASE_URL: target.url });
    expect(restore.code, restore.output).toBe(0);

    const before = await contentsOf({ kind: 'postgres', url: source.url });
    const after = await contentsOf({ kind: 'postgres', url: target.url });
    console.log(
      `backup postgres: ${Object.keys(before).length} tables, ${total(before)} rows backed up, ${total(after)} restored ` +
        `(${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`,
    );
    expect(before['public.users']?.rows).toBeGreaterThan(10);
    expect(before['public.training_sessions']?.rows).toBeGreaterThan(10);
    expect(after).toEqual(before);

    const again = await runCli('restore', [file], { DATABASE_URL: target.url });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds');

    await servesAndTakesRows({ DATABASE_URL: target.url });
  });
});
