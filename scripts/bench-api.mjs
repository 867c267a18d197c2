// `npm run bench:api`: our API against a bare node:http server sending the same bytes, on PostgreSQL
// and on PGlite in one run. For each database it starts the built server with the demo data (PostgreSQL: a new
// database on TEST_DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432/postgres, dropped at the end;
// PGlite: a temporary DATA_DIR, removed at the end), fetches each call's answer once, and loads it with autocannon
// (50 connections, a warm-up second), and two bare servers with the same settings: one answering the same bytes
// (status, headers and body: the baseline), one the same body with its content type only (the baseline of earlier
// runs, printed beside it); then three rounds of ours and both bares, each loaded a few seconds, of which the round
// with the median ratio is reported:
//   - public: GET /api/plan, GET /api/exercises?page=1&pageSize=20, GET /api/gym;
//   - the demo member: GET /api/users/{id}/subscriptions, GET /api/users/{id}/trainingSessions?from&to (this week);
//   - the demo staff: GET /api/stats/staff.
// Prints a table per database: req/s and p99 of ours and bare's, the ratio (ours over bare), the body-only bare's
// req/s and our ratio to it, and the target: public reads ≥ 0.5× on PostgreSQL; signed-in reads ≥ 0.25× with p99
// under 10× bare's on PostgreSQL, ≥ 0.15× on PGlite. Only ratios within one run count: the machine is shared.
// `--strict` exits 1 when a target is missed. `--only=postgres` or `--only=pglite` runs one database;
// `--duration=N` sets the seconds per load, `--rounds=N` the rounds.
// Loopback only; gives up after twenty minutes whatever happens. Needs `npm run build` (the npm script runs it when
// stale).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { bareServer, failures, formatBytes, login, runCleaningUp, sameAnswer, stop } from './lib/bench.mjs';
import { freePort, waitForHealth } from './lib/local-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverJs = `${root}apps/server/dist/server.js`;
const args = process.argv.slice(2);
const STRICT = args.includes('--strict');
const ONLY = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const DURATION_SECONDS = Number(args.find((a) => a.startsWith('--duration='))?.slice('--duration='.length) ?? 4);
const WARM_UP_SECONDS = 1;
const ROUNDS = Number(args.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 3);
const CONNECTIONS = 50;
const GIVE_UP_MS = 1_200_000;
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];
const MEMBER = { email: 'member@gym.test', password: 'Member1234' };
const STAFF = { email: 'staff@gym.test', password: 'Staff1234' };

/** The minimum ratio (ours over bare, req/s) and the p99 bound (times bare's), per database and kind of call. */
const TARGETS = {
  postgres: { public: { ratio: 0.5 }, signedIn: { ratio: 0.25, p99: 10 } },
  pglite: { public: null, signedIn: { ratio: 0.15 } },
};

if (!existsSync(serverJs)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

const cleanups = [];
let cleaned;
const cleanup = () => {
  cleaned ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(error.message);
      }
    }
  })();
  return cleaned;
};

/** The built server with the demo data on `env`'s database; resolves to its base URL once healthy. */
async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO_DATA: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    ...env,
  };
  // PGlite: no DATABASE_URL at all (the caller's shell may set one).
  if (!env.DATABASE_URL) delete serverEnv.DATABASE_URL;
  const server = spawn(process.execPath, [serverJs], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: serverEnv,
  });
  cleanups.push(() => stop(server));
  await waitForHealth(base, server, 120);
  return base;
}

async function postgresServer() {
  const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (!LOOPBACK.includes(baseUrl.hostname)) throw new Error(`Refusing to benchmark against ${baseUrl.hostname}`);
  const dbName = `gym_bench_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(baseUrl);
  dbUrl.pathname = `/${dbName}`;
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  cleanups.push(() => admin.end());
  await admin.query(`CREATE DATABASE ${dbName}`);
  cleanups.push(() => admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-bench-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = await startServer({ DATABASE_URL: dbUrl.toString(), DATA_DIR: dataDir });
  // The demo data was just written: let PostgreSQL do the housekeeping that follows a bulk load (autovacuum's
  // analyse, the checkpoint) now, rather than on the same two cores in the middle of the first loads.
  const bench = new pg.Client({ connectionString: dbUrl.toString() });
  await bench.connect();
  try {
    await bench.query('VACUUM (ANALYZE)');
    await bench.query('CHECKPOINT');
  } finally {
    await bench.end();
  }
  return base;
}

async function pgliteServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-bench-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return startServer({ DATA_DIR: dataDir });
}

/** Monday to Sunday of this week, as YYYY-MM-DD (UTC). */
function thisWeek() {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  const day = (d) => d.toISOString().slice(0, 10);
  return { from: day(monday), to: day(sunday) };
}

/** Waits until the health check answers quickly three times running: the last load's backlog is done. */
async function settle(base) {
  const until = Date.now() + 60_000;
  for (let quick = 0; quick < 3 && Date.now() < until; ) {
    const started = Date.now();
    await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
    quick = Date.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const load = (url, headers, duration) => autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, headers });

/**
 * Ours against bare sending the same bytes (status, headers and body, `sameAnswer`), each with a warm-up second
 * first, then `ROUNDS` rounds of ours, bare, and a bare server sending the body with its type only (the baseline
 * of earlier runs, printed beside for comparison), one after the other. The result is the round with the median
 * ratio to bare: this machine switches between faster and slower states for seconds at a time, and a single pair
 * can straddle a switch.
 */
async function measure(base, { label, path, token, kind }) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const first = await fetch(`${base}${path}`, { headers });
  if (!first.ok) throw new Error(`${path} answered ${first.status}: ${await first.text()}`);
  const body = Buffer.from(await first.arrayBuffer());
  const bare = await bareServer(body, sameAnswer(first));
  const bodyOnly = await bareServer(body, {
    headers: { 'content-type': first.headers.get('content-type') ?? 'application/json' },
  });
  await load(`${base}${path}`, headers, WARM_UP_SECONDS);
  await load(bare.url, headers, WARM_UP_SECONDS);
  await load(bodyOnly.url, headers, WARM_UP_SECONDS);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    await settle(base);
    const ours = await load(`${base}${path}`, headers, DURATION_SECONDS);
    const same = await load(bare.url, headers, DURATION_SECONDS);
    const plain = await load(bodyOnly.url, headers, DURATION_SECONDS);
    rounds.push({ ours, bare: same, bodyOnly: plain, ratio: ours.requests.average / same.requests.average });
  }
  await stop(bare.child);
  await stop(bodyOnly.child);
  const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
  const result = { label, path, kind, bytes: body.length, ...median };
  const rate = (r) => r.requests.average.toFixed(0);
  console.log(
    `  ${label}: ours ${rate(median.ours)} req/s p99 ${median.ours.latency.p99} ms, ` +
      `bare ${rate(median.bare)} req/s p99 ${median.bare.latency.p99} ms, body-only bare ${rate(median.bodyOnly)} ` +
      `req/s (${failures(median.ours)} failed; ratios by round ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; ` +
      `to body-only bare ${rounds.map((r) => (r.ours.requests.average / r.bodyOnly.requests.average).toFixed(2)).join(', ')})`,
  );
  return result;
}

/** Whether a result meets its target; null when none is set. */
function verdict(database, { kind, ours, bare }) {
  const target = TARGETS[database][kind];
  if (!target) return { text: '-', met: true };
  const ratio = ours.requests.average / bare.requests.average;
  const p99Ok = target.p99 ? ours.latency.p99 < target.p99 * Math.max(bare.latency.p99, 1) : true;
  const met = ratio >= target.ratio && p99Ok && failures(ours) === 0;
  const text = `≥ ${target.ratio}×${target.p99 ? `, p99 < ${target.p99}× bare` : ''}`;
  return { text: `${text} ${met ? 'met' : 'MISSED'}`, met };
}

function printTable(database, results) {
  const ratio = (ours, bare) => `${(ours.requests.average / bare.requests.average).toFixed(2)}×`;
  const rows = [
    [
      'call',
      'bytes',
      'req/s',
      'p99 ms',
      'bare req/s',
      'bare p99 ms',
      'ratio',
      'body-only bare',
      'ratio',
      'failed',
      'target',
    ],
    ...results.map((r) => [
      r.label,
      formatBytes(r.bytes),
      r.ours.requests.average.toFixed(0),
      String(r.ours.latency.p99),
      r.bare.requests.average.toFixed(0),
      String(r.bare.latency.p99),
      ratio(r.ours, r.bare),
      r.bodyOnly.requests.average.toFixed(0),
      ratio(r.ours, r.bodyOnly),
      String(failures(r.ours)),
      verdict(database, r).text,
    ]),
  ];
  const last = rows[0].length - 1;
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const format = (row) =>
    `| ${row.map((cell, i) => (i === 0 || i === last ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${database}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, median of ${ROUNDS} rounds`);
  console.log(format(rows[0]));
  console.log(
    `|${widths.map((w, i) => (i === 0 || i === last ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows.slice(1)) console.log(format(row));
  console.log(
    'bare: a node:http server sending the same bytes (status, headers, body); body-only bare: the same body with ' +
      "its content type only, the baseline docs/decisions/012 replaced (its section 'Baseline: same bytes'). Targets count against bare.",
  );
}

async function bench(database, base) {
  const member = await login(base, MEMBER);
  const staff = await login(base, STAFF);
  const { from, to } = thisWeek();
  const calls = [
    { label: 'GET /api/plan', path: '/api/plan', kind: 'public' },
    { label: 'GET /api/exercises page 1', path: '/api/exercises?page=1&pageSize=20', kind: 'public' },
    { label: 'GET /api/gym', path: '/api/gym', kind: 'public' },
    {
      label: "member's subscriptions",
      path: `/api/users/${member.user.id}/subscriptions`,
      token: member.token,
      kind: 'signedIn',
    },
    {
      label: "member's week of sessions",
      path: `/api/users/${member.user.id}/trainingSessions?from=${from}&to=${to}`,
      token: member.token,
      kind: 'signedIn',
    },
    { label: 'staff dashboard summary', path: '/api/stats/staff', token: staff.token, kind: 'signedIn' },
  ];
  console.log(`\n${database}:`);
  const results = [];
  for (const call of calls) results.push(await measure(base, call));
  printTable(database, results);
  return results.every((r) => verdict(database, r).met);
}

await runCleaningUp({ giveUpMs: GIVE_UP_MS, cleanup }, async () => {
  let allMet = true;
  if (ONLY !== 'pglite') allMet = (await bench('postgres', await postgresServer())) && allMet;
  if (ONLY !== 'postgres') allMet = (await bench('pglite', await pgliteServer())) && allMet;
  if (!allMet) console.log(`\nA target was missed${STRICT ? ' (--strict)' : ''}.`);
  return STRICT && !allMet ? 1 : 0;
});
