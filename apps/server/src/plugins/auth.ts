import { AUTH_MESSAGES, type Language, PERMISSIONS, type Permission, type Role } from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Versions } from '../lib/cache/versions.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';

/** Who is calling, as read from the database on every request, so role changes and deletions apply at once. */
export type Caller = {
  id: number;
  role: Role;
  username: string;
  /** The account's language: API messages follow it (`lib/i18n.ts`). */
  language?: Language;
  /**
   * The database's change counters as this request's caller lookup read them, after the request arrived. A cached
   * read later in the same request checks against them instead of asking again (`lib/cache/reads.ts`): one version
   * query per request, not two. So a request that writes must not answer from those caches afterwards.
   */
  seen?: Versions;
};

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
  recordGuards(app);
  app.decorateRequest('caller', null);
  app.decorateRequest('tokenRejected', false);
  // A callback hook: a request without a token (every public read) passes at once, without a promise of its own.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return done();
    identify(request, token).then(() => done(), done);
  });

  async function identify(request: FastifyRequest, token: string) {
    const claims = await ctx.tokens.verify(token);
    if (!claims) {
      request.tokenRejected = true;
      return;
    }
    // Current as of this request on every instance: cached only while the accounts' version holds
    // (lib/cache/callers.ts).
    const seen = await ctx.versions.current();
    const row = await ctx.callers.account(claims.userId, seen);
    // A deleted account's version is bumped too; its own check keeps a deleted account out whatever the token says.
    if (!row || row.deletedAt !== null || row.tokenVersion !== claims.tokenVersion) {
      request.tokenRejected = true;
      return;
    }
    request.caller = { id: row.id, role: row.role, username: row.username, language: row.language, seen };
  }
}

/**
 * What a route's `onRequest` guard lets through: anyone (no guard), any signed-in caller, exactly one role, or the
 * roles of a permission in the contract's table. The permission walk (`access/`) reads each route's guard.
 */
export type Guard = 'public' | 'signedIn' | `role:${Role}` | Permission;
type GuardHook = ((request: FastifyRequest) => Promise<void>) & { readonly guard: Guard };

function guardHook(guard: Guard, roles: readonly Role[]): GuardHook {
  const hook = async (request: FastifyRequest) => {
    if (!request.caller) {
      throw unauthorized(request.tokenRejected ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.notSignedIn);
    }
    if (roles.length && !roles.includes(request.caller.role)) throw forbidden(AUTH_MESSAGES.forbidden);
  };
  return Object.assign(hook, { guard });
}

/** Lets through signed-in callers of any role. */
export const requireSignedIn = guardHook('signedIn', []);
/** Lets through a valid token of exactly this role (the four role checks). */
export const requireRole = (role: Role) => guardHook(`role:${role}`, [role]);
/** Lets through the roles the contract's permission table names for `permission`. */
export const requirePermission = (permission: Permission) => guardHook(permission, PERMISSIONS[permission]);

/** A route as registered, with its guard. */
export type GuardedRoute = { method: string; url: string; guard: Guard };
const routesByApp = new WeakMap<FastifyInstance, GuardedRoute[]>();

/** Every route registered after `registerAuth`, with the guard it names; HEAD, which answers as GET does, left out. */
export const guardedRoutes = (app: FastifyInstance): readonly GuardedRoute[] => routesByApp.get(app) ?? [];

function recordGuards(app: FastifyInstance) {
  const routes: GuardedRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as Partial<GuardHook>[];
    const guard = hooks.find((hook) => hook.guard)?.guard ?? 'public';
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, guard });
  });
}

/** The caller of a route whose guard lets only signed-in callers through. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized(AUTH_MESSAGES.notSignedIn);
  return request.caller;
}
