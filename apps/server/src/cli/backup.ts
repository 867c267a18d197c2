import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, openPglite } from '../db/client.ts';
import { defaultBackupFile, formatBytes, libpqConnection, runTool, writeBytes, writeWhole } from './backup-files.ts';

// A consistent copy of the configured database, to keep off the machine (docs/operations.md, "Backups").
//   npm run backup [-- FILE]
// PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, one snapshot, taken while the app runs.
// PGlite (DATA_DIR): a gzipped tarball of the data directory, taken with the server stopped (the database lives in
// the server's process; the tool refuses while it runs).
const usage = 'Usage: npm run backup [-- FILE]   (default backups/gym-<time>.dump, or .tar.gz on PGlite)';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || positionals.length > 1) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = positionals[0] ?? defaultBackupFile(kind);
  if (existsSync(file)) throw new Error(`${file} exists already; name another file`);
  // The server's database: DATA_DIR/pglite (openDatabase).
  const dataDir = join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && !existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`There is no database in ${dataDir} to back up.`);
  mkdirSync(dirname(file), { recursive: true });

  if (config.DATABASE_URL) {
    const { dbname, env } = libpqConnection(config.DATABASE_URL);
    const size = await writeWhole(file, (partial) =>
      runTool('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env),
    );
    console.log(`Backed up the PostgreSQL database to ${file} (${formatBytes(size)}).`);
    return;
  }

  const database = await openPglite({ dataDir });
  try {
    // Everything in the data files, so the copy starts without replaying the log.
    await database.client.query('CHECKPOINT');
    const tarball = await database.client.dumpDataDir('gzip');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    const size = await writeWhole(file, async (partial) => writeBytes(partial, bytes));
    console.log(`Backed up the database in ${dataDir} to ${file} (${formatBytes(size)}).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError || error instanceof DatabaseInUseError
      ? error.message
      : `Backup failed: ${error?.message ?? error}`,
  );
  process.exit(1);
});
