import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createCallerCache } from './lib/callers.ts';
import { createCatalogueCache } from './lib/catalogue.ts';
import { createLimits } from './lib/limits.ts';
import type { Mailer } from './lib/mailer.ts';
import { createMailNudge } from './lib/outbox.ts';
import { createReadCache } from './lib/reads.ts';
import { createTokenService } from './lib/tokens.ts';
import { createVersionWatch } from './lib/versions.ts';

/** What every service may need, built once per app. Services take it (or the parts they use) as arguments. */
export function createContext(config: Config & { JWT_SECRET: string }, db: Db, mailer: Mailer) {
  /** The database's change counters, checked once per batch of concurrent requests (`lib/versions.ts`). */
  const versions = createVersionWatch(db);
  return {
    config,
    versions,
    db,
    /** Sends what the outbox holds (lib/outbox.ts); only the outbox's sender calls it, never a request. */
    mailer,
    /** Wakes this instance's mail sender after a commit that queued e-mails (lib/outbox.ts). */
    mail: createMailNudge(),
    tokens: createTokenService(config.JWT_SECRET, config.TOKEN_TTL_HOURS),
    /** The abuse limits of decisions §8, shared through Redis when REDIS_URL is set (`lib/limits.ts`). */
    limits: createLimits(config),
    /** The public catalogue's answers, cached per process and checked against the database's version (`lib/catalogue.ts`). */
    catalogue: createCatalogueCache(versions),
    /** The caller lookup of signed-in requests, cached per process under the accounts' version (`lib/callers.ts`). */
    callers: createCallerCache(db, versions),
    /** Signed-in reads repeated on every visit, cached per process under the records' version (`lib/reads.ts`). */
    reads: createReadCache(versions),
  };
}
export type AppContext = ReturnType<typeof createContext>;
