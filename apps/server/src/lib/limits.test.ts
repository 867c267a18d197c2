import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.ts';
import { setClock } from '../test/clock.ts';
import { createLimits, keyPrefixFor } from './limits.ts';

// The in-memory store (no REDIS_URL), as the API tests use it. The Redis store is tested against a real Redis
// with the system tests (tests/system/limits.test.ts).
const limitsWith = (overrides: Record<string, string>) => createLimits(testConfig(overrides));

afterEach(() => {
  vi.useRealTimers();
});

describe('limits in memory', () => {
  it('counts every hit per key and refuses past the limit', async () => {
    const limits = limitsWith({ PUBLIC_WRITES_PER_MINUTE: '2' });
    expect(limits.store).toBe('memory');
    expect(await limits.publicWrites.take('a')).toBe(true);
    expect(await limits.publicWrites.take('a')).toBe(true);
    expect(await limits.publicWrites.take('a')).toBe(false);
    expect(await limits.publicWrites.take('a')).toBe(false);
    expect(await limits.publicWrites.take('b')).toBe(true);
  });

  it('keeps each limit apart, with its own maximum', async () => {
    const limits = limitsWith({ LOGIN_MAX_FAILURES: '1', RESET_MAX_PER_HOUR: '2', PUBLIC_WRITES_PER_MINUTE: '3' });
    expect(await limits.failedLogins.take('k')).toBe(true);
    expect(await limits.failedLogins.take('k')).toBe(false);
    expect(await limits.resetRequests.take('k')).toBe(true);
    expect(await limits.resetRequests.take('k')).toBe(true);
    expect(await limits.resetRequests.take('k')).toBe(false);
    for (let i = 0; i < 3; i++) expect(await limits.publicWrites.take('k')).toBe(true);
    expect(await limits.publicWrites.take('k')).toBe(false);
  });

  it('gives a hit back, so successes do not count', async () => {
    const limits = limitsWith({ LOGIN_MAX_FAILURES: '2' });
    for (let i = 0; i < 5; i++) {
      expect(await limits.failedLogins.take('me')).toBe(true);
      await limits.failedLogins.giveBack('me');
    }
    expect(await limits.failedLogins.take('me')).toBe(true);
    expect(await limits.failedLogins.take('me')).toBe(true);
    expect(await limits.failedLogins.take('me')).toBe(false);
  });

  it('opens the window again once it has passed', async () => {
    setClock('2026-03-10T10:00:00Z');
    const limits = limitsWith({ LOGIN_MAX_FAILURES: '1', LOGIN_WINDOW_MINUTES: '15' });
    expect(await limits.failedLogins.take('me')).toBe(true);
    vi.setSystemTime(new Date('2026-03-10T10:14:00Z'));
    expect(await limits.failedLogins.take('me')).toBe(false);
    vi.setSystemTime(new Date('2026-03-10T10:15:01Z'));
    expect(await limits.failedLogins.take('me')).toBe(true);
  });

  it('opens and closes without Redis', async () => {
    const limits = limitsWith({});
    await limits.open({ info: () => {}, warn: () => {} });
    await limits.close();
  });
});

describe('keyPrefixFor', () => {
  it('names the database, so gyms sharing one Redis keep apart', () => {
    expect(keyPrefixFor({ DATABASE_URL: 'postgres://gym:pw@db:5432/pulse' })).toBe('gym:pulse');
    expect(keyPrefixFor({ DATABASE_URL: undefined })).toBe('gym:embedded');
  });
});
