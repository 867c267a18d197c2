import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema. Migrations are applied from code (src/db/migrate.ts),
// because drizzle-kit cannot load the btree_gist extension into PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
