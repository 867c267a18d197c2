import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { fillRoot, PRERENDERED } from './fill-root.ts';

/** The build-time renderer (see its header). */
const PRERENDER_ENTRY = 'src/prerender.tsx';
/** The file the server sends for `/` (apps/server/src/plugins/web.ts). */
const HOME_HTML = 'home.html';
/** The file the server sends for every other path: the app's frame, which the browser router fills. */
const SHELL_HTML = 'index.html';

/**
 * Writes the pages' markup into the built HTML, so the browser paints something real before any script runs:
 * - dist/home.html: index.html with the landing page rendered inside #root, marked `data-prerendered="page"`;
 *   src/boot.ts fetches the app once it is painted and main.tsx hydrates it.
 * - dist/index.html, sent for every other path: the app's frame (header, a loading frame where the page goes,
 *   footer) inside #root, marked `data-prerendered="shell"`; the app loads at once and React renders over it.
 *
 * The markup comes from the app's own components, rendered by src/prerender.tsx (`renderPage`, `renderShell`)
 * in a server build that is made and thrown away here.
 */
export function prerenderHome(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'gym:prerender-home',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = config.build.outDir;
        // Inside the project, so that the server build's imports of React and the other packages resolve.
        const serverOutDir = join(config.root, 'node_modules/.prerender');
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: PRERENDER_ENTRY,
            outDir: serverOutDir,
            emptyOutDir: true,
            manifest: false,
            copyPublicDir: false,
          },
        });
        try {
          const renderer = await import(pathToFileURL(join(serverOutDir, 'prerender.js')).href);
          const { renderPage, renderShell } = renderer as {
            renderPage: (path: string) => Promise<string>;
            renderShell: () => Promise<string>;
          };
          const html = readFileSync(join(outDir, SHELL_HTML), 'utf8');
          const home = fillRoot(html, PRERENDERED.page, await renderPage('/'), 'the landing page');
          const shell = fillRoot(html, PRERENDERED.shell, await renderShell(), "the other pages' frame");
          writeFileSync(join(outDir, HOME_HTML), home);
          writeFileSync(join(outDir, SHELL_HTML), shell);
        } finally {
          rmSync(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
