import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, type Permission } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRoutes } from '../plugins/auth.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { type Build, endpointRequests, injectOptions } from '../test/endpoint-requests.ts';
import { type Cast, makeCast } from '../test/factories.ts';
import { CALLERS, ENDPOINTS, partsOf, ROLE_OF, rolesOf, rowName } from './endpoints.ts';
import { PERMISSIONS_DOC, withEndpointTable } from './permissions-doc.ts';

/**
 * The permission table, walked: `ENDPOINTS` against the routes the app registers, the contract's
 * `PERMISSIONS` and docs/permissions.md, then every row as each of the seven callers.
 */

const TODAY = '2026-03-10';
const CHECKS = ENDPOINTS.length * CALLERS.length;

let t: TestApp;
let cast: Cast;
let requests: Record<string, Build>;

beforeAll(async () => {
  setClock(`${TODAY}T09:00:00Z`);
  // The walk signs up, logs in and writes to public forms hundreds of times from one address.
  t = await createTestApp({
    LOGIN_MAX_FAILURES: '1000000',
    RESET_MAX_PER_HOUR: '1000000',
    PUBLIC_WRITES_PER_MINUTE: '1000000',
  });
  cast = await makeCast(t);
  requests = await endpointRequests(t, cast, TODAY);
});
afterAll(() => t?.close());

const keyOf = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

describe('the permission table', () => {
  it('has a row for every route the server registers, a route for every row, and each row names its route’s guard', () => {
    const routes = new Map(guardedRoutes(t.app).map((r) => [keyOf(r.method, r.url), r.guard]));
    const rows = ENDPOINTS.map((row) => {
      const { method, path } = partsOf(row);
      const key = keyOf(method, path);
      return { name: rowName(row), key, guard: row.guard, routeGuard: routes.get(key) };
    });
    const rowKeys = new Set(rows.map((row) => row.key));
    const unmatched = [...routes.keys()].filter((key) => !rowKeys.has(key));
    expect.soft(unmatched, 'routes without a row in ENDPOINTS').toEqual([]);
    const stale = rows.filter((row) => row.routeGuard === undefined).map((row) => row.name);
    expect.soft(stale, 'rows without a route').toEqual([]);
    const misguarded = rows
      .filter((row) => row.routeGuard !== undefined && row.routeGuard !== row.guard)
      .map((row) => `${row.name}: row ${row.guard}, route ${row.routeGuard}`);
    expect.soft(misguarded, 'rows whose guard is not the route’s').toEqual([]);

    // The OpenAPI document, built by another path, lists nothing the routes above miss.
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => keyOf(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1'))),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((key) => !routes.has(key))).toEqual([]);
  });

  it('answers as the contract’s PERMISSIONS say: 401 and 403 outside the guard’s roles, and only a row that says whose record it is refuses inside them', () => {
    expect(new Set(ENDPOINTS.map(rowName)).size, 'row names are unique').toBe(ENDPOINTS.length);
    const wrong: string[] = [];
    for (const row of ENDPOINTS) {
      const roles = rolesOf(row.checks ?? row.guard);
      for (const caller of CALLERS) {
        const role = ROLE_OF[caller];
        const mayTry = roles === null || (role !== null && (roles.length === 0 || roles.includes(role)));
        const outcome = row.walk[caller];
        if (!mayTry && outcome !== (role === null ? 401 : 403)) wrong.push(`${rowName(row)} as ${caller}: ${outcome}`);
        if (mayTry && outcome !== 'ok' && !row.who) wrong.push(`${rowName(row)} as ${caller}: ${outcome} unexplained`);
      }
    }
    expect(wrong).toEqual([]);
    const used = new Set(ENDPOINTS.flatMap((row) => [row.guard, row.checks]));
    expect(
      (Object.keys(PERMISSIONS) as Permission[]).filter((p) => !used.has(p)),
      'permissions no row uses',
    ).toEqual([]);
  });

  it('is what docs/permissions.md shows', () => {
    const path = join(fileURLToPath(new URL('../../../../', import.meta.url)), PERMISSIONS_DOC);
    const doc = readFileSync(path, 'utf8');
    expect(doc === withEndpointTable(doc), `${PERMISSIONS_DOC} is stale: run node scripts/permissions-doc.mjs`).toBe(
      true,
    );
  });

  it('has a request for every row', () => {
    const names = ENDPOINTS.map(rowName);
    expect(names.filter((name) => !requests[name])).toEqual([]);
    expect(Object.keys(requests).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the walk', () => {
  it(`sends ${ENDPOINTS.length} rows × ${CALLERS.length} callers = ${CHECKS} requests, each answered as its row says`, async () => {
    const wrong: string[] = [];
    let checks = 0;
    for (const row of ENDPOINTS) {
      const build = requests[rowName(row)] as Build;
      for (const who of CALLERS) {
        const options = injectOptions(row, await build(who));
        const res = await t.app.inject({ ...options, headers: { ...options.headers, ...cast.headers(who) } });
        const outcome = row.walk[who];
        const expected = outcome === 'ok' ? (row.answer ?? 200) : outcome;
        if (res.statusCode !== expected) {
          wrong.push(
            `${rowName(row)} as ${who}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
        }
        checks += 1;
      }
    }
    console.log(`permission walk: ${ENDPOINTS.length} rows, ${checks} checks`);
    expect(wrong).toEqual([]);
    expect(checks).toBe(CHECKS);
    // Several hundred requests one after another, each through the whole stack: more than one test's usual time.
  }, 180_000);
});
