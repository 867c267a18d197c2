import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createTokenService } from './lib/tokens.ts';

const MINUTE = 60_000;

/** What every service may need, built once per app. Services take it (or the parts they use) as arguments. */
export function createContext(config: Config & { JWT_SECRET: string }, db: Db, mailer: Mailer) {
  return {
    config,
    db,
    mailer,
    tokens: createTokenService(config.JWT_SECRET, config.TOKEN_TTL_HOURS),
    limits: {
      /** Failed logins per account and address (decisions §8); a successful login does not count. */
      failedLogins: createRateLimiter({
        max: config.LOGIN_MAX_FAILURES,
        windowMs: config.LOGIN_WINDOW_MINUTES * MINUTE,
      }),
      resetRequests: createRateLimiter({ max: config.RESET_MAX_PER_HOUR, windowMs: 60 * MINUTE }),
      /** Registrations, contact messages and newsletter signups, per address. */
      publicWrites: createRateLimiter({ max: config.PUBLIC_WRITES_PER_MINUTE, windowMs: MINUTE }),
    },
  };
}
export type AppContext = ReturnType<typeof createContext>;
