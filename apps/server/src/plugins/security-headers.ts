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
 * Helmet's security headers on every answer, as `@fastify/helmet` sent them (the same names and values), but
 * computed once at start: `@fastify/helmet` built helmet's middleware again for every request, parsing the CSP each
 * time (docs/decisions/012). They go into the reply's own headers, which Fastify hands to `writeHead` in one go: set
 * one by one on the raw response, each made Node copy its name in lower case and keep it in a list of its own, a
 * sixth of everything the server allocated per public read (decision 012, "fourth session").
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const headers = Object.fromEntries(helmetHeaders(options).map(([name, value]) => [name.toLowerCase(), value]));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
