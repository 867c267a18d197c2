import {
  AUTH_MESSAGES,
  CHECKIN_MESSAGES,
  type Checkin,
  type CheckinListItem,
  type CheckinMethod,
  type CheckinPass,
  type CheckinRefusal,
  type CheckinRequest,
  imageUrl,
  isStaffSide,
  type Page,
  type PageQuery,
  SCAN_MAX_AGE_HOURS,
  zonedDate,
} from '@gym/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { checkins, users } from '../../db/schema/index.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { countRows, pageOf } from '../../lib/paging.ts';
import type { Caller } from '../../plugins/auth.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { isLive, personName } from '../users/account-scopes.ts';
import { MEMBER_NOT_FOUND } from '../users/member-access.ts';
import { admission } from './admission.ts';
import { dayPass, minutePass, readPass } from './passes.ts';

type Ctx = Pick<AppContext, 'db' | 'values' | 'config'>;

const HOUR_MS = 60 * 60 * 1000;
/**
 * A queued scan's time may be this far ahead of the server's clock and still count as now: a desk's clock that runs
 * a few seconds fast must not lose its queue. Anything later is in the future.
 */
const SCAN_CLOCK_SKEW_MS = 60_000;

/** The member's minute pass and today's day pass (the gym's date). */
export async function getPass(ctx: Ctx, caller: Caller): Promise<CheckinPass> {
  const now = new Date();
  const today = zonedDate(now, (await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);
  const secret = ctx.config.JWT_SECRET as string;
  const pass = await minutePass(secret, caller.id, now);
  return {
    token: pass.token,
    expiresAt: pass.expiresAt.toISOString(),
    dayPass: { token: await dayPass(secret, caller.id, today), validOn: today },
  };
}

/** A refusal as the desk reads it: 409, the reason in words and as a code, and whom it refused when known. */
function refused(reason: CheckinRefusal, member?: { userId: number; fullName: string; photoUrl: string | null }) {
  return new AppError(409, CHECKIN_MESSAGES.refused[reason], undefined, member ? { reason, member } : { reason });
}

/** The instant a scan is judged at: now, or the queued scan's time if it is neither in the future nor too old. */
function scanInstant(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const at = new Date(scannedAt);
  if (at.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS)
    throw fieldError(400, 'scannedAt', CHECKIN_MESSAGES.scannedAtFuture);
  if (at.getTime() < now.getTime() - SCAN_MAX_AGE_HOURS * HOUR_MS)
    throw fieldError(400, 'scannedAt', CHECKIN_MESSAGES.scannedAtTooOld);
  return at.getTime() > now.getTime() ? now : at;
}

const memberName = sql<string>`coalesce(${users.fullName}, ${users.username})`;

/**
 * The desk checks a member in (docs/decisions/024): by a scanned pass or by the member's id, judged at the scan's
 * instant on the gym's date at that instant. The pass is read first (not the gym's, too old), then the door's rule
 * (`admission`); staff may let a member in whom the rule refuses (`override`, with the reason kept on the row). A
 * day pass is used once on its date: the unique index decides between two desks scanning it at once.
 */
export async function checkIn(ctx: Ctx, caller: Caller, request: CheckinRequest): Promise<Checkin> {
  const now = new Date();
  const at = scanInstant(request.scannedAt, now);
  const gymDate = zonedDate(at, (await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);

  let memberId: number;
  let method: CheckinMethod;
  if (request.token !== undefined) {
    const reading = await readPass(ctx.config.JWT_SECRET as string, request.token, at, gymDate);
    if (!reading.ok) {
      const named = reading.userId === undefined ? undefined : await findMember(ctx.db, reading.userId);
      throw refused(reading.reason, named ? namedMember(named) : undefined);
    }
    memberId = reading.userId;
    method = reading.kind;
  } else {
    memberId = request.userId as number;
    method = 'search';
  }

  const member = await findMember(ctx.db, memberId);
  // A genuine pass of an account that is no longer a member's is no pass; a searched id is named as usual.
  if (!member) throw method === 'search' ? fieldError(404, 'userId', MEMBER_NOT_FOUND) : refused('invalid-pass');
  if (member.role !== 'user')
    throw method === 'search' ? fieldError(400, 'userId', CHECKIN_MESSAGES.notMember) : refused('invalid-pass');
  const named = namedMember(member);

  const decision = await admission(ctx.db, member.id, gymDate);
  // An override is kept only when it let in someone the rule refused: the row then says why.
  const override = !decision.allowed && request.override === true;
  if (!decision.allowed && !override) throw refused(decision.reason, named);

  const [row] = await ctx.db
    .insert(checkins)
    .values({
      userId: member.id,
      at,
      gymDate,
      method,
      override,
      overrideReason: override ? (request.reason ?? null) : null,
      recordedBy: caller.id,
      recordedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: checkins.id });
  if (!row) throw refused('day-pass-used', named);
  return {
    id: row.id,
    at: at.toISOString(),
    userId: member.id,
    fullName: member.fullName,
    photoUrl: named.photoUrl,
    allowed: true,
    override,
    overrideReason: override ? (request.reason ?? null) : null,
    method,
    membership: decision.membership,
  };
}

/** Whom the desk's answer names: the id, the name and the photo (docs/decisions/038). */
const namedMember = (member: { id: number; fullName: string; photoImageId: number | null }) => ({
  userId: member.id,
  fullName: member.fullName,
  photoUrl: member.photoImageId === null ? null : imageUrl(member.photoImageId),
});

/** A live account by id, with the name and photo the desk shows. */
async function findMember(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, fullName: memberName, photoImageId: users.photoImageId })
    .from(users)
    .where(and(eq(users.id, id), isLive()));
  return row;
}

const listColumns = {
  id: checkins.id,
  at: checkins.at,
  userId: checkins.userId,
  fullName: personName(users),
  method: checkins.method,
  override: checkins.override,
  overrideReason: checkins.overrideReason,
};
const selectCheckins = (db: Db, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(checkins)
    .innerJoin(users, eq(users.id, checkins.userId))
    .where(where)
    .orderBy(desc(checkins.at), desc(checkins.id))
    .$dynamic();
type ListRow = Awaited<ReturnType<typeof selectCheckins>>[number];
const toItem = (row: ListRow): CheckinListItem => ({ ...row, at: row.at.toISOString() });

/** The day a list asks for: the given date, else today on the gym's clock. */
const dayOf = async (ctx: Ctx, caller: Caller, date: string | undefined) =>
  date ?? zonedDate(new Date(), (await gymConfig(ctx, caller.seen)).GYM_TIME_ZONE);

/** A day's check-ins (the gym's date; today when none is given), newest first. */
export async function listDay(ctx: Ctx, caller: Caller, date: string | undefined): Promise<CheckinListItem[]> {
  const rows = await selectCheckins(ctx.db, eq(checkins.gymDate, await dayOf(ctx, caller, date)));
  return rows.map(toItem);
}

/** How many check-ins each query of an export reads. */
export const EXPORT_BATCH = 500;

/** `GET /api/checkins?format=csv` (staff, admin): the day (the gym's date; today when none is given) and its check-ins. */
export async function dayCheckinsExport(ctx: Ctx, caller: Caller, date: string | undefined) {
  const day = await dayOf(ctx, caller, date);
  return { day, items: checkinsOfDay(ctx.db, day) };
}

/**
 * A day's check-ins, newest first, read `batchSize` at a time after the last one given (time, then id), so a busy
 * day's export never holds them all and a check-in made meanwhile neither shifts nor repeats a row.
 */
export async function* checkinsOfDay(db: Db, day: string, batchSize = EXPORT_BATCH): AsyncGenerator<CheckinListItem> {
  let after: { cursor: string; id: number } | undefined;
  for (;;) {
    // The list's select and the time exactly, to the microsecond (a Date keeps milliseconds), for the next batch.
    const rows = await db
      .select({ ...listColumns, cursor: sql<string>`${checkins.at}::text` })
      .from(checkins)
      .innerJoin(users, eq(users.id, checkins.userId))
      .where(
        and(
          eq(checkins.gymDate, day),
          after && sql`(${checkins.at}, ${checkins.id}) < (${after.cursor}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(checkins.at), desc(checkins.id))
      .limit(batchSize);
    yield* rows.map(({ cursor: _cursor, ...row }) => toItem(row));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

/**
 * A member's check-ins, newest first, a page at a time: the member's own, or any member's for the desk. A member
 * naming someone else is refused before anything is looked up; an unknown or deleted account is 404.
 */
export async function listMember(
  db: Db,
  caller: Caller,
  memberId: number,
  query: PageQuery,
): Promise<Page<CheckinListItem>> {
  if (!isStaffSide(caller.role) && caller.id !== memberId) throw forbidden(AUTH_MESSAGES.forbidden);
  if (caller.id !== memberId && !(await findMember(db, memberId))) throw notFound(MEMBER_NOT_FOUND);
  const where = eq(checkins.userId, memberId);
  return pageOf(
    { page: query.page ?? 1, pageSize: query.pageSize },
    selectCheckins(db, where),
    () => countRows(db, checkins, where),
    toItem,
  );
}
