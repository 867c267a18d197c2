import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  type Feedback,
  type FeedbackInput,
  type FeedbackListQuery,
  type PageQuery,
} from '@gym/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { countRows, EXPORT_BATCH, inBatches, listOrPage } from '../../lib/paging.ts';
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

/** Newest first: the feedback `where` selects, with the instant to the microsecond for an export's next batch. */
const feedbackSelect = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...columns, cursor: sql<string>`${feedback.createdAt}::text` })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .$dynamic();
type FeedbackRow = Awaited<ReturnType<typeof feedbackSelect>>[number];
const fromRow = ({ cursor: _cursor, ...row }: FeedbackRow) => toFeedback(row);

/**
 * Newest first; `page` given answers one page with the total (decisions §8), otherwise the whole list as the
 * spec's client expects.
 */
function listWhere(db: Db, where: SQL | undefined, query: PageQuery) {
  return listOrPage(query, feedbackSelect(db, where), () => countRows(db, feedback, where), fromRow);
}

/** The list's filters, without its paging or format. */
type FeedbackFilters = Omit<FeedbackListQuery, 'format'>;
const processedIs = (query: FeedbackFilters) =>
  query.processed === undefined ? undefined : eq(feedback.isProcessed, query.processed === 'true');

/** Everyone's feedback, for admin, staff and trainers (the route checks the role), processed or not when asked. */
export const listFeedback = (db: Db, query: FeedbackFilters) => listWhere(db, processedIs(query), query);

/**
 * `GET /api/feedback?format=csv`: everyone's feedback the filter matches, newest first, read `batchSize` at a time
 * after the last one given (its instant, then id), so a long export never holds it all and feedback sent meanwhile
 * neither shifts nor repeats a row.
 */
export async function* allFeedback(db: Db, query: FeedbackFilters, batchSize = EXPORT_BATCH): AsyncGenerator<Feedback> {
  const filter = processedIs(query);
  const batches = inBatches<FeedbackRow>(
    ({ after, limit }) =>
      feedbackSelect(
        db,
        and(
          filter,
          after && sql`(${feedback.createdAt}, ${feedback.id}) < (${after.cursor}::timestamptz, ${after.id})`,
        ),
      ).limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map(fromRow);
}

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
