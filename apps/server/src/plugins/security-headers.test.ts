import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { HELMET_OPTIONS } from './security-headers.ts';

// The security headers are worked out once at start instead of by @fastify/helmet on every request
// (docs/decisions/012): every answer must carry exactly the headers @fastify/helmet sent with the same options.
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
  it('are exactly the ones @fastify/helmet sends, with no extra header', async () => {
    expect(Object.keys(expected).length).toBeGreaterThan(10);
    const res = await t.app.inject({ url: '/api/health' });
    expect(helmetPart(res.headers)).toEqual(expected);
  });

  it('come on a 404, a refused request, a cached answer and its 304 alike', async () => {
    const plan = await t.app.inject({ url: '/api/plan' });
    const answers = [
      await t.app.inject({ url: '/api/nowhere' }),
      await t.app.inject({ url: '/api/stats/staff' }),
      await t.app.inject({ url: '/api/stats/staff', headers: { authorization: 'Bearer forged' } }),
      plan,
      await t.app.inject({ url: '/api/plan', headers: { 'if-none-match': String(plan.headers.etag) } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 401, 401, 200, 304]);
    for (const answer of answers) expect(helmetPart(answer.headers)).toEqual(expected);
  });
});
