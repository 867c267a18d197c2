import { afterEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../test/clock.ts';
import { createTokenService } from './tokens.ts';

// A token's checked signature is remembered (docs/decisions/012); its expiry is not: it is read again every time.
const secret = 'a-secret-for-the-token-tests-a-secret-for-the';
afterEach(() => vi.useRealTimers());

describe('the token service', () => {
  it('refuses a remembered token once it has expired', async () => {
    setClock('2026-03-10T10:00:00Z');
    const tokens = createTokenService(secret, 1);
    const token = await tokens.sign({ userId: 7, role: 'user', tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'user', tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, role: 'user', tokenVersion: 2 });
    vi.setSystemTime(new Date('2026-03-10T10:59:58Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-10T11:00:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // A fresh service (nothing remembered) agrees.
    expect(await createTokenService(secret, 1).verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, or changed, even after the real one was remembered', async () => {
    const tokens = createTokenService(secret, 1);
    const token = await tokens.sign({ userId: 7, role: 'user', tokenVersion: 0 });
    expect(await tokens.verify(token)).not.toBeNull();
    const forged = await createTokenService(`${secret}-other`, 1).sign({ userId: 7, role: 'user', tokenVersion: 0 });
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(forged)).toBeNull();
    const [head, , signature] = token.split('.');
    const body = Buffer.from(JSON.stringify({ role: 'admin', tv: 0, sub: '7', exp: 4102444800 })).toString('base64url');
    expect(await tokens.verify(`${head}.${body}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });
});
