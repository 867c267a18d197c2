// `npm run bench:backoffice`: the back office with 100,000 members on PostgreSQL. Starts the built server on a
// throwaway database, inserts 100,000 members in bulk SQL (with a payment and a subscription each, half of them a
// second payment, so the revenue and plan-type figures have rows to count), and runs autocannon (50 connections,
// 10 s) against, in turn:
//   - the admin dashboard's summary call, GET /api/stats/admin;
//   - a paged member search, GET /api/users?role=user&search=<surname>&page=1;
//   - the first page of the member list without a search, GET /api/users?role=user&page=1.
// Each is compared with a bare node:http server, started in the same run, that sends the same bytes: the ratio
// says how much of the time is ours (routing, auth, validation, SQL, serialisation) rather than HTTP's.
// Prints p50 and p99 latency and requests per second. Loopback only; drops the database and stops the servers when
// done, and gives up after four minutes whatever happens. Figures only: there is no threshold to pass.
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
const MEMBERS = 100_000;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const GIVE_UP_MS = 240_000;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench1234' };
/** Surnames the members share (each about 2.5 % of them); the search looks for one of them. */
const FIRST = ['Ana', 'Ben', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Leo'];
const LAST = (
  'Garcia Smith Nguyen Kowalski Okafor Rossi Tanaka Dubois Silva Novak Jensen Haddad Murphy Schmidt Costa Ivanova ' +
  'Larsen Moreau Patel Yilmaz Berg Lopez Kim Walsh Fischer Ortiz Sato Young Brooks Hughes Evans Turner Castillo Ito ' +
  'Green Adams Quint Ueda Vargas Zimmer'
).split(' ');
const SEARCH = 'garcia';

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

/** Members, plans of each type, a subscription and one or two completed payments each, rooms and feedback. */
async function seed() {
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const started = Date.now();
    const adminHash = await hash(ADMIN.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name) VALUES ('bench_admin', $1, $2, 'admin', 'Bench Admin')`,
      [ADMIN.email, adminHash],
    );
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name, phone, birthday)
       SELECT 'member_' || g,
              lower(($2::text[])[1 + (g / 7) % cardinality($2::text[])]) || '.' || g || '@members.example.com',
              '!bench', 'user',
              ($1::text[])[1 + g % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g / 7) % cardinality($2::text[])],
              '09' || lpad(g::text, 8, '0'),
              date '1960-01-01' + (g * 37) % 16000
       FROM generate_series(1, $3::int) AS g`,
      [FIRST, LAST, MEMBERS],
    );
    await db.query(`INSERT INTO plans (name, description, price, duration_in_days, image_url, plan_type)
      VALUES ('Basic', 'Bench', 29, 30, '/x.svg', 'Basic'), ('Standard', 'Bench', 59, 30, '/x.svg', 'Standard'),
             ('Premium', 'Bench', 249, 90, '/x.svg', 'Premium'), ('Diamond', 'Bench', 899, 365, '/x.svg', 'Diamond')`);
    // One payment per member within the last six months, a second one for every other member.
    await db.query(
      `INSERT INTO payments (user_id, plan_id, amount, payment_date, used_at)
       SELECT u.id, p.id, p.price,
              now() - ((u.id::bigint * 7919) % 180) * interval '1 day' - (u.id % 720) * interval '1 minute', now()
       FROM users u JOIN plans p ON p.id = 1 + u.id % 4 WHERE u.role = 'user'`,
    );
    await db.query(
      `INSERT INTO payments (user_id, amount, payment_date)
       SELECT id, 59, now() - ((id::bigint * 104729) % 180) * interval '1 day' - (id % 600) * interval '1 minute'
       FROM users WHERE role = 'user' AND id % 2 = 0`,
    );
    await db.query(
      `INSERT INTO subscriptions (user_id, plan_id, payment_id, start_date, end_date, is_active, status)
       SELECT p.user_id, p.plan_id, p.id, p.payment_date::date, p.payment_date::date + 30,
              p.user_id % 10 < 7, CASE WHEN p.user_id % 10 < 7 THEN 'Active' ELSE 'Expired' END
       FROM payments p WHERE p.plan_id IS NOT NULL`,
    );
    await db.query(`INSERT INTO gym_rooms (room_name, room_type, room_quantity)
      SELECT 'Room ' || g, 'Studio', 10 FROM generate_series(1, 6) g`);
    await db.query(`INSERT INTO feedback (user_id, message, rating, is_processed)
      SELECT id, 'Bench feedback', 1 + id % 5, id % 3 = 0 FROM users WHERE role = 'user' AND id % 50 = 0`);
    // What autovacuum would do after a bulk load: fold the GIN indexes' pending entries in, refresh statistics.
    await db.query('VACUUM ANALYZE');
    const {
      rows: [counts],
    } =
      await db.query(`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM payments)::int AS payments,
      (SELECT count(*) FROM subscriptions)::int AS subscriptions, (SELECT count(*) FROM payment_totals)::int AS quarters`);
    console.log(
      `seeded ${counts.users} accounts, ${counts.payments} payments (${counts.quarters} quarter-hour totals), ` +
        `${counts.subscriptions} subscriptions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
}

/** A bare node:http server in its own process, answering every request with `body` as the app did. */
async function bareServer(body, contentType) {
  const port = await freePort();
  const code = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BENCH_BODY, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.BENCH_TYPE, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_BODY: body.toString('base64'), BENCH_TYPE: contentType },
  });
  children.push(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function load(url, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  // autocannon hangs up on requests still in flight; let the server finish them before the next run.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return result;
}

const line = (name, r) =>
  `  ${name.padEnd(5)} p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
  `${String(Math.round(r.requests.average)).padStart(6)} req/s  (${r.requests.total} requests, ${r.non2xx + r.errors + r.timeouts} failed)`;

/** Loads one endpoint of the app, then a bare server sending the same bytes, and prints both and the ratio. */
async function compare(base, path, token) {
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(`${base}${path}`, { headers });
  if (!check.ok) throw new Error(`${path} answered ${check.status}: ${await check.text()}`);
  const body = Buffer.from(await check.arrayBuffer());
  console.log(`\nGET ${path} (${body.length} bytes), ${CONNECTIONS} connections, ${DURATION_SECONDS} s`);
  const app = await load(`${base}${path}`, headers);
  console.log(line('app', app));
  const bare = await bareServer(body, check.headers.get('content-type') ?? 'application/json');
  const plain = await load(bare.url, headers);
  await stop(bare.child);
  console.log(line('bare', plain));
  const ratio = (a, b) => (b > 0 ? (a / b).toFixed(1) : 'n/a');
  console.log(
    `  ratio p99 ${ratio(app.latency.p99, plain.latency.p99)}x, throughput ${ratio(plain.requests.average, app.requests.average)}x lower than bare`,
  );
  return app.non2xx + app.errors + app.timeouts;
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
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
    },
  });
  children.push(server);
  // The server migrates the new database before it answers.
  await waitForHealth(base, server);
  await seed();

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}`);
  const { token } = await login.json();

  const page = await (
    await fetch(`${base}/api/users?role=user&search=${SEARCH}&page=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  console.log(`search "${SEARCH}": ${page.total} of ${MEMBERS} members match, ${page.items.length} on the first page`);

  let failed = 0;
  failed += await compare(base, '/api/stats/admin', token);
  failed += await compare(base, `/api/users?role=user&search=${SEARCH}&page=1`, token);
  failed += await compare(base, '/api/users?role=user&page=1', token);
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
