import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok, and says nothing of Redis when none is configured', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health with a Redis that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the connection is refused, as when Redis is down.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('stays healthy (200) and reports Redis down: the limits count in memory meanwhile', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', redis: 'down' });
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes the calendar feed as text/calendar, not as a JSON string', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const ok = doc.paths['/api/calendar/{secret}.ics']?.get?.responses['200'];
    expect(Object.keys(ok.content)).toEqual(['text/calendar']);
    expect(ok.content['text/calendar']?.schema).toMatchObject({ type: 'string' });
  });
});
