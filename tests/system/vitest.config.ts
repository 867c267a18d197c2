import { defineConfig } from 'vitest/config';

// System tests: the built server (`apps/server/dist/server.js`) as real processes, on PostgreSQL and Redis,
// killed, restarted and run side by side. `scripts/test.mjs` runs them after the build when TEST_DATABASE_URL
// is set; `.ci/run` always sets it and REDIS_URL.
export default defineConfig({
  test: {
    name: 'system',
    root: './tests/system',
    include: ['**/*.test.ts'],
    // One temporary folder for the run, removed at its end (lib/temp-root.ts).
    globalSetup: ['./lib/temp-root.ts'],
    // Each file starts its own servers and databases; two at a time keep a two-core machine responsive.
    maxWorkers: 2,
    env: { TZ: 'America/St_Johns' },
    // Limits against hangs, not timings under test: a server start on a loaded machine takes seconds.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
