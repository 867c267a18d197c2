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
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each source module to its chunk and imports: scripts/bench-web.mjs reads it
    // to add up the JavaScript the landing page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk apart from the app's own code. zod's setup
          // (src/lib/zod-setup.ts) goes with zod so that it runs before any chunk builds a schema.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod|react-hot-toast|goober)[\\/]|[\\/]src[\\/]lib[\\/]zod-setup\.ts$/,
            },
          ],
        },
      },
    },
  },
});
