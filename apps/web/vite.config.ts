import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk, dashboardsChunk } from './build/app-chunk.ts';
import { linguiCatalogue } from './build/lingui-catalogue.ts';
import { precompress } from './build/precompress.ts';
import { preloadFont } from './build/preload-font.ts';
import { prerenderHome } from './build/prerender-home.ts';

// Paths are resolved from this file so `vite -c apps/web/vite.config.ts` works from the repository root too.
const root = fileURLToPath(new URL('.', import.meta.url));
/** lucide-react's icons on the landing page's own parts (home.tsx, features/showcase, the plans' cards). */
const LANDING_ICONS = new RegExp(
  `[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${[
    'arrow-right',
    'calendar-days',
    'chevron-down',
    'chevron-left',
    'chevron-right',
    'clipboard-list',
    'clock',
    'dumbbell',
    'house',
    'mail',
    'map-pin',
    'medal',
    'message-circle-question',
    'message-square-quote',
    'pause',
    'phone',
    'quote',
    'rotate-cw',
    'sparkles',
    'star',
    'users-round',
  ].join('|')})\\.mjs$`,
);
const apiProxy = { '/api': 'http://localhost:3000' };
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
const app = appChunk(src('main.tsx'), { alsoUnder: [src('app/routes/public/home.tsx')] });
const dashboards = dashboardsChunk({
  dashboards: src('app/dashboard-area.tsx'),
  homes: ['member', 'staff', 'trainer', 'admin'].map((role) => src(`app/routes/${role}/dashboard.tsx`)),
  landing: [src('boot.ts'), src('main.tsx'), src('app/routes/public/home.tsx')],
});

export default defineConfig(({ command }) => ({
  root,
  plugins: [
    linguiCatalogue(),
    react(),
    tailwindcss(),
    preloadFont(),
    prerenderHome(),
    precompress(),
    app.plugin,
    dashboards.plugin,
  ],
  resolve: {
    alias: [
      // Every `import … from 'zod'` (the app's and the contract's) gets the browser's configured zod (src/lib/zod.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      // React Router's package sends every bundler to its development build, warnings and all
      // (remix-run/react-router#12532, #14102): builds take the production build it ships beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
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
          // The libraries every page needs, in one long-cached chunk apart from the app's own code; the query
          // library and zod, which only the screens past the landing page need, together in another (the landing
          // page loads neither: src/app/lazy-with-queries.tsx; the screens that need one need the other). The toasts' library comes with the screens that toast
          // (src/lib/toasts.tsx).
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'data',
              test: /[\\/]node_modules[\\/](@tanstack|zod)[\\/]|[\\/]src[\\/]lib[\\/]zod\.ts$/,
            },
            // Vite's preload helper, which boot.ts and main.tsx both use, in a file of its own: left to Rolldown it
            // joins main.tsx's chunk, and boot.ts would import the app at once instead of once the page has painted.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 },
            // The app's frame (build/app-chunk.ts).
            app.group,
            // The landing page's icons in one file rather than one each (docs/decisions/021): the screens that share
            // one of them load the rest too, about a kilobyte. An icon missing here still works, in a file of its own.
            { name: 'landing-icons', test: LANDING_ICONS },
            // The dashboards' shared code (build/app-chunk.ts), after the groups above.
            dashboards.group,
          ],
        },
      },
    },
  },
}));
