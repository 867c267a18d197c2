import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Helmet's options: its defaults, with a CSP that allows scripts from this origin only. */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      // The app is served over plain HTTP on a laptop; a proxy in front adds HTTPS.
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * The headers helmet sets with `options`, worked out once. Every directive here is a fixed string (no per-request
 * function, no nonce), so helmet would set the same names and values on every answer; it fails loudly if that
 * stops being true.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): readonly [string, string][] {
  const headers: [string, string][] = [];
  let finished = false;
  const res = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a ${typeof value}, not a fixed string`);
      headers.push([name, value]);
    },
    // X-Powered-By: fastify never sets it, so there is nothing to remove on a real answer.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers are not fixed');
  return headers;
}

/**
 * What an API answer carries instead of helmet's page headers, with helmet's Strict-Transport-Security. Helmet's set
 * is written for HTML documents: most of it (the page's CSP, Origin-Agent-Cluster, the referrer, DNS-prefetch and
 * download policies, X-XSS-Protection) tells a browser how to run a page, and a JSON answer or a calendar feed is
 * never run as one. What protects data answers is what the OWASP REST Security Cheat Sheet lists for them: never
 * sniffed into something runnable, never framed, never read by another site's page, only over HTTPS once seen there;
 * and, if one is opened in a tab, a policy under which nothing loads or runs at all (stricter than the page's).
 */
const DATA_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The API's paths, whose answers are data (JSON, iCalendar), not pages. The API's documentation (`/api/docs`) is a
 * page and its files, so it keeps helmet's headers. Decided by path, not by each answer's type: a 304 carries no
 * type, and the headers it carries replace the ones a browser kept with the page.
 */
const API_DATA = /^\/api\/(?!docs(?:[/?]|$))/i;

/**
 * Security headers on every answer, computed once at start:
 * - pages, their files and the API's documentation: helmet's headers, as `@fastify/helmet` sent them (the same names
 *   and values). `@fastify/helmet` built helmet's middleware again for every request, parsing the CSP each time
 *   (docs/decisions/012);
 * - API answers: `DATA_HEADERS` and helmet's Strict-Transport-Security, five short headers instead of helmet's eleven
 *   (about 200 bytes instead of 1 kB on every answer; docs/decisions/012, "Security headers on API answers").
 *
 * They go into the reply's own headers, which Fastify hands to `writeHead` in one go: set one by one on the raw
 * response, each made Node copy its name in lower case and keep it in a list of its own, a sixth of everything the
 * server allocated per public read (docs/decisions/012, "Security headers on API answers").
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const pageHeaders = Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value]));
  const apiHeaders = { ...DATA_HEADERS, 'strict-transport-security': pageHeaders['strict-transport-security'] };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_DATA.test(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
