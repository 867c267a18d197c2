import {
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditVerification,
  addDays,
  type Page,
  zonedTimeToInstant,
} from '@gym/contract';
import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditHead, auditLog, users } from '../../db/schema/index.ts';
import { countRows, EXPORT_BATCH, inBatches, pageOf } from '../../lib/paging.ts';
import { personName } from '../users/account-scopes.ts';
import { type ChainedFields, entryHash, GENESIS_HASH } from './chain.ts';

/**
 * The audit trail (docs/decisions/023): `appendAudit` writes one entry in the caller's transaction, so an entry
 * exists exactly when its change committed; the admin lists it and checks its chain.
 */

export type AuditInput = {
  /** The account that acted; null for the server itself (a job, a provider's confirmation). */
  actorId: number | null;
  action: AuditAction;
  /** What it was done to: `{ type: 'payment', id: 12 }`, `{ type: 'settings' }`. */
  subject: { type: string; id?: number | null };
  /** The relevant fields before and after (null for a creation or a deletion). No personal data: it stays forever. */
  before?: unknown;
  after?: unknown;
};

/** A value as jsonb will give it back (undefined fields gone, dates as text), so the hash holds on verify. */
const asStored = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Appends one entry to the chain inside `tx`. It locks the chain's head row until `tx` ends, so appends from every
 * request and every instance queue one behind the other and each links to the one before. Lock order: call it last
 * in a transaction, after the rows the change itself locks, so it never waits on a row while holding the head.
 */
export async function appendAudit(tx: Tx, input: AuditInput): Promise<void> {
  const [head] = await tx.select().from(auditHead).for('update');
  const fields: ChainedFields = {
    id: (head?.seq ?? 0) + 1,
    at: new Date(),
    actorId: input.actorId,
    action: input.action,
    kind: AUDIT_ACTIONS[input.action],
    subjectType: input.subject.type,
    subjectId: input.subject.id ?? null,
    before: asStored(input.before),
    after: asStored(input.after),
    prevHash: head?.hash ?? GENESIS_HASH,
  };
  const hash = entryHash(fields);
  await tx.insert(auditLog).values({ ...fields, hash });
  if (head) await tx.update(auditHead).set({ seq: fields.id, hash });
  else await tx.insert(auditHead).values({ seq: fields.id, hash });
}

/** The instant a gym day starts, in the gym's zone. */
const dayStart = (date: string, timeZone: string) => zonedTimeToInstant(date, '00:00', timeZone);

/** The condition on an instant column for a period of the gym's days, both ends included. */
export function withinDays(
  column: typeof auditLog.at,
  period: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
) {
  return and(
    period.from ? gte(column, dayStart(period.from, timeZone)) : undefined,
    period.to ? lt(column, dayStart(addDays(period.to, 1), timeZone)) : undefined,
  );
}

/** The trail's filters: family, actor and a period of the gym's days. */
type AuditFilters = Pick<AuditQuery, 'kind' | 'actorId' | 'from' | 'to'>;
const auditFilters = (query: AuditFilters, timeZone: string): SQL | undefined =>
  and(
    query.kind ? eq(auditLog.kind, query.kind) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    withinDays(auditLog.at, query, timeZone),
  );

/** Newest first: the entries `where` selects, with the acting account's name. */
const entriesSelect = (db: Db, where: SQL | undefined) =>
  db
    .select({ entry: auditLog, actorName: personName(users) })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .$dynamic();
type EntryRow = Awaited<ReturnType<typeof entriesSelect>>[number];

const toEntry = ({ entry, actorName }: EntryRow): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actorId: entry.actorId,
  actorName: entry.actorId === null ? null : actorName,
  action: entry.action,
  kind: entry.kind,
  subjectType: entry.subjectType,
  subjectId: entry.subjectId,
  before: entry.before,
  after: entry.after,
  hash: entry.hash,
});

/** `GET /api/audit` (admin): newest first, by family, actor and the gym's days. */
export async function listAudit(db: Db, query: AuditQuery, timeZone: string): Promise<Page<AuditEntry>> {
  const where = auditFilters(query, timeZone);
  return pageOf(query, entriesSelect(db, where), () => countRows(db, auditLog, where), toEntry);
}

/**
 * `GET /api/audit?format=csv` (admin): every entry the filters match, newest first, read `batchSize` at a time
 * below the last number given, so a long export never holds them all and an entry appended meanwhile (a higher
 * number) neither shifts nor repeats a row.
 */
export async function* allAudit(
  db: Db,
  query: AuditFilters,
  timeZone: string,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<AuditEntry> {
  const where = auditFilters(query, timeZone);
  const batches = inBatches<EntryRow>(
    ({ after, limit }) => entriesSelect(db, and(where, after && lt(auditLog.id, after.entry.id))).limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield* rows.map(toEntry);
}

const VERIFY_BATCH = 1000;

/**
 * `GET /api/audit/verify` (admin): walks the chain up to its head, in order, and recomputes every hash. The first
 * entry whose number, link or hash does not hold is `brokenAt`: a row edited behind the application's back fails its
 * own hash, the entry after a removed row fails its link, and a removed tail leaves the head pointing past the end
 * (`brokenAt` is then the first missing number). The head is read first, so entries appended during the walk (which
 * commit with a newer head) are left for the next check.
 */
export async function verifyAudit(db: Db): Promise<AuditVerification> {
  const [head] = await db.select().from(auditHead);
  const last = head?.seq ?? 0;
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let after = 0;
  while (after < last) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, after), lte(auditLog.id, last)))
      .orderBy(asc(auditLog.id))
      .limit(VERIFY_BATCH);
    for (const row of rows) {
      const { hash, ...fields } = row;
      if (row.id !== entries + 1 || row.prevHash !== prevHash || entryHash(fields) !== hash)
        return { ok: false, entries: last, brokenAt: row.id };
      prevHash = hash;
      entries += 1;
    }
    if (rows.length < VERIFY_BATCH) break;
    after = entries;
  }
  if (entries !== last || (head && head.hash !== prevHash)) return { ok: false, entries: last, brokenAt: entries + 1 };
  return { ok: true, entries, head: prevHash };
}
