import { defineProject } from 'vitest/config';

// API tests run on PGlite here; the root config adds a `server-pg` project running the same files on
// PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // The server's own zone must never matter: far from UTC, with daylight saving and a half-hour offset.
    env: { TEST_DB: 'pglite', TZ: 'America/St_Johns' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
