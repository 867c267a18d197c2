// `npm run bench:sessions`: the staff and trainer calendars with 200,000 sessions on PostgreSQL (issue 9). Starts the
// built server on a throwaway database, inserts a year of sessions in bulk SQL (100 trainers, 5,000 members, 20 rooms,
// six months back and six ahead, every booking rule kept), and runs autocannon (50 connections, 10 s) against, in turn:
//   - the staff calendar's month, GET /api/TrainingSession?from&to, as staff, for the busiest month;
//   - a trainer's calendar for the same month, GET /api/Trainer/{userId}/sessions?from&to, as that trainer.
// Both ask for the days the month grid shows (Monday before the 1st to the Sunday after the last day), as the screens
// do. Each is compared with a bare node:http server, started in the same run, that sends the same bytes: the ratio
// says how much of the time is ours (routing, auth, validation, SQL, serialisation) rather than HTTP's. Before the
// load it prints the plan PostgreSQL picks for both queries (EXPLAIN ANALYZE), which should read the range on
// `training_sessions_start_idx` and the trainer's on `training_sessions_trainer_idx`.
// Prints p50 and p99 latency and requests per second. Loopback only; drops the database and stops the servers when
// done, and gives up after five minutes whatever happens. Figures only: there is no threshold to pass.
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitForHealth } from './lib/local-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverJs = `${root}apps/server/dist/server.js`;
const SESSIONS = 200_000;
const TRAINERS = 100;
const MEMBERS = 5_000;
const ROOMS = 20;
const ROOM_CAPACITY = 10;
const DAYS = 365;
/** Two-hour slots from 06:00 to 22:00 UTC (the server runs with the default gym zone, UTC). */
const SLOTS = 8;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** A month's grid answers megabytes: give a slow answer time to arrive rather than count it failed at 10 s. */
const TIMEOUT_SECONDS = 30;
const GIVE_UP_MS = 300_000;
const PASSWORD = 'Bench1234';
const STAFF = { email: 'bench.staff@example.com', password: PASSWORD };
const TRAINER = { email: 'trainer1@trainers.example.com', password: PASSWORD };

const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(baseUrl.hostname)) {
  console.error(`Refusing to benchmark against ${baseUrl.hostname}: loopback only.`);
  process.exit(1);
}
if (!existsSync(serverJs)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(1);
}

const dbName = `gym_bench_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(baseUrl);
dbUrl.pathname = `/${dbName}`;
const admin = new pg.Client({ connectionString: baseUrl.toString() });
const children = [];
let cleaned = false;

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  for (const child of children) await stop(child);
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  } catch (error) {
    console.error(`Could not drop ${dbName}:`, error.message);
  }
  await admin.end().catch(() => {});
}

const giveUp = setTimeout(async () => {
  console.error('The benchmark took too long; stopping.');
  await cleanup();
  process.exit(1);
}, GIVE_UP_MS);

/**
 * Accounts, rooms and a year of sessions. Session g fills lane g % LANES of the (day, slot) cell g / LANES, so a cell
 * holds LANES sessions at the same time, and within a cell:
 * - the trainers (lane + cell) % TRAINERS differ, as LANES < TRAINERS: a trainer has one session at a time;
 * - the members g % MEMBERS differ, as LANES consecutive numbers < MEMBERS: so does a member;
 * - room lane % ROOMS holds at most ceil(LANES / ROOMS) of them, within its capacity.
 * Slots are back to back and ranges half-open, so cells never overlap: the EXCLUDE constraints accept every row.
 */
async function seed(db) {
  const started = Date.now();
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  await db.query(
    `INSERT INTO users (username, email, password_hash, role, full_name) VALUES ('bench_staff', $1, $2, 'staff', 'Bench Staff')`,
    [STAFF.email, passwordHash],
  );
  await db.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'member_' || g, 'member' || g || '@members.example.com', '!bench', 'user', 'Member ' || g
     FROM generate_series(1, $1::int) AS g`,
    [MEMBERS],
  );
  // The first trainer can log in, to load their own calendar.
  await db.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'trainer_' || g, 'trainer' || g || '@trainers.example.com', CASE WHEN g = 1 THEN $2 ELSE '!bench' END,
            'trainer', 'Trainer ' || g
     FROM generate_series(1, $1::int) AS g`,
    [TRAINERS, passwordHash],
  );
  await db.query(`INSERT INTO trainers (user_id, specialty, experience, price_per_hour)
    SELECT id, 'Strength', id % 20, 40 FROM users WHERE role = 'trainer' ORDER BY id`);
  await db.query(
    `INSERT INTO gym_rooms (room_name, room_type, room_quantity) SELECT 'Room ' || g, 'Studio', $2::int FROM generate_series(1, $1::int) AS g`,
    [ROOMS, ROOM_CAPACITY],
  );
  const lanes = Math.ceil(SESSIONS / (DAYS * SLOTS));
  if (lanes >= TRAINERS || Math.ceil(lanes / ROOMS) > ROOM_CAPACITY) throw new Error('too many sessions per slot');
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const first = new Date(today - Math.floor(DAYS / 2) * 86_400_000);
  await db.query(
    `WITH m AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE role = 'user'),
          t AS (SELECT array_agg(id ORDER BY id) AS ids FROM trainers),
          r AS (SELECT array_agg(id ORDER BY id) AS ids FROM gym_rooms),
          s AS (SELECT g, g / $1::int AS cell, g % $1::int AS lane,
                       $3::timestamptz + (g / $1::int / $4::int) * interval '1 day'
                         + (6 + 2 * (g / $1::int % $4::int)) * interval '1 hour' AS start
                FROM generate_series(0, $2::int - 1) AS g)
     INSERT INTO training_sessions (user_id, trainer_id, room_id, start_time, end_time, session_type, notes, attendance_status)
     SELECT m.ids[1 + s.g % cardinality(m.ids)], t.ids[1 + (s.lane + s.cell) % cardinality(t.ids)],
            r.ids[1 + s.lane % cardinality(r.ids)], s.start, s.start + interval '2 hours',
            (ARRAY['Strength', 'Yoga', 'HIIT', 'Spinning'])[1 + s.g % 4],
            CASE WHEN s.g % 3 = 0 THEN 'Focus on form before adding weight' END,
            s.start + interval '2 hours' <= now() AND s.g % 5 <> 4
     FROM s, m, t, r`,
    [lanes, SESSIONS, first.toISOString(), SLOTS],
  );
  // What autovacuum would do after a bulk load: refresh the planner's statistics.
  await db.query('VACUUM ANALYZE');
  const {
    rows: [counts],
  } = await db.query(
    `SELECT (SELECT count(*) FROM training_sessions)::int AS sessions, (SELECT count(*) FROM users)::int AS users`,
  );
  console.log(
    `seeded ${counts.sessions} sessions (${lanes} at a time, ${DAYS} days from ${first.toISOString().slice(0, 10)}), ` +
      `${counts.users} accounts, ${ROOMS} rooms in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
/** The month with the most sessions, and the days its calendar grid shows: whole weeks, Monday first. */
async function busiestMonth(db) {
  const {
    rows: [busiest],
  } = await db.query(
    `SELECT to_char(date_trunc('month', start_time AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS first, count(*)::int AS n
     FROM training_sessions GROUP BY 1 ORDER BY n DESC, first LIMIT 1`,
  );
  const first = Date.parse(`${busiest.first}T00:00:00Z`);
  const next = new Date(first);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = next.getTime() - 86_400_000;
  const mondayOf = (ms) => ms - ((new Date(ms).getUTCDay() + 6) % 7) * 86_400_000;
  return {
    month: busiest.first.slice(0, 7),
    sessions: busiest.n,
    from: day(mondayOf(first)),
    to: day(mondayOf(last) + 6 * 86_400_000),
  };
}

/**
 * The plans of the two calendar queries, as `selectSessions` and `sessionsWithin` (sessions.service.ts) write them:
 * the same joins, range and order. Prints the scan nodes and the execution time.
 */
async function explain(db, { from, to }, trainerId) {
  const query = (scope) => `
    SELECT s.*, coalesce(u.full_name, u.username), coalesce(tu.full_name, tu.username), r.room_name
    FROM training_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN trainers t ON t.id = s.trainer_id
    JOIN users tu ON tu.id = t.user_id
    JOIN gym_rooms r ON r.id = s.room_id
    WHERE ${scope} s.start_time >= $1 AND s.start_time < $2::timestamptz + interval '1 day'
    ORDER BY s.start_time, s.id`;
  for (const [name, sql, params] of [
    ['staff', query(''), [from, to]],
    ['trainer', query('s.trainer_id = $3 AND'), [from, to, trainerId]],
  ]) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const plan = rows.map((r) => r['QUERY PLAN']);
    const scans = plan.filter((l) => /Scan on training_sessions|Scan using training_sessions|Sort {2}/.test(l));
    console.log(`  ${name}: ${scans.map((l) => l.trim().replace(/ {2}\(cost.*$/, '')).join('; ')}`);
    console.log(`    ${plan.find((l) => l.startsWith('Execution Time'))}`);
  }
}

/**
 * A bare node:http server in its own process, answering every request with `body` as the app did. The body (megabytes
 * here) goes over the IPC channel: an environment variable that large is refused by the system.
 */
async function bareServer(body, contentType) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    process.once('message', (base64) => {
      const body = Buffer.from(base64, 'base64');
      http.createServer((req, res) => {
        res.writeHead(200, { 'content-type': process.env.BENCH_TYPE, 'content-length': body.length });
        res.end(body);
      }).listen(${port}, '127.0.0.1', () => process.send('ready'));
    });`;
  const child = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_TYPE: contentType },
  });
  children.push(child);
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  child.send(body.toString('base64'));
  await ready;
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function load(url, headers) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: TIMEOUT_SECONDS, headers });
}

/**
 * autocannon hangs up on the requests still in flight when its time is up, but the server finishes them (a month's
 * grid takes it a good part of a second each): wait until the health check answers at once, three times running, so
 * that what comes next does not share the machine with that backlog.
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

const line = (name, r) =>
  `  ${name.padEnd(5)} p50 ${String(r.latency.p50).padStart(5)} ms  p99 ${String(r.latency.p99).padStart(5)} ms  ` +
  `${r.requests.average.toFixed(1).padStart(8)} req/s  (${r.requests.total} requests, ${r.non2xx + r.errors + r.timeouts} failed)`;

/** Loads one endpoint of the app, then a bare server sending the same bytes, and prints both and the ratio. */
async function compare(base, path, token) {
  const headers = { authorization: `Bearer ${token}` };
  const started = Date.now();
  const check = await fetch(`${base}${path}`, { headers });
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const body = Buffer.from(await check.arrayBuffer());
  const sessions = JSON.parse(body.toString()).length;
  console.log(
    `\nGET ${path}: ${sessions} sessions, ${(body.length / 1e6).toFixed(2)} MB, ${Date.now() - started} ms alone; ` +
      `${CONNECTIONS} connections, ${DURATION_SECONDS} s`,
  );
  const app = await load(`${base}${path}`, headers);
  await settle(base);
  console.log(line('app', app));
  const bare = await bareServer(body, check.headers.get('content-type') ?? 'application/json');
  const plain = await load(bare.url, headers);
  await stop(bare.child);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(line('bare', plain));
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
  console.log(
    `  ratio p99 ${ratio(app.latency.p99, plain.latency.p99)}x, throughput ${ratio(plain.requests.average, app.requests.average)}x lower than bare`,
  );
  return app.non2xx + app.errors + app.timeouts;
}

async function login(base, account) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.email} answered ${res.status}`);
  return res.json();
}

async function main() {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
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
      GYM_TIME_ZONE: 'UTC',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  children.push(server);
  // The server migrates the new database before it answers.
  await waitForHealth(base, server);

  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  let range;
  let trainerId;
  try {
    await seed(db);
    range = await busiestMonth(db);
    ({
      rows: [{ id: trainerId }],
    } = await db.query('SELECT t.id FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.email = $1', [
      TRAINER.email,
    ]));
    console.log(`\nbusiest month ${range.month} (${range.sessions} sessions), its grid ${range.from} to ${range.to}:`);
    await explain(db, range, trainerId);
  } finally {
    await db.end();
  }

  const staff = await login(base, STAFF);
  const trainer = await login(base, TRAINER);
  const days = `from=${range.from}&to=${range.to}`;
  let failed = 0;
  failed += await compare(base, `/api/TrainingSession?${days}`, staff.token);
  failed += await compare(base, `/api/Trainer/${trainer.user.id}/sessions?${days}`, trainer.token);
  return failed === 0 ? 0 : 1;
}

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
