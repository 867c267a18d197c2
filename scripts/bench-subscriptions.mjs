// `npm run bench:subscriptions`: how fast a member's subscription list answers under load. Starts the built
// server on a throwaway PostgreSQL database, seeds one member with a few subscriptions, and runs autocannon
// (100 connections, 10 s) against GET /api/Users/{id}/subscriptions with the member's token. Prints p50 and
// p99 latency and requests per second. Loopback only; drops the database and stops the server when done,
// and gives up after two minutes whatever happens (`benchServer` in lib/bench.mjs).
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchServer } from './lib/bench.mjs';

const CONNECTIONS = 100;
const DURATION_SECONDS = 10;
const SUBSCRIPTIONS = 4;
const GIVE_UP_MS = 120_000;

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
async function seed(dbUrl, userId) {
  const db = new pg.Client({ connectionString: dbUrl });
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

await benchServer({ giveUpMs: GIVE_UP_MS }, async ({ base, dbUrl }) => {
  const tag = randomBytes(3).toString('hex');
  const member = { username: `bench_${tag}`, email: `bench${tag}@example.com`, password: 'Bench1234' };
  await api(base, '/api/auth/register', { ...member, fullname: 'Bench Member', phone: '(201) 555-0123' });
  const { token, user } = await api(base, '/api/auth/login', { email: member.email, password: member.password });
  await seed(dbUrl, user.id);

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
});
