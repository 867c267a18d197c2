import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are resolved from this file so `vite -c apps/web/vite.config.ts` works from the repository root too.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one long-cached chunk apart from the app's own code.
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod|react-hot-toast|goober)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
