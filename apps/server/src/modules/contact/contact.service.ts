import { CONTACT_MESSAGES, type ContactInput, type ContactListQuery, type ContactMessage } from '@gym/contract';
import { desc, ilike, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
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

/**
 * Newest first, optionally only those matching `search`; `page` given answers one page with the total
 * (decisions §8), otherwise the whole list.
 */
export async function listContactMessages(db: Db, query: ContactListQuery) {
  const where = query.search ? matching(query.search) : undefined;
  const base = db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return listOrPage(query, base, () => countRows(db, contactMessages, where), toContactMessage);
}
