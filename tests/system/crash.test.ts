import { API } from '@gym/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type Inspector, inspect, type Target } from './lib/inspect.ts';
import { freshPostgres, runCli, type ServerProcess, startServer, tempDir } from './lib/servers.ts';

// Nothing acknowledged is lost: under a load of registrations, payments, subscriptions and bookings the
// server is killed with SIGKILL, started again on the same data, and every write it had answered 2xx must be there,
// with nothing half-written. On the embedded database and on PostgreSQL.

const MEMBERS = 60;
const WORKERS = 8;
/** The kill comes once this many writes were acknowledged: about the middle of the load (5 writes a member). */
const KILL_AFTER = 150;
const PRICE = 30;
const TRAINERS = 4;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Acks = {
  users: Map<number, string>;
  payments: Map<number, { userId: number }>;
  subscriptions: Map<number, { userId: number; paymentId: number }>;
  sessions: Map<number, { userId: number; trainerId: number; startTime: string }>;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(['pglite', 'postgres'] as const)('a crash under load on %s', (kind) => {
  it('keeps every acknowledged write and half-writes nothing', async () => {
    const dataDir = tempDir(`crash-${kind}`);
    let target: Target = { kind: 'pglite', dataDir };
    if (kind === 'postgres') {
      const database = await freshPostgres();
      cleanups.push(() => database.drop());
      target = { kind: 'postgres', url: database.url };
    }
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.url : undefined,
      PUBLIC_WRITES_PER_MINUTE: '100000',
    };
    const admin = await runCli(
      'create-admin',
      ['--email', 'admin@crash.test', '--username', 'crashadmin', '--password', 'Admin1234'],
      env,
    );
    expect(admin.code, admin.output).toBe(0);

    let server: ServerProcess = await startServer(env);
    cleanups.push(() => server.kill());
    const setup = await prepare(server.url);

    // The load: each member registers, pays for the plan, spends the payment on a subscription and books two sessions
    // (as admin, for the member), with WORKERS members under way at once.
    const acks: Acks = { users: new Map(), payments: new Map(), subscriptions: new Map(), sessions: new Map() };
    const refused: string[] = [];
    let acknowledged = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    let killed: Promise<void> | undefined;
    // Every booking its own two hours, five a day from 08:00 UTC (open every day under the default opening hours),
    // from tomorrow on: no clash whatever the order.
    const tomorrow = (Math.floor(Date.now() / DAY) + 1) * DAY;
    const slotStart = (slot: number) => tomorrow + Math.floor(slot / 5) * DAY + (8 + 2 * (slot % 5)) * HOUR;
    let nextSlot = 0;

    const write = async (path: string, body: unknown, token?: string): Promise<Record<string, unknown> | undefined> => {
      if (killed) return undefined;
      inFlight++;
      try {
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        const answer = (await res.json()) as Record<string, unknown>;
        if (!res.ok) {
          refused.push(`${path} ${res.status} ${JSON.stringify(answer)}`);
          return undefined;
        }
        return answer;
      } catch {
        return undefined; // the connection died with the server: not acknowledged
      } finally {
        inFlight--;
      }
    };
    const acknowledge = () => {
      acknowledged++;
      if (acknowledged === KILL_AFTER) {
        inFlightAtKill = inFlight;
        killed = server.kill();
      }
    };

    const member = async (i: number) => {
      const email = `member${i}@crash.test`;
      const registered = await write(API.auth.register, {
        username: `crash_member_${i}`,
        email,
        password: 'Member1234',
        fullname: 'Crash Member',
        // 555-0100 to 555-0199: numbers kept for fiction in every US area code.
        phone: `+1212555${String(100 + (i % 100)).padStart(4, '0')}`,
      });
      if (!registered) return;
      const userId = (registered.user as { id: number }).id;
      acks.users.set(userId, email);
      acknowledge();

      const paid = await write(
        API.payments.create,
        { userId, amount: PRICE, paymentMethod: 'Cash', planId: setup.planId },
        setup.token,
      );
      if (!paid) return;
      const paymentId = (paid.payment as { id: number }).id;
      acks.payments.set(paymentId, { userId });
      acknowledge();

      const subscribed = await write(API.subscriptions.list, { userId, planId: setup.planId, paymentId }, setup.token);
      if (!subscribed) return;
      acks.subscriptions.set(subscribed.id as number, { userId, paymentId });
      acknowledge();

      for (let b = 0; b < 2; b++) {
        const slot = nextSlot++;
        const startTime = new Date(slotStart(slot)).toISOString();
        const trainerId = setup.trainerIds[slot % setup.trainerIds.length] as number;
        const booked = await write(
          API.sessions.list,
          { userId, trainerId, roomId: setup.roomId, startTime, sessionType: 'Strength' },
          setup.token,
        );
        if (!booked) return;
        acks.sessions.set(booked.id as number, { userId, trainerId, startTime });
        acknowledge();
      }
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (next < MEMBERS && !killed) await member(next++);
      }),
    );
    expect(refused, 'writes refused before the crash').toEqual([]);
    expect(killed, `the load ended after ${acknowledged} writes, before the kill`).toBeDefined();
    await killed;

    // Up again on the same data: it must start (recovering from the crash) and answer.
    server = await startServer(env);
    const health = await fetch(`${server.url}${API.health}`);
    expect(health.status).toBe(200);
    // PGlite lives in the server's process: stop it to read the files. PostgreSQL is read beside the running server.
    if (kind === 'pglite') expect(await server.stop(), server.output()).toBe(0);

    const db = await inspect(target);
    try {
      const found = await findAcknowledged(db, acks);
      const halfWritten = await findHalfWritten(db);
      const committedUnanswered = await countUnanswered(db, acks);
      console.log(
        `crash ${kind}: ${acknowledged} acknowledged (${acks.users.size} registrations, ${acks.payments.size} payments, ` +
          `${acks.subscriptions.size} subscriptions, ${acks.sessions.size} bookings), ${found.count} found, ` +
          `${Object.values(halfWritten).reduce((a, b) => a + b, 0)} half-written; ${inFlightAtKill} requests in flight ` +
          `at the kill, ${committedUnanswered} of them committed without an answer`,
      );
      expect(found.missing).toEqual([]);
      expect(found.count).toBe(acknowledged);
      expect(halfWritten).toEqual({
        subscriptionsWithoutSpentPayment: 0,
        spentPaymentsWithoutSubscription: 0,
        revenueQuartersOff: 0,
        sessionsWithoutSubscription: 0,
        sessionsNotTwoHours: 0,
      });
    } finally {
      await db.close();
    }
    if (kind === 'postgres') expect(await server.stop(), server.output()).toBe(0);
  });
});

/** As the admin: a plan (price PRICE, a year long), a large room and TRAINERS trainers. */
async function prepare(base: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const { token } = await call('POST', API.auth.login, { email: 'admin@crash.test', password: 'Admin1234' });
  const plan = await call(
    'POST',
    API.plans.list,
    {
      name: 'Crash Year',
      description: 'A year of training',
      price: PRICE,
      durationInDays: 365,
      imageUrl: '/images/plans/default.svg',
    },
    token,
  );
  const room = await call(
    'POST',
    API.rooms.list,
    { roomName: 'Crash Hall', roomType: 'Strength', roomQuantity: 100, roomStatus: 'Active' },
    token,
  );
  for (let t = 0; t < TRAINERS; t++)
    await call(
      'POST',
      API.users.createByAdmin,
      {
        role: 'trainer',
        username: `crash_trainer_${t}`,
        email: `trainer${t}@crash.test`,
        fullName: `Crash Trainer ${String.fromCharCode(65 + t)}`,
        password: 'Trainer1234',
        birthday: '1990-01-01',
        specialty: 'Strength',
        experience: 5,
        pricePerHour: 40,
      },
      token,
    );
  const trainers = (await call('GET', API.trainers.list, undefined, token)) as { trainerId: number }[];
  return {
    token: token as string,
    planId: plan.id as number,
    roomId: room.id as number,
    trainerIds: trainers.map((t) => t.trainerId),
  };
}

/** Every acknowledged write, looked up by its id and checked against what was answered. */
async function findAcknowledged(db: Inspector, acks: Acks) {
  const missing: string[] = [];
  let count = 0;
  const ids = (m: Map<number, unknown>) => [...m.keys()];

  const users = await db.query<{ id: number; email: string }>('SELECT id, email FROM users WHERE id = ANY($1)', [
    ids(acks.users),
  ]);
  const userRows = new Map(users.map((r) => [r.id, r]));
  for (const [id, email] of acks.users)
    if (userRows.get(id)?.email === email) count++;
    else missing.push(`user ${id}`);

  const payments = await db.query<{ id: number; user_id: number; used_at: unknown }>(
    'SELECT id, user_id, used_at FROM payments WHERE id = ANY($1)',
    [ids(acks.payments)],
  );
  const paymentRows = new Map(payments.map((r) => [r.id, r]));
  for (const [id, ack] of acks.payments)
    if (paymentRows.get(id)?.user_id === ack.userId) count++;
    else missing.push(`payment ${id}`);

  const subscriptions = await db.query<{ id: number; user_id: number; payment_id: number }>(
    'SELECT id, user_id, payment_id FROM subscriptions WHERE id = ANY($1)',
    [ids(acks.subscriptions)],
  );
  const subscriptionRows = new Map(subscriptions.map((r) => [r.id, r]));
  for (const [id, ack] of acks.subscriptions) {
    const row = subscriptionRows.get(id);
    if (row?.user_id === ack.userId && row.payment_id === ack.paymentId) count++;
    else missing.push(`subscription ${id}`);
  }

  const sessions = await db.query<{ id: number; user_id: number; trainer_id: number; start_time: Date | string }>(
    'SELECT id, user_id, trainer_id, start_time FROM training_sessions WHERE id = ANY($1)',
    [ids(acks.sessions)],
  );
  const sessionRows = new Map(sessions.map((r) => [r.id, r]));
  for (const [id, ack] of acks.sessions) {
    const row = sessionRows.get(id);
    const start = row ? new Date(row.start_time).toISOString() : undefined;
    if (row?.user_id === ack.userId && row.trainer_id === ack.trainerId && start === ack.startTime) count++;
    else missing.push(`session ${id}`);
  }
  return { count, missing };
}

/** Rows that only make sense with another write of the same transaction, or of an earlier acknowledged one. */
async function findHalfWritten(db: Inspector) {
  const one = async (sql: string) => ((await db.query<{ n: number }>(sql))[0]?.n ?? -1) as number;
  return {
    // createSubscription spends the payment and inserts the subscription in one transaction.
    subscriptionsWithoutSpentPayment: await one(
      `SELECT count(*)::int AS n FROM subscriptions s LEFT JOIN payments p ON p.id = s.payment_id
        WHERE p.id IS NULL OR p.used_at IS NULL`,
    ),
    spentPaymentsWithoutSubscription: await one(
      `SELECT count(*)::int AS n FROM payments p
        WHERE p.used_at IS NOT NULL AND p.plan_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.payment_id = p.id)`,
    ),
    // The revenue chart's totals are written by a trigger in each payment's own transaction (migration 0005).
    revenueQuartersOff: await one(
      `SELECT count(*)::int AS n FROM payment_totals t
         FULL JOIN (SELECT payment_quarter(payment_date) AS quarter, sum(amount) AS amount FROM payments
                     WHERE status = 'Completed' GROUP BY 1) p ON p.quarter = t.starts_at
        WHERE coalesce(t.amount, 0) <> coalesce(p.amount, 0)`,
    ),
    // A booking is accepted only under an active subscription: a session whose subscription is gone outlived it.
    sessionsWithoutSubscription: await one(
      `SELECT count(*)::int AS n FROM training_sessions t
        WHERE NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = t.user_id AND s.is_active
                            AND s.start_date <= (t.start_time AT TIME ZONE 'UTC')::date
                            AND s.end_date >= (t.start_time AT TIME ZONE 'UTC')::date)`,
    ),
    sessionsNotTwoHours: await one(
      `SELECT count(*)::int AS n FROM training_sessions WHERE end_time - start_time <> interval '2 hours'`,
    ),
  };
}

/** Writes the database holds that were never answered: committed by requests that were in flight at the kill. */
async function countUnanswered(db: Inspector, acks: Acks) {
  const [row] = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM users WHERE email LIKE 'member%@crash.test')
           + (SELECT count(*) FROM payments) + (SELECT count(*) FROM subscriptions)
           + (SELECT count(*) FROM training_sessions))::int AS n`,
  );
  return (row?.n ?? 0) - (acks.users.size + acks.payments.size + acks.subscriptions.size + acks.sessions.size);
}
