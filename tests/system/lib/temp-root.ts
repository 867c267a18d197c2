import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder that holds this run's data directories, backups and working folders (`tempDir`). */
    tempRoot: string;
  }
}

/**
 * Global setup: one folder per run for everything the system tests write to disk (PGlite data directories, backup
 * files, a working folder), removed when the run ends, so runs do not leave `gym-*` folders in the temp directory.
 */
export default function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'gym-system-'));
  project.provide('tempRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
