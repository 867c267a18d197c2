import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_GYM_COUNTRY,
  DEFAULT_OPENING_HOURS_SETTING,
  DEFAULT_REMINDER_HOURS_BEFORE,
  isPhoneCountry,
  parseOpeningHours,
} from '@gym/contract';
import { z } from 'zod';

/**
 * The one place that reads the environment. Every setting, its default and its meaning is listed in
 * `.env.example`; a bad value stops the start with a message naming each bad key.
 */
const emptyIsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const env = <T extends z.ZodType>(schema: T) => z.preprocess(emptyIsMissing, schema);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const configSchema = z
  .object({
    NODE_ENV: env(z.enum(['development', 'production', 'test']).default('development')),
    HOST: env(z.string().default('0.0.0.0')),
    PORT: env(z.coerce.number().int().min(0).max(65535).default(3000)),
    LOG_LEVEL: env(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
    /** Where the embedded database, the generated secret and the e-mail outbox live. */
    DATA_DIR: env(z.string().default('./data')),
    /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: env(z.string().url().optional()),
    /** Redis for what several app instances must share (rate limits); without it each process counts alone. */
    REDIS_URL: env(z.string().url().optional()),
    /** Load demo data into an empty database. Defaults to on for PGlite and off for PostgreSQL. */
    DEMO_DATA: env(flag.optional()),
    /** Signing key for tokens. Required with DATABASE_URL; generated and kept in DATA_DIR otherwise. */
    JWT_SECRET: env(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    TOKEN_TTL_HOURS: env(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 90)
        .default(24 * 7),
    ),
    SMTP_URL: env(z.string().url().optional()),
    MAIL_FROM: env(z.string().default('Pulse Gym <no-reply@pulsegym.test>')),
    /** Where broken equipment is reported (decisions §3): the maintenance team's address. */
    MAINTENANCE_EMAIL: env(z.email('MAINTENANCE_EMAIL must be an e-mail address').default('maintenance@pulsegym.test')),
    PUBLIC_URL: env(z.string().url().optional()),
    /**
     * The gym's settings below (GYM_*, OPENING_HOURS, CANCEL_CUTOFF_HOURS, REMINDER_HOURS_BEFORE) are first values:
     * written into a new database once; the services read the stored settings (`modules/settings`,
     * docs/decisions/018), which the admin changes on the Settings screen.
     */
    GYM_NAME: env(z.string().default('Pulse Gym')),
    GYM_EMAIL: env(z.string().default('hello@pulsegym.test')),
    GYM_HOTLINE: env(z.string().default('+1 (212) 555-0147')),
    GYM_ADDRESS: env(z.string().default('120 Market Street, Springfield')),
    /**
     * The gym's country, ISO 3166-1 alpha-2 (decisions §1): a phone written without a country code is read as a
     * number of this country, and the forms' phone message names an example from it.
     */
    GYM_COUNTRY: env(
      z
        .string()
        .default(DEFAULT_GYM_COUNTRY)
        .transform((text, ctx) => {
          const code = text.trim().toUpperCase();
          if (isPhoneCountry(code)) return code;
          ctx.addIssue({
            code: 'custom',
            message: 'GYM_COUNTRY must be a two-letter country code such as US, GB or VN',
          });
          return z.NEVER;
        }),
    ),
    GYM_TIME_ZONE: env(z.string().default('UTC').refine(isTimeZone, 'GYM_TIME_ZONE must be an IANA time zone')),
    /**
     * The week's opening hours on the gym's clock (decisions §1, docs/decisions/010), e.g. the default (spec §9)
     * 'Mon-Fri 06:00-22:00, Sat 07:00-20:00, Sun 08:00-18:00'; every day named once, 'Sun closed' for a closed day.
     */
    OPENING_HOURS: env(z.string().default(DEFAULT_OPENING_HOURS_SETTING)).transform((text, ctx) => {
      const parsed = parseOpeningHours(text);
      if ('week' in parsed) return parsed.week;
      for (const message of parsed.errors) ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
    /** How many hours before its start a member may still cancel a session themself (decisions §1). */
    CANCEL_CUTOFF_HOURS: env(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(24 * 14)
        .default(DEFAULT_CANCEL_CUTOFF_HOURS),
    ),
    /** How many hours before a session its reminder e-mail goes to the member (docs/decisions/011). */
    REMINDER_HOURS_BEFORE: env(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 14)
        .default(DEFAULT_REMINDER_HOURS_BEFORE),
    ),
    LOGIN_MAX_FAILURES: env(z.coerce.number().int().min(1).default(10)),
    LOGIN_WINDOW_MINUTES: env(z.coerce.number().int().min(1).default(15)),
    RESET_MAX_PER_HOUR: env(z.coerce.number().int().min(1).default(5)),
    PUBLIC_WRITES_PER_MINUTE: env(z.coerce.number().int().min(1).default(20)),
    BODY_LIMIT_BYTES: env(
      z.coerce
        .number()
        .int()
        .min(1024)
        .default(100 * 1024),
    ),
    /**
     * Stripe (docs/decisions/022): with a secret key, members pay online through Stripe Checkout; the webhook's
     * signing secret is then required. STRIPE_API_HOST, _PORT and _PROTOCOL point the SDK elsewhere than Stripe's
     * own API (the tests' local double). Without a key, online payments use the demo provider when demo data is
     * on, and are off otherwise (the front desk still records payments).
     */
    STRIPE_SECRET_KEY: env(z.string().startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_').optional()),
    STRIPE_WEBHOOK_SECRET: env(
      z.string().startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_').optional(),
    ),
    STRIPE_API_HOST: env(z.string().optional()),
    STRIPE_API_PORT: env(z.coerce.number().int().min(1).max(65535).optional()),
    STRIPE_API_PROTOCOL: env(z.enum(['http', 'https']).optional()),
    /**
     * How long a checkout holds a place of a plan with `maxMembers` while the member pays (minutes). Stripe's
     * checkout pages last 30 minutes to a day, so the hold does too.
     */
    CHECKOUT_HOLD_MINUTES: env(
      z.coerce
        .number()
        .int()
        .min(30)
        .max(24 * 60)
        .default(30),
    ),
    /**
     * The rules of a member's own freeze (docs/decisions/028): the earliest start (days after today), the shortest
     * and longest freeze, and the most days of freezes in a calendar year. Admin and staff are not held to them.
     */
    FREEZE_NOTICE_DAYS: env(z.coerce.number().int().min(0).max(60).default(1)),
    FREEZE_MIN_DAYS: env(z.coerce.number().int().min(1).max(365).default(7)),
    FREEZE_MAX_DAYS: env(z.coerce.number().int().min(1).max(365).default(30)),
    FREEZE_DAYS_PER_YEAR: env(z.coerce.number().int().min(0).max(366).default(30)),
    /** Behind a reverse proxy, trust X-Forwarded-For so rate limits see the visitor's address. */
    TRUST_PROXY: env(flag.default(false)),
  })
  .refine((c) => !c.STRIPE_SECRET_KEY || c.STRIPE_WEBHOOK_SECRET, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message: 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the webhook proves payments)',
  })
  .transform((c) => ({ ...c, DEMO_DATA: c.DEMO_DATA ?? !c.DATABASE_URL }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(config)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A configuration for tests and scripts: defaults plus the given overrides. */
export const testConfig = (overrides: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    ...overrides,
  });
