import type { Role } from '@gym/contract';
import { jwtVerify, SignJWT } from 'jose';

/** At most this many verified tokens are remembered; past it, the memory starts again. */
const MAX_VERIFIED = 10_000;

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

/** Signs and checks the bearer tokens: HS256, with an expiry, carrying the account's token version. */
export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  /** Tokens whose signature checked out, by the token's text (docs/decisions/012). */
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /**
     * The claims of a valid token, or null for anything forged, expired or malformed. A token whose signature was
     * checked once is remembered with its expiry (the signature of the same string under the same key cannot
     * change), so a signed-in request pays jose's asynchronous WebCrypto HMAC once per token, not per request; the
     * expiry is checked again on every call, exactly as jose checks it (`exp` must be after the current second).
     */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) return known.exp > Math.floor(Date.now() / 1000) ? known.claims : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number' || typeof payload.role !== 'string')
          return null;
        const claims = { userId, role: payload.role as Role, tokenVersion: payload.tv };
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { claims, exp: payload.exp });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
