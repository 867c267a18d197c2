import { join, relative } from 'node:path';

/**
 * The tests that failed and then passed when run again: Playwright retries in CI (`retries` in
 * playwright.config.ts) and marks such a test `flaky`; Vitest, when told to retry, reports it passed with the
 * failures of its earlier tries. `npm test` counts them as passed but names each one, so a flaky test is seen
 * and mended instead of passing unnoticed. Each reads "file › describe › test", the file from the repository root.
 */
export function flakyTests({ vitest, playwright, system }, root) {
  const names = [];
  for (const report of [vitest, system]) {
    for (const file of report?.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'passed' && test.failureMessages?.length > 0)
          names.push([relative(root, file.name), ...test.ancestorTitles, test.title].join(' › '));
      }
    }
  }
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky'))
        names.push([relative(root, join(playwright.config.rootDir, spec.file)), ...titles, spec.title].join(' › '));
    }
    // A file's suite is titled with the file's name, which the spec's file already gives.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of playwright?.suites ?? []) walk(file, []);
  return names;
}
