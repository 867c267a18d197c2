import { type CachedRead, declareRead, keyOf, type ReadContext } from './declared.ts';
import type { Versions, VersionWatch } from './versions.ts';

/** The cache keeps at most this many answers; past it, it starts again. */
const MAX_ENTRIES = 10_000;

/** What a read loaded, and the instant from which the clock alone makes it wrong (none: only a write can). */
export type Loaded<Value> = { value: Value; changesAt?: Date | null | undefined };

type Entry = { value: unknown; readAt: number; changesAt: number };

/** Every value the caches have kept: the same object is answered until a write, so its JSON can be kept too. */
const kept = new WeakSet<object>();

/**
 * A serializer compiler (Fastify's `setSerializerCompiler`) that serialises a kept value once per route and status,
 * through `compile`'s serialiser (the route's response schema, which checks it on the way as it checks every
 * answer), instead of on every request. Kept values are never changed: a new load makes a new object. Their JSON
 * is kept as bytes, which Node writes as they are (a string is measured and encoded again on every answer); Fastify
 * sends a Buffer a serialiser returns like a string (reply.js `onSendEnd`), though its types only name strings.
 */
export function serializingKeptOnce<Schema>(
  compile: (schema: Schema) => (data: unknown) => string,
): (schema: Schema) => (data: unknown) => string {
  return (schema) => {
    const serialize = compile(schema);
    const serialized = new WeakMap<object, Buffer>();
    const serializeKeptOnce = (data: unknown): string | Buffer => {
      if (typeof data !== 'object' || data === null || !kept.has(data)) return serialize(data);
      let json = serialized.get(data);
      if (json === undefined) {
        json = Buffer.from(serialize(data));
        serialized.set(data, json);
      }
      return json;
    };
    return serializeKeptOnce as (data: unknown) => string;
  };
}

/** Whether the counters `a` are at least `b`'s, each of them (they only rise). */
const atLeast = (a: Versions, b: Versions) => a.catalogue >= b.catalogue && a.records >= b.records;
const sameAs = (a: Versions, b: Versions) => a.catalogue === b.catalogue && a.records === b.records;

/**
 * A signed-in read, kept under the records' counter and `catalogue_version` together: every table in `tables` must
 * raise one of them. `load(ctx, args, now)`: the answer as of `now`, and when the clock alone changes it.
 */
export const recordsRead = <Args, Value>(read: {
  name: string;
  tables: readonly string[];
  load: (ctx: ReadContext, args: Args, now: Date) => Promise<Loaded<Value>>;
}): CachedRead<Args, Loaded<Value>> => declareRead({ ...read, cache: 'reads', counters: ['records', 'catalogue'] });

/**
 * Signed-in reads that members and staff repeat on every visit (a member's plans and week, the staff dashboard's
 * figures), cached per process and current on every read (docs/decisions/012).
 *
 * A deferred trigger raises the records' counter in every transaction that writes a table these reads declare
 * (migration 0011; README.md), and `catalogue_version` covers the plans; whichever instance, script or test wrote.
 * A read asks for both with a query that started after it arrived (`versions.ts`, shared by the requests in
 * flight), and answers from the cache only if its entry was loaded under those same counters; otherwise it loads
 * (after the version read, so the data is never older than the counters it is kept under) and keeps the result. So a booking, a payment or a
 * cancellation committed before a read arrives, on any instance, shows in it.
 *
 * A figure that the clock changes too ("upcoming sessions") says when (`changesAt`): its entry serves from the
 * instant it was loaded until then, and a clock set back (as tests do) loads again.
 */
export function createReadCache(versions: VersionWatch, ctx: ReadContext) {
  let entriesVersions: Versions | undefined;
  let entries = new Map<string, Entry>();

  return {
    /**
     * The value of `read` for `args`, as of this call: cached, or loaded as of now. `seen`: the counters this request
     * already read after it arrived (`Caller.seen`), instead of asking again.
     */
    async get<Args, Value>(read: CachedRead<Args, Loaded<Value>>, args: Args, seen?: Versions): Promise<Value> {
      const key = keyOf(read.name, args);
      const current = seen ?? (await versions.current());
      const now = Date.now();
      if (entriesVersions && sameAs(current, entriesVersions)) {
        const cached = entries.get(key);
        if (cached && cached.readAt <= now && now < cached.changesAt) return cached.value as Value;
      }
      const { value, changesAt } = await read.load(ctx, args, new Date(now));
      // Entries of older counters are all outdated: start again. A slower load under older counters than the
      // entries' is answered but not kept.
      if (!entriesVersions || (atLeast(current, entriesVersions) && !sameAs(current, entriesVersions))) {
        entriesVersions = current;
        entries = new Map();
      }
      if (sameAs(current, entriesVersions)) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, readAt: now, changesAt: changesAt?.getTime() ?? Number.POSITIVE_INFINITY });
        if (typeof value === 'object' && value !== null) kept.add(Object.freeze(value));
      }
      return value;
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;
