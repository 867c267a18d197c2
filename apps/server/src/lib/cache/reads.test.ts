import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { testConfig } from '../../config.ts';
import { feedback, gymRooms, newsletterSignups, plans, users } from '../../db/schema/index.ts';
import { anotherInstance, createTestApp, type TestApp, twoConnections } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { changeCounts } from '../../test/counters.ts';
import { giveSubscription, makeAccount, makeRoom, makeSession, makeTrainer, signedIn } from '../../test/factories.ts';
import { cachedReads } from './declared.ts';
import { createReadCache, recordsRead, serializingKeptOnce } from './reads.ts';
import { createVersionWatch } from './versions.ts';

// The signed-in reads cached per process under the records' counter (reads.ts, docs/decisions/012): a member's
// subscriptions, a member's sessions for a week, the staff dashboard's figures. Each write below is made by one
// instance, or straight in the database, and read on the very next request by both instances: the one that wrote
// and a second one over the same database with its own cache. Every read is asked twice per instance, so the second
// answer comes from the cache when nothing changed.
const NOW = '2026-03-10T09:00:00Z'; // Tuesday, 09:00 in the gym (UTC)
const WEEK = 'from=2026-03-09&to=2026-03-15';
const at = (iso: string) => new Date(iso);

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  other = await anotherInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
  vi.useRealTimers();
});
beforeEach(() => setClock(NOW));

type Headers = { authorization: string };
/** The answers of both instances, each asked twice: all must agree, and one of them is returned. */
async function read<T>(url: string, headers: Headers): Promise<T> {
  const answers: unknown[] = [];
  for (const app of [t.app, other]) {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      answers.push(res.json());
    }
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0] as T;
}
const recordsVersion = async () => (await changeCounts(t.db)).records;

describe("a member's subscriptions", () => {
  it('show a new subscription, a renamed plan or member, and a deletion on the next request', async () => {
    const { user, headers } = await signedIn(t);
    const url = `/api/users/${user.id}/subscriptions`;
    expect(await read(url, headers)).toEqual([]);

    const subscription = await giveSubscription(t.db, user.id);
    type Row = { id: number; planName: string; fullName: string | null };
    expect((await read<Row[]>(url, headers)).map((r) => r.id)).toEqual([subscription.id]);

    // The plan is the catalogue's (its own counter), the member's name an account's.
    await t.db.update(plans).set({ name: 'Renamed Plan' }).where(eq(plans.id, subscription.planId));
    expect((await read<Row[]>(url, headers))[0]?.planName).toBe('Renamed Plan');
    // Staff edit the member's details on the other instance.
    const staff = await signedIn(t, 'staff');
    const renamed = await other.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: staff.headers,
      payload: { username: user.username, email: user.email, fullName: 'New Name' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await read<Row[]>(url, headers))[0]?.fullName).toBe('New Name');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscription/${subscription.id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await read(url, headers)).toEqual([]);
  });
});

describe("a member's week of sessions", () => {
  it('shows a booking, a cancellation on the other instance, and renamed trainers and rooms', async () => {
    const { user, headers } = await signedIn(t);
    const trainer = await makeTrainer(t.db, { fullName: 'First Name' });
    const room = await makeRoom(t.db, { roomName: 'Studio A' });
    const url = `/api/users/${user.id}/trainingSessions?${WEEK}`;
    expect(await read(url, headers)).toEqual([]);

    const session = await makeSession(t.db, {
      userId: user.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      start: at('2026-03-12T10:00:00Z'),
    });
    type Session = { id: number; status: string; trainerName: string; roomName: string };
    expect(await read<Session[]>(url, headers)).toMatchObject([
      { id: session.id, status: 'Booked', trainerName: 'First Name', roomName: 'Studio A' },
    ]);

    await t.db.update(users).set({ fullName: 'Second Name' }).where(eq(users.id, trainer.user.id));
    await t.db.update(gymRooms).set({ roomName: 'Studio B' }).where(eq(gymRooms.id, room.id));
    expect(await read<Session[]>(url, headers)).toMatchObject([{ trainerName: 'Second Name', roomName: 'Studio B' }]);

    const cancelled = await other.inject({ method: 'POST', url: `/api/trainingsession/${session.id}/cancel`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(await read<Session[]>(url, headers)).toMatchObject([{ id: session.id, status: 'Cancelled' }]);
  });
});

describe("the staff dashboard's figures", () => {
  it('count a session out of the upcoming ones when it starts, with no write, and back in when the clock goes back', async () => {
    const staff = await signedIn(t, 'staff');
    const member = await makeAccount(t.db);
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const start = at('2026-03-10T10:00:00Z');
    const book = (begin: Date) =>
      makeSession(t.db, { userId: member.id, trainerId: trainer.trainerId, roomId: room.id, start: begin });
    const upcoming = async () =>
      (await read<{ upcomingSessions: number }>('/api/stats/staff', staff.headers)).upcomingSessions;

    const before = await upcoming();
    await book(start);
    await book(at('2026-03-11T10:00:00Z'));
    expect(await upcoming()).toBe(before + 2);

    setClock('2026-03-10T09:59:59Z');
    expect(await upcoming()).toBe(before + 2);
    setClock('2026-03-10T10:00:00Z');
    expect(await upcoming()).toBe(before + 1);
    setClock('2026-03-10T09:30:00Z');
    expect(await upcoming()).toBe(before + 2);
  });

  it('show feedback marked processed on the next request', async () => {
    const staff = await signedIn(t, 'staff');
    const member = await makeAccount(t.db);
    type Figures = { feedbacks: number; unprocessedFeedbacks: number };
    const before = await read<Figures>('/api/stats/staff', staff.headers);
    const [row] = await t.db
      .insert(feedback)
      .values({ userId: member.id, message: 'The showers are cold', rating: 3 })
      .returning();
    expect(await read<Figures>('/api/stats/staff', staff.headers)).toMatchObject({
      feedbacks: before.feedbacks + 1,
      unprocessedFeedbacks: before.unprocessedFeedbacks + 1,
    });
    await t.db
      .update(feedback)
      .set({ isProcessed: true })
      .where(eq(feedback.id, row?.id ?? 0));
    expect((await read<Figures>('/api/stats/staff', staff.headers)).unprocessedFeedbacks).toBe(
      before.unprocessedFeedbacks,
    );
  });
});

describe('serializingKeptOnce', () => {
  it('serialises a kept answer once per route, as bytes, and any other answer every time', async () => {
    const reads = createReadCache(createVersionWatch(t.db), { db: t.db, config: testConfig() });
    let loaded = [{ a: 1 }];
    const answer = recordsRead({ name: 'test', tables: [], load: async () => ({ value: loaded }) });
    // The registry is the app's list of cached reads, shared with the next test file of this worker: take it out.
    onTestFinished(() => void cachedReads.splice(cachedReads.indexOf(answer as (typeof cachedReads)[number]), 1));
    let calls = 0;
    const compile = serializingKeptOnce((_schema: string) => (data: unknown) => {
      calls++;
      return JSON.stringify(data);
    });
    const [route, otherRoute] = [compile('route'), compile('other route')];
    const kept = await reads.get(answer, 1);
    loaded = [{ a: 2 }];
    expect(await reads.get(answer, 1)).toBe(kept);
    expect(Object.isFrozen(kept)).toBe(true);

    const [first, again] = [route(kept), route(kept)];
    expect(again).toBe(first);
    expect(Buffer.isBuffer(first) && first.toString()).toBe('[{"a":1}]');
    expect(calls).toBe(1);
    otherRoute(kept);
    expect(calls).toBe(2);
    route([{ a: 1 }]);
    route([{ a: 1 }]);
    expect(calls).toBe(4);
  });
});

describe('the records version', () => {
  it('rises once per transaction that writes what the reads read, at commit, and not for other tables', async () => {
    const trainer = await makeTrainer(t.db);
    const room = await makeRoom(t.db);
    const member = await makeAccount(t.db);
    const before = await recordsVersion();

    // Ten sessions in one transaction: one rise.
    await t.db.transaction(async (tx) => {
      for (let day = 0; day < 10; day++) {
        await makeSession(tx as never, {
          userId: member.id,
          trainerId: trainer.trainerId,
          roomId: room.id,
          start: new Date(at('2026-04-01T10:00:00Z').getTime() + day * 86_400_000),
        });
      }
      // Not yet: the trigger is deferred to commit.
      expect((await changeCounts(tx)).records).toBe(before);
    });
    expect(await recordsVersion()).toBe(before + 1);

    // A rolled-back write raises nothing; a table no cached read reads raises nothing.
    await t.db
      .transaction(async (tx) => {
        await tx.update(gymRooms).set({ roomName: 'Never Seen' }).where(eq(gymRooms.id, room.id));
        tx.rollback();
      })
      .catch(() => {});
    await t.db.insert(newsletterSignups).values({ email: 'records@example.com' });
    expect(await recordsVersion()).toBe(before + 1);

    // Truncating a covered table raises it too.
    await t.db.execute(sql`truncate ${feedback}`);
    expect(await recordsVersion()).toBe(before + 2);
  });
});

// PostgreSQL only (two connections of its own): defined in the server-pg run alone, so the PGlite run has no
// skipped test.
if (process.env.TEST_DB === 'postgres') {
  describe('the records version on PostgreSQL', () => {
    it('lets two transactions raising both deferred counters in opposite orders both commit (no deadlock)', async () => {
      const [a, b] = [await makeAccount(t.db), await makeAccount(t.db)];
      const [roomA, roomB] = [await makeRoom(t.db), await makeRoom(t.db)];
      const before = await changeCounts(t.db);
      const { one, two, close } = await twoConnections(t);
      try {
        await one.query('BEGIN');
        await two.query('BEGIN');
        // At commit `one` raises the accounts' counter first, then the records'; `two` the other way round.
        await one.query(`UPDATE users SET role = 'staff' WHERE id = $1`, [a.id]);
        await one.query(`UPDATE gym_rooms SET room_name = 'Crossed One' WHERE id = $1`, [roomA.id]);
        await two.query(`UPDATE gym_rooms SET room_name = 'Crossed Two' WHERE id = $1`, [roomB.id]);
        await two.query(`UPDATE users SET role = 'trainer' WHERE id = $1`, [b.id]);
        await Promise.all([one.query('COMMIT'), two.query('COMMIT')]);
      } finally {
        await close();
      }
      const after = await changeCounts(t.db);
      expect(after.accounts).toBe(before.accounts + 2);
      expect(after.records).toBe(before.records + 2);
    });
  });
}
