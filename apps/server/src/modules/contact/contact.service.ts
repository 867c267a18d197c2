import { CONTACT_MESSAGES, type ContactInput, type ContactListQuery, type ContactMessage } from '@gym/contract';
import { and, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countRows, EXPORT_BATCH, inBatches, listOrPage } from '../../lib/paging.ts';
import { containing } from '../../lib/search.ts';

type Row = typeof contactMessages.$inferSelect;
const toContactMessage = (row: Row): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  city: row.city,
  phone: row.phone,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a visitor's message with all five fields (decisions §1); city and phone are null when an older client
 * left them out. Rate-limited per address like sign-ups.
 */
export async function sendContactMessage(ctx: AppContext, input: ContactInput, ip: string) {
  if (!(await ctx.limits.publicWrites.take(`contact|${ip}`))) throw tooManyRequests(CONTACT_MESSAGES.tooMany);
  await ctx.db.insert(contactMessages).values({ ...input, city: input.city ?? null, phone: input.phone ?? null });
  return { success: true, message: CONTACT_MESSAGES.sent };
}

/** Name, e-mail, city, phone or message contains the text, whatever its case. */
function matching(search: string) {
  const pattern = containing(search);
  return or(
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.city, pattern),
    ilike(contactMessages.phone, pattern),
    ilike(contactMessages.message, pattern),
  );
}

/** The list's filters and search, without its paging or format. */
type ContactFilters = Omit<ContactListQuery, 'format'>;

/** Newest first: the messages `where` selects, with the instant to the microsecond for an export's next batch. */
const messagesSelect = (db: Db, where: SQL | undefined) =>
  db
    .select({ message: contactMessages, cursor: sql<string>`${contactMessages.createdAt}::text` })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .$dynamic();
type MessageRow = Awaited<ReturnType<typeof messagesSelect>>[number];

/**
 * Newest first, optionally only those matching `search`; `page` given answers one page with the total
 * (decisions §8), otherwise the whole list.
 */
export async function listContactMessages(db: Db, query: ContactFilters) {
  const where = query.search ? matching(query.search) : undefined;
  return listOrPage(
    query,
    messagesSelect(db, where),
    () => countRows(db, contactMessages, where),
    (row) => toContactMessage(row.message),
  );
}

/**
 * `GET /api/contact?format=csv`: every message the search matches, newest first, read `batchSize` at a time after
 * the last one given (its instant, then id), so a long export never holds them all and a message sent meanwhile
 * neither shifts nor repeats a row.
 */
export async function* allContactMessages(
  db: Db,
  query: ContactFilters,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ContactMessage> {
  const search = query.search ? matching(query.search) : undefined;
  const batches = inBatches<MessageRow>(
    ({ after, limit }) =>
      messagesSelect(
        db,
        and(
          search,
          after &&
            sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (${after.cursor}::timestamptz, ${after.message.id})`,
        ),
      ).limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map((row) => toContactMessage(row.message));
}
