import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import {
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  type ExportDescription,
  exportDescriptionSchema,
  IMPORT_MESSAGES,
  type ImportResult,
} from '@gym/contract';
import { parse } from 'csv-parse';
import { type SQL, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import type { AppContext } from '../../context.ts';
import type { Runner, Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { type Column, exportedSchema, ident, schemaVersion } from './catalog.ts';
import { EXPORTED_TABLES, type ExportedTable, PAUSED_TRIGGERS } from './tables.ts';

/**
 * Loads an archive of `GET /api/export` into an installation that has no members yet (docs/decisions/040), in one
 * transaction: what the installation held is replaced by the archive's rows, ids and all, so an export taken
 * afterwards is the same archive again. Its administrators stay and keep their passwords; everyone imported has
 * none and chooses one through the reset e-mail.
 */

/** Rows per statement, and the most text one statement carries (an image is a few hundred kB of hex). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4_000_000;

/**
 * The sign-in version every imported account starts at (`users.token_version`): above any an account of this
 * installation has reached, so no sign-in handed out before the import, even to an account deleted since, names an
 * imported account.
 */
const IMPORTED_TOKEN_VERSION = 1_000_000;

/** Tables outside the archive whose rows point at the gym's rows and go with them. */
const EMPTIED_WITH_THE_GYM = ['password_resets', 'staff_invitations', 'card_update_links', 'audit_head'];

type Zip = { file: yauzl.ZipFile; entries: Map<string, yauzl.Entry> };

const openZip = promisify<string, yauzl.Options, yauzl.ZipFile>(yauzl.open);

async function readZip(path: string): Promise<Zip> {
  const file = await openZip(path, { lazyEntries: true, autoClose: false }).catch(() => {
    throw new AppError(400, IMPORT_MESSAGES.notAnArchive);
  });
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    file.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      file.readEntry();
    });
    file.on('end', resolve);
    file.on('error', () => reject(new AppError(400, IMPORT_MESSAGES.notAnArchive)));
    file.readEntry();
  });
  return { file, entries };
}

function entryStream(zip: Zip, name: string): Promise<Readable> {
  const entry = zip.entries.get(name);
  if (!entry) return Promise.reject(new AppError(400, IMPORT_MESSAGES.notAnArchive));
  return promisify<yauzl.Entry, Readable>(zip.file.openReadStream.bind(zip.file))(entry).catch(() => {
    throw new AppError(400, IMPORT_MESSAGES.notAnArchive);
  });
}

async function readDescription(zip: Zip): Promise<ExportDescription> {
  const chunks: Buffer[] = [];
  for await (const chunk of await entryStream(zip, 'format.json')) chunks.push(chunk as Buffer);
  let parsed: ExportDescription;
  try {
    parsed = exportDescriptionSchema.parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    throw new AppError(400, IMPORT_MESSAGES.notAnArchive);
  }
  if (parsed.format !== EXPORT_FORMAT || parsed.version !== EXPORT_FORMAT_VERSION)
    throw new AppError(400, IMPORT_MESSAGES.wrongFormat);
  return parsed;
}

/**
 * A table's rows from its CSV file, each as its cells in the header's order: NULL for an empty unquoted field, ''
 * for `""`. The header must name exactly the columns this installation exports.
 */
async function* csvRows(zip: Zip, file: string, table: string, columns: Column[]): AsyncGenerator<(string | null)[]> {
  const parser = (await entryStream(zip, file)).pipe(
    parse({ cast: (value, context) => (value === '' && !context.quoting ? null : value), relax_column_count: false }),
  );
  let header = true;
  try {
    for await (const record of parser as AsyncIterable<(string | null)[]>) {
      if (header) {
        if (record.join(',') !== columns.map((c) => c.name).join(','))
          throw new AppError(400, IMPORT_MESSAGES.badTable(table));
        header = false;
        continue;
      }
      yield record;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, IMPORT_MESSAGES.badRow(table, (error as Error).message));
  }
}

/** Runs one batch's statement; a row the database refuses (a bad value, a missing reference) is the file's fault. */
async function runBatch(tx: Tx, table: string, statement: SQL) {
  try {
    await tx.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause ?? (error as { message?: string });
    throw new AppError(400, IMPORT_MESSAGES.badRow(table, cause.message ?? ''));
  }
}

/** `(r->>i)::type` for each column: every cell arrives as text and is read as its column's type. */
const cells = (columns: { column: Column; at: number }[]) =>
  sql.join(
    columns.map(({ column, at }) => sql`(r->>${sql.raw(String(at))})::${sql.raw(column.baseType)}`),
    sql`, `,
  );

/** Feeds `rows` to `run` in batches small enough for one statement each. */
async function inBatches(rows: AsyncIterable<(string | null)[]>, run: (json: string) => Promise<void>) {
  let batch: (string | null)[][] = [];
  let chars = 0;
  for await (const row of rows) {
    batch.push(row);
    chars += row.reduce((sum, cell) => sum + (cell?.length ?? 0), 0);
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await run(JSON.stringify(batch));
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await run(JSON.stringify(batch));
}

async function loadTable(tx: Tx, zip: Zip, table: ExportedTable, columns: Column[], file: string) {
  const loaded = columns
    .map((column, at) => ({ column, at }))
    .filter(({ column }) => !table.later?.includes(column.name));
  const names = sql.join(
    loaded.map(({ column }) => ident(column.name)),
    sql`, `,
  );
  let rows = 0;
  await inBatches(csvRows(zip, file, table.name, columns), async (json) => {
    await runBatch(
      tx,
      table.name,
      sql`INSERT INTO ${ident(table.name)} (${names}) SELECT ${cells(loaded)} FROM json_array_elements(${json}::json) AS r`,
    );
    rows += (JSON.parse(json) as unknown[]).length;
  });
  return rows;
}

/** Sets the columns that refer to a table loaded after this one, now that it is in. */
async function loadLaterColumns(tx: Tx, zip: Zip, table: ExportedTable, columns: Column[], file: string) {
  const later = columns
    .map((column, at) => ({ column, at }))
    .filter(({ column }) => table.later?.includes(column.name));
  const id = columns.findIndex((c) => c.name === 'id');
  const set = sql.join(
    later.map(
      ({ column, at }) => sql`${ident(column.name)} = (r->>${sql.raw(String(at))})::${sql.raw(column.baseType)}`,
    ),
    sql`, `,
  );
  async function* withLater() {
    for await (const row of csvRows(zip, file, table.name, columns))
      if (later.some(({ at }) => row[at] !== null)) yield row;
  }
  await inBatches(withLater(), (json) =>
    runBatch(
      tx,
      table.name,
      sql`UPDATE ${ident(table.name)} AS t SET ${set} FROM json_array_elements(${json}::json) AS r
           WHERE t.id = (r->>${sql.raw(String(id))})::integer`,
    ),
  );
}

type Admin = {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  full_name: string | null;
  phone: string | null;
  birthday: string | null;
  language: string;
  reminders_enabled: boolean;
  token_version: number;
};

/**
 * Puts this installation's administrators back among the imported accounts: one the archive already has (the same
 * e-mail or username, an administrator there too) keeps the archive's row with the password used here; any other
 * is added after the imported accounts. Returns the caller's id now.
 */
async function restoreAdmins(tx: Tx, admins: Admin[], callerId: number): Promise<number> {
  let callerNow = callerId;
  for (const admin of admins) {
    const [same] = await selectRows<{ id: number; role: string }>(
      tx,
      sql`SELECT id, role FROM users
           WHERE lower(email) = lower(${admin.email}) OR lower(username) = lower(${admin.username})
           ORDER BY (lower(email) = lower(${admin.email})) DESC LIMIT 1`,
    );
    let id: number;
    if (same) {
      if (same.role !== 'admin') throw new AppError(409, IMPORT_MESSAGES.sameEmail);
      await tx.execute(sql`UPDATE users SET password_hash = ${admin.password_hash} WHERE id = ${same.id}`);
      id = same.id;
    } else {
      const [added] = await selectRows<{ id: number }>(
        tx,
        sql`INSERT INTO users (username, email, password_hash, role, full_name, phone, birthday, language,
                               reminders_enabled, token_version)
            VALUES (${admin.username}, ${admin.email}, ${admin.password_hash}, 'admin', ${admin.full_name},
                    ${admin.phone}, ${admin.birthday}::date, ${admin.language}, ${admin.reminders_enabled},
                    ${admin.token_version})
            RETURNING id`,
      );
      id = added?.id as number;
    }
    if (admin.id === callerId) callerNow = id;
  }
  return callerNow;
}

async function pauseTriggers(tx: Tx, enable: boolean) {
  // Checks deferred to the commit run now: a table with such checks pending cannot have its triggers changed.
  if (enable) await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
  for (const [table, triggers] of Object.entries(PAUSED_TRIGGERS))
    for (const trigger of triggers)
      await tx.execute(
        sql`ALTER TABLE ${ident(table)} ${sql.raw(enable ? 'ENABLE' : 'DISABLE')} TRIGGER ${ident(trigger)}`,
      );
}

/** Every serial id goes on after the highest imported one. */
async function moveSequencesOn(tx: Tx) {
  for (const { name } of EXPORTED_TABLES) {
    const [serial] = await selectRows<{ seq: string | null }>(
      tx,
      sql`SELECT pg_get_serial_sequence(${name}, 'id') AS seq`,
    );
    if (serial?.seq)
      await tx.execute(
        sql`SELECT setval(${serial.seq}::regclass, coalesce((SELECT max(id) FROM ${ident(name)}), 0) + 1, false)`,
      );
  }
}

/** 409 unless every account is an administrator's: an import replaces the gym, so there must be none yet. */
async function assertNoMembers(db: Runner) {
  const [others] = await selectRows<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM users WHERE role <> 'admin'`,
  );
  if (Number(others?.count) > 0) throw new AppError(409, IMPORT_MESSAGES.notEmpty(Number(others?.count)));
}

export async function importArchive(ctx: AppContext, caller: Caller, path: string): Promise<ImportResult> {
  await assertNoMembers(ctx.db);
  const zip = await readZip(path);
  try {
    const description = await readDescription(zip);
    return await ctx.db.transaction(async (tx) => {
      // One import at a time, and no sign-up slips in between the check below and the load.
      await tx.execute(sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`);
      const ours = await schemaVersion(tx);
      if (description.schema !== ours) throw new AppError(400, IMPORT_MESSAGES.wrongSchema(description.schema, ours));
      const schema = await exportedSchema(tx);
      const files = new Map(description.tables.map((t) => [t.name, t]));
      for (const { table, columns } of schema) {
        const theirs = files.get(table.name);
        if (!theirs || theirs.columns.map((c) => c.name).join(',') !== columns.map((c) => c.name).join(','))
          throw new AppError(400, IMPORT_MESSAGES.badTable(table.name));
      }
      await assertNoMembers(tx);
      const admins = await selectRows<Admin>(
        tx,
        sql`SELECT id, username, email, password_hash, full_name, phone, birthday::text AS birthday, language,
                   reminders_enabled, token_version
              FROM users WHERE role = 'admin' AND deleted_at IS NULL ORDER BY id`,
      );

      await pauseTriggers(tx, false);
      for (const table of EMPTIED_WITH_THE_GYM) await tx.execute(sql`DELETE FROM ${ident(table)}`);
      for (const { name } of [...EXPORTED_TABLES].reverse()) await tx.execute(sql`DELETE FROM ${ident(name)}`);

      const tables: ImportResult['tables'] = [];
      for (const { table, columns } of schema) {
        const file = files.get(table.name)?.file as string;
        tables.push({ name: table.name, rows: await loadTable(tx, zip, table, columns, file) });
      }
      for (const { table, columns } of schema)
        if (table.later) await loadLaterColumns(tx, zip, table, columns, files.get(table.name)?.file as string);
      await pauseTriggers(tx, true);

      await moveSequencesOn(tx);
      await tx.execute(sql`UPDATE users SET token_version = ${IMPORTED_TOKEN_VERSION}`);
      const callerNow = await restoreAdmins(tx, admins, caller.id);
      await tx.execute(
        sql`INSERT INTO audit_head (id, seq, hash) SELECT true, id, hash FROM audit_log ORDER BY id DESC LIMIT 1`,
      );
      await appendAudit(tx, {
        actorId: callerNow,
        action: 'data.imported',
        subject: { type: 'gym' },
        after: {
          archive: { gym: description.gym.name, exportedAt: description.exportedAt },
          tables: Object.fromEntries(tables.map((t) => [t.name, t.rows])),
        },
      });
      return { tables, signInAgain: true as const };
    });
  } finally {
    zip.file.close();
  }
}
