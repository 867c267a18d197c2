import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** What `staticClosure` uses of a plugin's context. */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
  error(message: string): never;
};

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
 * `alsoUnder` (the landing page's route) adds what those modules import, not themselves: the landing page loads its
 * route with main.tsx, so its parts (the plans' cards, the page title, the card) cost it nothing more in main.tsx's
 * chunk and are one file instead of eight; and the dashboards' chunk (`dashboardsChunk`), which shares some of
 * them, does not take them in and land on the landing page.
 *
 * Only src/ is walked: the contract and lucide-react are imported through index modules that import everything
 * they export. Rolldown adds to the group what its modules use of them (a group takes its modules' dependencies),
 * except what an earlier group holds: the libraries' `vendor` and `zod`, and Vite's preload helper, which boot.ts
 * needs before the app (vite.config.ts).
 */
export function appChunk(entry: string, { alsoUnder = [] }: { alsoUnder?: readonly string[] } = {}) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'gym:app-chunk',
    apply: 'build',
    buildEnd(error) {
      modules.clear();
      // The prerender's server build (build/prerender-home.ts) is one file: nothing to group.
      if (error || this.environment.name !== 'client') return;
      if (!this.getModuleInfo(entry)) this.error(`${entry} is not a module of this build`);
      const pending = [entry, ...alsoUnder.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (modules.has(id) || !id.startsWith(SRC) || alsoUnder.includes(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name: 'main', test: (id: string) => modules.has(id) } };
}

/** The modules `entries` import, directly or through others (static imports only), `entries` included. */
function staticClosure(context: ModuleGraph, entries: readonly string[]) {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const info = context.getModuleInfo(id);
    if (!info) context.error(`${id} is not a module of this build`);
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}

/**
 * The dashboards' shared code in one chunk, `dashboards` (docs/decisions/041-homes-first-paint.md, "Since"). Left to
 * Rolldown, a home loaded 44 small files: every module that two routes share became a chunk of its own, and
 * Lighthouse's model charges each file a round trip on a phone's connection.
 *
 * The chunk holds every module that the dashboards' module (`dashboards`, src/app/dashboard-area.tsx) or one of the
 * four homes (`homes`) imports, directly or through others, libraries included, except:
 * - what the landing page loads (`landing`: the entry, the app and the landing page's route), which stays where it
 *   is, so nothing of this chunk is on the landing page;
 * - the homes' own modules and the dashboards' module (each stays its route's chunk; boot.ts fetches the dashboards'
 *   module by its name, and `bench:web` tells it from the app by the manifest's key);
 * - a module that one home alone imports and that loads something by a dynamic import (the admin's overview, which
 *   loads the charts; a button that loads its dialog): it stays with that home's code, so the chunk every dashboard
 *   screen loads points at nothing they never load.
 * A home thus gets a few kilobytes of the others' cards and hooks, and some thirty files fewer. What a screen loads
 * by a dynamic import (its dialogs, the charts) is not in the chunk. The other screens of the dashboards share most
 * of it and find it in the cache.
 *
 * Rolldown adds to a group what its modules import (a group takes its modules' dependencies) unless an earlier group
 * holds it: this group goes after the app's frame and the libraries' groups in `codeSplitting.groups`.
 */
export function dashboardsChunk({
  dashboards,
  homes,
  landing,
}: {
  dashboards: string;
  homes: readonly string[];
  landing: readonly string[];
}) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'gym:dashboards-chunk',
    apply: 'build',
    buildEnd(error) {
      modules.clear();
      if (error || this.environment.name !== 'client') return;
      const onLanding = staticClosure(this, landing);
      const roots = [dashboards, ...homes];
      const reachedBy = new Map<string, string[]>();
      for (const root of roots)
        for (const id of staticClosure(this, [root])) reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
      for (const [id, by] of reachedBy) {
        if (onLanding.has(id) || roots.includes(id)) continue;
        const loadsLater = (this.getModuleInfo(id)?.dynamicallyImportedIds.length ?? 0) > 0;
        if (by.length === 1 && by[0] !== dashboards && loadsLater) continue;
        modules.add(id);
      }
    },
  };
  return { plugin, group: { name: 'dashboards', test: (id: string) => modules.has(id) } };
}
