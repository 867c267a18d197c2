import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:js|css|html|svg|json|txt)$/;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, which the server sends to browsers that
 * accept them (`preCompressed` in apps/server/src/plugins/web.ts): a third of the bytes on the wire, with no
 * compression work per request and no extra dependency. It runs last, after the landing page is prerendered.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gym:precompress',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!outDir) return;
        for (const file of walk(outDir)) {
          if (!compressible.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
