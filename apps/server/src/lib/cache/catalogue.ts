import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedRead, declareRead, keyOf, type ReadContext } from './declared.ts';
import type { Versions, VersionWatch } from './versions.ts';

/** Public catalogue answers: any cache may keep them, but must ask again (If-None-Match) before each reuse. */
export const PUBLIC_REVALIDATE = 'public, max-age=0, must-revalidate';

/** The cache keeps at most this many answers; past it, it starts again (exercise searches are open-ended). */
const MAX_ENTRIES = 2000;

/**
 * `body` is the JSON's bytes, kept as a Buffer: Node writes a Buffer to the socket as it is, while a string is
 * measured and encoded again on every answer (a 3.6 kB plan list: about a fifth of the server's CPU went to that
 * and to collecting the copies; docs/decisions/012, "Cached answers as bytes").
 */
type Entry = { version: number; body: Buffer; etag: string };

/** A strong validator: the same bytes give the same tag on every instance. */
export const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** The payload's JSON bytes, as the route's response schema serialises it for the reply's status (and checks it). */
export function serializeWithSchema(reply: FastifyReply, payload: unknown): Buffer {
  const serialized: unknown = reply.serialize(payload);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized as string);
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for If-None-Match; `*` too). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a serialised JSON `body` with its ETag and `Cache-Control`, or 304 without it when the request's
 * If-None-Match already names it. The bytes are sent as they are: no second serialisation.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: Omit<Entry, 'version'>) {
  reply.header('cache-control', PUBLIC_REVALIDATE).header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A read of the public catalogue, kept under `catalogue_version`: every table in `tables` must raise it. */
export const catalogueRead = <Args>(read: {
  name: string;
  tables: readonly string[];
  load: (ctx: ReadContext, args: Args) => Promise<unknown>;
}): CachedRead<Args, unknown> => declareRead({ ...read, cache: 'catalogue', counters: ['catalogue'] });

/**
 * The public catalogue (plans, exercises), cached per process and current on every read (docs/decisions/012).
 *
 * Every statement that writes a table a catalogue read declares (`plans`, `exercises`; README.md) raises
 * `catalogue_version` in its own transaction (a trigger), whichever instance, script or test wrote it. A read asks
 * for the version with a query that starts after the read arrived (`versions.ts`, shared by concurrent reads), and
 * uses the cached answer only if it was made under that same version; otherwise it loads, serialises (through the route's own response schema) and keeps the answer under
 * the version it read first, which is never newer than the data loaded after it. So a write committed before a read
 * arrives, on any instance, shows in it.
 */
export function createCatalogueCache(versions: VersionWatch, ctx: ReadContext) {
  const entries = new Map<string, Entry>();

  /** The answer kept under `key` if it was made under `version`; else loaded, serialised and kept. */
  function entryAt(
    version: number,
    key: string,
    load: () => Promise<unknown>,
    serialize: (payload: unknown) => Buffer,
  ) {
    const cached = entries.get(key);
    return cached && cached.version === version ? cached : refresh(version, key, load, serialize);
  }

  async function refresh(
    version: number,
    key: string,
    load: () => Promise<unknown>,
    serialize: (payload: unknown) => Buffer,
  ) {
    const body = serialize(await load());
    const entry = { version, body, etag: etagOf(body) };
    if (entries.size >= MAX_ENTRIES) entries.clear();
    // A slower load of an older version must not replace a newer answer.
    const now = entries.get(key);
    if (!now || now.version <= version) entries.set(key, entry);
    return entry;
  }

  // The cached path is plain promise chains, not async functions awaiting each other: every public read passes
  // through it, and each async layer cost a promise and a microtask turn (a few per cent of the plan list's
  // throughput; docs/decisions/012, "Cached answers as bytes").
  return {
    /**
     * The answer of `read` for `args`, current as of this call: from the cache when nothing changed since it was
     * made, else loaded and serialised with `serialize` (the route's response schema: `reply.serialize`). `seen`:
     * the counters a signed-in request's caller lookup already read after it arrived (`Caller.seen`).
     */
    get<Args>(read: CachedRead<Args, unknown>, args: Args, serialize: (payload: unknown) => Buffer, seen?: Versions) {
      const key = keyOf(read.name, args);
      const load = () => read.load(ctx, args, new Date());
      return seen
        ? Promise.resolve(entryAt(seen.catalogue, key, load, serialize))
        : versions.current().then(({ catalogue }) => entryAt(catalogue, key, load, serialize));
    },
    /**
     * Answers `read` for `args` as `get` does, with ETag, Cache-Control and 304. Resolves once the answer is sent,
     * to nothing: resolving to the reply, a thenable, would cost another turn of the microtask queue. Unless an
     * `onSend` hook is still running (an async one): then Fastify, seeing a handler resolve to nothing before the
     * answer is written, would send again with no body, so it resolves once the answer is written.
     */
    send<Args>(
      request: FastifyRequest,
      reply: FastifyReply,
      read: CachedRead<Args, unknown>,
      args: Args,
    ): Promise<void> {
      const serialize = (payload: unknown) => serializeWithSchema(reply, payload);
      return this.get(read, args, serialize, request.caller?.seen).then((entry) => {
        sendCached(request, reply, entry);
        if (!reply.sent) return new Promise<void>((written) => reply.then(written, () => written()));
      });
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
