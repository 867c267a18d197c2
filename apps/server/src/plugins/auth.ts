import { AUTH_MESSAGES, PERMISSIONS, type Permission, type Role } from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/** Who is calling, as read from the database on every request, so role changes and deletions apply at once. */
export type Caller = { id: number; role: Role; username: string };

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
    /** A token came but was forged, expired or outdated. */
    tokenRejected: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Reads the bearer token on every request. Without a valid one the caller is anonymous: public routes
 * still answer (a visitor with a stale token can browse plans), guarded ones say the session expired.
 */
export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenRejected', false);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await ctx.tokens.verify(token);
    if (!claims) {
      request.tokenRejected = true;
      return;
    }
    const [row] = await ctx.db
      .select({
        id: users.id,
        role: users.role,
        username: users.username,
        tokenVersion: users.tokenVersion,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    // A deleted account's version is bumped too; its own check keeps a deleted account out whatever the token says.
    if (!row || row.deletedAt !== null || row.tokenVersion !== claims.tokenVersion) {
      request.tokenRejected = true;
      return;
    }
    request.caller = { id: row.id, role: row.role, username: row.username };
  });
}

/** A hook that lets through signed-in callers, and only those of the given roles when any are named. */
export const requireRole =
  (...roles: Role[]) =>
  async (request: FastifyRequest) => {
    if (!request.caller) {
      throw unauthorized(request.tokenRejected ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.notSignedIn);
    }
    if (roles.length && !roles.includes(request.caller.role)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
export const requireSignedIn = requireRole();

/** A hook that lets through the roles the contract's permission table names for `permission`. */
export const requirePermission = (permission: Permission) => requireRole(...PERMISSIONS[permission]);

/** The caller of a route guarded by requireRole. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.caller;
}
