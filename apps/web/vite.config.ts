import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Paths are resolved from this file so `vite -c apps/web/vite.config.ts` works from the repository root too.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': 'http://localhost:3000' };

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, which the server sends to browsers that
 * accept them (`preCompressed` in apps/server/src/plugins/web.ts): a third of the bytes on the wire, with no
 * compression work per request and no extra dependency.
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = '';
  return {
    name: 'gym:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Adds <link rel="modulepreload"> for the landing page's route chunk and the chunks it imports. The router loads
 * that chunk only after the entry has run; preloaded, it downloads alongside the entry instead of after it, and
 * the hero paints one round trip sooner. Other pages download it too (about 13 kB) but never run it.
 */
function preloadHomeRoute(): Plugin {
  const home = 'src/app/routes/public/home.tsx';
  return {
    name: 'gym:preload-home-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const homeChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(home));
        if (!homeChunk) throw new Error(`no chunk for ${home}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || html.includes(`/${fileName}"`)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(homeChunk.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), preloadHomeRoute(), precompress()],
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
