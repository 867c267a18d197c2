// Shared by the benchmarks that load the built server on a throwaway PostgreSQL database (bench-backoffice,
// bench-sessions, bench-subscriptions): the database, the server and every process they start, cleaned up
// whatever happens; a bare node:http server sending the same bytes as the app; the autocannon runs, their
// comparison and the summary table. Each script keeps its own data, its calls and its load settings.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitForHealth } from './local-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const serverJs = `${root}apps/server/dist/server.js`;
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** Every process the benchmark started that may still run: `cleanup` stops them. */
const children = new Set();

/** Adds a process the benchmark started to those cleaned up whatever happens; answers it. */
export function track(child) {
  children.add(child);
  return child;
}

/** SIGTERM, then SIGKILL if the process is still there after five seconds. */
export async function stop(child) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.delete(child);
}

/**
 * Runs `main()` and exits with its code (1 if it throws), after `cleanup()` has run, whatever happens: also on
 * Ctrl-C or SIGTERM, and after `giveUpMs` if `main` has not finished by then. `cleanup` must be safe to call twice.
 */
export async function runCleaningUp({ giveUpMs, cleanup }, main) {
  const abort = (why, code) => async () => {
    console.error(why);
    await cleanup();
    process.exit(code);
  };
  const giveUp = setTimeout(abort('The benchmark took too long; stopping.', 1), giveUpMs);
  process.once('SIGINT', abort('Interrupted; cleaning up.', 130));
  process.once('SIGTERM', abort('Terminated; cleaning up.', 143));
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error);
  } finally {
    clearTimeout(giveUp);
    await cleanup();
  }
  process.exit(code);
}

/**
 * Runs `main({ base, dbUrl })` against the built server (apps/server/dist) on a new database, then stops every
 * process started and drops the database, whatever happens, and exits with `main`'s code (1 if it throws). Gives
 * up after `giveUpMs`, and cleans up on Ctrl-C too. The database server comes from TEST_DATABASE_URL (its database
 * part is replaced), or postgres://postgres@127.0.0.1:5432/postgres; loopback only. `env` is added to the server's.
 * `instances` servers start on the one database (`bases`, the first also as `base`). With `databases` > 1, that many
 * databases are made, each with its own `instances` servers: `targets` lists them as `{ base, bases, dbUrl }`, the
 * first also as `base`, `bases` and `dbUrl`.
 */
export async function benchServer({ giveUpMs, env = {}, instances = 1, databases = 1 }, main) {
  const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!LOOPBACK.includes(baseUrl.hostname)) {
    console.error(`Refusing to benchmark against ${baseUrl.hostname}: loopback only.`);
    process.exit(1);
  }
  if (!existsSync(serverJs)) {
    console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
    process.exit(1);
  }
  const dbNames = Array.from({ length: databases }, () => `gym_bench_${randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  const created = [];
  let cleaned;
  const cleanup = () => {
    cleaned ??= (async () => {
      for (const child of [...children]) await stop(child);
      for (const dbName of created) {
        // BENCH_KEEP_DATABASES=1 leaves them, to read their plans (EXPLAIN ANALYZE) after the run; drop them by hand.
        if (process.env.BENCH_KEEP_DATABASES) {
          console.log(`kept database ${dbName}`);
          continue;
        }
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        } catch (error) {
          console.error(`Could not drop ${dbName}:`, error.message);
        }
      }
      await admin.end().catch(() => {});
    })();
    return cleaned;
  };

  await runCleaningUp({ giveUpMs, cleanup }, async () => {
    await admin.connect();
    const targets = [];
    for (const dbName of dbNames) {
      await admin.query(`CREATE DATABASE ${dbName}`);
      created.push(dbName);
      const dbUrl = new URL(baseUrl);
      dbUrl.pathname = `/${dbName}`;
      // Instances share the database and the token secret, as a gym behind a load balancer runs them.
      const secret = randomBytes(32).toString('hex');
      const bases = [];
      const pids = [];
      for (let i = 0; i < instances; i++) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const server = spawn(process.execPath, [serverJs], {
          cwd: root,
          stdio: ['ignore', 'inherit', 'inherit'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: '127.0.0.1',
            PORT: String(port),
            DATABASE_URL: dbUrl.toString(),
            DEMO_DATA: 'false',
            JWT_SECRET: secret,
            LOG_LEVEL: 'warn',
            ...env,
          },
        });
        children.add(server);
        // The first server migrates the new database before it answers; the next ones find it migrated.
        await waitForHealth(base, server);
        bases.push(base);
        pids.push(server.pid);
      }
      // The servers' process ids: a benchmark may watch their memory (/proc/<pid>/status).
      targets.push({ base: bases[0], bases, pids, dbUrl: dbUrl.toString() });
    }
    const [{ base, bases, dbUrl }] = targets;
    return main({ base, bases, dbUrl, targets });
  });
}

/** `POST /api/auth/login`: the answer, `{ token, user }`. */
export async function login(base, account) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.email} answered ${res.status}`);
  return res.json();
}

/** `GET {base}{path}` with the token, parsed; throws unless 2xx. */
export async function getJson(base, path, token) {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Headers Node's http server writes itself on every answer (its own values), so a bare server must not copy them. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * What a bare server needs to send the same bytes as `response` did: every header but those Node writes itself,
 * and the keep-alive timeout (the `Keep-Alive: timeout=N` line Node writes from it).
 */
export function sameAnswer(response) {
  // fetch decodes a compressed body: its bytes would not be the ones sent.
  if (response.headers.has('content-encoding')) throw new Error(`${response.url} came compressed; ask for identity`);
  const headers = {};
  for (const [name, value] of response.headers) if (!WRITTEN_BY_NODE.has(name)) headers[name] = value;
  const keepAlive = /timeout=(\d+)/.exec(response.headers.get('keep-alive') ?? '');
  return { headers, keepAliveSeconds: keepAlive ? Number(keepAlive[1]) : undefined };
}

/**
 * A bare node:http server in its own process, answering every request with `body` and `headers` (name to value;
 * `sameAnswer` gives the app's own), keeping connections alive `keepAliveSeconds` (Node's default when left out).
 * The body goes over the IPC channel: an environment variable of a few megabytes is refused by the system (E2BIG).
 */
export async function bareServer(body, { headers, keepAliveSeconds }) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    process.once('message', ({ base64, headers, keepAliveSeconds }) => {
      const body = Buffer.from(base64, 'base64');
      const server = http.createServer((req, res) => {
        res.writeHead(200, headers);
        res.end(body);
      });
      if (keepAliveSeconds !== undefined) server.keepAliveTimeout = keepAliveSeconds * 1000;
      server.listen(${port}, '127.0.0.1', () => process.send('ready'));
    });`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.add(child);
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  child.send({
    base64: body.toString('base64'),
    headers: { ...headers, 'content-length': String(body.length) },
    keepAliveSeconds,
  });
  await ready;
  return { url: `http://127.0.0.1:${port}/`, child };
}

/**
 * autocannon hangs up on the requests still in flight when its time is up, but the server finishes them (a big
 * answer can keep it busy for seconds): wait until the health check answers at once, three times running, so that
 * what comes next does not share the machine with that backlog. Two minutes at most.
 */
async function settle(base) {
  const until = Date.now() + 120_000;
  for (let quick = 0; quick < 3 && Date.now() < until; ) {
    const started = Date.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    quick = Date.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const failures = (r) => r.non2xx + r.errors + r.timeouts;

/** 812 B, 162.4 kB, 5.65 MB. */
export const formatBytes = (n) =>
  n < 10_000 ? `${n} B` : n < 1e6 ? `${(n / 1e3).toFixed(1)} kB` : `${(n / 1e6).toFixed(2)} MB`;

const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}x` : 'n/a');

const line = (name, r) =>
  `  ${name.padEnd(5)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
  `${r.requests.average.toFixed(1).padStart(8)} req/s  (${r.requests.total} requests, ${failures(r)} failed)`;

/**
 * Loads `GET {base}{path}` with `token` (autocannon: `connections`, `duration` seconds, `timeout` seconds per
 * request), then a bare server sending the same bytes with the same settings, and prints both and the ratios.
 * `describe(json)` says what the answer holds. Resolves to `{ label, path, bytes, app, bare }` for `printSummary`.
 */
export async function compare(base, { label, path, token, describe }, { connections, duration, timeout = 10 }) {
  const headers = { authorization: `Bearer ${token}` };
  const started = Date.now();
  const check = await fetch(`${base}${path}`, { headers });
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const body = Buffer.from(await check.arrayBuffer());
  const alone = Date.now() - started;
  const what = describe ? `${describe(JSON.parse(body.toString()))}, ` : '';
  console.log(
    `\n${label}\nGET ${path}: ${what}${formatBytes(body.length)}, ${alone} ms alone; ${connections} connections, ${duration} s`,
  );
  const options = { connections, duration, timeout, headers };
  const app = await autocannon({ url: `${base}${path}`, ...options });
  await settle(base);
  console.log(line('app', app));
  const bare = await bareServer(body, sameAnswer(check));
  const plain = await autocannon({ url: bare.url, ...options });
  await stop(bare.child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(line('bare', plain));
  console.log(
    `  ratio p99 ${ratio(app.latency.p99, plain.latency.p99)}, throughput ${ratio(plain.requests.average, app.requests.average)} lower than bare`,
  );
  return { label, path, bytes: body.length, app, bare: plain };
}

/** The runs of `compare` as one Markdown table; "ratio" is the bare server's requests per second over the app's. */
export function printSummary(results) {
  const rows = [
    ['call', 'bytes', 'p50 ms', 'p99 ms', 'req/s', 'bare p99 ms', 'bare req/s', 'ratio', 'failed'],
    ...results.map(({ label, bytes, app, bare }) => [
      label,
      formatBytes(bytes),
      String(app.latency.p50),
      String(app.latency.p99),
      app.requests.average.toFixed(1),
      String(bare.latency.p99),
      bare.requests.average.toFixed(1),
      ratio(bare.requests.average, app.requests.average),
      String(failures(app)),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const format = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${format(rows[0])}`);
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(format(row));
}
