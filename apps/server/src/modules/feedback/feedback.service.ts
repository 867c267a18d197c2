import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  type Feedback,
  type FeedbackInput,
  type FeedbackListQuery,
  type PageQuery,
} from '@gym/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { countRows, listOrPage } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';

const columns = {
  id: feedback.id,
  userId: feedback.userId,
  // The spec's feedback card shows a person's name; an account without one shows its username.
  userName: sql<string>`coalesce(${users.fullName}, ${users.username})`,
  message: feedback.message,
  rating: feedback.rating,
  createdAt: feedback.createdAt,
  isProcessed: feedback.isProcessed,
};

const toFeedback = (row: Omit<Feedback, 'createdAt'> & { createdAt: Date }): Feedback => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Newest first; `page` given answers one page with the total (decisions §8), otherwise the whole list as the
 * spec's client expects.
 */
async function listWhere(db: Db, where: SQL | undefined, query: PageQuery) {
  const base = db
    .select(columns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id));
  return listOrPage(query, base, () => countRows(db, feedback, where), toFeedback);
}

/** Everyone's feedback, for admin, staff and trainers (the route checks the role), processed or not when asked. */
export const listFeedback = (db: Db, query: FeedbackListQuery) =>
  listWhere(
    db,
    query.processed === undefined ? undefined : eq(feedback.isProcessed, query.processed === 'true'),
    query,
  );

/** The caller's own feedback. */
export const listMyFeedback = (db: Db, caller: Caller, query: PageQuery) =>
  listWhere(db, eq(feedback.userId, caller.id), query);

async function findFeedback(db: Db, id: number): Promise<Feedback | undefined> {
  const [row] = await db
    .select(columns)
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  return row && toFeedback(row);
}

async function getFeedback(db: Db, id: number): Promise<Feedback> {
  const found = await findFeedback(db, id);
  if (!found) throw notFound(FEEDBACK_MESSAGES.notFound);
  return found;
}

/** A member's feedback, stored for themself: the author always comes from the token. */
export async function submitFeedback(db: Db, caller: Caller, input: FeedbackInput): Promise<Feedback> {
  const [row] = await db
    .insert(feedback)
    .values({ userId: caller.id, message: input.message, rating: input.rating })
    .returning({ id: feedback.id });
  return getFeedback(db, (row as { id: number }).id);
}

/** Admin and staff delete any feedback; a member only their own (decisions §4). */
export async function deleteFeedback(db: Db, caller: Caller, id: number) {
  const found = await getFeedback(db, id);
  if (caller.role === 'user' && found.userId !== caller.id) throw forbidden(AUTH_MESSAGES.forbidden);
  await db.delete(feedback).where(eq(feedback.id, id));
  return { success: true, message: FEEDBACK_MESSAGES.deleted };
}

/** Marks feedback processed. There is no way back (spec §4), so doing it twice changes nothing. */
export async function processFeedback(db: Db, id: number): Promise<Feedback> {
  const [row] = await db
    .update(feedback)
    .set({ isProcessed: true })
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  if (!row) throw notFound(FEEDBACK_MESSAGES.notFound);
  return getFeedback(db, row.id);
}
