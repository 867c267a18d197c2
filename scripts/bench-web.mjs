// Measures the web app as a visitor's phone gets it, on the built server: the landing page and the home screen of
// each role (member, staff, trainer, admin; each signed in as its demo account) side by side, and the size of every
// route's own chunk. Lighthouse's benchmark index (how fast it found this machine's CPU) is printed beside every
// figure: on a shared machine it says how much of a difference between two runs is the machine.
//
//   npm run bench:web                 build, check the chunks, run Lighthouse on the five pages
//   npm run bench:web -- --no-build   measure the existing build
//   npm run bench:web -- --strict     exit 1 when a target is missed
//   npm run bench:web -- --runs=1     one Lighthouse run per page instead of three (a quick look)
//   npm run bench:web -- --no-build --size-only   only the landing page's initial JS, from the existing build's
//                                                 manifest (no route chunks, no server, no Lighthouse)
//
// Three figures of JavaScript, each gzipped at zlib's default level as a server would send it:
// - the landing page's initial JS (its budget): the entry script (src/boot.ts), the app and the landing page's
//   route that it loads once the prerendered page has painted, and every chunk those import (from the Vite
//   manifest). Chunks loaded later by a dynamic import (the contact form when the visitor nears it) are left out.
// - each page's "JS fetched": the scripts the page really downloaded in the Lighthouse run (its network
//   requests of type Script), each file gzipped here; the bytes as sent (Brotli) are printed beside them.
// - each route's own chunk (≤ 60 kB), and where the charts library is (off the landing page and the homes; the
//   reports screens may load it):
//   read from the Vite manifest, see `routeChunks`. docs/decisions/014-route-shell-and-bench-web.md explains it.
// Results go to bench-results/ (git-ignored).
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const argv = process.argv.slice(2);
const args = new Set(argv);

/**
 * Budgets of the landing page, the page every visitor sees first: initial JS in kB gzipped, Lighthouse category
 * scores out of 100 and the page's metrics, each the median of the runs. docs/benchmarks.md lists them all.
 */
const TARGETS = {
  initialJsKb: 110,
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Upper bounds of the landing page's Lighthouse metrics: milliseconds, and CLS unitless. */
const METRIC_TARGETS = {
  'largest-contentful-paint': 2000,
  'total-blocking-time': 200,
  'cumulative-layout-shift': 0.02,
};
/**
 * Every signed-in home screen: a performance score (the member's home is a phone's page as much as the landing
 * page; the back-office homes are opened more often on a desk), and the same main-thread and layout-shift bounds.
 */
const HOME_METRIC_TARGETS = {
  'total-blocking-time': 200,
  'cumulative-layout-shift': 0.02,
};
/** No route's own chunk above this, in kB gzipped. */
const ROUTE_CHUNK_KB = 60;
/** Lighthouse runs vary from one to the next on a shared machine: the median of three is reported. */
const RUNS = Number(argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs= takes a whole number of runs, 1 or more');
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
/**
 * The HTML entry's script (src/boot.ts) and the route modules, as the Vite manifest names them. The app
 * (src/main.tsx) is the other chunk the entry loads: it shares its chunk with the app's frame
 * (apps/web/build/app-chunk.ts), which the manifest names by its file, not by src/main.tsx.
 */
const ENTRY = 'index.html';
const ROUTES_DIR = 'src/app/routes/';
const HOME_ROUTE = 'src/app/routes/public/home.tsx';
/**
 * The dashboards' module, which the entry also loads, beside the app, on a page below `/dashboard` only (their code
 * with the app's rather than after it, docs/decisions/041-homes-first-paint.md): not the landing page's, not the app.
 */
const DASHBOARDS = 'src/app/dashboard-area.tsx';
/**
 * The routes that may load the charts library: the reports screens of the admin and the staff, which are charts
 * (docs/decisions/027-reports.md). So no home (the admin's draws its three small bar charts without it,
 * docs/decisions/041-homes-first-paint.md), the landing page nor the app core has it.
 */
const CHARTS_ROUTES = new Set(['src/app/routes/admin/reports.tsx', 'src/app/routes/staff/reports.tsx']);
/**
 * Strings only the charts library's own code holds (its wrapper's class name, its event emitter): a chunk that
 * has one holds recharts. The manifest names a chunk's entry module, not every module bundled into it.
 */
const CHARTS_MARKERS = ['recharts-wrapper', 'rechartsEventEmitter', 'recharts_measurement_span'];
/**
 * The pages Lighthouse measures. A signed-in page signs in as its demo account first (apps/server/src/seed/demo.ts)
 * and must fetch `proof` with that session, so a run that was sent to the login page fails instead of counting.
 */
const PAGES = [
  { id: 'landing', title: 'landing /', path: '/', performance: TARGETS.performance },
  {
    id: 'member',
    title: 'member home',
    path: '/dashboard/user',
    account: { email: 'member@gym.test', password: 'Member1234' },
    performance: 95,
    proof: (user) => new RegExp(`/api/users/${user.id}/subscriptions\\b`, 'i'),
  },
  {
    id: 'staff',
    title: 'staff home',
    path: '/dashboard/staff',
    account: { email: 'staff@gym.test', password: 'Staff1234' },
    performance: 90,
    proof: () => /\/api\/stats\/staff\b/i,
  },
  {
    id: 'trainer',
    title: 'trainer home',
    path: '/dashboard/trainer',
    account: { email: 'trainer@gym.test', password: 'Trainer1234' },
    performance: 90,
    proof: () => /\/api\/stats\/trainer\b/i,
  },
  {
    id: 'admin',
    title: 'admin home',
    path: '/dashboard/admin',
    account: { email: 'admin@gym.test', password: 'Admin1234' },
    performance: 90,
    proof: () => /\/api\/stats\/admin\b/i,
  },
];
/** Where the web app keeps its session (apps/web/src/lib/auth-store.ts): `{ user, token }` as JSON. */
const AUTH_STORAGE_KEY = 'auth';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

function readManifest() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('no dist/.vite/manifest.json: is build.manifest on in vite.config.ts?');
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

function initialJs(manifest) {
  const html = readFileSync(join(dist, 'home.html'), 'utf8');
  const entry = manifest[ENTRY];
  if (!entry?.dynamicImports?.includes(HOME_ROUTE)) throw new Error(`${ENTRY} does not load ${HOME_ROUTE}`);

  // The entry, the app and the landing page's route it loads once the page has painted, and every chunk they
  // import statically. Other dynamic imports (other routes, the contact form) load later or never.
  const why = new Map();
  const walk = (key, reason) => {
    const chunk = manifest[key];
    if (!chunk || why.has(chunk.file)) return;
    why.set(chunk.file, reason);
    for (const imported of chunk.imports ?? []) walk(imported, `imported by ${chunk.src ?? key}`);
  };
  walk(ENTRY, 'entry');
  for (const key of entry.dynamicImports) if (key !== DASHBOARDS) walk(key, 'loaded by the entry');

  const list = [...why.entries()]
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, reason]) => {
      const bytes = readFileSync(join(dist, file));
      return { file, why: reason, raw: bytes.length, gzip: gzipSync(bytes).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+)"/g)].map(([, href]) => ({
    file: href,
    gzip: gzipped(href),
  }));
  return { totalGzip: list.reduce((sum, f) => sum + f.gzip, 0), files: list, css };
}

/**
 * Every route module's chunks, from the manifest.
 *
 * The app core is what every page runs: the entry, the app (src/main.tsx) and what they import statically. A
 * route's own JavaScript is its chunk plus the chunks that only it imports statically: what the router fetches
 * for that route alone before it can render it (Rolldown folds such chunks into the route's as a rule, so this is
 * the route's chunk in practice). Chunks that only the route loads by a dynamic import (a part it shows once it
 * has rendered) are listed apart as "later". Shared chunks, imported by several routes, belong to none of them.
 * The charts library must sit only in chunks that the reports screens reach (`CHARTS_ROUTES`).
 */
function routeChunks(manifest) {
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(ROUTES_DIR));
  const isRoute = new Set(routeKeys);
  const core = new Set();
  const walkCore = (key) => {
    if (core.has(key) || !manifest[key]) return;
    core.add(key);
    for (const next of manifest[key].imports ?? []) walkCore(next);
  };
  walkCore(ENTRY);
  const app = (manifest[ENTRY].dynamicImports ?? []).filter((key) => key !== HOME_ROUTE && key !== DASHBOARDS);
  if (app.length !== 1) throw new Error(`${ENTRY} loads ${app.join(', ')} besides the landing page: which is the app?`);
  walkCore(app[0]);

  // Chunk key → the routes that reach it, and whether one of them reaches it without a dynamic import.
  const reachedBy = new Map();
  for (const route of routeKeys) {
    const seen = new Map(); // key → reached by static imports only
    const visit = (key, isStatic) => {
      if (!manifest[key] || core.has(key) || (key !== route && isRoute.has(key))) return;
      if (seen.has(key) && (seen.get(key) || !isStatic)) return;
      seen.set(key, isStatic);
      for (const next of manifest[key].imports ?? []) visit(next, isStatic);
      for (const next of manifest[key].dynamicImports ?? []) visit(next, false);
    };
    visit(route, true);
    for (const [key, isStatic] of seen) {
      const entry = reachedBy.get(key) ?? new Map();
      entry.set(route, isStatic);
      reachedBy.set(key, entry);
    }
  }
  const onlyBy = (key, route) => reachedBy.get(key)?.size === 1 && reachedBy.get(key).has(route);

  const routes = routeKeys
    .map((route) => {
      const mine = [...reachedBy.entries()].filter(([key]) => onlyBy(key, route));
      const own = mine.filter(([, by]) => by.get(route)).map(([key]) => manifest[key].file);
      const later = mine.filter(([, by]) => !by.get(route)).map(([key]) => manifest[key].file);
      const ownGzip = own.reduce((sum, file) => sum + gzipped(file), 0);
      // Everything the route needs on top of the app core before it renders, the chunks it shares included.
      const needed = [...reachedBy.entries()].filter(([, by]) => by.get(route)).map(([key]) => manifest[key].file);
      return {
        route,
        chunk: manifest[route].file,
        ownGzip,
        neededGzip: needed.reduce((sum, file) => sum + gzipped(file), 0),
        own,
        later: later.map((file) => ({ file, gzip: gzipped(file) })),
        ok: kb(ownGzip) <= ROUTE_CHUNK_KB,
      };
    })
    .sort((a, b) => b.ownGzip - a.ownGzip);

  // The charts library: which chunks hold it, and who loads them.
  const chartChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .filter(([, chunk]) => {
      const code = readFileSync(join(dist, chunk.file), 'utf8');
      return CHARTS_MARKERS.some((marker) => code.includes(marker));
    })
    .map(([key, chunk]) => {
      const by = reachedBy.get(key) ?? new Map();
      const inCore = core.has(key);
      return {
        file: chunk.file,
        gzip: gzipped(chunk.file),
        inCore,
        routes: [...by.keys()],
        ok: !inCore && [...by.keys()].every((route) => CHARTS_ROUTES.has(route)),
      };
    });
  return { routes, chartChunks };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The built server on a fresh embedded database, which it fills with demo data (the demo member included). */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gym-bench-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let up = false;
  while (!up && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {
      // Not listening yet.
    }
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!up) {
    await stop();
    throw new Error('the server did not answer /api/health within a minute');
  }
  return { url, stop };
}

/**
 * Logs in through the API: the `{ user, token }` the web app keeps in localStorage. Asked again once when the
 * connection fails: fetch reuses a kept-alive connection, which the server may close as the request goes out.
 */
async function signIn(url, account, attempt = 1) {
  let res;
  try {
    res = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
  } catch (error) {
    if (attempt > 1) throw error;
    return signIn(url, account, attempt + 1);
  }
  if (!res.ok) throw new Error(`logging in as ${account.email} answered ${res.status}: ${await res.text()}`);
  const { user, token } = await res.json();
  return { user, token };
}

/**
 * One Lighthouse run of `url` in a fresh Chrome (a new profile, so a cold cache). With `session`, the app's
 * session is put into the origin's localStorage first, through the DevTools protocol on the port Chrome opened,
 * and Lighthouse is told to keep the origin's storage (it clears it by default). The page used for that is the
 * API's health check, so that no file of the app is in the cache when Lighthouse starts.
 */
async function runLighthouse(url, session) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session) {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        const page = await browser.contexts()[0].newPage();
        await page.goto(new URL('/api/health', url).href);
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key, value),
          [AUTH_STORAGE_KEY, JSON.stringify(session)],
        );
        await page.close();
      } finally {
        // Disconnects; the browser stays open for Lighthouse.
        await browser.close();
      }
    }
    // Lighthouse's defaults are the mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: Boolean(session),
      // The full-page screenshot makes the viewport as tall as the page, which would load what loads on scrolling
      // (the contact form) into the figures of JavaScript fetched.
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A Lighthouse run that could not finish (a `runtimeError`, such as no paint seen on a busy machine) has no
 * performance score; counted, it would be a 0 in the median. It is said and run again, at most twice.
 */
async function finishedRun(url, page, session) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await runLighthouse(url, session);
    const error = lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? 'no performance score' : null);
    if (error === null) {
      if (session) assertSignedIn(lhr, page, session);
      return lhr;
    }
    console.log(
      `  a Lighthouse run of ${page.title} did not finish (${error}): ${attempt < 3 ? 'again' : 'giving up'}`,
    );
    if (attempt === 3) throw new Error(`Lighthouse could not finish ${page.title}: ${error}`);
  }
}

const requestsOf = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];

/**
 * Fails loudly unless the run measured the signed-in home screen: the page ended on its path (a visitor who is not
 * signed in is sent to /login) and the page's own data (`proof`) was fetched with the session.
 */
function assertSignedIn(lhr, page, session) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== page.path) {
    throw new Error(`the ${page.title} run ended on ${finalPath}, not ${page.path}: was the session not kept?`);
  }
  const own = page.proof(session.user);
  const fetched = requestsOf(lhr).find((r) => own.test(r.url) && r.statusCode === 200);
  if (!fetched) {
    throw new Error(`the ${page.title} run did not fetch ${own.source}: not signed in, or no data`);
  }
}

/** The scripts a run downloaded: each built file gzipped here, and the bytes as the server sent them. */
function jsFetched(lhr, origin) {
  const scripts = requestsOf(lhr).filter((r) => r.resourceType === 'Script');
  let gzip = 0;
  let sent = 0;
  const files = [];
  for (const r of scripts) {
    const address = new URL(r.url);
    if (address.origin !== origin) throw new Error(`a script from another origin: ${r.url}`);
    const file = address.pathname.slice(1);
    if (!existsSync(join(dist, file))) throw new Error(`a script that is not in the build: ${r.url}`);
    const size = gzipped(file);
    gzip += size;
    sent += r.transferSize ?? 0;
    files.push({ file, gzip: size, sent: r.transferSize ?? 0 });
  }
  return { gzip, sent, count: scripts.length, files: files.sort((a, b) => b.gzip - a.gzip) };
}

/** Audits that lost points, with the category they count in, so a run says what to fix. */
function findings(lhr) {
  const out = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      out.push({ category: categoryId, id: ref.id, score: audit.score, title: audit.title, value: audit.displayValue });
    }
  }
  return out;
}

const scoreOf = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
/** Lighthouse's measure of the machine's CPU for that run (higher is faster; a desktop of 2020 scores about 1,500). */
const benchmarkIndexOf = (lhr) => Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN);
const METRIC_IDS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** A page's runs summed up: medians of the scores, metrics and JS fetched; the median run speaks for the audits. */
function summarise(page, runs, origin) {
  const lhr = runs.toSorted((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'))[
    Math.floor(runs.length / 2)
  ];
  const scores = Object.fromEntries(
    Object.keys(lhr.categories).map((id) => [id, median(runs.map((run) => scoreOf(run, id)))]),
  );
  const metrics = Object.fromEntries(
    METRIC_IDS.map((id) => [id, median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN))]),
  );
  const fetchedRuns = runs.map((run) => jsFetched(run, origin));
  const js = fetchedRuns.toSorted((a, b) => a.gzip - b.gzip)[Math.floor(runs.length / 2)];
  return {
    page,
    lhr,
    performanceRuns: runs.map((run) => scoreOf(run, 'performance')),
    benchmarkIndexRuns: runs.map(benchmarkIndexOf),
    benchmarkIndex: median(runs.map(benchmarkIndexOf)),
    scores,
    metrics,
    js,
    lost: findings(lhr),
  };
}

// ---------------------------------------------------------------------------------------------------------------

if (!args.has('--no-build')) execSync('node scripts/build.mjs', { cwd: root, stdio: 'inherit' });

const manifest = readManifest();
const initial = initialJs(manifest);
console.log(
  `\nInitial JavaScript of the landing page: ${kb(initial.totalGzip)} kB gzipped (target ≤ ${TARGETS.initialJsKb})`,
);
for (const f of initial.files) console.log(`  ${String(kb(f.gzip)).padStart(6)} kB  ${f.file}  (${f.why})`);
for (const c of initial.css) console.log(`  CSS ${kb(c.gzip)} kB gzipped  ${c.file}`);
if (args.has('--size-only')) {
  if (args.has('--strict') && kb(initial.totalGzip) > TARGETS.initialJsKb) process.exitCode = 1;
  process.exit();
}

const chunks = routeChunks(manifest);
const overLimit = chunks.routes.filter((r) => !r.ok);
console.log(
  `\nRoute chunks: ${chunks.routes.length} route modules, each one's own chunk ≤ ${ROUTE_CHUNK_KB} kB gzipped ` +
    '(largest first; "with shared" adds the chunks it shares with other routes, on top of the app core; ' +
    '"later" = chunks only that route loads by a dynamic import, once it has rendered)',
);
const shownRoutes = chunks.routes.filter((r, i) => i < 8 || !r.ok || r.later.length > 0);
for (const r of shownRoutes) {
  const later = r.later.map((l) => `${l.file} ${kb(l.gzip)} kB`).join(', ');
  console.log(
    `  ${String(kb(r.ownGzip)).padStart(6)} kB  ${r.route}  ${r.ok ? 'ok' : 'MISSED'}  ` +
      `(with shared ${kb(r.neededGzip)} kB${later ? `; later: ${later}` : ''})`,
  );
}
if (shownRoutes.length < chunks.routes.length) {
  console.log(`  … ${chunks.routes.length - shownRoutes.length} more, each smaller`);
}
if (chunks.chartChunks.length === 0) {
  console.log('Charts library (recharts): in no chunk (is it still used?)');
}
for (const c of chunks.chartChunks) {
  const where = c.inCore
    ? 'in the app core that every page loads'
    : c.routes.length === 0
      ? 'loaded by no route'
      : `loaded by ${c.routes.join(', ')}`;
  console.log(
    `Charts library (recharts): ${c.file}, ${kb(c.gzip)} kB gzipped, ${where}: ${c.ok ? 'ok' : 'MISSED'} ` +
      `(only ${[...CHARTS_ROUTES].join(', ')} may load it)`,
  );
}

const server = await startServer();
const results = [];
try {
  for (const page of PAGES) {
    const session = page.account ? await signIn(server.url, page.account) : undefined;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await finishedRun(`${server.url}${page.path}`, page, session));
    results.push(summarise(page, runs, server.url));
  }
} finally {
  await server.stop();
}

const shown = (id, value) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value).toLocaleString('en-US')} ms`;

/** A page's targets: the landing page's full set; a home screen's performance score, TBT and CLS. */
const targetsOf = (page) =>
  page.id === 'landing'
    ? { scores: { ...TARGETS, performance: page.performance }, metrics: METRIC_TARGETS }
    : { scores: { performance: page.performance }, metrics: HOME_METRIC_TARGETS };
const scoreMet = (r, id) => {
  const bound = targetsOf(r.page).scores[id];
  return bound === undefined ? undefined : r.scores[id] >= bound;
};
const metricMet = (r, id) => {
  const bound = targetsOf(r.page).metrics[id];
  return bound === undefined ? undefined : r.metrics[id] <= bound;
};
const marked = (text, met) => (met === undefined ? text : `${text} ${met ? 'ok' : 'MISSED'}`);

const [landing] = results;
const version = landing.lhr.lighthouseVersion;
console.log(
  `\nLighthouse ${version} (mobile, simulated throttling), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page; ` +
    'each home screen signed in as its demo account; "benchmark index" is how fast Lighthouse found the CPU ' +
    '(higher is faster): compare figures only between runs of a like index',
);
const rows = [
  // The landing page's JS budget is its initial JS (above); what a run fetched is printed for comparison.
  ['JS fetched (kB gzipped)', (r) => String(kb(r.js.gzip))],
  ['  as sent (kB, br + headers)', (r) => String(kb(r.js.sent))],
  ['  scripts', (r) => String(r.js.count)],
  ['benchmark index', (r) => String(r.benchmarkIndex)],
  ...Object.keys(landing.scores).map((id) => [id, (r) => marked(String(r.scores[id]), scoreMet(r, id))]),
  ...METRIC_IDS.map((id) => [id, (r) => marked(shown(id, r.metrics[id]), metricMet(r, id))]),
];
const widths = [30, ...results.map(() => 17)];
const line = (cells) => `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
console.log(line(['', ...results.map((r) => r.page.title)]));
for (const [label, value] of rows) console.log(line([label, ...results.map(value)]));
console.log(
  `Targets: the landing page's initial JS ≤ ${TARGETS.initialJsKb} kB gzipped, performance ≥ ${landing.page.performance}, ` +
    `accessibility, best practices and SEO ${TARGETS.seo}, LCP ≤ ${shown('largest-contentful-paint', METRIC_TARGETS['largest-contentful-paint'])}; ` +
    `performance ≥ ${PAGES.filter((p) => p.account)
      .map((p) => `${p.performance} (${p.title})`)
      .join(', ')}; on every page TBT ≤ ${shown('total-blocking-time', HOME_METRIC_TARGETS['total-blocking-time'])} ` +
    `and CLS ≤ ${shown('cumulative-layout-shift', HOME_METRIC_TARGETS['cumulative-layout-shift'])}`,
);
console.log('Performance per run (benchmark index):');
for (const r of results) {
  const perRun = r.performanceRuns.map((score, i) => `${score} (${r.benchmarkIndexRuns[i]})`).join(', ');
  console.log(`  ${r.page.title.padEnd(16)} ${perRun}`);
}
for (const r of results) {
  console.log(`\nScripts the ${r.page.title} fetched (median run by JS), gzipped here | as sent:`);
  for (const f of r.js.files)
    console.log(`  ${String(kb(f.gzip)).padStart(6)} kB | ${String(kb(f.sent)).padStart(6)} kB  ${f.file}`);
  if (r.lost.length > 0) {
    console.log(`Audits that lost points on the ${r.page.title}:`);
    for (const f of r.lost) console.log(`  [${f.category}] ${f.id}: ${f.title}${f.value ? ` (${f.value})` : ''}`);
  }
}

const missed = [
  ...(kb(initial.totalGzip) > TARGETS.initialJsKb ? ['initialJsKb'] : []),
  ...results.flatMap((r) => [
    ...Object.keys(r.scores)
      .filter((id) => scoreMet(r, id) === false)
      .map((id) => `${r.page.id}:${id}`),
    ...METRIC_IDS.filter((id) => metricMet(r, id) === false).map((id) => `${r.page.id}:${id}`),
  ]),
  ...overLimit.map((r) => `routeChunk:${r.route}`),
  ...chunks.chartChunks.filter((c) => !c.ok).map((c) => `charts:${c.file}`),
];
const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const summary = {
  date: new Date().toISOString(),
  targets: {
    ...TARGETS,
    metrics: METRIC_TARGETS,
    homes: Object.fromEntries(PAGES.filter((p) => p.account).map((p) => [p.id, { performance: p.performance }])),
    homeMetrics: HOME_METRIC_TARGETS,
    routeChunkKb: ROUTE_CHUNK_KB,
    runs: RUNS,
  },
  initialJs: { kbGzip: kb(initial.totalGzip), files: initial.files, css: initial.css },
  routeChunks: chunks.routes.map(({ route, chunk, ownGzip, neededGzip, own, later }) => ({
    route,
    chunk,
    kbGzip: kb(ownGzip),
    kbGzipWithShared: kb(neededGzip),
    own,
    later,
  })),
  charts: chunks.chartChunks,
  pages: Object.fromEntries(
    results.map((r) => [
      r.page.id,
      {
        path: r.page.path,
        signedIn: Boolean(r.page.account),
        lighthouse: { version, formFactor: 'mobile', runs: RUNS, scores: r.scores, metrics: r.metrics },
        performanceRuns: r.performanceRuns,
        benchmarkIndex: r.benchmarkIndex,
        benchmarkIndexRuns: r.benchmarkIndexRuns,
        jsFetched: { kbGzip: kb(r.js.gzip), kbSent: kb(r.js.sent), files: r.js.files },
        lostPoints: r.lost,
      },
    ]),
  ),
  missed,
};
writeFileSync(join(outDir, `web-${stamp}.json`), `${JSON.stringify(summary, null, 2)}\n`);
for (const r of results) writeFileSync(join(outDir, `lighthouse-${r.page.id}-${stamp}.json`), JSON.stringify(r.lhr));
console.log(`\nWrote bench-results/web-${stamp}.json and one lighthouse-<page>-${stamp}.json per page`);
if (missed.length > 0) console.log(`Targets missed: ${missed.join(', ')}`);
if (args.has('--strict') && missed.length > 0) process.exitCode = 1;
