import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scheduleEvery } from './jobs.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduleEvery', () => {
  it('runs on ready and then every interval, never two runs of one instance at once, and stops on close', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const job = scheduleEvery(app, {
      name: 'count',
      everyMs: 20,
      run: async () => {
        runs += 1;
        inFlight += 1;
        most = Math.max(most, inFlight);
        await sleep(50); // longer than the interval: ticks meanwhile are skipped
        inFlight -= 1;
      },
    });
    expect(runs).toBe(0);
    await app.ready();
    expect(runs).toBe(1);
    await sleep(200);
    await app.close();
    const atClose = runs;
    expect(atClose).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(inFlight).toBe(0); // close waited for the run under way
    await sleep(80);
    expect(runs).toBe(atClose);
    await job.settled();
  });

  it('logs a failed run and runs again on the next tick', async () => {
    const errors: string[] = [];
    const app = Fastify({ logger: false });
    app.log.error = ((_obj: unknown, msg: string) => void errors.push(msg)) as typeof app.log.error;
    let runs = 0;
    const job = scheduleEvery(app, {
      name: 'flaky',
      everyMs: 15,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('mail server down');
      },
    });
    await app.ready();
    await job.settled();
    expect(errors).toEqual(['job flaky failed']);
    await sleep(60);
    expect(runs).toBeGreaterThanOrEqual(2);
    await app.close();
  });

  it('runs soon when asked, without the caller waiting, and once more after a run that was under way', async () => {
    const app = Fastify({ logger: false });
    const seen: number[] = [];
    let work = 0;
    let release: () => void = () => {};
    const job = scheduleEvery(app, {
      name: 'outbox',
      everyMs: 60_000, // no tick of the interval during the test
      run: async () => {
        seen.push(work);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await app.ready();
    // The run started on ready is still going when work arrives and asks for a run.
    work = 1;
    job.runSoon();
    expect(seen).toEqual([0]);
    release();
    await job.settled();
    // The run asked for meanwhile follows on a later turn, and sees the work.
    await sleep(10);
    expect(seen).toEqual([0, 1]);
    release();
    await job.settled();
    // Asked while idle: not inside the call, soon after.
    work = 2;
    job.runSoon();
    expect(seen).toEqual([0, 1]);
    await sleep(10);
    expect(seen).toEqual([0, 1, 2]);
    release();
    await app.close();
  });
});
