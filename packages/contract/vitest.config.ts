import { defineProject } from 'vitest/config';

// A zone far from UTC with daylight saving and a half-hour offset, so a test that leans on the machine's zone fails.
export default defineProject({
  test: { name: 'contract', include: ['src/**/*.test.ts'], env: { TZ: 'America/St_Johns' } },
});
