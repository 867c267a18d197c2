import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser tests drive the built app on the real server, on a fresh embedded database loaded with
// demo data. Workers inherit this process's environment, so they find the same DATA_DIR (the outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gym-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its outputDir at start; keep it apart from test-results/reports (scripts/test.mjs).
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // A limit against a server that never starts: migrations and the demo gym take about 45 s on a busy runner.
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Many tests share one address; keep the limits out of their way (the API tests cover them).
      PUBLIC_WRITES_PER_MINUTE: '10000',
      RESET_MAX_PER_HOUR: '10000',
      LOGIN_MAX_FAILURES: '10000',
    },
  },
});
