import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';

/**
 * The abuse limits of decisions §8, the one home that builds them. `rate-limiter-flexible` keeps the counts: in
 * Redis when `REDIS_URL` is set, so every app instance serving the gym counts against one total; in this
 * process's memory otherwise. Each limit is a fixed window that opens with the first hit on a key and closes
 * `window` later (the library's "enhanced fixed window"); a hit past the limit answers false until then.
 *
 * Redis down or slow never turns a request into a 500: each Redis limiter has an in-memory twin (the library's
 * `insuranceLimiter`) that answers while Redis cannot, so each instance then counts alone and the limits are
 * per instance until Redis is back (docs/decisions/009).
 */

export type Limit = {
  /** Counts a hit on `key` and says whether it was within the limit; a hit past the limit answers false. */
  take(key: string): Promise<boolean>;
  /** Takes back one hit on `key`, for a hit that turned out not to count (a successful login). */
  giveBack(key: string): Promise<void>;
};

type Log = { info(msg: string): void; warn(msg: string): void };

export type LimitSettings = Pick<
  Config,
  | 'REDIS_URL'
  | 'DATABASE_URL'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_WINDOW_MINUTES'
  | 'RESET_MAX_PER_HOUR'
  | 'PUBLIC_WRITES_PER_MINUTE'
>;

const MINUTE_S = 60;
/** A Redis command slower than this counts as Redis being down for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * The prefix of every Redis key: `gym:<database name>:`. Instances of one gym share a database and so their
 * counts; two gyms (two databases) may share one Redis without mixing counts, and so may test runs.
 */
export function keyPrefixFor(settings: Pick<Config, 'DATABASE_URL'>): string {
  const database = settings.DATABASE_URL ? decodeURIComponent(new URL(settings.DATABASE_URL).pathname.slice(1)) : '';
  return `gym:${database || 'embedded'}`;
}

export function createLimits(settings: LimitSettings, options: { keyPrefix?: string } = {}) {
  const prefix = options.keyPrefix ?? keyPrefixFor(settings);
  const redis = settings.REDIS_URL
    ? new Redis(settings.REDIS_URL, {
        // Connected by `open`; while it is not ready, commands fail at once (no queue) and memory answers.
        lazyConnect: true,
        // Names the connection in Redis's CLIENT LIST: which gym's app it is.
        connectionName: `${prefix}:app`,
        enableOfflineQueue: false,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        // Keep trying to reconnect, at most every 5 seconds.
        retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
      })
    : undefined;
  let log: Log | undefined;
  let redisWasDown = false;
  redis?.on('error', (error: Error) => {
    // ioredis reports each failed reconnect; say it once per outage.
    if (redisWasDown) return;
    redisWasDown = true;
    log?.warn(`Redis unreachable (${error.message}); rate limits count per instance until it is back`);
  });
  redis?.on('ready', () => {
    if (redisWasDown) log?.info('Redis is back; rate limits are shared again');
    redisWasDown = false;
  });

  const limit = (name: string, points: number, windowSeconds: number): Limit => {
    const keyPrefix = `${prefix}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    const limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: windowSeconds,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
    return {
      async take(key) {
        try {
          await limiter.consume(key);
          return true;
        } catch (refusal) {
          // The library refuses with a RateLimiterRes; anything else is a fault of both stores, not a limit.
          if (refusal instanceof RateLimiterRes) return false;
          throw refusal;
        }
      },
      async giveBack(key) {
        await limiter.reward(key);
      },
    };
  };

  return {
    /** Failed logins per account and address (decisions §8): take before checking, give back on success. */
    failedLogins: limit('login-failures', settings.LOGIN_MAX_FAILURES, settings.LOGIN_WINDOW_MINUTES * MINUTE_S),
    /** Password reset codes requested per e-mail address. */
    resetRequests: limit('reset-requests', settings.RESET_MAX_PER_HOUR, 60 * MINUTE_S),
    /** Registrations, contact messages and newsletter signups, per address. */
    publicWrites: limit('public-writes', settings.PUBLIC_WRITES_PER_MINUTE, MINUTE_S),
    /** Where the counts live: for logs and tests. */
    store: redis ? ('redis' as const) : ('memory' as const),
    /**
     * For `/api/health`: whether Redis answers a PING (within the command timeout), or undefined when REDIS_URL is
     * not set. Down is not a failure of the app: the limits count in memory meanwhile.
     */
    async redisHealth(): Promise<'ok' | 'down' | undefined> {
      if (!redis) return undefined;
      try {
        await redis.ping();
        return 'ok';
      } catch {
        return 'down';
      }
    },
    /**
     * Connects to Redis (when configured) before the app answers. An unreachable Redis is logged, not fatal:
     * memory answers meanwhile and the client keeps reconnecting.
     */
    async open(logger: Log) {
      log = logger;
      if (!redis) return;
      try {
        await redis.connect();
      } catch {
        // Already logged by the error listener; the client goes on reconnecting.
      }
    },
    /** Closes the Redis connection, so a stopping instance leaves nothing open. */
    async close() {
      if (!redis || redis.status === 'end') return;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
export type Limits = ReturnType<typeof createLimits>;
