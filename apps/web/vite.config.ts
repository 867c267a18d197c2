import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { preloadFont } from './build/preload-font.ts';
import { prerenderHome } from './build/prerender-home.ts';

// Paths are resolved from this file so `vite -c apps/web/vite.config.ts` works from the repository root too.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), preloadFont(), prerenderHome(), precompress()],
  // Every `import … from 'zod'` (the app's and the contract's) gets the browser's configured zod (src/lib/zod.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) }] },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunk and imports: scripts/bench-web.mjs reads it
    // to add up the JavaScript the landing page needs.
    manifest: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // The footer's sponsor logos are images the browser fetches, not text inside every page's JavaScript.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk apart from the app's own code; zod, which
          // only forms and the screens behind a login need, in another (the landing page loads none). The toasts'
          // library comes with the screens that toast (src/lib/toasts.tsx).
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod\.ts$/ },
          ],
        },
      },
    },
  },
});
