import { todayIn } from '@gym/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/**
 * Scheduled jobs, the one home for every job that must run once a day in total however many app instances
 * serve the gym (docs/decisions/009). Every instance may tick; the database decides who runs.
 */

/** The first key of the jobs' advisory locks (any fixed int4; the second key is the job's name hashed). */
const JOB_LOCK_CLASS = 0x6a6f62; // "job"
const HOUR_MS = 60 * 60 * 1000;

export type JobOutcome<T> =
  | { ran: true; result: T }
  /** `done`: this day's run is already recorded; `busy`: another instance is running the job right now. */
  | { ran: false; reason: 'done' | 'busy' };

/**
 * Runs `work` for `job` on gym day `day` at most once in total, whichever instance asks and however often. In one
 * transaction: an advisory lock on the job (`pg_try_advisory_xact_lock`; when another instance holds it, answers
 * `busy` at once instead of waiting), then the `job_runs` row for (job, day) inserted with ON CONFLICT DO NOTHING
 * (found: `done`), then `work` in that same transaction. The row commits with the work's writes or not at all,
 * so a failed run leaves no row and the next tick runs the day again. `work` should still be idempotent (a run
 * for a later day may see the same rows), as the renewal is.
 */
export async function runOnce<T>(
  db: Db,
  job: string,
  day: string,
  work: (tx: Tx) => Promise<T>,
): Promise<JobOutcome<T>> {
  return db.transaction(async (tx): Promise<JobOutcome<T>> => {
    // Both drivers answer `execute` with `{ rows }`; the shared Db type cannot say so.
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int4, hashtext(${job})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    const [lock] = rows;
    if (!lock?.locked) return { ran: false, reason: 'busy' };
    const claimed = await tx
      .insert(jobRuns)
      .values({ job, day, ranAt: new Date() })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return { ran: false, reason: 'done' };
    const result = await work(tx);
    await tx
      .update(jobRuns)
      .set({ result: (result ?? null) as unknown })
      .where(sql`${jobRuns.job} = ${job} and ${jobRuns.day} = ${day}`);
    return { ran: true, result };
  });
}

/**
 * Runs `work` in one transaction if no other instance is running `job` right now (the same advisory lock as
 * `runOnce`; `busy` at once otherwise), with no record of the run: for jobs whose writes are idempotent by the data
 * (unique indexes, conditional updates) and that may run as often as they are asked.
 */
export async function runLocked<T>(db: Db, job: string, work: (tx: Tx) => Promise<T>): Promise<JobOutcome<T>> {
  return db.transaction(async (tx): Promise<JobOutcome<T>> => {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}::int4, hashtext(${job})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return { ran: false, reason: 'busy' };
    return { ran: true, result: await work(tx) };
  });
}

/**
 * Runs `job` once per gym day (`runOnce`): when the app is ready (awaited, so an instance answers after the day's
 * run is done or found done) and then every hour, so a restart near midnight or a day the process slept through
 * never skips the day's run. Every instance ticks; only the first to claim a day runs it. A failed run is logged
 * and retried by the next tick. The timer does not keep the process alive and stops with the app.
 */
export function scheduleDaily<T>(
  app: FastifyInstance,
  options: { db: Db; job: string; timeZone: () => Promise<string>; work: (tx: Tx, day: string) => Promise<T> },
) {
  const { db, job, timeZone, work } = options;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    let day = '';
    try {
      // The gym's zone as it is set now (it may change while the app runs).
      day = todayIn(await timeZone());
      const outcome = await runOnce(db, job, day, (tx) => work(tx, day));
      if (outcome.ran) app.log.info({ job, day, result: outcome.result }, `job ${job} ran`);
      else
        app.log.debug(
          { job, day },
          `job ${job} skipped: ${outcome.reason === 'done' ? 'done today' : 'running elsewhere'}`,
        );
    } catch (error) {
      app.log.error({ err: error, job, day }, `job ${job} failed`);
    }
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * Runs `run` when the app is ready and then every `everyMs`, in every instance: for jobs that claim their own work
 * row by row and so need no `runOnce` (the reminder e-mails, docs/decisions/011). The first run starts on ready
 * without holding the app back; a tick that finds the previous run still going is skipped, so runs of one instance
 * never overlap. Errors are logged and the next tick tries again. The timer does not keep the process alive and
 * stops with the app. Answers `settled()`, the run under way (if any), for tests and for closing cleanly, and
 * `runSoon()`, which starts a run on a later turn of the event loop (never in the caller's await path) or, when one
 * is under way, one more right after it, so work written during a run is not left for the next tick.
 */
export function scheduleEvery(
  app: FastifyInstance,
  options: { name: string; everyMs: number; run: () => Promise<unknown> },
) {
  const { name, everyMs, run } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let again = false;
  const tick = () => {
    if (running || closed) return;
    running = (async () => {
      try {
        const result = await run();
        app.log.debug({ job: name, result }, `job ${name} ran`);
      } catch (error) {
        app.log.error({ err: error, job: name }, `job ${name} failed`);
      } finally {
        running = undefined;
        if (again) {
          again = false;
          setImmediate(tick);
        }
      }
    })();
  };
  const runSoon = () => {
    if (running) again = true;
    else setImmediate(tick);
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearInterval(timer);
    // The run under way finishes its claim (commit or rollback) before the database closes.
    await running;
  });
  return { settled: async () => void (await running), runSoon };
}
