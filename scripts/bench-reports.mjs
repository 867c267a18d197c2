// `npm run bench:reports`: the owner's reports on a large gym, on PostgreSQL. Starts the built server on two
// throwaway databases, one with 10,000 members and one with 100,000, each loaded in bulk SQL with, per 100,000
// members (the smaller gym a tenth of each):
//   - two years of payments: every member joins on a day of the last two years on a monthly, classes, quarterly or
//     yearly plan and renews it for a number of terms (a payment per term: the first buys the plan, the next renew
//     the same subscription by card, as renewal.ts moves its dates), some partly or wholly refunded (with their
//     refund rows), failed renewal charges behind Suspended, Past due and some Expired plans;
//   - subscriptions in every state a report reads: Active, Past due, Frozen (with its freeze), Scheduled (a next plan
//     bought), Waiting for payment (a checkout never paid), Suspended, Expired and Cancelled (refunded), renewal on
//     or off, and a few deleted accounts;
//   - 1,000,000 check-ins over each member's months, on weekdays and at the hours of a gym's day on its own clock
//     (Europe/Madrid, through the triggers that keep each member's last visit and visits per month);
//   - 200,000 personal sessions over the two years (50 trainers, every booking rule kept, one in ten cancelled);
//   - 10,000 group classes (six types, 20 trainers of their own, eight studios) with their places: booked,
//     waitlisted, cancelled (some late), and the register taken (attended ticked) in four classes of five;
//   - at-risk actions (contacted, snoozed) for a few members.
// Then, as the admin, each report in turn: `GET /api/reports/{revenue,members,retention,attendance,classes}` over the
// last twelve months (this month included) and over the longest period allowed (24 months), `/expiring?days=30` and
// `/at-risk`: two requests to warm up, then REQUESTS one after another (fewer if a report takes over a minute in
// all), p50 and p99. Then the admin's full export (`GET /api/export`, decision 040) read to its end: its time, its
// size and the server's resident memory before and at its highest while it streams. Beside them, the same way, bare
// `pg` queries of comparable shape (`count(*)` over payments and over check-ins), so the figures read as ratios on a
// noisy machine. Prints one table, 10,000 beside 100,000, the
// databases' and the largest tables' sizes, the machine and its load average. Figures only: there is no threshold
// to pass. Loopback only; drops the databases and stops the servers when done, and gives up after 45 minutes
// whatever happens (scripts/lib/bench.mjs).
//
// The database server comes from TEST_DATABASE_URL (its database part is replaced), or
// postgres://postgres@127.0.0.1:5432/postgres. Needs `npm run build` (the npm script runs it when stale).
// `-- --only=10000|100000` loads one size; `-- --requests=N` (default 20).
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { benchServer, formatBytes, getJson, login } from './lib/bench.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const SIZES = arg('only') ? [Number(arg('only'))] : [10_000, 100_000];
const REQUESTS = Number(arg('requests') ?? 20);
const WARM_UP = 2;
/** A report that takes longer than this in all stops early (at least five requests). */
const BUDGET_MS = 60_000;
const TIME_ZONE = 'Europe/Madrid';
/** Per 100,000 members; the smaller gym has a tenth of each. */
const CHECKINS_PER_MEMBER = 10;
const SESSIONS_PER_MEMBER = 2;
const CLASSES_PER_MEMBER = 0.1;
const PERSONAL_TRAINERS = 50;
const CLASS_TRAINERS = 20;
const PERSONAL_ROOMS = 20;
const CLASS_ROOMS = 8;
const DAYS = 730;
const GIVE_UP_MS = 45 * 60_000;
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench1234' };

const FIRST = ['Ana', 'Ben', 'Chloe', 'David', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonas', 'Kira', 'Leo'];
const LAST = 'Garcia Smith Nguyen Kowalski Okafor Rossi Tanaka Dubois Silva Novak Jensen Haddad Murphy Schmidt'.split(
  ' ',
);

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * Loads a gym of `members` members into `dbUrl`. Every member's story comes from their number g, through a few
 * fixed multiplicative hashes, so both sizes have the same mix, and each statement is one INSERT … SELECT.
 */
async function seed(dbUrl, members) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const started = Date.now();
  const step = async (label, text, values) => {
    const at = Date.now();
    const result = await db.query(text, values);
    console.log(`  ${label}: ${result.rowCount ?? ''} rows in ${seconds(at)}`);
    return result;
  };
  try {
    const {
      rows: [{ today }],
    } = await db.query(`SELECT (now() AT TIME ZONE $1)::date::text AS today`, [TIME_ZONE]);
    const adminHash = await hash(ADMIN.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name) VALUES ('bench_admin', $1, $2, 'admin', 'Bench Admin')`,
      [ADMIN.email, adminHash],
    );
    await step(
      'members',
      `INSERT INTO users (username, email, password_hash, role, full_name, phone, created_at)
       SELECT 'member_' || g, 'member.' || g || '@members.example.com', '!bench', 'user',
              ($1::text[])[1 + g % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (g / 12) % cardinality($2::text[])],
              '+346' || lpad(g::text, 8, '0'),
              ($4::date - (g::bigint * 7919 % $5)::int)::timestamp AT TIME ZONE $6
       FROM generate_series(1, $3::int) AS g`,
      [FIRST, LAST, members, today, DAYS, TIME_ZONE],
    );
    await db.query(`INSERT INTO plans (name, description, price, duration_in_days, image_url, plan_type, group_fitness_classes)
      VALUES ('Monthly', 'Bench', 39, 30, '/x.svg', 'Basic', false),
             ('Classes monthly', 'Bench', 49, 30, '/x.svg', 'Standard', true),
             ('Quarterly', 'Bench', 99, 90, '/x.svg', 'Premium', true),
             ('Yearly', 'Bench', 349, 365, '/x.svg', 'Diamond', true)`);
    // Each member's story: the day they joined, their plan, the terms they stay for, and a state selector.
    await step(
      'members’ stories',
      `CREATE TEMP TABLE story AS
       WITH base AS (
         SELECT u.id AS user_id, substr(u.username, 8)::int AS g,
                $1::date - (substr(u.username, 8)::bigint * 7919 % $2)::int AS joined,
                (substr(u.username, 8)::bigint * 31 % 10)::int AS pk,
                (substr(u.username, 8)::bigint * 48271 % 100)::int AS s,
                (substr(u.username, 8)::bigint * 104729 % 1000)::int AS t
         FROM users u WHERE u.role = 'user'
       ), planned AS (
         SELECT base.*, p.id AS plan_id, p.price, p.duration_in_days AS d,
                1 + t % CASE WHEN pk < 7 THEN 30 WHEN pk < 9 THEN 10 ELSE 3 END AS wanted
         FROM base JOIN plans p ON p.name = CASE WHEN pk < 5 THEN 'Monthly' WHEN pk < 7 THEN 'Classes monthly'
                                                 WHEN pk < 9 THEN 'Quarterly' ELSE 'Yearly' END
       ), termed AS (
         SELECT planned.*, least(wanted, ($1::date - joined) / d + 1) AS terms FROM planned
       )
       SELECT termed.*, joined + (terms - 1) * d AS last_start, joined + terms * d AS end_day,
              joined + terms * d >= $1::date AS running, wanted > terms AS renewing
       FROM termed`,
      [today, DAYS],
    );
    // Running: Past due (s < 3, a failed charge lately), Frozen (3..5), Active; ended: Cancelled (s < 6, refunded),
    // Suspended (6..9, a failed charge), Expired (the rest; 10..13 with a failed charge).
    await step(
      'subscriptions',
      `INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active, status, auto_renew,
                                  frozen_from, frozen_until, created_at)
       SELECT user_id, plan_id, last_start, end_day, running,
              CASE WHEN running THEN CASE WHEN s < 3 THEN 'Past due' WHEN s < 6 THEN 'Frozen' ELSE 'Active' END
                   ELSE CASE WHEN s < 6 THEN 'Cancelled' WHEN s < 10 THEN 'Suspended' ELSE 'Expired' END END,
              running AND renewing AND s >= 3 AND s % 7 <> 0 AND NOT (s BETWEEN 6 AND 9 AND pk < 7),
              CASE WHEN running AND s BETWEEN 3 AND 5 THEN $1::date - 5 END,
              CASE WHEN running AND s BETWEEN 3 AND 5 THEN $1::date + 10 END,
              (joined + time '10:00') AT TIME ZONE $2
       FROM story ORDER BY user_id`,
      [today, TIME_ZONE],
    );
    await db.query(`ALTER TABLE story ADD COLUMN sub_id int`);
    await db.query(`UPDATE story SET sub_id = s.id FROM subscriptions s WHERE s.user_id = story.user_id`);
    // A payment per term: the first buys the plan, the others renew the subscription by card. A Cancelled plan's
    // last payment is refunded whole; two in a hundred others partly, one wholly.
    await step(
      'payments',
      `INSERT INTO payments (user_id, plan_id, subscription_id, amount, payment_method, status, payment_date, used_at,
                             completed_at, checkout_kind, renewal_of, renewal_attempt, provider, refunded_amount)
       SELECT user_id, CASE WHEN k = 0 THEN plan_id END, CASE WHEN k > 0 THEN sub_id END, price,
              CASE WHEN k = 0 AND g % 3 = 0 THEN 'Cash' ELSE 'Online card' END,
              CASE WHEN cancelled_here THEN 'Refunded' WHEN r < 2 THEN 'Partly refunded' WHEN r = 2 THEN 'Refunded'
                   ELSE 'Completed' END,
              at, at, at, CASE WHEN k = 0 THEN 'new' ELSE 'renewal' END,
              CASE WHEN k > 0 THEN joined + k * d END, CASE WHEN k > 0 THEN 0 END,
              CASE WHEN k = 0 AND g % 3 = 0 THEN 'desk' ELSE 'stripe' END,
              CASE WHEN cancelled_here OR r = 2 THEN price WHEN r < 2 THEN round(price / 2, 2) ELSE 0 END
       FROM (
         SELECT story.*, k, ((joined + k * d) + time '09:00' + (g % 600) * interval '1 minute') AT TIME ZONE $1 AS at,
                (NOT running AND s < 6 AND k = terms - 1) AS cancelled_here, ((g + k) * 7919 % 100)::int AS r
         FROM story CROSS JOIN LATERAL generate_series(0, terms - 1) AS k
       ) AS term
       ORDER BY at`,
      [TIME_ZONE],
    );
    await db.query(`UPDATE subscriptions s SET payment_id = p.id, renewal_card_payment_id = CASE WHEN s.auto_renew THEN p.id END
      FROM payments p WHERE p.user_id = s.user_id AND p.checkout_kind = 'new'`);
    await step(
      'refunds',
      `INSERT INTO payment_refunds (payment_id, amount, reason, created_at)
       SELECT id, refunded_amount, 'Bench refund', payment_date + interval '2 days' FROM payments WHERE refunded_amount > 0`,
    );
    // Failed renewal charges: the term after the end of a Suspended plan and of some Expired ones; a Past due plan's
    // within the last three weeks.
    await step(
      'failed charges',
      `INSERT INTO payments (user_id, subscription_id, amount, payment_method, status, payment_date, checkout_kind,
                             renewal_of, renewal_attempt, provider, failure)
       SELECT user_id, sub_id, price, 'Online card', 'Failed',
              CASE WHEN running THEN now() - (g % 21) * interval '1 day' ELSE (end_day + time '08:00') AT TIME ZONE $1 END,
              'renewal', end_day, 0, 'stripe', 'Your card was declined.'
       FROM story WHERE (running AND s < 3) OR (NOT running AND s BETWEEN 6 AND 13)`,
      [TIME_ZONE],
    );
    await db.query(`INSERT INTO subscription_freezes (subscription_id, user_id, start_date, end_date, reason)
      SELECT id, user_id, frozen_from, frozen_until, 'Travelling' FROM subscriptions WHERE frozen_from IS NOT NULL`);
    // A next plan bought to follow a running monthly one (whose renewal is off), and checkouts never paid.
    await step(
      'next plans bought',
      `WITH next AS (
         INSERT INTO payments (user_id, plan_id, amount, payment_method, status, payment_date, used_at, completed_at,
                               checkout_kind, provider)
         SELECT story.user_id, p.id, p.price, 'Online card', 'Completed', now() - (g % 20) * interval '1 day',
                now(), now(), 'new', 'stripe'
         FROM story JOIN plans p ON p.name = 'Quarterly'
         WHERE running AND s BETWEEN 6 AND 9 AND pk < 7
         RETURNING id, user_id, plan_id
       )
       INSERT INTO subscriptions (user_id, plan_id, payment_id, start_date, end_date, is_active, status, created_at)
       SELECT next.user_id, next.plan_id, next.id, story.end_day, story.end_day + 90, false, 'Scheduled', now()
       FROM next JOIN story ON story.user_id = next.user_id`,
    );
    // Members who left and came back after a gap: a plan of one term bought a month or two after the last one ended.
    await step(
      'members back after a gap',
      `WITH back AS (
         SELECT story.*, end_day + 30 + g % 45 AS again FROM story
         WHERE NOT running AND s BETWEEN 14 AND 29 AND end_day + 30 + g % 45 <= $1::date
       ), paid AS (
         INSERT INTO payments (user_id, plan_id, amount, payment_method, status, payment_date, used_at, completed_at,
                               checkout_kind, provider)
         SELECT user_id, plan_id, price, 'Cash', 'Completed', (again + time '18:00') AT TIME ZONE $2,
                (again + time '18:00') AT TIME ZONE $2, (again + time '18:00') AT TIME ZONE $2, 'new', 'desk'
         FROM back
         RETURNING id, user_id
       )
       INSERT INTO subscriptions (user_id, plan_id, payment_id, start_date, end_date, is_active, status, created_at)
       SELECT back.user_id, back.plan_id, paid.id, back.again, back.again + back.d, back.again + back.d >= $1::date,
              CASE WHEN back.again + back.d >= $1::date THEN 'Active' ELSE 'Expired' END,
              (back.again + time '18:00') AT TIME ZONE $2
       FROM paid JOIN back ON back.user_id = paid.user_id`,
      [today, TIME_ZONE],
    );
    await step(
      'checkouts never paid',
      `WITH held AS (
         INSERT INTO payments (user_id, plan_id, amount, payment_method, status, payment_date, checkout_kind, provider)
         SELECT user_id, plan_id, price, 'Online card', 'Pending', now() - (g % 30) * interval '1 day', 'new', 'stripe'
         FROM story WHERE NOT running AND s = 99
         RETURNING id, user_id, plan_id, payment_date
       )
       INSERT INTO subscriptions (user_id, plan_id, payment_id, start_date, end_date, is_active, status, created_at)
       SELECT held.user_id, held.plan_id, held.id, held.payment_date::date, held.payment_date::date + 30, false,
              'Waiting for payment', held.payment_date
       FROM held`,
    );
    // Check-ins on days of the member's months (up to today), at a gym's hours: mornings, lunch, and most after
    // work, on the gym's clock.
    await step(
      'check-ins',
      `INSERT INTO checkins (user_id, at, gym_date, method)
       SELECT user_id, (day + make_interval(hours => hour, mins => minute)) AT TIME ZONE $2, day,
              CASE WHEN i % 5 = 0 THEN 'search' ELSE 'pass' END
       FROM (
         SELECT user_id, i, joined + ((g::bigint * 7919 + i * 104729) % (least(end_day, $1::date) - joined + 1))::int AS day,
                (ARRAY[6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 16, 17, 17, 18, 18, 18, 19, 19, 19, 20, 20, 21])
                  [1 + (g * 31 + i * 17) % 23] AS hour,
                (g * 13 + i * 7) % 60 AS minute
         FROM story CROSS JOIN generate_series(1, $3::int) AS i
       ) AS visit
       ORDER BY 2`,
      [today, TIME_ZONE, CHECKINS_PER_MEMBER],
    );
    // Trainers and rooms: personal trainers and rooms apart from the classes', so the EXCLUDE constraints never meet.
    await db.query(
      `INSERT INTO users (username, email, password_hash, role, full_name)
       SELECT 'trainer_' || g, 'trainer' || g || '@trainers.example.com', '!bench', 'trainer', 'Trainer ' || g
       FROM generate_series(1, $1::int) AS g`,
      [PERSONAL_TRAINERS + CLASS_TRAINERS],
    );
    await db.query(`INSERT INTO trainers (user_id, specialty, experience, price_per_hour)
      SELECT id, 'Strength', id % 20, 40 FROM users WHERE role = 'trainer' ORDER BY id`);
    await db.query(
      `INSERT INTO gym_rooms (room_name, room_type, room_quantity) SELECT 'Room ' || g, 'Studio', 10 FROM generate_series(1, $1::int) AS g`,
      [PERSONAL_ROOMS + CLASS_ROOMS],
    );
    // Personal sessions: session n fills lane n / CELLS of cell n % CELLS (a day and one of eight two-hour slots from
    // 06:00 on the gym's clock, from two years back to a month ahead). Within a cell, the lanes have different
    // trainers ((lane + cell) % trainers, lanes < trainers) and members (n * 7919 % members: n differ by multiples of
    // CELLS, never by a multiple of members / gcd), so every booking rule holds.
    const sessions = members * SESSIONS_PER_MEMBER;
    const cells = (DAYS + 30) * 8;
    await step(
      'personal sessions',
      `WITH m AS (SELECT array_agg(user_id ORDER BY g) AS ids FROM story),
            t AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM trainers ORDER BY id LIMIT $4) x),
            r AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM gym_rooms ORDER BY id LIMIT $5) x),
            s AS (SELECT n, n % $2::int AS cell, n / $2::int AS lane,
                         (($3::date - $6::int + (n % $2::int) / 8) + make_interval(hours => 6 + 2 * (n % $2::int % 8)))
                           AT TIME ZONE $7 AS start
                  FROM generate_series(0, $1::int - 1) AS n)
       INSERT INTO training_sessions (user_id, trainer_id, room_id, start_time, end_time, session_type, attendance_status, cancelled_at)
       SELECT m.ids[1 + (s.n::bigint * 7919) % cardinality(m.ids)], t.ids[1 + (s.lane + s.cell) % cardinality(t.ids)],
              r.ids[1 + s.lane % cardinality(r.ids)], s.start, s.start + interval '2 hours',
              (ARRAY['Strength', 'Yoga', 'HIIT', 'Spinning'])[1 + s.n % 4], s.start < now() AND s.n % 5 <> 4,
              CASE WHEN s.n % 10 = 9 THEN s.start - interval '1 day' END
       FROM s, m, t, r`,
      [sessions, cells, today, PERSONAL_TRAINERS, PERSONAL_ROOMS, DAYS, TIME_ZONE],
    );
    // Group classes: class c on its own hour (a day and one of fourteen hours from 07:00), spread evenly over the two
    // years and a month ahead, so no two classes share a trainer or a studio.
    const classes = Math.round(members * CLASSES_PER_MEMBER);
    await db.query(`INSERT INTO class_types (name, duration_minutes, default_capacity)
      VALUES ('Spin', 45, 20), ('Yoga', 60, 25), ('Pilates', 50, 15), ('HIIT', 45, 20), ('Boxing', 60, 16), ('Zumba', 55, 30)`);
    await step(
      'classes',
      `WITH ct AS (SELECT array_agg(id ORDER BY id) AS ids FROM class_types),
            t AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM trainers ORDER BY id OFFSET $4) x),
            r AS (SELECT array_agg(id ORDER BY id) AS ids FROM (SELECT id FROM gym_rooms ORDER BY id OFFSET $5) x),
            c AS (SELECT c, (c::bigint * $3::int * 14 / $1::int)::int AS cell FROM generate_series(0, $1::int - 1) AS c),
            timed AS (SELECT c, cell, (($2::date - $6::int + cell / 14) + make_interval(hours => 7 + cell % 14)) AT TIME ZONE $7 AS start FROM c)
       INSERT INTO class_sessions (class_type_id, trainer_id, room_id, start_time, end_time, capacity, cancelled_at)
       SELECT ct.ids[1 + c % 6], t.ids[1 + c % cardinality(t.ids)], r.ids[1 + c % cardinality(r.ids)], start,
              start + make_interval(mins => (ARRAY[45, 60, 50, 45, 60, 55])[1 + c % 6]),
              (ARRAY[20, 25, 15, 20, 16, 30])[1 + c % 6], CASE WHEN c % 33 = 32 THEN start - interval '2 days' END
       FROM timed, ct, t, r`,
      [classes, today, DAYS + 30, PERSONAL_TRAINERS, PERSONAL_ROOMS, DAYS, TIME_ZONE],
    );
    // Places: each class fills from half to full (by its id); a full class has a waitlist of up to six; a few places
    // are given up, one in three of them late. Members j of a class differ (a step coprime with the gym's size).
    // Four registers in five of the classes held are taken: nine in ten of those booked ticked.
    await step(
      'class places',
      `WITH m AS (SELECT array_agg(user_id ORDER BY g) AS ids FROM story),
            shape AS (
              SELECT id, capacity, start_time, end_time,
                     greatest(1, capacity * (50 + id * 37 % 51) / 100) AS booked,
                     CASE WHEN 50 + id * 37 % 51 >= 100 THEN id % 7 ELSE 0 END AS waiting,
                     id % 4 AS gave_up
              FROM class_sessions WHERE cancelled_at IS NULL
            )
       INSERT INTO class_bookings (class_session_id, user_id, status, queued_at, late, attended, cancelled_at)
       SELECT shape.id, m.ids[1 + (shape.id::bigint * 7919 + j * 977) % cardinality(m.ids)],
              CASE WHEN j < booked THEN 'Booked' WHEN j < booked + waiting THEN 'Waitlisted' ELSE 'Cancelled' END,
              shape.start_time - interval '3 days' + j * interval '1 minute',
              j >= booked + waiting AND j % 3 = 0,
              j < booked AND shape.end_time < now() AND shape.id % 5 <> 0 AND j % 10 <> 9,
              CASE WHEN j >= booked + waiting THEN shape.start_time - CASE WHEN j % 3 = 0 THEN interval '1 hour' ELSE interval '2 days' END END
       FROM shape, m, generate_series(0, shape.booked + shape.waiting + shape.gave_up - 1) AS j`,
    );
    await db.query(
      `INSERT INTO at_risk_actions (member_id, action, note, until, by_id, at)
       SELECT user_id, CASE WHEN g % 2 = 0 THEN 'contacted' ELSE 'snoozed' END, 'Called',
              CASE WHEN g % 2 = 1 THEN $1::date + 10 END, (SELECT id FROM users WHERE role = 'admin' LIMIT 1),
              now() - (g % 5) * interval '1 day'
       FROM story WHERE g % 97 = 0`,
      [today],
    );
    // One account in 200 deleted after its history (the triggers refuse new rows for a deleted account).
    await db.query(`UPDATE users SET deleted_at = now() - (story.g % 90) * interval '1 day'
      FROM story WHERE story.user_id = users.id AND story.g % 200 = 0`);
    await db.query('DROP TABLE story');
    // What autovacuum would do after a bulk load: the planner's statistics and the visibility map.
    const at = Date.now();
    await db.query('VACUUM ANALYZE');
    console.log(`  vacuum analyze in ${seconds(at)}`);
    const {
      rows: [counts],
    } = await db.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'user')::int AS members,
      (SELECT count(*) FROM payments)::int AS payments, (SELECT count(*) FROM payment_refunds)::int AS refunds,
      (SELECT count(*) FROM subscriptions)::int AS subscriptions,
      (SELECT count(*) FROM subscriptions WHERE status = 'Active' AND start_date <= $1 AND end_date >= $1)::int AS active,
      (SELECT count(*) FROM checkins)::int AS checkins, (SELECT count(*) FROM training_sessions)::int AS sessions,
      (SELECT count(*) FROM class_sessions)::int AS classes, (SELECT count(*) FROM class_bookings)::int AS places`,
      [today],
    );
    console.log(
      `seeded ${counts.members} members (${counts.active} on an Active plan today), ${counts.subscriptions} subscriptions, ` +
        `${counts.payments} payments (${counts.refunds} refunds), ${counts.checkins} check-ins, ${counts.sessions} ` +
        `personal sessions, ${counts.classes} classes with ${counts.places} places, in ${seconds(started)}`,
    );
    return { today, counts };
  } finally {
    await db.end();
  }
}

/** The database's size and its five largest tables (with their indexes). */
async function sizes(dbUrl) {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const {
      rows: [{ total }],
    } = await db.query('SELECT pg_database_size(current_database())::bigint AS total');
    const { rows: tables } = await db.query(`SELECT relname AS name, pg_total_relation_size(c.oid)::bigint AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY bytes DESC LIMIT 6`);
    return { total: Number(total), tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes) })) };
  } finally {
    await db.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `run()` WARM_UP times, then REQUESTS times one after another (fewer past BUDGET_MS, at least five): p50, p99. */
async function measure(run) {
  for (let i = 0; i < WARM_UP; i++) await run();
  const times = [];
  const began = Date.now();
  while (times.length < REQUESTS && (times.length < 5 || Date.now() - began < BUDGET_MS)) {
    const at = performance.now();
    await run();
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return { n: times.length, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const monthsBack = (today, n) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};
const lastOfMonth = (today) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
};

/** The calls measured, in the table's order. */
function calls(today) {
  const year = `from=${monthsBack(today, 11)}&to=${lastOfMonth(today)}`;
  const twoYears = `from=${monthsBack(today, 23)}&to=${lastOfMonth(today)}`;
  const list = [];
  for (const report of ['revenue', 'members', 'retention', 'attendance', 'classes']) {
    list.push({ label: `${report}, 12 months`, path: `/api/reports/${report}?${year}` });
    list.push({ label: `${report}, 24 months`, path: `/api/reports/${report}?${twoYears}` });
  }
  list.push({ label: 'expiring, 30 days', path: '/api/reports/expiring?days=30' });
  list.push({ label: 'at risk', path: '/api/reports/at-risk' });
  return list;
}

const BASELINES = [
  { label: 'bare pg: count(*) from payments', sql: 'SELECT count(*) FROM payments' },
  { label: 'bare pg: count(*) from checkins', sql: 'SELECT count(*) FROM checkins' },
];

/** The server's resident memory now, in bytes (Linux). */
const residentBytes = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/**
 * The admin's full export (`GET /api/export`, decision 040) read to the end as a client would: its time, its size,
 * and the server's resident memory before and at its highest while the archive streams (sampled every 20 ms).
 */
async function measureExport(base, token, pid) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  const began = performance.now();
  try {
    const res = await fetch(`${base}/api/export`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET /api/export answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return { ms: performance.now() - began, bytes, before, peak: Math.max(peak, residentBytes(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/** Seeds one gym, then measures each call and the baselines. */
async function runSize({ base, dbUrl, pids }, members) {
  console.log(
    `\n== ${members.toLocaleString('en-US')} members (load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')})`,
  );
  const { today, counts } = await seed(dbUrl, members);
  const size = await sizes(dbUrl);
  const { token } = await login(base, ADMIN);
  const figures = new Map();
  const loadBefore = loadavg()[0];
  for (const call of calls(today)) {
    let bytes = 0;
    const figure = await measure(async () => {
      const res = await fetch(`${base}${call.path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`${call.path} answered ${res.status}: ${Buffer.from(body)}`);
      bytes = body.byteLength;
    });
    figures.set(call.label, { ...figure, bytes });
    console.log(
      `  ${call.label.padEnd(26)} p50 ${figure.p50.toFixed(0).padStart(6)} ms  p99 ${figure.p99.toFixed(0).padStart(6)} ms` +
        `  (${figure.n} requests, ${formatBytes(bytes)})  GET ${call.path}`,
    );
  }
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    for (const baseline of BASELINES) {
      const figure = await measure(() => db.query(baseline.sql));
      figures.set(baseline.label, { ...figure, bytes: 0 });
      console.log(
        `  ${baseline.label.padEnd(26)} p50 ${figure.p50.toFixed(1).padStart(6)} ms  p99 ${figure.p99.toFixed(1).padStart(6)} ms`,
      );
    }
  } finally {
    await db.end();
  }
  const exported = await measureExport(base, token, pids[0]);
  console.log(
    `  full export               ${(exported.ms / 1000).toFixed(1)} s, ${formatBytes(exported.bytes)} zipped; server memory ` +
      `${formatBytes(exported.before)} before, ${formatBytes(exported.peak)} at its highest while streaming`,
  );
  // A sample answer for the record: one member's count the figures stand on.
  const atRisk = await getJson(base, '/api/reports/at-risk', token);
  return {
    members,
    counts,
    size,
    figures,
    exported,
    atRisk: atRisk.total ?? atRisk.members?.length,
    load: [loadBefore, loadavg()[0]],
  };
}

const ms = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function printTable(results) {
  const labels = [...results[0].figures.keys()];
  const header = ['call', ...results.flatMap((r) => [`${r.members / 1000}k p50 ms`, `${r.members / 1000}k p99 ms`])];
  const rows = labels.map((label) => [
    label,
    ...results.flatMap((r) => {
      const f = r.figures.get(label);
      return [ms(f.p50), ms(f.p99)];
    }),
  ]);
  const sizeRow = ['database size', ...results.flatMap((r) => [formatBytes(r.size.total), ''])];
  const all = [header, ...rows, sizeRow];
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const format = (row) =>
    `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of [...rows, sizeRow]) console.log(format(row));
  for (const r of results) {
    const c = r.counts;
    console.log(
      `\n${r.members.toLocaleString('en-US')} members: ${c.payments.toLocaleString('en-US')} payments (${c.refunds.toLocaleString('en-US')} refunds), ` +
        `${c.subscriptions.toLocaleString('en-US')} subscriptions (${c.active.toLocaleString('en-US')} Active today), ` +
        `${c.checkins.toLocaleString('en-US')} check-ins, ${c.sessions.toLocaleString('en-US')} personal sessions, ` +
        `${c.classes.toLocaleString('en-US')} classes with ${c.places.toLocaleString('en-US')} places; ${r.atRisk} at risk. ` +
        `Load average ${r.load[0].toFixed(1)} before the requests, ${r.load[1].toFixed(1)} after.`,
    );
    console.log(
      `  full export: ${(r.exported.ms / 1000).toFixed(1)} s, ${formatBytes(r.exported.bytes)} zipped; the server's memory ` +
        `${formatBytes(r.exported.before)} before it, ${formatBytes(r.exported.peak)} at its highest while it streamed`,
    );
    console.log(
      `  database ${formatBytes(r.size.total)}: ${r.size.tables.map((t) => `${t.name} ${formatBytes(t.bytes)}`).join(', ')}`,
    );
  }
  console.log(
    `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}; ` +
      `load average now ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
  );
}

async function main({ targets }) {
  const db = new pg.Client({ connectionString: targets[0].dbUrl });
  await db.connect();
  const {
    rows: [{ server_version: version }],
  } = await db.query('SHOW server_version');
  await db.end();
  console.log(`PostgreSQL ${version}; ${REQUESTS} requests per call after ${WARM_UP} to warm up, one at a time`);
  const results = [];
  for (const [i, members] of SIZES.entries()) results.push(await runSize(targets[i], members));
  printTable(results);
  return 0;
}

await benchServer({ giveUpMs: GIVE_UP_MS, env: { GYM_TIME_ZONE: TIME_ZONE }, databases: SIZES.length }, main);
