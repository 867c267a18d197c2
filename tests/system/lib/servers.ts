import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/server.js');

export function requireEnv(name: 'TEST_DATABASE_URL' | 'REDIS_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`the system tests need ${name} (scripts/test.mjs and .ci/run set it)`);
  return value;
}

/** A free TCP port on loopback, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A new folder under this run's temporary root (`temp-root.ts`), removed with it when the run ends. */
export const tempDir = (prefix: string) => mkdtempSync(join(inject('tempRoot'), `${prefix}-`));

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server; `drop()` removes it. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = requireEnv('TEST_DATABASE_URL');
  const name = `gym_system_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** SIGTERM, and wait for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the crash, no cleanup at all. */
  kill(): Promise<void>;
};

/** The settings every process a test starts gets unless it says otherwise (an `undefined` leaves one out). */
const baseEnv = (): Record<string, string | undefined> => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  JWT_SECRET: 'system-tests-shared-secret-0123456789abcdef',
  DATA_DIR: tempDir('server'),
  DEMO_DATA: 'false',
});

export type StartOptions = {
  /** The working directory (default: the repository). */
  cwd?: string;
  /** Node's own options, before the script (e.g. `--env-file-if-exists=.env`). */
  nodeArgs?: string[];
  /** The script (default `apps/server/dist/server.js`); relative to `cwd`. */
  entry?: string;
};

/**
 * Runs a built command-line tool (`apps/server/dist/<name>.js`: create-admin, backup, restore) to its end with the
 * same base settings as `startServer`, and resolves with its exit code and everything it printed.
 */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  options: StartOptions = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), options.entry ?? join(root, `apps/server/dist/${name}.js`), ...args],
      { cwd: options.cwd ?? root, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/**
 * Starts `node apps/server/dist/server.js` (run `npm run build` first) with the given settings on a free port and
 * resolves once `/api/health` answers. Settings not given come from a test-friendly base: quiet logs, a fresh
 * DATA_DIR, a fixed JWT secret shared by every instance of a test.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  options: StartOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry ?? serverEntry], {
    cwd: options.cwd ?? root,
    env: {
      ...baseEnv(),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before answering:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
