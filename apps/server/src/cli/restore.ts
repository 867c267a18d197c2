import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, lockPgliteDataDir, openPglite } from '../db/client.ts';
import { backupKind, libpqConnection, runTool, syncPath, syncTree } from './backup-files.ts';

// Puts a backup of `npm run backup` back into the configured database (docs/operations.md, "Restore").
//   npm run restore -- FILE [--force]
// It replaces the whole database. Without --force it refuses a target that already holds one (or, on PostgreSQL,
// one that other sessions are connected to), so a mistyped DATABASE_URL or DATA_DIR cannot wipe a live gym.
const usage = 'Usage: npm run restore -- FILE [--force]';

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** What the restored database holds, for the closing line. */
async function summary(query: Query): Promise<string> {
  const [row] = await query(
    `SELECT (SELECT count(*) FROM users)::int AS accounts, (SELECT count(*) FROM payments)::int AS payments,
            (SELECT count(*) FROM subscriptions)::int AS subscriptions,
            (SELECT count(*) FROM training_sessions)::int AS sessions`,
  );
  const r = row as Record<string, number>;
  return `users ${r.accounts}, payments ${r.payments}, subscriptions ${r.subscriptions}, training_sessions ${r.sessions}`;
}

async function restorePostgres(databaseUrl: string, file: string, force: boolean) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [state],
    } = await client.query<{ others: number; tables: number }>(
      `SELECT (SELECT count(*)::int FROM pg_stat_activity
                WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend') AS others,
              (SELECT count(*)::int FROM information_schema.tables
                WHERE table_schema NOT IN ('pg_catalog', 'information_schema')) AS tables`,
    );
    if (!force && state && state.tables > 0)
      throw new Error(
        `The database already holds ${state.tables} tables. Restoring replaces everything in it: back it up first ` +
          '(npm run backup), stop the app, then run the restore again with --force.',
      );
    if (!force && state && state.others > 0)
      throw new Error(
        `${state.others} other sessions are connected to the database (the app?). Stop the app first, or add --force.`,
      );
  } finally {
    await client.end();
  }

  const { dbname, env } = libpqConnection(databaseUrl);
  // One transaction: a restore that fails half-way leaves the database as it was.
  await runTool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );

  const after = new pg.Client({ connectionString: databaseUrl });
  await after.connect();
  try {
    console.log(
      `Restored ${file} into the PostgreSQL database: ${await summary(async (sql) => (await after.query(sql)).rows)}.`,
    );
  } finally {
    await after.end();
  }
}

async function restorePglite(dataRoot: string, file: string, force: boolean) {
  // The server's database: DATA_DIR/pglite (openDatabase). Held for the whole restore, so the server cannot start.
  const target = join(dataRoot, 'pglite');
  const release = lockPgliteDataDir(target);
  try {
    const holdsDatabase = existsSync(join(target, 'PG_VERSION'));
    if (holdsDatabase && !force)
      throw new Error(
        `${target} already holds a database. Restoring replaces it (the old one is kept beside it as ` +
          'pglite.before-restore-<time>): run the restore again with --force.',
      );
    if (!holdsDatabase && existsSync(target) && readdirSync(target).length > 0)
      throw new Error(`${target} is not empty and holds no database; move it away first.`);

    // Unpacked and opened beside the target first: a tarball that does not open leaves the target alone.
    const staging = `${target}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    const restored = await openPglite({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) });
    let counts: string;
    try {
      counts = await summary(async (sql) => (await restored.client.query<Record<string, unknown>>(sql)).rows);
      await restored.client.query('CHECKPOINT');
    } finally {
      await restored.close();
    }
    // Unpacking wrote the files without flushing them; flush before they become the database.
    syncTree(staging);

    let aside: string | undefined;
    if (holdsDatabase) {
      aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, aside);
    } else rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    syncPath(dataRoot);
    console.log(`Restored ${file} into ${target}: ${counts}.`);
    if (aside) console.log(`The database it replaced is in ${aside}; delete it once the restore is checked.`);
  } finally {
    release();
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const kind = backupKind(file);
  const expected = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (kind !== expected)
    throw new Error(
      kind === undefined
        ? `${file} is not a backup made by npm run backup`
        : kind === 'postgres'
          ? `${file} is a PostgreSQL backup, but DATABASE_URL is not set (the embedded database is configured)`
          : `${file} is a backup of the embedded database, but DATABASE_URL points at PostgreSQL`,
    );
  const force = values.force === true;
  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file, force);
  else await restorePglite(config.DATA_DIR, file, force);
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError || error instanceof DatabaseInUseError
      ? error.message
      : `Restore failed: ${error?.message ?? error}`,
  );
  process.exit(1);
});
