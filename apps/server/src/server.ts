import { tracingChannel } from 'node:diagnostics_channel';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseInUseError, openDatabase } from './db/client.ts';
import { migratePhonesToE164 } from './lib/phones-e164.ts';
import { ensureGymSettings, loadGymConfig } from './modules/settings/settings.service.ts';
import { resolveJwtSecret } from './secret.ts';
import { seedDemoData } from './seed/demo.ts';
import { issueDemoReceipts } from './seed/demo-membership.ts';
import { loadExerciseCatalogue } from './seed/exercises.ts';

// The only file with side effects: read the settings, open and migrate the database, listen, stop cleanly.
const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  // From what survives the start's bulk work (migrations, the exercise catalogue, demo data), V8 may decide to
  // allocate some allocation sites' objects straight in the old generation, and keeps to it. When those are sites
  // requests use too, every young object they point at survives the scavenges: about half of the server processes
  // then promoted 95 % of each request and served a quarter fewer, for as long as they ran (docs/decisions/012,
  // "Garbage-collector regime"). A server's steady work is requests that live a millisecond, so nothing should start
  // old. V8 reads the flag at each collection: set before that work, it keeps every site young.
  setFlagsFromString('--no-allocation-site-pretenuring');
  const loaded = loadConfig();
  const config = { ...loaded, JWT_SECRET: resolveJwtSecret(loaded) };
  // Loading the app's modules and opening the database each take about a second; do both at once.
  const [{ buildApp }, database] = await Promise.all([import('./app.ts'), openDatabase(config)]);
  // One instance at a time migrates and loads first data; another starting beside it waits, then finds it done.
  await database.exclusively(async () => {
    await database.migrate();
    // The gym's settings: the environment's values for a new database; a database that has them keeps them.
    await ensureGymSettings(database.db, config);
    const gym = await loadGymConfig({ db: database.db, config });
    // Data migrations that need code run after the SQL ones, once in the database's life (docs/decisions/017).
    const phones = await migratePhonesToE164(database.db, gym.GYM_COUNTRY);
    if (phones)
      console.log(
        `Phones in E.164: ${phones.rewritten} rewritten, ${phones.keptAsWritten} kept as written for review.`,
      );
    // The exercise catalogue is product content: it loads on every start, with or without demo data.
    if (await loadExerciseCatalogue(database.db)) console.log('Loaded the exercise catalogue.');
    if (
      config.DEMO_DATA &&
      (await seedDemoData(database.db, { timeZone: gym.GYM_TIME_ZONE, openingHours: gym.OPENING_HOURS }))
    ) {
      await issueDemoReceipts(database.db);
      console.log('Loaded demo data (see README for the demo accounts).');
    }
  });

  const app = await buildApp({ config, db: database.db, webDir });
  const handlers = trackHandlers();
  let stopping = false;
  // An answer given while stopping closes its connection: a kept-alive one would hold the close until it timed out.
  // (A callback hook, not an async one: it runs on every answer, and an async hook costs each a promise.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  const stop = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} received again, exiting at once`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, finishing open requests`);
    const force = setTimeout(() => {
      app.log.error(`open requests did not finish within ${STOP_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    try {
      // Stops accepting connections and waits for the open ones' requests to be answered.
      await app.close();
      // A request whose client went away is over for Fastify, but its handler may still be writing.
      await handlers.settled();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'could not stop cleanly');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

/** How long open requests get to finish after SIGTERM or SIGINT before the process exits anyway. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * How many route handlers are still running, seen through Fastify's `fastify.request.handler` tracing channel:
 * `start` when a handler is called, `end` when it returns, `asyncEnd` when the promise it returned settles, whether
 * or not anyone is still there to be answered. `settled()` resolves when none is running.
 *
 * A count, not a set of the running ones: a set that took and dropped an entry for every request was one of the
 * ways requests in flight got promoted to the old generation (docs/decisions/012, "Garbage-collector regime").
 */
function trackHandlers() {
  type Store = { async?: boolean };
  let running = 0;
  let onIdle: (() => void) | undefined;
  const finished = () => {
    running--;
    if (running === 0) onIdle?.();
  };
  tracingChannel<unknown, Store>('fastify.request.handler').subscribe({
    start: () => {
      running++;
    },
    end: (store) => {
      if (!store.async) finished();
    },
    asyncStart: () => {},
    asyncEnd: finished,
    error: () => {},
  });
  return {
    settled: () =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onIdle = resolve;
          }),
  };
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
