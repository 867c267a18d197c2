// `npm test`: every suite, in order of speed. Unit and API tests (vitest; on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser tests (Playwright in Chromium) against the built app.
// With TEST_DATABASE_URL set, the system tests follow: the built server as real processes on PostgreSQL and
// Redis (two instances, crashes). Ends with one line counting every test: "N passed, N failed" (CI reads it);
// the lines before it name each test that passed only when run again.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flakyTests } from './lib/test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const vitestJson = join(reports, 'vitest.json');
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const build = run('node', ['scripts/build.mjs']);
const playwrightJson = join(reports, 'playwright.json');
const e2e = build === 0 ? run('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }) : 1;
const systemJson = join(reports, 'system.json');
const withSystem = Boolean(process.env.TEST_DATABASE_URL);
const system =
  withSystem && build === 0
    ? run(
        'npx',
        [
          'vitest',
          'run',
          '--config',
          'tests/system/vitest.config.ts',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${systemJson}`,
        ],
        { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      )
    : 0;

const v = readJson(vitestJson);
const p = readJson(playwrightJson);
const s = readJson(systemJson);
const passed = (v?.numPassedTests ?? 0) + (p?.stats?.expected ?? 0) + (p?.stats?.flaky ?? 0) + (s?.numPassedTests ?? 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats?.unexpected ?? 0) + (s?.numFailedTests ?? 0);
const skipped =
  (v?.numPendingTests ?? 0) +
  (v?.numTodoTests ?? 0) +
  (p?.stats?.skipped ?? 0) +
  (s?.numPendingTests ?? 0) +
  (s?.numTodoTests ?? 0);

console.log(`\nunit and API: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : 'did not report'}`);
console.log(
  `browser: ${p ? `${p.stats.expected + p.stats.flaky} passed, ${p.stats.unexpected} failed` : build === 0 ? 'did not report' : 'not run: the build failed'}`,
);
console.log(
  `system: ${withSystem ? (s ? `${s.numPassedTests} passed, ${s.numFailedTests} failed` : 'did not report') : 'not run: set TEST_DATABASE_URL (and REDIS_URL) to run them'}`,
);
const flaky = flakyTests({ vitest: v, playwright: p, system: s }, root);
if (flaky.length > 0) {
  console.log(`${flaky.length} flaky (failed, then passed on retry; counted as passed):`);
  for (const name of flaky) console.log(`  ${name}`);
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(unit || build || e2e || system || (failed > 0 ? 1 : 0));
