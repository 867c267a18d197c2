import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /**
     * Null while a staff member or trainer the admin invited has not chosen a password yet (docs/decisions/020): such
     * an account cannot log in with any password.
     */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'staff', 'trainer', 'admin'] })
      .notNull()
      .default('user'),
    fullName: varchar('full_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    birthday: date('birthday', { mode: 'string' }),
    /** Bumped on every password change, e-mail change and deletion; a token carrying an older version is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when an account with history is deleted: the row stays, anonymised, so payments, subscriptions and
     * sessions keep their owner (docs/decisions/005). Lists, counts, logins and tokens ignore such accounts.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Whether reminder e-mails go before this member's sessions (docs/decisions/011). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * The secret of the private iCal feed URL (docs/decisions/011), made on first ask and replaced by a reset. Kept
     * in the clear because the profile shows the URL again; it reads the owner's sessions and nothing else.
     */
    calendarSecret: varchar('calendar_secret', { length: 64 }),
    /** The language of the account's screens, e-mails and reminders (docs/decisions/021). */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /**
     * A member's photo (docs/decisions/038), shown on their pass and at the desk's check-in; set null if the image
     * goes. Trainers' public portraits stay on `trainers.photo_image_id` (docs/decisions/019).
     */
    photoImageId: integer('photo_image_id').references((): AnyPgColumn => images.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_calendar_secret_unique').on(t.calendarSecret),
    // Live accounts by role: the role filter of the list, and the dashboards' counts as an index-only scan.
    index('users_live_role_idx').on(t.role).where(sql`${t.deletedAt} is null`),
    // The account list's default order (name, falling back to the username, then id): a page is an index walk.
    index('users_name_order_idx').on(sql`lower(coalesce(${t.fullName}, ${t.username}))`, t.id),
    // The account search is `ILIKE '%…%'` over these four; trigram indexes answer it without reading every row.
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('user', 'staff', 'trainer', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_user_unique').on(t.userId)],
);

/**
 * The invitation of a staff member or trainer the admin created without a password (docs/decisions/020): one per
 * account, replaced by a resend. Only the SHA-256 of the link's token is kept; `usedAt` is set when the password is
 * chosen, so a second use of the link is told that it was used.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The admin who sent it (the latest resend); null once that account is removed. */
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invitations_user_unique').on(t.userId),
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
  ],
);

/** How many rows the deferred change counters are spread over (`changeCounters`). */
export const CHANGE_COUNTER_SHARDS = 16;

/**
 * The change counters raised at commit by deferred constraint triggers (migrations 0010, 0011, 0013), each the sum
 * of its column over the rows (`lib/cache/versions.ts`):
 * - `accounts`: raised when a transaction has changed what the caller lookup reads of an account (token version,
 *   role, username, deleted or not; removed). An instance's cached callers are current exactly while it holds
 *   (`lib/cache/callers.ts`, docs/decisions/012).
 * - `records`: raised once by a transaction that changed any table the cached signed-in reads declare
 *   (`lib/cache/reads.ts`).
 * A committing transaction raises its counters in the row of its connection (`pg_backend_pid()` modulo the number of
 * rows), so concurrent commits on different connections do not queue behind one row lock; each row only rises, so
 * the sums only rise, and any committed change moves them. Both counters live in the same rows: a transaction takes
 * one counter row's lock at commit and waits on nothing else, so two committing transactions cannot deadlock on them.
 */
export const changeCounters = pgTable(
  'change_counters',
  {
    shard: smallint('shard').primaryKey(),
    accounts: bigint('accounts', { mode: 'number' }).notNull().default(0),
    records: bigint('records', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('change_counters_shard_range', sql`${t.shard} >= 0 and ${t.shard} < 16`)],
);

/** Raw bytes (`bytea`); either driver hands back a Uint8Array (node-postgres a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded images (docs/decisions/019), beside the accounts because a member's photo is one (users.photo_image_id,
 * docs/decisions/038): already resized and stripped of metadata, in the database so every
 * instance serves the same bytes. An image never changes: a new upload is a new row, so its address can be
 * cached for good.
 */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    contentType: varchar('content_type', { length: 30 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** trainer-photo, member-photo, plan or logo (`IMAGE_PURPOSES`). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('images_content_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('images_size_check', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
