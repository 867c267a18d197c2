// `npm run bench:subscriptions`: how fast a member's subscription list answers under load. Starts the built
// server on a throwaway PostgreSQL database, seeds one member with a few subscriptions, and runs autocannon
// (100 connections, 10 s) against GET /api/Users/{id}/subscriptions with the member's token. Prints p50 and
// p99 latency and requests per second. Loopback only; drops the database and stops the server when done,
// and gives up after two minutes whatever happens.
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, waitForHealth } from './lib/local-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverJs = `${root}apps/server/dist/server.js`;
const CONNECTIONS = 100;
const DURATION_SECONDS = 10;
const SUBSCRIPTIONS = 4;
const GIVE_UP_MS = 120_000;

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
let server;
let cleaned = false;

async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
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

async function api(base, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A member with a few subscriptions, each bought with its own completed payment, straight into the tables. */
async function seed(userId) {
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    for (let i = 0; i < SUBSCRIPTIONS; i++) {
      const price = (19.99 + i * 10).toFixed(2);
      const {
        rows: [plan],
      } = await db.query(
        `INSERT INTO plans (name, description, price, duration_in_days, image_url)
         VALUES ($1, 'Benchmark plan', $2, 30, '/images/plans/default.svg') RETURNING id`,
        [`Bench plan ${i + 1}`, price],
      );
      const {
        rows: [payment],
      } = await db.query(
        `INSERT INTO payments (user_id, plan_id, amount, used_at) VALUES ($1, $2, $3, now()) RETURNING id`,
        [userId, plan.id, price],
      );
      await db.query(
        `INSERT INTO subscriptions (user_id, plan_id, payment_id, start_date, end_date)
         VALUES ($1, $2, $3, current_date - $4::int, current_date - $4::int + 30)`,
        [userId, plan.id, payment.id, i * 5],
      );
    }
  } finally {
    await db.end();
  }
}

async function main() {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [serverJs], {
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
  await waitForHealth(base, server);

  const tag = randomBytes(3).toString('hex');
  const member = { username: `bench_${tag}`, email: `bench${tag}@example.com`, password: 'Bench1234' };
  await api(base, '/api/auth/register', { ...member, fullname: 'Bench Member', phone: '0123456789' });
  const { token, user } = await api(base, '/api/auth/login', { email: member.email, password: member.password });
  await seed(user.id);

  const url = `${base}/api/Users/${user.id}/subscriptions`;
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const rows = await check.json();
  if (!check.ok || rows.length !== SUBSCRIPTIONS) throw new Error(`unexpected answer ${check.status}`);

  console.log(
    `GET /api/Users/${user.id}/subscriptions (${SUBSCRIPTIONS} rows), ${CONNECTIONS} connections, ${DURATION_SECONDS} s…`,
  );
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  // autocannon hangs up on requests still in flight; let the server finish them before it is stopped.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(`latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`requests/s ${Math.round(result.requests.average)} (${result.requests.total} in ${result.duration} s)`);
  console.log(`failed ${failed} (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`);
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
