import { defineProject } from 'vitest/config';

// API tests run on PGlite here; the root config adds a `server-pg` project running the same files on
// PostgreSQL when TEST_DATABASE_URL is set.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // One module graph per worker, not per file: importing the whole app again for each test file was nearly half
    // of the run. Each file builds its own app on its own database (src/test/app.ts), the modules' own state is keyed
    // by what it depends on (a secret, a language), and what a file leaves in shared state (a fixed clock, a cached
    // read a test declares) is undone when it ends (src/test/setup.ts, the test itself).
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // The server's own zone must never matter: far from UTC, with daylight saving and a half-hour offset.
    env: { TEST_DB: 'pglite', TZ: 'America/St_Johns' },
    // Generous: seeding the whole demo gym or 50 parallel bookings on PostgreSQL takes seconds on a quiet machine
    // and much longer on a loaded CI runner. These are limits against hangs, not timings under test.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
