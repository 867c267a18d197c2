import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { loadExerciseCatalogue } from '../seed/exercises.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base64 of a migrated PGlite data directory, loaded afresh by each test file. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Migrates once per run into a template; test files clone it (fresh data per file, no initdb each time). */
export default async function setup(project: TestProject) {
  if (project.name === 'server-pg') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
    const template = `gym_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const db = await openPostgres(adminUrl(url, template), 1);
    await db.migrate();
    await loadExerciseCatalogue(db.db);
    await db.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      // Test files drop their own clones; remove any a crashed worker left behind, then the template.
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `${template.replace('template', 'file')}%`,
      ]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const db = await openPglite();
  await db.migrate();
  // The catalogue is in every database the app runs on, so API tests see it too.
  await loadExerciseCatalogue(db.db);
  const dump = await db.client.dumpDataDir('none');
  await db.close();
  project.provide('pgliteTemplate', Buffer.from(await dump.arrayBuffer()).toString('base64'));
  project.provide('postgresTemplate', '');
}
