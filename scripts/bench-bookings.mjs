// `npm run bench:bookings`: books training sessions as fast as the server accepts them, on PostgreSQL, with
// many requests fighting over the same trainers, members, rooms and hours, then proves with SQL that nobody
// was double-booked and no room went over capacity.
//
// It creates a throwaway database on the server in TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the API on it from source (tsx), seeds members with subscriptions, trainers and rooms straight into
// the tables, logs the members in, fires the bookings over loopback HTTP from a bounded pool, verifies, and
// drops the database. Bounded in count and time:
//   BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 50), BENCH_SECONDS (default 60),
//   BENCH_MEMBERS (default 300), BENCH_TRAINERS (default 20), BENCH_DAYS (default 3, at most 80),
//   BENCH_SEED (default 1). Few trainers and days make most requests collide; more of both let more through.
// BENCH_SPREAD=1 books without any collision instead: member n with trainer n in a room of their own, each pair
// in consecutive 2-hour slots, so no two bookings share a member, trainer or room row lock and every one is
// accepted; what they still share is what every write shares (the change counters). BENCH_TRAINERS (default 100
// there) pairs, which should exceed BENCH_CONCURRENCY; BENCH_DAYS is then as many as the requests need.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { freePort, waitForHealth } from './lib/local-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = (name, fallback) => Number(process.env[name] ?? fallback);
const REQUESTS = env('BENCH_REQUESTS', 2000);
const CONCURRENCY = env('BENCH_CONCURRENCY', 50);
const SECONDS = env('BENCH_SECONDS', 60);
const MEMBERS = env('BENCH_MEMBERS', 300);
const SPREAD = process.env.BENCH_SPREAD === '1';
const TRAINERS = env('BENCH_TRAINERS', SPREAD ? 100 : 20);
const SEED = env('BENCH_SEED', 1);
const PASSWORD = 'Bench1234';
/** Capacities of the bookable rooms, and one closed room every request to it must be refused. */
const ROOMS = [
  { name: 'Bench PT Suite', quantity: 1, status: 'Active' },
  { name: 'Bench Boxing', quantity: 2, status: 'Active' },
  { name: 'Bench Studio', quantity: 4, status: 'Active' },
  { name: 'Bench Floor', quantity: 8, status: 'Active' },
  { name: 'Bench Closed', quantity: 5, status: 'Inactive' },
];
/** Days from tomorrow, starts every hour from 06:00 to 13:00: 2-hour sessions overlap their neighbours. */
const HOURS = [6, 7, 8, 9, 10, 11, 12, 13];
/** BENCH_SPREAD: the pairs of member and trainer, and the 2-hour starts that do not overlap. */
const PAIRS = Math.min(MEMBERS, TRAINERS);
const SPREAD_HOURS = [6, 8, 10, 12];
const DAYS = Math.min(80, SPREAD ? Math.ceil(REQUESTS / PAIRS / SPREAD_HOURS.length) : env('BENCH_DAYS', 3));
if (SPREAD && REQUESTS > 80 * PAIRS * SPREAD_HOURS.length)
  throw new Error('BENCH_SPREAD: too many requests for 80 days');

const baseUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `gym_bench_${randomBytes(4).toString('hex')}`;
const benchUrl = new URL(baseUrl);
benchUrl.pathname = `/${dbName}`;

/** A small seeded PRNG (mulberry32), so a run can be repeated. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `task(i)` for i in [0, count) with at most `limit` at once, stopping early at `deadline`. */
async function pool(count, limit, deadline, task) {
  let next = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return next;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ymd = (d) => d.toISOString().slice(0, 10);

async function seed(client, today) {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const members = await client.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'bm_' || g, 'bm' || g || '@bench.test', $1, 'user', 'Bench Member ' || g FROM generate_series(1, $2) g
     RETURNING id, email`,
    [passwordHash, MEMBERS],
  );
  const trainerUsers = await client.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'bt_' || g, 'bt' || g || '@bench.test', $1, 'trainer', 'Bench Coach ' || g FROM generate_series(1, $2) g
     RETURNING id`,
    [passwordHash, TRAINERS],
  );
  const trainers = await client.query(
    `INSERT INTO trainers (user_id, specialty, experience, price_per_hour)
     SELECT unnest($1::int[]), 'Strength', 5, 40 RETURNING id`,
    [trainerUsers.rows.map((r) => r.id)],
  );
  const rooms = [];
  const roomList = SPREAD
    ? Array.from({ length: PAIRS }, (_, i) => ({ name: `Bench Lane ${i + 1}`, quantity: 1, status: 'Active' }))
    : ROOMS;
  for (const room of roomList) {
    const { rows } = await client.query(
      `INSERT INTO gym_rooms (room_name, room_type, room_quantity, room_status) VALUES ($1, 'Bench', $2, $3) RETURNING id`,
      [room.name, room.quantity, room.status],
    );
    rooms.push({ ...room, id: rows[0].id });
  }
  const { rows: plan } = await client.query(
    `INSERT INTO plans (name, description, price, duration_in_days, image_url)
     VALUES ('Bench plan', 'For the benchmark', 30, 90, '/plan.svg') RETURNING id`,
  );
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 1);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 90);
  if (SPREAD && DAYS > 88) throw new Error('BENCH_SPREAD: the subscriptions cover 90 days');
  await client.query(
    `INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active)
     SELECT unnest($1::int[]), $2, $3, $4, true`,
    [members.rows.map((r) => r.id), plan[0].id, ymd(start), ymd(end)],
  );
  return { members: members.rows, trainerIds: trainers.rows.map((r) => r.id), rooms };
}

async function verify(client) {
  const one = async (text) => Number((await client.query(text)).rows[0].n);
  return {
    sessions: await one('SELECT count(*) AS n FROM training_sessions'),
    trainerOverlaps: await one(`
      SELECT count(*) AS n FROM training_sessions a JOIN training_sessions b
        ON a.trainer_id = b.trainer_id AND a.id < b.id AND a.start_time < b.end_time AND b.start_time < a.end_time`),
    memberOverlaps: await one(`
      SELECT count(*) AS n FROM training_sessions a JOIN training_sessions b
        ON a.user_id = b.user_id AND a.id < b.id AND a.start_time < b.end_time AND b.start_time < a.end_time`),
    // A room is fullest at the start of one of its sessions: count what is running at each start.
    roomsOverCapacity: await one(`
      SELECT count(*) AS n FROM training_sessions a JOIN gym_rooms r ON r.id = a.room_id
      WHERE (SELECT count(*) FROM training_sessions b
             WHERE b.room_id = a.room_id AND b.start_time <= a.start_time AND a.start_time < b.end_time) > r.room_quantity`),
    inClosedRooms: await one(`
      SELECT count(*) AS n FROM training_sessions s JOIN gym_rooms r ON r.id = s.room_id
      WHERE r.room_status <> 'Active'`),
    notTwoHours: await one(
      `SELECT count(*) AS n FROM training_sessions WHERE end_time - start_time <> interval '2 hours'`,
    ),
  };
}

async function main() {
  const admin = new pg.Client({ connectionString: baseUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  let server;
  let client;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: benchUrl.toString(),
        DEMO_DATA: 'false',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        GYM_TIME_ZONE: 'UTC',
        // Every start the bench picks (06:00 to 13:00) is inside these hours on any day, weekends included.
        OPENING_HOURS: 'Mon-Sun 06:00-22:00',
        LOGIN_MAX_FAILURES: '100000',
      },
    });
    await waitForHealth(url, server); // the server migrates the fresh database before it answers

    client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    const today = ymd(new Date());
    const { members, trainerIds, rooms } = await seed(client, today);

    const tokens = new Array(members.length);
    const loginStarted = performance.now();
    await pool(members.length, 8, Number.POSITIVE_INFINITY, async (i) => {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: members[i].email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
      tokens[i] = (await res.json()).token;
    });
    const loginSeconds = (performance.now() - loginStarted) / 1000;

    const random = prng(SEED);
    const pick = (list) => list[Math.floor(random() * list.length)];
    const days = Array.from({ length: DAYS }, (_, i) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1 + i);
      return ymd(d);
    });
    const hh = (hour) => `${String(hour).padStart(2, '0')}:00`;
    const requests = Array.from({ length: REQUESTS }, (_, i) => {
      if (SPREAD) {
        const pair = i % PAIRS;
        const slot = Math.floor(i / PAIRS);
        return {
          member: pair,
          body: {
            trainerId: trainerIds[pair],
            roomId: rooms[pair].id,
            date: days[Math.floor(slot / SPREAD_HOURS.length)],
            startTime: hh(SPREAD_HOURS[slot % SPREAD_HOURS.length]),
          },
        };
      }
      return {
        member: Math.floor(random() * members.length),
        body: { trainerId: pick(trainerIds), roomId: pick(rooms).id, date: pick(days), startTime: hh(pick(HOURS)) },
      };
    });

    const statuses = new Map();
    const messages = new Map();
    const latencies = [];
    const started = performance.now();
    const sent = await pool(REQUESTS, CONCURRENCY, Date.now() + SECONDS * 1000, async (i) => {
      const { member, body } = requests[i];
      const t0 = performance.now();
      const res = await fetch(`${url}/api/trainingsession`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[member]}` },
        body: JSON.stringify(body),
      });
      const answer = await res.json().catch(() => ({}));
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status !== 201) messages.set(answer.message, (messages.get(answer.message) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;

    const accepted = statuses.get(201) ?? 0;
    const check = await verify(client);
    latencies.sort((a, b) => a - b);
    const unexpected = [...statuses].filter(([s]) => s !== 201 && s !== 409);

    console.log(`\nBooking benchmark (PostgreSQL, loopback HTTP${SPREAD ? ', no two bookings colliding' : ''})`);
    console.log(`  setup: ${members.length} members with subscriptions, ${trainerIds.length} trainers,`);
    console.log(
      SPREAD
        ? `         ${rooms.length} rooms of 1,`
        : `         rooms ${rooms.map((r) => `${r.quantity}${r.status === 'Active' ? '' : ' closed'}`).join('/')},`,
    );
    console.log(
      `         ${DAYS} days x ${(SPREAD ? SPREAD_HOURS : HOURS).length} starts; ${members.length} logins in ${loginSeconds.toFixed(1)} s`,
    );
    console.log(
      `  sent ${sent} bookings, ${CONCURRENCY} at a time, in ${seconds.toFixed(2)} s: ${(sent / seconds).toFixed(0)} requests/s`,
    );
    console.log(
      `  accepted ${accepted} (${(accepted / seconds).toFixed(0)} bookings accepted/s), refused ${statuses.get(409) ?? 0} with 409`,
    );
    for (const [message, count] of [...messages].sort((a, b) => b[1] - a[1])) console.log(`    ${count} x ${message}`);
    console.log(
      `  latency ms: p50 ${percentile(latencies, 50).toFixed(1)}, p95 ${percentile(latencies, 95).toFixed(1)}, p99 ${percentile(latencies, 99).toFixed(1)}, max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
    );
    console.log('  verified with SQL:');
    console.log(`    sessions stored ${check.sessions} (accepted ${accepted})`);
    console.log(`    trainer double bookings ${check.trainerOverlaps}, member double bookings ${check.memberOverlaps}`);
    console.log(`    sessions above room capacity ${check.roomsOverCapacity}, in a closed room ${check.inClosedRooms}`);
    console.log(`    sessions not 2 hours long ${check.notTwoHours}`);

    const ok =
      unexpected.length === 0 &&
      check.sessions === accepted &&
      check.trainerOverlaps === 0 &&
      check.memberOverlaps === 0 &&
      check.roomsOverCapacity === 0 &&
      check.inClosedRooms === 0 &&
      check.notTwoHours === 0 &&
      accepted > 0 &&
      (!SPREAD || accepted === sent);
    if (unexpected.length)
      console.log(`  unexpected statuses: ${unexpected.map(([s, n]) => `${n} x ${s}`).join(', ')}`);
    console.log(ok ? '  OK: no double booking, no room over capacity' : '  FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await client?.end().catch(() => {});
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
