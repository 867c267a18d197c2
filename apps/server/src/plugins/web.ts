import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app from `dir`. Hashed assets are cached for a year; any other GET that is not
 * under /api and asks for HTML gets index.html, so the browser router handles deep links.
 */
export async function registerWeb(app: FastifyInstance, dir: string) {
  if (!existsSync(join(dir, 'index.html'))) {
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
