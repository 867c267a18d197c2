import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The landing page, prerendered at build time (apps/web/build/prerender-home.ts). */
const HOME_PAGE = 'home.html';
/**
 * The shell every other page starts from: the app's frame (header, a loading frame, footer), also prerendered at
 * build time, so it paints before the app's scripts arrive; the browser router then renders what the path asks for.
 */
const SHELL_PAGE = 'index.html';

/**
 * The HTML file for a page's URL: `/` has its content already in it; any other path, a deep link or one that
 * matches no page (the app shows its not-found page), gets the shell.
 */
export const pageFileFor = (url: string) => (url.split(/[?#]/, 1)[0] === '/' ? HOME_PAGE : SHELL_PAGE);

/**
 * Serves the built web app from `dir`. Hashed assets are cached for a year; any other GET that is not
 * under /api is answered with a page (`pageFileFor`), so the browser router handles deep links.
 */
export async function registerWeb(app: FastifyInstance, dir: string) {
  if (![HOME_PAGE, SHELL_PAGE].every((page) => existsSync(join(dir, page)))) {
    app.log.warn(`no built web app in ${dir}: run "npm run build" to serve the pages`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: false,
    // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts): send those when the
    // browser accepts them.
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** Where the web build puts its hashed files (apps/web/vite.config.ts). */
const ASSETS = '/assets/';

/**
 * What a request that no route took gets (`setNotFoundHandler`): with the web app served, a GET (or HEAD) outside
 * /api is a page (`pageFileFor`), so the browser router handles deep links. Not a missing file under /assets/: that
 * is an open tab of an older build asking for a chunk the new build replaced, and a page in its place would reach
 * the browser's module loader as HTML; a 404 makes the import fail plainly, and the app's error screen offers
 * Reload. Anything else: 404 `{ message }`.
 */
export function answerUnrouted(serveWeb: boolean) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.toLowerCase();
    // HEAD too: uptime monitors and link checkers ask for a page's headers only, and must not see a 404.
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = serveWeb && readsPage && !path.startsWith('/api') && !path.startsWith(ASSETS);
    if (wantsPage) return reply.type('text/html').sendFile(pageFileFor(request.url));
    return reply.code(404).send({ message: 'Not found' });
  };
}
