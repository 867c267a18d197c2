// `npm run bench:desk`: the front desk of a gym with 100,000 members on PostgreSQL. Starts the built server on a
// throwaway database, inserts in bulk SQL 100,000 members with a plan each (nine in ten running) and 700,000
// check-ins over the last 90 days (through the table's trigger, which keeps each member's last visit), then:
//   - the morning peak: five desks, each checking in a member every 600 ms (100 a minute, a busy desk), for 30 s,
//     `POST /api/checkin { userId }` as the desk's search does; prints p50, p99 and the slowest, and any refusal;
//   - the same call as fast as five desks can send it (autocannon, 5 connections, 10 s), beside a bare node:http
//     server answering the same bytes: the headroom above the peak;
//   - the members list the desk reads (`GET /api/desk/members`): the first page by name, running plans only, by
//     end date and by last visit (50 connections, 10 s each), each beside a bare server sending the same bytes.
// Figures only: there is no threshold to pass. Loopback only; drops the database and stops the servers when done,
// and gives up after five minutes whatever happens (scripts/lib/bench.mjs).
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { bareServer, benchServer, compare, failures, login, printSummary, sameAnswer, stop } from './lib/bench.mjs';

const MEMBERS = 100_000;
const VISITS_PER_MEMBER = 7;
const DESKS = 5;
const SCAN_EVERY_MS = 600;
const PEAK_SECONDS = 30;
const GIVE_UP_MS = 300_000;
const STAFF = { email: 'bench.desk@example.com', password: 'Bench1234' };

/** The desk's account, members with a plan each, and their visits. */
async function seed(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const started = Date.now();
    const staffHash = await hash(STAFF.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name) VALUES ('bench_desk', $1, $2, 'staff', 'Bench Desk')`,
      [STAFF.email, staffHash],
    );
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name)
       SELECT 'member_' || g, 'member.' || g || '@members.example.com', '!bench', 'user', 'Member ' || lpad(g::text, 6, '0')
       FROM generate_series(1, $1::int) AS g`,
      [MEMBERS],
    );
    await db.query(`INSERT INTO plans (name, description, price, duration_in_days, image_url, plan_type)
      VALUES ('Monthly', 'Bench', 29, 30, '/x.svg', 'Basic'), ('Quarterly', 'Bench', 79, 90, '/x.svg', 'Standard')`);
    // Nine in ten running (ending over the next four months), the rest ended last month.
    await db.query(
      `INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active, status)
       SELECT id, 1 + id % 2,
              CASE WHEN id % 10 < 9 THEN current_date - 30 ELSE current_date - 90 END,
              CASE WHEN id % 10 < 9 THEN current_date + (id % 120) ELSE current_date - 30 END,
              id % 10 < 9, CASE WHEN id % 10 < 9 THEN 'Active' ELSE 'Expired' END
       FROM users WHERE role = 'user'`,
    );
    await db.query(
      `INSERT INTO checkins (user_id, at, gym_date, method)
       SELECT u.id, v.at, (v.at AT TIME ZONE 'UTC')::date, 'search'
       FROM users u
       CROSS JOIN generate_series(1, $1::int) AS k
       CROSS JOIN LATERAL (
         SELECT now() - ((u.id::bigint * 7919 + k * 104729) % (90 * 24 * 60)) * interval '1 minute' AS at
       ) v
       WHERE u.role = 'user'`,
      [VISITS_PER_MEMBER],
    );
    await db.query('VACUUM ANALYZE');
    const {
      rows: [counts],
    } = await db.query(`SELECT (SELECT count(*) FROM users WHERE role = 'user')::int AS members,
      (SELECT count(*) FROM checkins)::int AS checkins, (SELECT count(*) FROM member_last_visits)::int AS visited`);
    console.log(
      `seeded ${counts.members} members, ${counts.checkins} check-ins (${counts.visited} members' last visit kept) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.end();
  }
}

/**
 * The k-th member to arrive, spread over the gym: member ids run from 2 (the desk's account is 1), and those whose id
 * ends in 9 have no running plan (the seed), so they are skipped: a refusal would measure the refusal.
 */
function runningMember(k) {
  const id = 2 + ((k * 7919) % MEMBERS);
  return id % 10 === 9 ? id - 1 : id;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Five desks at 100 check-ins a minute each, for PEAK_SECONDS: every answer's time. */
async function morningPeak(base, token) {
  const times = [];
  const refused = [];
  let next = 1;
  const desk = async () => {
    const until = Date.now() + PEAK_SECONDS * 1000;
    while (Date.now() < until) {
      const tick = Date.now();
      const res = await fetch(`${base}/api/checkin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ userId: runningMember(next++) }),
      });
      await res.arrayBuffer();
      times.push(Date.now() - tick);
      if (res.status !== 201) refused.push(res.status);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SCAN_EVERY_MS - (Date.now() - tick))));
    }
  };
  await Promise.all(Array.from({ length: DESKS }, desk));
  const sorted = times.sort((a, b) => a - b);
  const summary = {
    checkins: times.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    slowest: sorted.at(-1),
    refused: refused.length,
  };
  console.log(
    `\nmorning peak: ${DESKS} desks × ${Math.round(60_000 / SCAN_EVERY_MS)} a minute for ${PEAK_SECONDS} s: ` +
      `${summary.checkins} check-ins, p50 ${summary.p50} ms, p99 ${summary.p99} ms, slowest ${summary.slowest} ms, ` +
      `${summary.refused} refused`,
  );
  return summary;
}

/** Check-ins as fast as five connections send them, beside a bare server answering the same bytes. */
async function headroom(base, token) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const sample = await fetch(`${base}/api/checkin`, { method: 'POST', headers, body: JSON.stringify({ userId: 2 }) });
  const body = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 201) throw new Error(`check-in answered ${sample.status}: ${body}`);
  let n = 1_000_000;
  const options = { connections: DESKS, duration: 10, timeout: 10 };
  const app = await autocannon({
    url: `${base}/api/checkin`,
    ...options,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ userId: runningMember(n++) }) }),
      },
    ],
  });
  const bare = await bareServer(body, sameAnswer(sample));
  const plain = await autocannon({ url: bare.url, ...options, method: 'POST', headers, body: '{"userId":2}' });
  await stop(bare.child);
  console.log(
    `check-ins flat out (${DESKS} connections, 10 s): p50 ${app.latency.p50} ms, p99 ${app.latency.p99} ms, ` +
      `${app.requests.average.toFixed(1)} a second (${failures(app)} failed); bare server ${plain.requests.average.toFixed(0)} a second`,
  );
  return { label: 'check-in, flat out', bytes: body.length, app, bare: plain };
}

async function main({ base, dbUrl }) {
  await seed(dbUrl);
  const { token } = await login(base, STAFF);
  const peak = await morningPeak(base, token);
  const results = [await headroom(base, token)];
  const load = { connections: 50, duration: 10 };
  for (const [label, query] of [
    ['members, first page by name', 'page=1'],
    ['members with a running plan', 'status=Active&page=1'],
    ['members by end date', 'sort=endDate&page=1'],
    ['members by last visit, latest first', 'sort=lastCheckIn&order=desc&page=1'],
  ]) {
    results.push(
      await compare(
        base,
        { label, path: `/api/desk/members?${query}`, token, describe: (page) => `${page.total} members` },
        load,
      ),
    );
  }
  printSummary(results);
  return peak.refused > 0 || results.some((r) => failures(r.app) > 0) ? 1 : 0;
}

await benchServer({ giveUpMs: GIVE_UP_MS }, main);
