import { type CachedRead, declareRead, type ReadContext } from './declared.ts';
import type { Versions, VersionWatch } from './versions.ts';

/**
 * A read of one value every request may need (the gym's settings), kept under `catalogue_version`: every table in
 * `tables` must raise it (README.md).
 */
export const valueRead = <Value>(read: {
  name: string;
  tables: readonly string[];
  load: (ctx: ReadContext) => Promise<Value>;
}): CachedRead<undefined, Value> =>
  declareRead({ ...read, cache: 'values', counters: ['catalogue'], load: (ctx) => read.load(ctx) });

/**
 * Single values read on many requests (the gym's settings: its zone, hours, name), cached per process and current
 * on every read, as the catalogue is (docs/decisions/012): a value is kept with the `catalogue_version` read before
 * it was loaded, and used only while a version read after the request arrived is the same. So a change committed
 * before a request arrives, on any instance, shows in it. Kept values are frozen: a change loads a new object.
 */
export function createValueCache(versions: VersionWatch, ctx: ReadContext) {
  const entries = new Map<string, { version: number; value: Promise<unknown> }>();

  return {
    /** The value of `read`, as of this call. `seen`: the counters this request already read (`Caller.seen`). */
    async get<Value>(read: CachedRead<undefined, Value>, seen?: Versions): Promise<Value> {
      const { catalogue } = seen ?? (await versions.current());
      const cached = entries.get(read.name);
      if (cached && cached.version === catalogue) return cached.value as Promise<Value>;
      const value = read
        .load(ctx, undefined, new Date())
        .then((loaded) => (typeof loaded === 'object' && loaded !== null ? Object.freeze(loaded) : loaded));
      // A slower load under an older version must not replace a newer one; a failed load is not kept.
      const now = entries.get(read.name);
      if (!now || now.version <= catalogue) {
        const entry = { version: catalogue, value };
        entries.set(read.name, entry);
        value.catch(() => {
          if (entries.get(read.name) === entry) entries.delete(read.name);
        });
      }
      return value;
    },
  };
}
export type ValueCache = ReturnType<typeof createValueCache>;
