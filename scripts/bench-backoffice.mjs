// `npm run bench:backoffice`: the back office with 100,000 members on PostgreSQL. Starts the built server on a
// throwaway database, inserts 100,000 members in bulk SQL (with a payment and a subscription each, half of them a
// second payment, so the revenue and plan-type figures have rows to count), and runs autocannon (50 connections,
// 10 s) against, in turn:
//   - the admin dashboard's summary call, GET /api/stats/admin;
//   - a paged member search, GET /api/users?role=user&search=<surname>&page=1;
//   - the first page of the member list without a search, GET /api/users?role=user&page=1.
// Each is compared with a bare node:http server, started in the same run, that sends the same bytes: the ratio
// says how much of the time is ours (routing, auth, validation, SQL, serialisation) rather than HTTP's.
// Prints p50 and p99 latency and requests per second, then a table of all three. Loopback only; drops the database
// and stops the servers when done, and gives up after four minutes whatever happens (scripts/lib/bench.mjs). Figures
// only: there is no threshold to pass.
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { benchServer, compare, failures, getJson, login, printSummary } from './lib/bench.mjs';

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

/** Members, plans of each type, a subscription and one or two completed payments each, rooms and feedback. */
async function seed(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
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

async function main({ base, dbUrl }) {
  await seed(dbUrl);
  const { token } = await login(base, ADMIN);
  const page = await getJson(base, `/api/users?role=user&search=${SEARCH}&page=1`, token);
  console.log(`search "${SEARCH}": ${page.total} of ${MEMBERS} members match, ${page.items.length} on the first page`);

  const load = { connections: CONNECTIONS, duration: DURATION_SECONDS };
  const results = [];
  for (const [label, path] of [
    ['admin dashboard summary', '/api/stats/admin'],
    [`member search "${SEARCH}", first page`, `/api/users?role=user&search=${SEARCH}&page=1`],
    ['members, first page', '/api/users?role=user&page=1'],
  ]) {
    results.push(await compare(base, { label, path, token }, load));
  }
  printSummary(results);
  return results.some((r) => failures(r.app) > 0) ? 1 : 0;
}

await benchServer({ giveUpMs: GIVE_UP_MS }, main);
