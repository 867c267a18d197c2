// Loaded by boot.ts, which also brings the styles.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import { preloadHome } from './app/router.tsx';
import { activateLanguage, initialLanguage } from './lib/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The landing page arrives prerendered (apps/web/build/prerender-home.ts): React takes over that markup instead
// of rendering it again, in a transition so that the work is split into short slices and the page stays
// responsive. Every other page arrives with the app's frame and a loading frame (`data-prerendered="shell"`), which
// React replaces on its first commit.
// The build's markup is English: a page that opens in another language (the visitor's choice or browser,
// lib/i18n.ts) loads its catalogue first and renders over the markup instead of hydrating it.
const language = initialLanguage();
if (language !== 'en') {
  void activateLanguage(language).then(() => createRoot(root).render(app));
} else if (root.dataset.prerendered === 'page') {
  preloadHome().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
