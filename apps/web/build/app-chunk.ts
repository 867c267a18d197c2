import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/**
 * The app's frame in main.tsx's chunk: every file under src/ that main.tsx imports, directly or through other files
 * under src/, is put into one chunk, `main` (a Rolldown chunk group; `group` goes into `codeSplitting.groups`).
 *
 * The landing page's route has two importers: boot.ts, which fetches it side by side with the app, and the router
 * in main.tsx. So Rolldown cannot count on main.tsx's chunk being loaded when the route runs, and left to itself it
 * gives the modules the two share (the API client, the session, the button, the icons…) small chunks of their
 * own, each one more file on the landing page with its own imports, exports and gzip framing (2.2 kB gzipped
 * in all, docs/decisions/015). Every page loads main.tsx before anything else of the app, so having them in its
 * chunk costs no page anything.
 *
 * Only src/ is walked: the contract and lucide-react are imported through index modules that import everything
 * they export. Rolldown adds to the group what its modules use of them (a group takes its modules' dependencies),
 * except what an earlier group holds: the libraries' `vendor` and `zod`, and Vite's preload helper, which boot.ts
 * needs before the app (vite.config.ts).
 */
export function appChunk(entry: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'gym:app-chunk',
    apply: 'build',
    buildEnd(error) {
      modules.clear();
      // The prerender's server build (build/prerender-home.ts) is one file: nothing to group.
      if (error || this.environment.name !== 'client') return;
      if (!this.getModuleInfo(entry)) this.error(`${entry} is not a module of this build`);
      const pending = [entry];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id) || !id.startsWith(SRC)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'main', test: (id: string) => modules.has(id) } };
}
