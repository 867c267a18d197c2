import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createCallerCache } from './lib/cache/callers.ts';
import { createCatalogueCache } from './lib/cache/catalogue.ts';
import { createReadCache } from './lib/cache/reads.ts';
import { createValueCache } from './lib/cache/values.ts';
import { createVersionWatch } from './lib/cache/versions.ts';
import { createLimits } from './lib/limits.ts';
import type { Mailer } from './lib/mailer.ts';
import { createMailNudge } from './lib/outbox.ts';
import { createTokenService } from './lib/tokens.ts';

/** What every service may need, built once per app. Services take it (or the parts they use) as arguments. */
export function createContext(config: Config & { JWT_SECRET: string }, db: Db, mailer: Mailer) {
  /** The database's change counters, checked once per batch of concurrent requests (`lib/cache/versions.ts`). */
  const versions = createVersionWatch(db);
  return {
    config,
    versions,
    db,
    /** Sends what the outbox holds (lib/outbox.ts); only the outbox's sender calls it, never a request. */
    mailer,
    /** Wakes this instance's mail sender after a commit that queued e-mails (lib/outbox.ts). */
    mail: createMailNudge(),
    /** Wakes this instance's renewal charges after a provider's event (modules/billing/dunning.ts). */
    renewals: createMailNudge(),
    tokens: createTokenService(config.JWT_SECRET, config.TOKEN_TTL_HOURS),
    /** The abuse limits of decisions §8, shared through Redis when REDIS_URL is set (`lib/limits.ts`). */
    limits: createLimits(config),
    /** The public catalogue's answers, cached per process under its version (`lib/cache/catalogue.ts`). */
    catalogue: createCatalogueCache(versions, { db, config }),
    /** Signed-in requests' caller lookup, cached per process under the accounts' version (`lib/cache/callers.ts`). */
    callers: createCallerCache({ db, config }, versions),
    /** Signed-in reads repeated on every visit, cached per process under the records' version (`lib/cache`). */
    reads: createReadCache(versions, { db, config }),
    /** Values many requests read (the gym's settings), cached per process under `catalogue_version` (`lib/cache`). */
    values: createValueCache(versions, { db, config }),
  };
}
export type AppContext = ReturnType<typeof createContext>;
