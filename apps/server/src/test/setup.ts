import { afterAll, vi } from 'vitest';

// Test files of a worker share one module graph (vitest.config.ts, `isolate`): a clock one file set (test/clock.ts)
// must not carry into the next, which starts on the real clock as it would in a process of its own.
afterAll(() => {
  vi.useRealTimers();
});
