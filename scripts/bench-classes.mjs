// `npm run bench:classes`: a popular timetable opening, on PostgreSQL, on two server instances. 1,000 members with a
// plan that includes group classes each book one of 20 classes at once (50 for each class of 25 places: half get a
// place, half the waitlist), then half of them leave (before the cut-off, so every place left goes to the head of
// the waitlist). Requests alternate between the two instances. Prints accepted bookings a second and p50/p99 for
// the booking and for the leaving, then checks with SQL that no class went over capacity, the counters match the
// places, every place freed was taken from the waitlist (each class ends full, with no one waiting), and each
// promoted member was promoted once (one "You're in" e-mail each, kept in the outbox: the servers' mail server
// refuses, so nothing is sent and deleted).
//
// The booking is compared with a bare node:http + pg server (scripts/lib/bare-class-booking.mjs, two processes
// too) running the same transaction, statement for statement, on 20 classes of its own in the same database, in
// the same run, with the same members, order and concurrency: the ratio says how much of a booking's time is ours
// (auth, validation, the ORM, composing the e-mail) rather than the transaction's. Figures only; the SQL checks
// must pass. Needs `npm run build` (the npm script runs it when stale). BENCH_CONCURRENCY (default 100).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { benchServer, track } from './lib/bench.mjs';
import { freePort } from './lib/local-server.mjs';

const MEMBERS = 1000;
const CLASSES = 20;
const CAPACITY = 25;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);
/** The app's pool size (openPostgres' default), given to the bare servers too. */
const POOL_SIZE = 10;
const PASSWORD = 'Bench1234';
const GIVE_UP_MS = 300_000;
const DAY_MS = 86_400_000;
const bareScript = fileURLToPath(new URL('./lib/bare-class-booking.mjs', import.meta.url));

/** Runs `task(i)` for i in [0, count) with at most `limit` at once. */
async function pool(count, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Members, a plan with group classes, 20 trainers and rooms, and two sets of 20 classes three days ahead. */
async function seed(client) {
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const { rows: members } = await client.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'cm_' || g, 'cm' || g || '@bench.test', $1, 'user', 'Class Member ' || g FROM generate_series(1, $2) g
     RETURNING id, email`,
    [passwordHash, MEMBERS],
  );
  const { rows: plan } = await client.query(
    `INSERT INTO plans (name, description, price, duration_in_days, image_url, group_fitness_classes)
     VALUES ('Bench classes plan', 'For the benchmark', 30, 90, '/plan.svg', true) RETURNING id`,
  );
  await client.query(
    `INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active)
     SELECT unnest($1::int[]), $2, current_date - 1, current_date + 60, true`,
    [members.map((m) => m.id), plan[0].id],
  );
  const { rows: trainerUsers } = await client.query(
    `INSERT INTO users (username, email, password_hash, role, full_name)
     SELECT 'ct_' || g, 'ct' || g || '@bench.test', $1, 'trainer', 'Class Coach ' || g FROM generate_series(1, $2) g
     RETURNING id`,
    [passwordHash, CLASSES],
  );
  const { rows: trainers } = await client.query(
    `INSERT INTO trainers (user_id, specialty, experience, price_per_hour)
     SELECT unnest($1::int[]), 'Spinning', 5, 40 RETURNING id`,
    [trainerUsers.map((r) => r.id)],
  );
  const { rows: rooms } = await client.query(
    `INSERT INTO gym_rooms (room_name, room_type, room_quantity, room_status)
     SELECT 'Bench Studio ' || g, 'Studio', $2, 'Active' FROM generate_series(1, $1) g RETURNING id`,
    [CLASSES, CAPACITY],
  );
  const { rows: type } = await client.query(
    `INSERT INTO class_types (name, duration_minutes, default_capacity) VALUES ('Bench Spin', 45, $1) RETURNING id`,
    [CAPACITY],
  );
  // Trainer i in room i: the app's classes at 09:00, the bare server's at 11:00, three days ahead.
  const makeClasses = async (hour) => {
    const start = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + 3 * DAY_MS + hour * 3_600_000);
    const { rows } = await client.query(
      `INSERT INTO class_sessions (class_type_id, trainer_id, room_id, start_time, end_time, capacity)
       SELECT $1, t, r, $2::timestamptz, $2::timestamptz + interval '45 minutes', $3
       FROM unnest($4::int[], $5::int[]) AS x(t, r) RETURNING id`,
      [type[0].id, start, CAPACITY, trainers.map((t) => t.id), rooms.map((r) => r.id)],
    );
    return rows.map((r) => r.id);
  };
  return { members, appClasses: await makeClasses(9), bareClasses: await makeClasses(11) };
}

/** Sends `count` requests (`request(i)` → { url, headers }), `CONCURRENCY` at once; latencies and answers. */
async function burst(count, request) {
  const latencies = [];
  const answers = new Array(count);
  const started = performance.now();
  await pool(count, CONCURRENCY, async (i) => {
    const { url, headers } = request(i);
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers });
    const body = await res.json().catch(() => ({}));
    latencies.push(performance.now() - t0);
    answers[i] = { status: res.status, body };
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const accepted = answers.filter((a) => a.status === 201 || a.status === 200).length;
  return {
    answers,
    seconds,
    accepted,
    rate: accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const describe = (label, r) =>
  `  ${label.padEnd(28)} ${String(r.accepted).padStart(4)} accepted in ${r.seconds.toFixed(2)} s: ` +
  `${r.rate.toFixed(0).padStart(5)} /s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

async function startBare(dbUrl) {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [bareScript], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(port), POOL_SIZE: String(POOL_SIZE) },
    }),
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('the bare server stopped')));
  });
  return `http://127.0.0.1:${port}`;
}

async function verify(client, classIds, waitlistedFirst) {
  const { rows: classes } = await client.query(
    `SELECT c.id, c.capacity, c.booked_count, c.waitlist_count,
            count(*) FILTER (WHERE b.status = 'Booked')::int AS booked,
            count(*) FILTER (WHERE b.status = 'Waitlisted')::int AS waiting
     FROM class_sessions c LEFT JOIN class_bookings b ON b.class_session_id = c.id
     WHERE c.id = ANY($1) GROUP BY c.id`,
    [classIds],
  );
  const { rows: promotions } = await client.query(
    `SELECT message->>'to' AS email, count(*)::int AS n FROM mail_outbox
     WHERE message->>'subject' LIKE 'You''re in:%' GROUP BY 1`,
  );
  const { rows: bookedNow } = await client.query(
    `SELECT u.email FROM class_bookings b JOIN users u ON u.id = b.user_id
     WHERE b.class_session_id = ANY($1) AND b.status = 'Booked'`,
    [classIds],
  );
  const promoted = new Map(promotions.map((r) => [r.email, r.n]));
  const nowBooked = bookedNow.map((r) => r.email);
  return {
    overCapacity: classes.filter((c) => c.booked > c.capacity || c.booked_count > c.capacity).length,
    countersWrong: classes.filter((c) => c.booked !== c.booked_count || c.waiting !== c.waitlist_count).length,
    // Each class had 50 members and 25 left: a full class with nobody waiting is every freed place refilled.
    notRefilled: classes.filter((c) => c.booked !== c.capacity || c.waiting !== 0).length,
    promotedTwice: [...promoted.values()].filter((n) => n > 1).length,
    // Waitlisted at first and now in the class: each has had their one "You're in".
    promotedUnannounced: nowBooked.filter((e) => waitlistedFirst.has(e) && promoted.get(e) !== 1).length,
    announcedNotWaitlisted: [...promoted.keys()].filter((e) => !waitlistedFirst.has(e)).length,
    promotions: promotions.reduce((n, r) => n + r.n, 0),
  };
}

await benchServer(
  {
    giveUpMs: GIVE_UP_MS,
    instances: 2,
    env: {
      GYM_TIME_ZONE: 'UTC',
      // Nothing listens there: e-mails stay in the outbox, where the checks read them.
      SMTP_URL: 'smtp://127.0.0.1:9',
      LOG_LEVEL: 'fatal',
      CANCEL_CUTOFF_HOURS: '12',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
  },
  async ({ bases, dbUrl }) => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const { members, appClasses, bareClasses } = await seed(client);
      const loginStarted = performance.now();
      const tokens = new Array(members.length);
      await pool(members.length, 8, async (i) => {
        const res = await fetch(`${bases[i % 2]}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: members[i].email, password: PASSWORD }),
        });
        if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
        tokens[i] = (await res.json()).token;
      });
      const loginSeconds = (performance.now() - loginStarted) / 1000;
      const bares = [await startBare(dbUrl), await startBare(dbUrl)];
      const auth = (i) => ({ authorization: `Bearer ${tokens[i]}` });

      // The bare transaction first, then ours: the same members in the same order, each to one class.
      const bare = await burst(members.length, (i) => ({
        url: `${bares[i % 2]}/book/${bareClasses[i % CLASSES]}`,
        headers: { 'x-member': String(members[i].id) },
      }));
      const book = await burst(members.length, (i) => ({
        url: `${bases[i % 2]}/api/classes/${appClasses[i % CLASSES]}/book`,
        headers: auth(i),
      }));
      const waitlistedFirst = new Set(
        book.answers.flatMap((a, i) => (a.body.status === 'Waitlisted' ? [members[i].email] : [])),
      );
      // Half of each class leave (member i is in class i mod 20: those of every other round of 20), booked or
      // waiting, each on the other instance than the one they booked on.
      const leavers = members.flatMap((_, i) => (Math.floor(i / CLASSES) % 2 === 0 ? [i] : []));
      const leave = await burst(leavers.length, (k) => {
        const i = leavers[k];
        return { url: `${bases[(i + 1) % 2]}/api/classes/${appClasses[i % CLASSES]}/leave`, headers: auth(i) };
      });
      const check = await verify(client, appClasses, waitlistedFirst);
      const statuses = (r) =>
        Object.entries(r.answers.reduce((m, a) => Object.assign(m, { [a.status]: (m[a.status] ?? 0) + 1 }), {}))
          .map(([s, n]) => `${n} x ${s}`)
          .join(', ');

      console.log(`\nClass booking benchmark (PostgreSQL, two instances, loopback HTTP, ${CONCURRENCY} at once)`);
      console.log(
        `  setup: ${MEMBERS} members with group classes, ${CLASSES} classes of ${CAPACITY} places; ` +
          `${MEMBERS} logins in ${loginSeconds.toFixed(1)} s`,
      );
      console.log(describe('book (app)', book), `[${statuses(book)}]`);
      console.log(describe('book (bare node:http + pg)', bare), `[${statuses(bare)}]`);
      console.log(describe('leave (app)', leave), `[${statuses(leave)}]`);
      console.log(
        `  booking rate: app ${(book.rate / bare.rate).toFixed(2)} of bare (bare ${(bare.rate / book.rate).toFixed(1)}x faster)`,
      );
      console.log(
        `  first answers: ${book.answers.length - waitlistedFirst.size} Booked, ${waitlistedFirst.size} Waitlisted`,
      );
      console.log('  verified with SQL:');
      console.log(
        `    classes over capacity ${check.overCapacity}, counters not matching the places ${check.countersWrong}`,
      );
      console.log(`    classes not full again with nobody waiting ${check.notRefilled} (of ${CLASSES})`);
      console.log(
        `    promotions ${check.promotions}: promoted twice ${check.promotedTwice}, in a place without "You're in" ` +
          `${check.promotedUnannounced}, announced but never waiting ${check.announcedNotWaitlisted}`,
      );
      const ok =
        book.accepted === MEMBERS &&
        bare.accepted === MEMBERS &&
        leave.accepted === leavers.length &&
        check.overCapacity === 0 &&
        check.countersWrong === 0 &&
        check.notRefilled === 0 &&
        check.promotedTwice === 0 &&
        check.promotedUnannounced === 0 &&
        check.announcedNotWaitlisted === 0 &&
        check.promotions > 0;
      console.log(ok ? '  OK: no class over capacity, every freed place promoted once' : '  FAILED');
      return ok ? 0 : 1;
    } finally {
      await client.end().catch(() => {});
    }
  },
);
