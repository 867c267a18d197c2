import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HELMET_OPTIONS } from './security-headers.ts';

// The security headers are worked out once at start instead of by @fastify/helmet on every request
// (docs/decisions/012): pages and everything outside the API carry exactly the headers @fastify/helmet sends with the
// same options; API answers carry the five that protect data instead of helmet's page headers.
let t: TestApp;
let expected: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const probe = Fastify();
  // The same options: helmet's own types and @fastify/helmet's CommonJS copy of them are distinct to TypeScript.
  await probe.register(fastifyHelmet, HELMET_OPTIONS as unknown as FastifyHelmetOptions);
  probe.get('/', async () => ({ ok: true }));
  const plain = Fastify();
  plain.get('/', async () => ({ ok: true }));
  const [withHelmet, without] = await Promise.all([probe.inject('/'), plain.inject('/')]);
  expected = Object.fromEntries(
    Object.entries(withHelmet.headers)
      .filter(([name]) => !(name in without.headers))
      .map(([name, value]) => [name, String(value)]),
  );
  await Promise.all([probe.close(), plain.close()]);
});
afterAll(() => t.close());

const helmetPart = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(expected).map((name) => [name, headers[name]]));

describe('security headers', () => {
  it('outside the API and on its documentation: the ones @fastify/helmet sends, no extra header', async () => {
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    for (const url of ['/nowhere', '/plans?from=1', '/apinot']) {
      const res = await t.app.inject({ url });
      expect(helmetPart(res.headers), url).toEqual(expected);
    }
    // The documentation is a page: helmet's headers, with the CSP that @fastify/swagger-ui sets for its own scripts.
    const docs = await t.app.inject({ url: '/api/docs/json' });
    const { 'content-security-policy': docsPolicy, ...docsRest } = helmetPart(docs.headers);
    const { 'content-security-policy': _, ...expectedRest } = expected;
    expect(docsRest).toEqual(expectedRest);
    expect(docsPolicy).toMatch(/script-src 'self'/);
  });

  it('on API answers: five that protect data, none of the page-only ones, on every kind of answer alike', async () => {
    const plan = await t.app.inject({ url: '/api/plan' });
    const answers = [
      await t.app.inject({ url: '/api/health' }),
      await t.app.inject({ url: '/api/nowhere' }),
      await t.app.inject({ url: '/api/stats/staff' }),
      await t.app.inject({ url: '/api/stats/staff', headers: { authorization: 'Bearer forged' } }),
      plan,
      await t.app.inject({ url: '/api/plan', headers: { 'if-none-match': String(plan.headers.etag) } }),
      // Routing ignores case: the spec's other spellings are API answers too.
      await t.app.inject({ url: '/API/Plan' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 401, 200, 304, 200]);
    for (const answer of answers) {
      // Nothing loads or runs if an answer is opened in a tab, and no page may frame it.
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['strict-transport-security']).toBe(expected['strict-transport-security']);
      const dataHeaders = [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'cross-origin-resource-policy',
        'strict-transport-security',
      ];
      const pageOnly = Object.keys(expected).filter((name) => !dataHeaders.includes(name));
      expect(pageOnly).toContain('origin-agent-cluster');
      for (const name of pageOnly) expect(answer.headers[name], name).toBeUndefined();
    }
  });
});
