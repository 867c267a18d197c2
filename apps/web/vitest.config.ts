import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiCatalogue } from './build/lingui-catalogue.ts';

export default defineProject({
  plugins: [linguiCatalogue(), react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Only unit and component tests; Playwright specs live in e2e/.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The browser's zone: far from UTC and from the gyms the tests configure, with daylight saving and a half-hour
    // offset, so a screen that used the browser's zone instead of the gym's shows the wrong day or hour.
    env: { TZ: 'America/St_Johns' },
    testTimeout: 20_000,
  },
});
