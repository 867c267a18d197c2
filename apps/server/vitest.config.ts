import { defineProject } from 'vitest/config';

// API tests run on PGlite here; the root config adds a `server-pg` project running the same files on
// PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    env: { TEST_DB: 'pglite' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
