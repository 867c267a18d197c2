import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The build-time renderer (see its header). */
const PRERENDER_ENTRY = 'src/prerender.tsx';
/** The file the server sends for `/` (apps/server/src/app.ts); index.html stays the empty shell for every other page. */
const HOME_HTML = 'home.html';

/**
 * Writes dist/home.html: index.html with the landing page already rendered inside #root.
 *
 * The markup comes from the app's own components, rendered by src/prerender.tsx in a server build that is made
 * and thrown away here. The browser paints it before any script runs (src/boot.ts waits for that paint before
 * fetching the app); main.tsx then hydrates it.
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
          const { renderPage } = await import(pathToFileURL(join(serverOutDir, 'prerender.js')).href);
          const markup: string = await renderPage('/');
          // The page's security policy allows no inline script, and the markup must not need one.
          if (markup.includes('<script')) throw new Error('the prerendered landing page contains a <script>');
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
          const page = shell.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
          writeFileSync(join(outDir, HOME_HTML), page);
        } finally {
          rmSync(serverOutDir, { recursive: true, force: true });
        }
      },
    },
  };
}
