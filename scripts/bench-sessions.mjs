// `npm run bench:sessions`: the staff and trainer calendars with 200,000 sessions on PostgreSQL. Starts the
// built server on a throwaway database, inserts a year of sessions in bulk SQL (100 trainers, 5,000 members, 20 rooms,
// six months back and six ahead, every booking rule kept), and loads, with autocannon (50 connections, 10 s each),
// what a calendar asks when it opens the busiest month:
//   - as staff, the month grid's day counts, GET /api/TrainingSession/days?from&to, then the sessions of the grid's
//     busiest day (the day the counts answer highest), GET /api/TrainingSession?from=<day>&to=<day>;
//   - as a trainer, their grid's counts, GET /api/Trainer/{userId}/sessions/days?from&to, then their busiest day,
//     GET /api/Trainer/{userId}/sessions?from=<day>&to=<day>;
// and then what older clients ask, as the calendars did before the day counts: the whole grid's sessions in one list,
// GET /api/TrainingSession?from&to (staff) and GET /api/Trainer/{userId}/sessions?from&to (the trainer).
// The grid is the days the month calendar shows (Monday before the 1st to the Sunday after the last day). Each call
// is compared with a bare node:http server, started in the same run, that sends the same bytes: the ratio says how
// much of the time is ours (routing, auth, validation, SQL, serialisation) rather than HTTP's. Before the load it
// prints the plans PostgreSQL picks (EXPLAIN ANALYZE) for the day counts, which should read the range on
// `training_sessions_start_idx` (staff) and `training_sessions_trainer_idx` (trainer), and for the lists.
// Prints p50 and p99 latency and requests per second, then a table of every call. Loopback only; drops the database
// and stops the servers when done, and gives up after eight minutes whatever happens (scripts/lib/bench.mjs).
// Figures only: there is no threshold to pass.
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { benchServer, compare, failures, getJson, login, printSummary } from './lib/bench.mjs';

const SESSIONS = 200_000;
const TRAINERS = 100;
const MEMBERS = 5_000;
const ROOMS = 20;
const ROOM_CAPACITY = 10;
const DAYS = 365;
/** Two-hour slots from 06:00 to 22:00 UTC (the server runs with the gym zone UTC). */
const SLOTS = 8;
const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
/** A month's grid answers megabytes: give a slow answer time to arrive rather than count it failed at 10 s. */
const TIMEOUT_SECONDS = 30;
const GIVE_UP_MS = 480_000;
const PASSWORD = 'Bench1234';
const STAFF = { email: 'bench.staff@example.com', password: PASSWORD };
const TRAINER = { email: 'trainer1@trainers.example.com', password: PASSWORD };

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

/** The day with the most sessions in a `[{ date, count }]` answer, the earliest of equals. */
function busiestDay(days) {
  if (days.length === 0) throw new Error('the day counts are empty');
  return days.reduce((best, d) => (d.count > best.count ? d : best));
}

/** Midnight (UTC, the gym's zone here) of each day from `from` to `to` and of the day after: the days' bounds. */
function dayBounds({ from, to }) {
  const bounds = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`) + 86_400_000; ms += 86_400_000) {
    bounds.push(new Date(ms).toISOString());
  }
  return bounds;
}

async function plan(db, sql, params) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']);
}

/** Whether the plan reads `index`; says so, loudly when it does not. */
function checkIndex(name, lines, index) {
  const uses = lines.some((l) => l.includes(`using ${index} `) || l.includes(`on ${index} `));
  console.log(uses ? `    reads ${index}` : `    WARNING: the ${name} plan does not read ${index}`);
  return uses;
}

/**
 * The plans of the calendars' queries, as sessions.service.ts writes them: `countSessionsByDay` (the day counts over
 * the grid: one array parameter of the days' bounds, width_bucket, grouped by position), printed whole, and
 * `selectSessions` within `sessionsWithin` (the lists, same joins, range and order) over the grid and over the
 * busiest day, printed as their scans. Staff's are over every session, the trainer's scoped to `trainerId`.
 * Resolves to whether every day-count plan reads the index it should.
 */
async function explain(db, grid, days, trainerId) {
  const bounds = dayBounds(grid);
  const count = (scope) => `
    SELECT width_bucket(s.start_time, $1::timestamptz[]), count(*)::int
    FROM training_sessions s
    WHERE ${scope} s.start_time >= $2 AND s.start_time < $3
    GROUP BY 1 ORDER BY 1`;
  const countParams = [`{${bounds.join(',')}}`, bounds[0], bounds.at(-1)];
  let ok = true;
  for (const [name, sql, params, index] of [
    ['staff day counts', count(''), countParams, 'training_sessions_start_idx'],
    [
      'trainer day counts',
      count('s.trainer_id = $4 AND'),
      [...countParams, trainerId],
      'training_sessions_trainer_idx',
    ],
  ]) {
    const lines = await plan(db, sql, params);
    console.log(`  ${name}, ${grid.from} to ${grid.to}:`);
    for (const l of lines.filter((l) => !/^\s*(Buffers|Planning)/.test(l))) {
      // The days' bounds, a literal in the plan, would fill the screen.
      const short = l.replace(/'\{[^']*\}'::timestamp with time zone\[\]/g, `'{${bounds.length} bounds}'`);
      console.log(`    ${short.replace(/ {2}\(cost=[^)]*\)/, '')}`);
    }
    ok = checkIndex(name, lines, index) && ok;
  }

  const list = (scope) => `
    SELECT s.*, coalesce(u.full_name, u.username), coalesce(tu.full_name, tu.username), r.room_name
    FROM training_sessions s
    JOIN users u ON u.id = s.user_id
    JOIN trainers t ON t.id = s.trainer_id
    JOIN users tu ON tu.id = t.user_id
    JOIN gym_rooms r ON r.id = s.room_id
    WHERE ${scope} s.start_time >= $1 AND s.start_time < $2::timestamptz + interval '1 day'
    ORDER BY s.start_time, s.id`;
  for (const [name, sql, params] of [
    [`staff list, day ${days.staff}`, list(''), [days.staff, days.staff]],
    [`trainer list, day ${days.trainer}`, list('s.trainer_id = $3 AND'), [days.trainer, days.trainer, trainerId]],
    [`staff list, grid`, list(''), [grid.from, grid.to]],
    [`trainer list, grid`, list('s.trainer_id = $3 AND'), [grid.from, grid.to, trainerId]],
  ]) {
    const lines = await plan(db, sql, params);
    const scans = lines.filter((l) => /Scan on training_sessions|Scan using training_sessions|Sort {2}/.test(l));
    console.log(`  ${name}: ${scans.map((l) => l.trim().replace(/ {2}\(cost.*$/, '')).join('; ')}`);
    console.log(`    ${lines.find((l) => l.startsWith('Execution Time'))}`);
  }
  return ok;
}

const sessionsHeld = (list) => `${list.length} sessions`;
const daysHeld = (days) => `${days.length} days, ${days.reduce((n, d) => n + d.count, 0)} sessions`;

async function main({ base, dbUrl }) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const staff = { account: STAFF };
  const trainer = { account: TRAINER };
  let grid;
  let plansOk;
  let countsOk = true;
  try {
    await seed(db);
    grid = await busiestMonth(db);
    const {
      rows: [{ id: trainerId }],
    } = await db.query('SELECT t.id FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.email = $1', [
      TRAINER.email,
    ]);
    const range = `from=${grid.from}&to=${grid.to}`;
    ({ token: staff.token } = await login(base, STAFF));
    ({ token: trainer.token, user: trainer.user } = await login(base, TRAINER));
    staff.paths = { days: `/api/TrainingSession/days?${range}`, list: '/api/TrainingSession' };
    trainer.paths = {
      days: `/api/Trainer/${trainer.user.id}/sessions/days?${range}`,
      list: `/api/Trainer/${trainer.user.id}/sessions`,
    };
    const {
      rows: [inGrid],
    } = await db.query(
      `SELECT count(*)::int AS staff, (count(*) FILTER (WHERE trainer_id = $3))::int AS trainer FROM training_sessions
       WHERE start_time >= $1 AND start_time < $2::timestamptz + interval '1 day'`,
      [grid.from, grid.to, trainerId],
    );
    console.log(`\nbusiest month ${grid.month} (${grid.sessions} sessions), its grid ${grid.from} to ${grid.to}:`);
    // The day a calendar would show as busiest is the one its counts answer highest.
    for (const [name, who] of [
      ['staff', staff],
      ['trainer', trainer],
    ]) {
      const days = await getJson(base, who.paths.days, who.token);
      who.day = busiestDay(days);
      const total = days.reduce((n, d) => n + d.count, 0);
      countsOk &&= total === inGrid[name];
      console.log(
        `  ${name}: ${inGrid[name]} sessions in the grid, the counts answer ${daysHeld(days)}` +
          `${total === inGrid[name] ? '' : ' (MISMATCH)'}; busiest day ${who.day.date} (${who.day.count})`,
      );
    }
    plansOk = await explain(db, grid, { staff: staff.day.date, trainer: trainer.day.date }, trainerId);
  } finally {
    await db.end();
  }

  const load = { connections: CONNECTIONS, duration: DURATION_SECONDS, timeout: TIMEOUT_SECONDS };
  const oneDay = (who) => `${who.paths.list}?from=${who.day.date}&to=${who.day.date}`;
  const results = [];
  for (const call of [
    { label: 'staff: grid day counts', path: staff.paths.days, token: staff.token, describe: daysHeld },
    { label: 'staff: busiest day', path: oneDay(staff), token: staff.token, describe: sessionsHeld },
    { label: 'trainer: grid day counts', path: trainer.paths.days, token: trainer.token, describe: daysHeld },
    { label: 'trainer: busiest day', path: oneDay(trainer), token: trainer.token, describe: sessionsHeld },
    // What older clients ask, and the calendars did before the day counts: the whole grid's sessions at once.
    {
      label: 'staff: whole month list (older clients)',
      path: `${staff.paths.list}?from=${grid.from}&to=${grid.to}`,
      token: staff.token,
      describe: sessionsHeld,
    },
    {
      label: 'trainer: whole month list (older clients)',
      path: `${trainer.paths.list}?from=${grid.from}&to=${grid.to}`,
      token: trainer.token,
      describe: sessionsHeld,
    },
  ]) {
    results.push(await compare(base, call, load));
  }
  printSummary(results);
  if (!plansOk) console.error('\nA day-count plan does not read the index it should: see the plans above.');
  if (!countsOk) console.error('\nThe day counts do not add up to the sessions in the grid: see above.');
  return plansOk && countsOk && results.every((r) => failures(r.app) === 0) ? 0 : 1;
}

await benchServer({ giveUpMs: GIVE_UP_MS, env: { GYM_TIME_ZONE: 'UTC' } }, main);
