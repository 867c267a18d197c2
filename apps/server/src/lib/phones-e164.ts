import { type PhoneCountry, toE164 } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { contactMessages, users } from '../db/schema/index.ts';
import { runOnce } from './jobs.ts';

/**
 * The data migration that came with the phone rule (decisions §1, docs/decisions/017): phones written under the
 * older rules ('0912345678') are rewritten in E.164, read in the gym's country. It needs libphonenumber, so it is
 * code, not SQL; it runs at start after the SQL migrations, inside the start-up lock, and is recorded in
 * `job_runs` under a fixed day so it runs once in the database's life, however many instances start.
 *
 * A phone that does not parse in the gym's country is kept as written, never dropped: staff find those accounts
 * with `GET /api/users?phoneNeedsFix=true`, and the owner's next profile save asks for a valid number.
 */
export const PHONES_E164_JOB = 'data:phones-e164';
/** `job_runs` keys runs by day; a one-off migration takes the day its rule was written. */
const PHONES_E164_DAY = '2026-11-27';

export type PhonesE164Result = { rewritten: number; keptAsWritten: number };

/** Whether a stored phone is not in E.164, in SQL: the rows the rule has not accepted (yet). */
export const phoneNeedsFix = (column: typeof users.phone | typeof contactMessages.phone) =>
  sql`(${column} is not null and ${column} !~ '^\\+[1-9][0-9]{6,14}$')`;

async function rewrite(
  tx: Tx,
  table: typeof users | typeof contactMessages,
  country: PhoneCountry,
  result: PhonesE164Result,
) {
  const rows = await tx.select({ id: table.id, phone: table.phone }).from(table).where(phoneNeedsFix(table.phone));
  for (const row of rows) {
    const e164 = row.phone === null ? undefined : toE164(row.phone, country);
    if (e164 === undefined) {
      result.keptAsWritten++;
      continue;
    }
    await tx.update(table).set({ phone: e164 }).where(eq(table.id, row.id));
    result.rewritten++;
  }
}

/** Runs the phone migration once (see above); answers what it did, or undefined when it had already run. */
export async function migratePhonesToE164(db: Db, country: PhoneCountry): Promise<PhonesE164Result | undefined> {
  const outcome = await runOnce(db, PHONES_E164_JOB, PHONES_E164_DAY, async (tx) => {
    return rewritePhonesIn(tx, country);
  });
  return outcome.ran ? outcome.result : undefined;
}

/**
 * Reads every stored phone not yet in E.164 in `country`, and rewrites those that parse. Once at start (above),
 * and again when the admin changes the gym's country: a number kept as written may be a valid one there.
 */
export async function rewritePhonesIn(tx: Tx, country: PhoneCountry): Promise<PhonesE164Result> {
  const result: PhonesE164Result = { rewritten: 0, keptAsWritten: 0 };
  await rewrite(tx, users, country, result);
  await rewrite(tx, contactMessages, country, result);
  return result;
}
