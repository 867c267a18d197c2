import type { Role } from '@gym/contract';
import { jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; role: Role; tokenVersion: number };

/** Signs and checks the bearer tokens: HS256, with an expiry, carrying the account's token version. */
export function createTokenService(secret: string, ttlHours: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ role: claims.role, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(key);
    },
    /** The claims of a valid token, or null for anything forged, expired or malformed. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.tv !== 'number' || typeof payload.role !== 'string')
          return null;
        return { userId, role: payload.role as Role, tokenVersion: payload.tv };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
