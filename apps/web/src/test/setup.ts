import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import { forgetGymInfo } from '../lib/gym.ts';
import { activateLanguage, currentLanguage } from '../lib/i18n.ts';
import { polyfillDialog } from './dialog.ts';

// jsdom has no modal <dialog>; every dialog of the app is one.
polyfillDialog();

// Lazy route modules and typed input take a while on a busy machine; the default 1 s is too tight there.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-hot-toast and the scroll button ask it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(async () => {
  cleanup();
  toast.remove();
  localStorage.clear();
  authStore.reload();
  forgetGymInfo();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // Files share a module graph (vitest.config.ts, `isolate`): the next one starts in English whatever this one chose.
  if (currentLanguage() !== 'en') await activateLanguage('en');
});
