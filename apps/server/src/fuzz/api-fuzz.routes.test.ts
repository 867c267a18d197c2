import { tracingChannel } from 'node:diagnostics_channel';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, partsOf, rowName } from '../access/endpoints.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { setClock } from '../test/clock.ts';
import { type Build, endpointRequests, injectOptions } from '../test/endpoint-requests.ts';
import { CAST, type Cast, type CastName, makeCast, makePlan, makeRoom, signedIn } from '../test/factories.ts';

/**
 * Property-based fuzzing of the whole API: every operation of the OpenAPI document, as each of the seven callers,
 * with generated path ids, queries, bodies and headers, most of them wrong in some way. Whatever is sent, the answer
 * is never a 5xx, never shows a stack trace, a file path or a password hash, and the server still answers
 * afterwards. The seed is fixed so CI is repeatable; `FUZZ_SEED` and `FUZZ_RUNS` explore further.
 *
 * A fuzzer refused at the door would pass all that while testing nothing, so it also shows that it got in: each
 * operation's runs, for each caller the permission table (`ENDPOINTS`) lets call it, start with that row's
 * known-good request (the permission walk's), and at least one run per operation and allowed caller must reach the
 * route's handler: past the auth guard and the schema validation, whatever the service then answers.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS_PER_CALLER = Number(process.env.FUZZ_RUNS ?? 10);

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

let t: TestApp;
let cast: Cast;
let doc: OpenApi;
/** Ids that exist, so generated paths and bodies reach past "not found" into the services. */
let knownIds: number[];
/** The callers' user ids and trainer ids. */
let callerIds: Set<number>;
let requests = 0;
/** The permission walk's request for each `ENDPOINTS` row. */
let knownGood: Record<string, Build>;
/** Answers by status, printed at the end: a fuzzer that only ever hears 400 is not reaching the services. */
const statuses = new Map<number, number>();

beforeAll(async () => {
  setClock('2026-03-10T09:00:00Z');
  // Limits stay out of the way: a 429 is a fine answer, but it would stop the fuzzer reaching the services.
  t = await createTestApp({
    LOGIN_MAX_FAILURES: '1000000',
    RESET_MAX_PER_HOUR: '1000000',
    PUBLIC_WRITES_PER_MINUTE: '1000000',
  });
  cast = await makeCast(t);
  const plan = await makePlan(t.db);
  const room = await makeRoom(t.db);
  knownIds = [
    ...new Set([
      1,
      2,
      plan.id,
      room.id,
      cast.session.id,
      cast.member.user.id,
      cast.trainer.user.id,
      cast.trainer.trainerId,
      cast.staff.user.id,
    ]),
  ];
  callerIds = new Set([
    ...CAST.flatMap((who) => (who === 'anonymous' ? [] : [cast[who].user.id])),
    cast.trainer.trainerId,
    cast.otherTrainer.trainerId,
  ]);
  knownGood = await endpointRequests(t, cast, '2026-03-10');
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  handlerChannel.subscribe(handlerStarts);
});
afterAll(async () => {
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `API fuzz: ${requests} requests sent (seed ${SEED}, ${RUNS_PER_CALLER} runs per operation and caller): ${byStatus.join(' ')}`,
  );
  handlerChannel.unsubscribe(handlerStarts);
  await t?.close();
});

/**
 * The route whose handler the last request reached (`routeKey`), '' when none. Fastify publishes `start` on this
 * channel when it calls a route's handler, after the `onRequest` guard and the schema validation have let the request
 * through (no route has a `preHandler` hook that could still refuse it); a request refused before that publishes
 * nothing.
 */
let handledRoute = '';
const handlerStarts = (message: unknown) => {
  const { route } = message as { route: { method: string; url: string } };
  handledRoute = routeKey(route.method, route.url);
};
const handlerChannel = tracingChannel('fastify.request.handler').start;

// --- what a confused or hostile client sends ---

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\ud800',
  '\udfff\ud800',
  '%00',
  '%',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\\',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '2026-13-01T25:61:00Z',
  '25:99',
  '23:59',
  'x'.repeat(5000),
  '😀'.repeat(50),
  'ﷺ',
  'İ',
  '\u202e',
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);
const anId = () => fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min: -3, max: 50 }));

// --- plausible values from the operation's own schema, so some requests get deep into the services ---

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 5; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop() as string] ?? {};
  return s;
}

function plausible(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const choices = s.anyOf ?? s.oneOf ?? s.allOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => plausible(c, name)));
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number' || /id$/i.test(name)) return anId();
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(s.items), { maxLength: 3 });
  if (type === 'object' || s.properties) return objectFrom(s, plausible);
  if (/date/i.test(name) || s.format === 'date' || s.pattern?.includes('\\d{4}'))
    return fc.constantFrom('2026-03-10', '2026-03-11', '2026-04-01', '2025-12-31', '2026-03-10T10:00:00Z');
  if (/time/i.test(name)) return fc.constantFrom('09:00', '10:30', '23:00', '2026-03-11T10:00:00.000Z');
  if (/email/i.test(name)) return fc.constantFrom('member@example.com', 'new@example.com', 'ADMIN@GYM.TEST');
  if (/password/i.test(name)) return fc.constantFrom('Secret123', 'short', 'NoDigitsHere');
  return fc.oneof(
    fc.constantFrom('Ann Smith', 'annsmith', 'Strength', 'Great coaching and clean changing rooms.', 'Springfield'),
    fc.string({ minLength: 1, maxLength: 30 }),
  );
}

/** A value for a field: mostly one that could pass, often one that must not. */
const fieldValue = (schema: JsonSchema | undefined, name: string) =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, name) }, { weight: 2, arbitrary: nastyValue });

/** An object with the schema's fields, each from `value`, any of them left out, and an unexpected key or two. */
function objectFrom(
  schema: JsonSchema,
  value: (schema: JsonSchema | undefined, name: string) => fc.Arbitrary<unknown> = fieldValue,
): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(resolve(schema).properties ?? {});
  const known = Object.fromEntries(props.map(([name, s]) => [name, value(s, name)]));
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'isAdmin', 'id', 'x'), nastyValue, {
        maxKeys: 2,
      }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

function bodyFor(op: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  return fc.oneof(
    // Every field plausible, so some requests pass validation and reach the services and the database.
    { weight: schema ? 3 : 0, arbitrary: objectFrom(schema ?? {}, plausible).map(json) },
    { weight: schema ? 4 : 1, arbitrary: objectFrom(schema ?? {}).map(json) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{', contentType: 'application/json' },
        { payload: '{"a":1,"a":2}', contentType: 'application/json' },
        { payload: '{"__proto__":{"role":"admin"}}', contentType: 'application/json' },
        { payload: '\u0000', contentType: 'application/json' },
        { payload: '[]'.repeat(2000), contentType: 'application/json' },
        { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
        { payload: 'name=x&price=1', contentType: 'application/x-www-form-urlencoded' },
        { payload: 'hello', contentType: 'text/plain' },
        { payload: '{}', contentType: 'application/json; charset=latin1' },
        { payload: '{}', contentType: 'multipart/form-data; boundary=x' },
      ),
    },
  );
}

/** As a browser would send it; a lone surrogate (which `encodeURIComponent` refuses) goes as its UTF-8 bytes. */
function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryFor(op: Operation): fc.Arbitrary<string> {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  const declared = fc.record(Object.fromEntries(params.map((p) => [p.name, fieldValue(p.schema, p.name)])), {
    requiredKeys: [],
  });
  const encode = (value: unknown) => percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  return fc
    .tuple(
      declared,
      fc.constantFrom(
        '',
        '&page=1&page=2',
        '&search=%',
        '&pageSize=%ZZ',
        '&search=%ED%A0%80',
        '&search=%C0%AF',
        '&a[b]=1',
        '&=',
        '&&&',
        '&page[]=1',
      ),
    )
    .map(([values, raw]) => {
      const pairs = Object.entries(values).map(([k, v]) => `${k}=${encode(v)}`);
      const query = pairs.join('&') + raw;
      return query ? `?${query.replace(/^&/, '')}` : '';
    });
}

/**
 * A DELETE never aims at the callers' own accounts (their user and trainer ids): an admin deleting `staff` early on
 * would leave every later operation refusing `staff` at the door, and the runs as `staff` would test nothing.
 */
function pathFor(template: string, method: string): fc.Arbitrary<string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const id = method === 'DELETE' ? anId().filter((n) => !callerIds.has(n)) : anId();
  const segment = fc.oneof(
    { weight: 4, arbitrary: id.map(String) },
    { weight: 1, arbitrary: nastyString.map((s) => percentEncode(s) || '%20') },
    { weight: 1, arbitrary: fc.constantFrom('%ED%A0%80', '%C0%AF', '%', '%ZZ', '..', '%2e%2e%2f') },
  );
  return fc
    .array(segment, { minLength: names.length, maxLength: names.length })
    .map((values) => names.reduce((path, name, i) => path.replace(`{${name}}`, values[i] as string), template));
}

/** The caller's own header most of the time; sometimes a broken or foreign one in its place. */
const authorization = (who: CastName) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(cast.headers(who)?.authorization) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer x.y.z',
        'Basic YWRtaW46YWRtaW4=',
        'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOjEsInRva2VuVmVyc2lvbiI6MH0.',
        `${cast.headers(who)?.authorization ?? 'Bearer a'}x`,
      ),
    },
  );

/** Nothing a server should ever say to a client, whatever it was sent. */
const LEAKS = [/\n\s+at .+:\d+/, /node_modules/, /\/work\//, /\$argon2/, /"stack"\s*:/, /drizzle|PGlite|pg_/i];
/**
 * An answer with the random parts it may rightly hold blanked out: a calendar feed's address and a signed token
 * carry dozens of random base64url characters, which now and then spell one of the LEAKS (a feed address with
 * `…lwspg_YV9…` did, in a clean-clone run).
 */
const withoutRandomParts = (body: string) =>
  body
    .replace(/\/api\/calendar\/[\w-]+\.ics/g, '/api/calendar/SECRET.ics')
    .replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, 'TOKEN');

/** An OpenAPI path as Fastify registers it (`{id}` as `:id`), in lower case, as routing ignores case. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1').toLowerCase()}`;

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const key = routeKey(method.toUpperCase(), path);
      const rows = ENDPOINTS.filter((row) => {
        const parts = partsOf(row);
        return routeKey(parts.method, parts.path) === key;
      });
      return { path, method: method.toUpperCase(), op, key, rows };
    }),
  );

type Run = [url: string, query: string, body: { payload?: string; contentType?: string }, auth: string | undefined];

/** The permission walk's request for the first row that lets `who` call the operation, as a fuzz run. */
async function knownGoodRun(rows: readonly (typeof ENDPOINTS)[number][], who: CastName): Promise<Run | undefined> {
  const row = rows.find((r) => r.walk[who] === 'ok');
  if (!row) return undefined;
  const request = injectOptions(row, await (knownGood[rowName(row)] as Build)(who));
  const [url, search] = request.url.split('?') as [string, string | undefined];
  const body =
    'payload' in request ? { payload: JSON.stringify(request.payload), contentType: 'application/json' } : {};
  return [url, search ? `?${search}` : '', body, cast.headers(who)?.authorization];
}

describe('the API under generated bad input', () => {
  it('answers every operation, as every caller, below 500 and without leaking internals, and gets past the door', async () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(50);
    expect(
      ops.filter((o) => o.rows.length === 0).map((o) => o.key),
      'operations without a row in ENDPOINTS',
    ).toEqual([]);
    /** Each operation and caller the permission table lets call it, and whether a run reached its handler. */
    const mayCall: { operation: string; who: CastName; reached: boolean }[] = [];
    for (const { path, method, op, key, rows } of ops) {
      for (const who of CAST) {
        const example = await knownGoodRun(rows, who);
        const entry = { operation: `${method} ${path}`, who, reached: false };
        if (example) mayCall.push(entry);
        await fc.assert(
          fc.asyncProperty(
            pathFor(path, method),
            queryFor(op),
            method === 'GET' || method === 'DELETE'
              ? fc.constant<{ payload?: string; contentType?: string }>({})
              : bodyFor(op),
            authorization(who),
            async (url, query, body, auth) => {
              requests += 1;
              handledRoute = '';
              const res = await t.app.inject({
                method: method as 'GET',
                url: url + query,
                headers: {
                  ...(auth ? { authorization: auth } : {}),
                  ...(body.contentType ? { 'content-type': body.contentType } : {}),
                },
                ...(body.payload !== undefined ? { payload: body.payload } : {}),
              });
              statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
              if (handledRoute === key) entry.reached = true;
              const where = `${method} ${url}${query} as ${who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
              expect(res.statusCode, where).toBeLessThan(500);
              for (const leak of LEAKS) expect(withoutRandomParts(res.body), where).not.toMatch(leak);
            },
          ),
          { numRuns: RUNS_PER_CALLER, seed: SEED, endOnFailure: true, examples: example ? [example] : [] },
        );
      }
    }
    const reached = mayCall.filter((e) => e.reached).length;
    console.log(`API fuzz: ${reached} of ${mayCall.length} operations and allowed callers reached the handler`);
    expect(
      mayCall.filter((e) => !e.reached).map((e) => `${e.operation} as ${e.who}`),
      'operations whose handler no run reached, for a caller the permission table lets call them',
    ).toEqual([]);
    expect(mayCall.length).toBeGreaterThan(ops.length);
    // Some 3,000 to 5,000 requests, most of them reaching a handler and the database: about 25 s on two idle cores,
    // well past a minute when the machine is shared. The limit only guards against a hang.
  }, 300_000);

  it('is still healthy afterwards: it answers, and a new member can sign in and read their own data', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/plan' })).statusCode).toBe(200);
    const newcomer = await signedIn(t, 'user');
    const own = await t.app.inject({ url: `/api/users/${newcomer.user.id}/subscriptions`, headers: newcomer.headers });
    expect(own.statusCode, own.body).toBe(200);
  });
});
