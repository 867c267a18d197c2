import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoData } from './db/seed/demo.ts';
import { loadExerciseCatalogue } from './db/seed/exercises.ts';
import { resolveJwtSecret } from './secret.ts';

// The only file with side effects: read the settings, open and migrate the database, listen, stop cleanly.
const webDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const loaded = loadConfig();
  const config = { ...loaded, JWT_SECRET: resolveJwtSecret(loaded) };
  // Loading the app's modules and opening the database each take about a second; do both at once.
  const [{ buildApp }, database] = await Promise.all([import('./app.ts'), openDatabase(config)]);
  // One instance at a time migrates and loads first data; another starting beside it waits, then finds it done.
  await database.exclusively(async () => {
    await database.migrate();
    // The exercise catalogue is product content: it loads on every start, with or without demo data.
    if (await loadExerciseCatalogue(database.db)) console.log('Loaded the exercise catalogue.');
    if (config.DEMO_DATA && (await seedDemoData(database.db, { timeZone: config.GYM_TIME_ZONE })))
      console.log('Loaded demo data (see README for the demo accounts).');
  });

  const app = await buildApp({ config, db: database.db, webDir });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, finishing open requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
