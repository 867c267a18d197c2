import { AUTH_MESSAGES, NEWSLETTER_MESSAGES } from '@gym/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITES_PER_MINUTE: '4' });
});
afterAll(() => t.close());

const signup = (email: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: ip });
const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(newsletterSignups))[0]?.n;

describe('POST /api/newsletter', () => {
  it('stores a signup once, however often and in whatever case it is sent', async () => {
    expect((await signup('Fan@Example.com')).json()).toEqual({
      success: true,
      message: NEWSLETTER_MESSAGES.subscribed,
    });
    expect((await signup('fan@example.com')).statusCode).toBe(200);
    expect(await count()).toBe(1);
  });

  it('refuses an address that is not one', async () => {
    const res = await signup('not-an-address', '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual([AUTH_MESSAGES.emailInvalid]);
  });

  it('limits signups per address', async () => {
    for (let i = 0; i < 4; i++) expect((await signup(`n${i}@example.com`, '10.0.0.3')).statusCode).toBe(200);
    expect((await signup('late@example.com', '10.0.0.3')).statusCode).toBe(429);
  });
});
