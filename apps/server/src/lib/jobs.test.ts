import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { runOnce, scheduleDaily } from './jobs.ts';

let database: Database;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  database = await createTestDatabase();
});
afterAll(() => database.close());

const runsOf = (job: string) => database.db.select().from(jobRuns).where(eq(jobRuns.job, job));

describe('runOnce', () => {
  it('runs a job once per day, records what it reported, and runs it again on another day', async () => {
    const db = database.db;
    let calls = 0;
    const work = async () => ({ call: ++calls });
    expect(await runOnce(db, 'count', '2026-03-10', work)).toEqual({ ran: true, result: { call: 1 } });
    expect(await runOnce(db, 'count', '2026-03-10', work)).toEqual({ ran: false, reason: 'done' });
    expect(await runOnce(db, 'count', '2026-03-11', work)).toEqual({ ran: true, result: { call: 2 } });
    expect(await runOnce(db, 'other', '2026-03-10', work)).toEqual({ ran: true, result: { call: 3 } });
    expect(calls).toBe(3);
    const rows = await runsOf('count');
    expect(rows.map((r) => [r.day, r.result])).toEqual([
      ['2026-03-10', { call: 1 }],
      ['2026-03-11', { call: 2 }],
    ]);
  });

  it('records nothing when the work fails, so the next attempt runs the day', async () => {
    const db = database.db;
    await expect(
      runOnce(db, 'flaky', '2026-03-10', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runsOf('flaky')).toEqual([]);
    expect(await runOnce(db, 'flaky', '2026-03-10', async () => 'ok')).toEqual({ ran: true, result: 'ok' });
  });

  it('runs the work in the transaction that records the run: a failed record keeps none of its writes', async () => {
    const db = database.db;
    await expect(
      runOnce(db, 'half', '2026-03-10', async (tx) => {
        await tx.insert(jobRuns).values({ job: 'written-by-work', day: '2026-03-10', ranAt: new Date() });
        throw new Error('after writing');
      }),
    ).rejects.toThrow('after writing');
    expect(await runsOf('written-by-work')).toEqual([]);
  });

  it('runs once when many ask at once', async () => {
    const db = database.db;
    let calls = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        runOnce(db, 'crowd', '2026-03-10', async () => {
          calls += 1;
          return calls;
        }),
      ),
    );
    expect(calls).toBe(1);
    expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
    expect(await runsOf('crowd')).toHaveLength(1);
  });
});

describe('scheduleDaily', () => {
  it('runs the gym day’s job when an instance is ready; a second instance finds the day done', async () => {
    const days: string[] = [];
    const instance = () => {
      const app = Fastify({ logger: false });
      scheduleDaily(app, {
        db: database.db,
        job: 'daily',
        timeZone: async () => 'Asia/Tokyo',
        work: async (_tx, day) => {
          days.push(day);
          return { day };
        },
      });
      return app;
    };
    const first = instance();
    const second = instance();
    await first.ready();
    await second.ready();
    // 23:30 UTC on the 10th is the 11th in Tokyo.
    expect(days).toEqual(['2026-03-11']);
    expect((await runsOf('daily')).map((r) => r.day)).toEqual(['2026-03-11']);
    await first.close();
    await second.close();
  });
});
