// What flushing every commit to the disk costs the embedded database (docs/operations.md, "Durability").
//   node scripts/bench-durability.mjs [--seconds 10] [--connections 10] [--commits 2000]
// For each of PGlite as it comes (fsync off: commits reach the OS cache only) and PGlite as the server opens it
// (openPglite: fsync on, every commit flushed), on a fresh data directory under the system's temp folder:
//  1. bare commits: single-row INSERTs one after another, commits per second;
//  2. the API: POST /api/payment by the demo admin for a member (a payment row and its revenue total, one commit),
//     loaded with autocannon; requests per second and latency.
// Each mode runs in a process of its own (node --import tsx, the server's TypeScript as it is).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = fileURLToPath(import.meta.url);
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    dir: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    commits: { type: 'string', default: '2000' },
  },
});

if (values.serve) await serve(values.serve === 'synced', values.dir, Number(values.commits));
else await main();

/** The child: bare commits, then the app on a free port; prints one JSON line per result. */
async function serve(syncOnCommit, dir, commits) {
  const { openPglite } = await import(join(root, 'apps/server/src/db/client.ts'));
  const { testConfig } = await import(join(root, 'apps/server/src/config.ts'));
  const { buildApp } = await import(join(root, 'apps/server/src/app.ts'));
  const { seedDemoData } = await import(join(root, 'apps/server/src/seed/demo.ts'));

  const database = await openPglite({ dataDir: join(dir, 'pglite'), syncOnCommit });
  await database.client.exec('CREATE TABLE bench (id serial PRIMARY KEY, note text NOT NULL)');
  const started = performance.now();
  for (let i = 0; i < commits; i++) await database.client.query('INSERT INTO bench (note) VALUES ($1)', [`row ${i}`]);
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ commits, perSecond: commits / seconds }));

  await database.migrate();
  await seedDemoData(database.db, { timeZone: 'UTC' });
  const config = testConfig({ DATA_DIR: dir });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(JSON.stringify({ port: app.server.address().port }));
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const results = [];
  for (const mode of ['as it comes', 'synced']) {
    const dir = mkdtempSync(join(tmpdir(), 'gym-bench-durability-'));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        self,
        '--serve',
        mode === 'synced' ? 'synced' : 'plain',
        '--dir',
        dir,
        '--commits',
        values.commits,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = [];
    let buffer = '';
    const next = () =>
      new Promise((resolve, reject) => {
        const take = () => {
          const at = buffer.indexOf('\n');
          if (at < 0) return false;
          resolve(JSON.parse(buffer.slice(0, at)));
          buffer = buffer.slice(at + 1);
          return true;
        };
        if (take()) return;
        const onData = (d) => {
          buffer += d;
          if (take()) child.stdout.off('data', onData);
        };
        child.stdout.on('data', onData);
        child.once('exit', (code) => reject(new Error(`the ${mode} process exited with ${code}`)));
      });
    try {
      const bare = await next();
      const { port } = await next();
      lines.push(bare);
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@gym.test', password: 'Admin1234' }),
      }).then((r) => r.json());
      const members = await fetch(`${base}/api/users?role=user&page=1`, {
        headers: { authorization: `Bearer ${login.token}` },
      }).then((r) => r.json());
      const memberId = members.items?.[0]?.id;
      if (!memberId) throw new Error(`no member to pay for: ${JSON.stringify(members).slice(0, 200)}`);
      const load = await autocannon({
        url: `${base}/api/payment`,
        method: 'POST',
        connections: Number(values.connections),
        duration: Number(values.seconds),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
        body: JSON.stringify({ userId: memberId, amount: 10, paymentMethod: 'Cash', notes: 'bench' }),
      });
      results.push({
        mode,
        commitsPerSecond: Math.round(bare.perSecond),
        paymentsPerSecond: Math.round(load.requests.average),
        p50: load.latency.p50,
        p99: load.latency.p99,
        non2xx: load.non2xx + load.errors + load.timeouts,
      });
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nPGlite, fresh data directory in ${tmpdir()}; ${values.commits} bare commits; POST /api/payment with ${values.connections} connections for ${values.seconds} s`,
  );
  console.table(results);
  const [plain, synced] = results;
  console.log(
    `Flushing every commit: bare commits ${plain.commitsPerSecond} -> ${synced.commitsPerSecond}/s ` +
      `(${Math.round((1 - synced.commitsPerSecond / plain.commitsPerSecond) * 100)}% fewer); payments ` +
      `${plain.paymentsPerSecond} -> ${synced.paymentsPerSecond}/s, p99 ${plain.p99} -> ${synced.p99} ms`,
  );
}
