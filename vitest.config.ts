import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite; Playwright specs under e2e/ belong to Playwright.
// With TEST_DATABASE_URL set, the server's API tests run a second time on PostgreSQL.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              test: { name: 'server-pg', root: './apps/server', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
