import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../apps/server/src/config.ts';
import { createLimits, type Limits } from '../../apps/server/src/lib/limits.ts';
import { freePort, requireEnv } from './lib/servers.ts';

// The limits module on a real Redis: what two app instances share, and what happens when Redis is away.
const redisUrl = requireEnv('REDIS_URL');
const prefix = `gym-test-limits-${randomBytes(4).toString('hex')}`;
const quiet = { info: () => {}, warn: () => {} };
const opened: Limits[] = [];

async function instance(overrides: Record<string, string> = {}, keyPrefix = prefix) {
  const limits = createLimits(testConfig({ REDIS_URL: redisUrl, ...overrides }), { keyPrefix });
  await limits.open(quiet);
  opened.push(limits);
  return limits;
}

afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`gym-test-limits-*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('limits on Redis', () => {
  it('are shared: two instances count against one total', async () => {
    const a = await instance({ PUBLIC_WRITES_PER_MINUTE: '4' });
    const b = await instance({ PUBLIC_WRITES_PER_MINUTE: '4' });
    expect(a.store).toBe('redis');
    const answers = [];
    for (const limits of [a, b, a, b, a, b]) answers.push(await limits.publicWrites.take('contact|10.0.0.1'));
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect(await b.publicWrites.take('contact|10.0.0.2')).toBe(true);
  });

  it('count failed logins only: a hit given back on one instance is gone for the other', async () => {
    const a = await instance({ LOGIN_MAX_FAILURES: '2' });
    const b = await instance({ LOGIN_MAX_FAILURES: '2' });
    for (let i = 0; i < 3; i++) {
      expect(await a.failedLogins.take('me@x.test|1.2.3.4')).toBe(true);
      await a.failedLogins.giveBack('me@x.test|1.2.3.4');
    }
    expect(await a.failedLogins.take('me@x.test|1.2.3.4')).toBe(true);
    expect(await b.failedLogins.take('me@x.test|1.2.3.4')).toBe(true);
    expect(await a.failedLogins.take('me@x.test|1.2.3.4')).toBe(false);
    expect(await b.failedLogins.take('me@x.test|1.2.3.4')).toBe(false);
  });

  it('hold in total when many hits arrive at once on both instances', async () => {
    const a = await instance({ RESET_MAX_PER_HOUR: '5' });
    const b = await instance({ RESET_MAX_PER_HOUR: '5' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).resetRequests.take('crowd@x.test')),
    );
    expect(answers.filter(Boolean)).toHaveLength(5);
  });

  it('keep two prefixes (two gyms on one Redis) apart', async () => {
    const gym1 = await instance({ PUBLIC_WRITES_PER_MINUTE: '1' }, `${prefix}-one`);
    const gym2 = await instance({ PUBLIC_WRITES_PER_MINUTE: '1' }, `${prefix}-two`);
    expect(await gym1.publicWrites.take('same')).toBe(true);
    expect(await gym2.publicWrites.take('same')).toBe(true);
    expect(await gym1.publicWrites.take('same')).toBe(false);
  });

  it('fall back to memory when Redis cannot be reached: never an error, the limit per instance', async () => {
    // A port nothing listens on: Redis "down" from the start.
    const down = `redis://127.0.0.1:${await freePort()}`;
    const warnings: string[] = [];
    const limits = createLimits(testConfig({ REDIS_URL: down, PUBLIC_WRITES_PER_MINUTE: '2' }), { keyPrefix: prefix });
    await limits.open({ info: () => {}, warn: (msg) => warnings.push(msg) });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await limits.publicWrites.take('k'));
    expect(answers).toEqual([true, true, false]);
    expect(await limits.failedLogins.take('k')).toBe(true);
    await limits.failedLogins.giveBack('k');
    expect(warnings).toEqual([expect.stringMatching(/^Redis unreachable .*count per instance/)]);
    await limits.close();
  });

  it('close their connection', async () => {
    const keyPrefix = `${prefix}-closing`;
    const limits = createLimits(testConfig({ REDIS_URL: redisUrl }), { keyPrefix });
    await limits.open(quiet);
    const redis = new Redis(redisUrl);
    const listed = async () => ((await redis.client('LIST')) as string).includes(`name=${keyPrefix}:app `);
    expect(await listed()).toBe(true);
    await limits.close();
    // QUIT has been answered; the server drops the client right after.
    let still = true;
    for (let i = 0; i < 100 && still; i++) {
      await new Promise((r) => setTimeout(r, 20));
      still = await listed();
    }
    expect(still).toBe(false);
    await redis.quit();
  });
});
