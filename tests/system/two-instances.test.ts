import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, apiPath, BOOKING_MESSAGES } from '@gym/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshPostgres, requireEnv, type ServerProcess, startServer, tempDir } from './lib/servers.ts';

// Two app instances on one PostgreSQL and one Redis, as a gym behind a load balancer runs them.
// Each check spreads its requests over both instances; the database and Redis are what make them one app.

const LOGIN_MAX_FAILURES = 5;
const RENEWAL_JOB = 'subscription-renewal';
const PASSWORD = 'Secret123';

let database: Awaited<ReturnType<typeof freshPostgres>>;
let sql: pg.Client;
let a: ServerProcess;
let b: ServerProcess;
/** The due subscriptions as seeded, before the two instances started. */
let due: { id: number; end: string; duration: number }[] = [];
const dataDirs = { a: tempDir('two-a'), b: tempDir('two-b') };

type Answer = { status: number; body: Record<string, unknown> & { message?: string } };
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

async function register(server: ServerProcess, name: string) {
  const email = `${name}@two.test`;
  const res = await call(server, 'POST', API.auth.register, {
    body: {
      username: name,
      email,
      password: PASSWORD,
      fullname: `Person ${name.replace('_', ' ')}`,
      phone: '+12125550123',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, id: (res.body.user as { id: number }).id };
}

const login = (server: ServerProcess, email: string, password = PASSWORD) =>
  call(server, 'POST', API.auth.login, { body: { email, password } });

async function tokenFor(server: ServerProcess, email: string) {
  const res = await login(server, email);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

/** Subscriptions the renewal job must renew: due (active, auto-renew on, ended long ago) on plans of 7, 30, 365 days. */
async function seedDueSubscriptions() {
  await sql.query(`
    INSERT INTO plans (name, description, price, duration_in_days, image_url)
      VALUES ('Week', 'Due', 9.99, 7, '/x.svg'), ('Month', 'Due', 29, 30, '/x.svg'), ('Year', 'Due', 299, 365, '/x.svg');
    INSERT INTO users (username, email, password_hash, role, full_name)
      SELECT 'due_' || i, 'due' || i || '@two.test', 'not-a-hash', 'user', 'Due ' || i FROM generate_series(1, 60) i;
    INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active, auto_renew)
      SELECT u.id, p.id, date '2020-01-01', date '2020-02-01' + (u.id % 17), true, true
      FROM users u JOIN plans p ON p.name = (ARRAY['Week', 'Month', 'Year'])[1 + u.id % 3]
      WHERE u.username LIKE 'due\\_%';
  `);
  const { rows } = await sql.query<{ id: number; end: string; duration: number }>(`
    SELECT s.id, s.end_date::text AS end, p.duration_in_days AS duration
    FROM subscriptions s JOIN plans p ON p.id = s.plan_id ORDER BY s.id`);
  return rows;
}

beforeAll(async () => {
  database = await freshPostgres();
  sql = new pg.Client({ connectionString: database.url });
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: requireEnv('REDIS_URL'),
    LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
    PUBLIC_WRITES_PER_MINUTE: '1000',
    // Debug, to read in the output which instance ran the renewal job and which found it done.
    LOG_LEVEL: 'debug',
  };
  // A first start creates the tables (and runs today's job on an empty gym); then due subscriptions are seeded and
  // today's run forgotten, so that the two instances starting together both try the job.
  const first = await startServer({ ...env, LOG_LEVEL: 'warn' });
  expect(await first.stop()).toBe(0);
  await sql.connect();
  due = await seedDueSubscriptions();
  await sql.query('DELETE FROM job_runs');
  [a, b] = await Promise.all([
    startServer({ ...env, DATA_DIR: dataDirs.a }),
    startServer({ ...env, DATA_DIR: dataDirs.b }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sql?.end();
  await database?.drop();
});

describe('two instances, one database, one Redis', () => {
  it('the one-time rewrite of stored phones to E.164 ran once, though both instances started', async () => {
    const { rows } = await sql.query('SELECT job FROM job_runs WHERE job = $1', ['data:phones-e164']);
    expect(rows).toHaveLength(1);
  });

  it('the daily renewal, tried by both at once, renews each due subscription exactly once', async () => {
    expect(due).toHaveLength(60);
    const { rows: runs } = await sql.query('SELECT job, result FROM job_runs WHERE job = $1', [RENEWAL_JOB]);
    expect(runs).toEqual([{ job: RENEWAL_JOB, result: { renewed: 60, expired: 60, started: 0 } }]);
    // Both tried: one ran it, the other found the day done (or the job running).
    const ran = [a, b].filter((s) => s.output().includes(`"msg":"job ${RENEWAL_JOB} ran"`));
    const skipped = [a, b].filter((s) => s.output().includes(`"msg":"job ${RENEWAL_JOB} skipped`));
    expect([ran.length, skipped.length]).toEqual([1, 1]);

    const { rows } = await sql.query<{ id: number; start: string; end: string; auto_renew: boolean }>(
      'SELECT id, start_date::text AS start, end_date::text AS end, auto_renew FROM subscriptions ORDER BY id',
    );
    const addDays = (day: string, n: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    expect(rows).toEqual(
      due.map((s) => ({ id: s.id, start: s.end, end: addDays(s.end, s.duration), auto_renew: false })),
    );
  });

  it('the renew button pressed on both at once renews once', async () => {
    const staff = await staffToken();
    const {
      rows: [sub],
    } = await sql.query<{ id: number }>(`
      INSERT INTO subscriptions (user_id, plan_id, start_date, end_date, is_active, auto_renew)
      SELECT u.id, (SELECT id FROM plans WHERE name = 'Month'), '2024-01-01', '2024-01-31', true, true
      FROM users u WHERE u.username = 'due_1'
      RETURNING id`);
    const id = (sub as { id: number }).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 ? a : b, 'PUT', apiPath(API.subscriptions.one, { id }), { token: staff }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { rows } = await sql.query(
      'SELECT start_date::text AS start, end_date::text AS end FROM subscriptions WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ start: '2024-01-31', end: '2024-03-01' }]);
  });

  it('the failed-login limit holds in total across both', async () => {
    const { email } = await register(a, 'limited');
    const answers: number[] = [];
    // Alternate: each instance alone sees at most half the failures.
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++)
      answers.push((await login(i % 2 ? a : b, email, 'Wrong1234')).status);
    expect(answers).toEqual([...Array(LOGIN_MAX_FAILURES).fill(401), 429]);
    // Locked on both, even with the right password.
    expect((await login(a, email)).status).toBe(429);
    expect((await login(b, email)).status).toBe(429);
  });

  it('a token from one is honoured by the other, and a password change revokes it on both', async () => {
    const { email } = await register(b, 'traveller');
    const token = await tokenFor(a, email);
    for (const server of [a, b])
      expect((await call(server, 'GET', API.auth.roleCheck.user, { token })).status).toBe(200);

    // The reset code is queued on B and goes out once, from whichever instance's mail sender claims it (each writes
    // to its own outbox folder), and is redeemed on A.
    expect((await call(b, 'POST', API.auth.forgotPassword, { body: { email } })).status).toBe(200);
    const mails = () =>
      [dataDirs.a, dataDirs.b].flatMap((dir) => {
        const outbox = join(dir, 'outbox');
        try {
          // Registering sent a welcome e-mail to the same address: only the reset code's counts here.
          return readdirSync(outbox)
            .filter((f) => f.endsWith('traveller@two.test.eml'))
            .map((f) => join(outbox, f))
            .filter((f) => /^Subject: .*password reset code/m.test(readFileSync(f, 'utf8')));
        } catch {
          return [];
        }
      });
    await vi.waitFor(() => expect(mails()).toHaveLength(1), { timeout: 10_000 });
    // The body is quoted-printable: undo its soft line breaks before reading the code.
    const text = readFileSync(mails()[0] as string, 'utf8').replace(/=\r?\n/g, '');
    const code = text.match(/password is (\d{6})/)?.[1];
    const reset = await call(a, 'POST', API.auth.forgotPassword, {
      body: { email, code, newPassword: 'Changed123' },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    for (const server of [a, b])
      expect((await call(server, 'GET', API.auth.roleCheck.user, { token })).status).toBe(401);
    expect((await login(b, email, 'Changed123')).status).toBe(200);
  });

  it('50 parallel bookings of one trainer’s slot, spread over both: exactly one succeeds', async () => {
    const staff = await staffToken();
    await sql.query(`
      INSERT INTO plans (name, description, price, duration_in_days, image_url) VALUES ('Booking', 'B', 1, 30, '/x.svg');
      INSERT INTO users (username, email, password_hash, role, full_name)
        SELECT 'booker_' || i, 'booker' || i || '@two.test', 'not-a-hash', 'user', 'Booker ' || i
        FROM generate_series(1, 50) i;
      INSERT INTO subscriptions (user_id, plan_id, start_date, end_date)
        SELECT u.id, (SELECT id FROM plans WHERE name = 'Booking'), '2000-01-01', '2999-12-31'
        FROM users u WHERE u.username LIKE 'booker\\_%';
      INSERT INTO users (username, email, password_hash, role, full_name)
        VALUES ('coach', 'coach@two.test', 'not-a-hash', 'trainer', 'Coach Two');
      INSERT INTO trainers (user_id, specialty) SELECT id, 'Strength' FROM users WHERE username = 'coach';
      INSERT INTO gym_rooms (room_name, room_type, room_quantity) VALUES ('Big hall', 'Hall', 100);
    `);
    const ids = await sql.query<{ member: number; trainer: number; room: number }>(`
      SELECT u.id AS member, (SELECT id FROM trainers) AS trainer, (SELECT id FROM gym_rooms) AS room
      FROM users u WHERE u.username LIKE 'booker\\_%' ORDER BY u.id`);
    expect(ids.rows).toHaveLength(50);
    const answers = await Promise.all(
      ids.rows.map((r, i) =>
        call(i % 2 ? a : b, 'POST', API.sessions.list, {
          token: staff,
          body: { userId: r.member, trainerId: r.trainer, roomId: r.room, date: '2099-06-15', startTime: '10:00' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(49).fill(409)]);
    expect(new Set(answers.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set([BOOKING_MESSAGES.trainerBusy]),
    );
    const { rows } = await sql.query('SELECT count(*)::int AS n FROM training_sessions');
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('60 members racing for a class of 10, spread over both: exactly 10 Booked and 50 Waitlisted in positions 1 to 50', async () => {
    const staff = await staffToken();
    await sql.query(`
      INSERT INTO plans (name, description, price, duration_in_days, image_url, group_fitness_classes)
        VALUES ('Classes', 'C', 1, 30, '/x.svg', true);
      INSERT INTO users (username, email, password_hash, role, full_name)
        SELECT 'racer_' || i, 'racer' || i || '@two.test', 'not-a-hash', 'user', 'Racer ' || i
        FROM generate_series(1, 60) i;
      INSERT INTO subscriptions (user_id, plan_id, start_date, end_date)
        SELECT u.id, (SELECT id FROM plans WHERE name = 'Classes'), '2000-01-01', '2999-12-31'
        FROM users u WHERE u.username LIKE 'racer\\_%';
      INSERT INTO users (username, email, password_hash, role, full_name)
        VALUES ('spin_coach', 'spin.coach@two.test', 'not-a-hash', 'trainer', 'Spin Coach');
      INSERT INTO trainers (user_id, specialty) SELECT id, 'Spinning' FROM users WHERE username = 'spin_coach';
      INSERT INTO gym_rooms (room_name, room_type, room_quantity) VALUES ('Spin room', 'Cycling', 10);
      INSERT INTO class_types (name, duration_minutes, default_capacity) VALUES ('Race Spin', 45, 10);
    `);
    const {
      rows: [cls],
    } = await sql.query<{ id: number }>(`
      INSERT INTO class_sessions (class_type_id, trainer_id, room_id, start_time, end_time, capacity)
      SELECT (SELECT id FROM class_types WHERE name = 'Race Spin'),
             (SELECT t.id FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.username = 'spin_coach'),
             (SELECT id FROM gym_rooms WHERE room_name = 'Spin room'),
             timestamptz '2099-06-16 18:00Z', timestamptz '2099-06-16 18:45Z', 10
      RETURNING id`);
    const classId = (cls as { id: number }).id;
    const members = await sql.query<{ id: number }>(`SELECT id FROM users WHERE username LIKE 'racer\\_%' ORDER BY id`);
    expect(members.rows).toHaveLength(60);
    const answers = await Promise.all(
      members.rows.map((m, i) =>
        call(i % 2 ? a : b, 'POST', apiPath(API.classes.book, { id: classId }), {
          token: staff,
          body: { userId: m.id },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(201));
    expect(answers.filter((r) => r.body.status === 'Booked')).toHaveLength(10);
    const positions = answers.flatMap((r) => (r.body.status === 'Waitlisted' ? [r.body.position as number] : []));
    expect(positions.toSorted((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

    // The roster reads the same from the database: the positions come from the queue's order.
    const roster = await call(a, 'GET', apiPath(API.classes.roster, { id: classId }), { token: staff });
    expect(roster.status).toBe(200);
    const { booked, waitlist } = roster.body as { booked: unknown[]; waitlist: { position: number }[] };
    expect(booked).toHaveLength(10);
    expect(waitlist.map((w) => w.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const { rows } = await sql.query('SELECT booked_count, waitlist_count FROM class_sessions WHERE id = $1', [
      classId,
    ]);
    expect(rows).toEqual([{ booked_count: 10, waitlist_count: 50 }]);
  });

  it("a change of the gym's settings saved on one instance shows on the other's next request", async () => {
    const { email } = await register(a, 'gym_owner');
    await sql.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
    const admin = await tokenFor(a, email);
    // B has read (and keeps) the settings as they are.
    const before = await call(b, 'GET', API.gym);
    expect(before.status).toBe(200);
    expect(before.body.name).toBe('Pulse Gym');

    const saved = await call(a, 'PUT', API.gym, {
      token: admin,
      body: { ...before.body, name: 'Pulse Gym Two', timeZone: 'Asia/Tokyo', cancelCutoffHours: 6 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const after = await call(b, 'GET', API.gym);
    expect(after.body).toMatchObject({ name: 'Pulse Gym Two', timeZone: 'Asia/Tokyo', cancelCutoffHours: 6 });
    const onA = await call(a, 'GET', API.gym);
    expect(onA.body).toMatchObject({ name: 'Pulse Gym Two', timeZone: 'Asia/Tokyo' });
  });
});

let staff: string | undefined;
/** A staff account (registered on A, promoted in the database), signed in on B. */
async function staffToken() {
  if (staff) return staff;
  const { email } = await register(a, 'front_desk');
  await sql.query(`UPDATE users SET role = 'staff' WHERE email = $1`, [email]);
  staff = await tokenFor(b, email);
  return staff;
}
