import { connect } from 'node:net';
import { API } from '@gym/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { inspect, type Target } from './lib/inspect.ts';
import { freshPostgres, type ServerProcess, startServer, tempDir } from './lib/servers.ts';

// Graceful shutdown: on SIGTERM the server stops accepting, answers what it was answering, lets the
// handlers of requests their clients abandoned finish their writes, then closes the database and exits with 0.
// Before, a registration whose client had gone was cut off when the pool closed (its account never written, or
// "Cannot use a pool after calling end on the pool" in the log).

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const registration = (name: string) =>
  JSON.stringify({
    username: name,
    email: `${name}@shutdown.test`,
    password: 'Member1234',
    fullname: 'Shut Down Member',
    phone: '+12125550123',
  });

/** Resolves once the server has logged `count` incoming registrations (LOG_LEVEL=info logs each request). */
async function registrationsArrived(server: ServerProcess, count: number) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const arrived = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"url":"${API.auth.register}"`));
    if (arrived.length >= count) return;
    if (server.child.exitCode !== null) throw new Error(`the server exited:\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${arrived.length} of ${count} registrations arrived within 60 s:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe.each(['pglite', 'postgres'] as const)('SIGTERM on %s', (kind) => {
  it('answers the open request, finishes the abandoned one, exits 0 without a pool error', async () => {
    const dataDir = tempDir(`shutdown-${kind}`);
    let target: Target = { kind: 'pglite', dataDir };
    if (kind === 'postgres') {
      const database = await freshPostgres();
      cleanups.push(() => database.drop());
      target = { kind: 'postgres', url: database.url };
    }
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : undefined,
      LOG_LEVEL: 'info',
    });
    cleanups.push(() => server.kill());

    // A registration whose client waits for the answer…
    const answered = fetch(`${server.url}${API.auth.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: registration('waits_for_it'),
      // Bounded, so a server that never answers fails the test with its log instead of hanging it.
      signal: AbortSignal.timeout(60_000),
    });
    // …and one whose client sends it whole in one write and goes away as soon as the server has it.
    const body = registration('walks_away');
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${API.auth.register} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await registrationsArrived(server, 2);
    socket.destroy();

    // Hashing the passwords takes a while: both handlers are still at work when the signal comes.
    const exitCode = server.stop();
    const response = await answered;
    expect(response.status, await response.clone().text()).toBe(201);
    const exited = await Promise.race([
      exitCode,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running 30 s after SIGTERM'), 30_000).unref()),
    ]);
    expect(exited, server.output()).toBe(0);
    expect(server.output()).not.toContain('Cannot use a pool');
    expect(server.output()).not.toContain('"level":50');

    const db = await inspect(target);
    try {
      const rows = await db.query<{ username: string }>(
        `SELECT username FROM users WHERE email LIKE '%@shutdown.test' ORDER BY username`,
      );
      expect(rows.map((r) => r.username)).toEqual(['waits_for_it', 'walks_away']);
    } finally {
      await db.close();
    }
  });
});
