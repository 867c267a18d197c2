import { spawn } from 'node:child_process';
import { closeSync, fsyncSync, openSync, readdirSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What backup.ts and restore.ts share: how a backup file is written so that it is whole or absent, how its kind
// is told from its first bytes, and how pg_dump and pg_restore are run without a password on their command line.

/** A pg_dump custom-format archive (PostgreSQL) or a gzipped tarball of PGlite's data directory. */
export type BackupKind = 'postgres' | 'pglite';

export function backupKind(file: string): BackupKind | undefined {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    if (head.toString('latin1') === 'PGDMP') return 'postgres';
    if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The default name of a new backup: `backups/gym-<UTC time>.<dump|tar.gz>`, relative to where it is run. */
export const defaultBackupFile = (kind: BackupKind, now = new Date()) =>
  join('backups', `gym-${now.toISOString().replace(/[:.]/g, '-')}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);

/** fsync(2) of a file or a directory. */
export function syncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** fsync(2) of every file and directory under `dir`, then `dir` itself. */
export function syncTree(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) syncTree(path);
    else if (entry.isFile()) syncPath(path);
  }
  syncPath(dir);
}

/**
 * Writes a backup as `<file>.partial` through `write`, flushes it to the disk, then renames it to `file`: a backup
 * cut short (a full disk, Ctrl-C) never leaves a file that looks whole.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  await write(partial);
  syncPath(partial);
  renameSync(partial, file);
  syncPath(dirname(file));
  return statSync(file).size;
}

export function writeBytes(file: string, bytes: Uint8Array) {
  writeFileSync(file, bytes);
}

/**
 * A libpq connection for pg_dump and pg_restore: the URL without its password as `--dbname`, the password in
 * PGPASSWORD, so it never shows in the process list.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a PostgreSQL client program; rejects with what it printed when it fails or is missing. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${command} is not installed or not on PATH (it comes with the PostgreSQL client programs, version 15 or newer, at least the server's)`
            : `${command}: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}):\n${output.trim()}`)),
    );
  });
}

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} kB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
