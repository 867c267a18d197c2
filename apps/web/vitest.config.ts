import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogue } from './build/lingui-catalogue.ts';

export default defineProject({
  plugins: [linguiCatalogue(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: building them for each of the eighty-odd files took
    // three quarters of the run. What a test leaves behind in shared state (the session, the gym's settings, toasts,
    // timers, stubbed globals, rendered trees) is reset after every test in src/test/setup.ts.
    isolate: false,
    // Only unit and component tests; Playwright specs live in e2e/.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The browser's zone: far from UTC and from the gyms the tests configure, with daylight saving and a half-hour
    // offset, so a screen that used the browser's zone instead of the gym's shows the wrong day or hour.
    env: { TZ: 'America/St_Johns' },
    testTimeout: 20_000,
  },
});
