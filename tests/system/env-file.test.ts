import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API } from '@gym/contract';
import { afterAll, expect, it } from 'vitest';
import { root, runCli, type ServerProcess, startServer, tempDir } from './lib/servers.ts';

// `.env`: `npm start` and `npm run create-admin` read it from where they run, and a real environment
// variable wins over the file. The commands are taken from package.json as they are, and run in a directory of
// their own holding a `.env` (with `apps` linked to the built server), so the repository's own `.env` is never read.

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;

/** The node command an npm script ends with: its node options and its script. */
function nodeCommand(script: string) {
  const last = script.split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  expect(last[0]).toBe('node');
  return { nodeArgs: last.slice(1, -1), entry: last.at(-1) as string };
}

let server: ServerProcess | undefined;
afterAll(() => server?.kill());

it('npm start and create-admin read .env from where they run; the real environment wins', async () => {
  const cwd = tempDir('env-file');
  symlinkSync(join(root, 'apps'), join(cwd, 'apps'));
  writeFileSync(
    join(cwd, '.env'),
    ['# as copied from .env.example', 'DATA_DIR=./from-dotenv', 'GYM_NAME=Gym From Dotenv', 'GYM_EMAIL=dotenv@gym.test']
      .map((line) => `${line}\n`)
      .join(''),
  );
  // No DATA_DIR in the environment: the file's applies. GYM_EMAIL in both: the environment's applies.
  const env = { DATA_DIR: undefined, GYM_EMAIL: 'real@gym.test' };

  const created = await runCli(
    'create-admin',
    ['--email', 'boss@env.test', '--username', 'envboss', '--password', 'Admin1234'],
    env,
    { cwd, ...nodeCommand(scripts['create-admin'] as string) },
  );
  expect(created.code, created.output).toBe(0);
  expect(existsSync(join(cwd, 'from-dotenv', 'pglite', 'PG_VERSION'))).toBe(true);

  server = await startServer(env, { cwd, ...nodeCommand(scripts.start as string) });
  const gym = (await (await fetch(`${server.url}${API.gym}`)).json()) as { name: string; email: string };
  expect(gym).toMatchObject({ name: 'Gym From Dotenv', email: 'real@gym.test' });
  // The same database as create-admin's: DATA_DIR came from the file both times.
  const login = await fetch(`${server.url}${API.auth.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'boss@env.test', password: 'Admin1234' }),
  });
  expect(login.status).toBe(200);
  expect(await server.stop(), server.output()).toBe(0);
});
