import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, type ExportDescription } from '@gym/contract';
import { type Archiver, ZipArchive } from 'archiver';
import { stringify } from 'csv-stringify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import type { Caller } from '../../plugins/auth.ts';
import { appendAudit } from '../audit/audit.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { exportedSchema, ident, schemaVersion } from './catalog.ts';

/**
 * The gym's whole data as one zip archive (docs/gym-export-format.md, docs/decisions/040): a CSV file per table and
 * `format.json` describing them. Every table is read in one repeatable-read transaction, so the files agree with
 * each other as of one moment, and a cursor hands rows over a batch at a time into the zip as the client takes it:
 * memory stays flat however large the gym.
 */

/** Rows fetched from the cursor at a time. */
const BATCH = 1000;

/** How the CSV files are written, as `format.json` states it for programs that read them. */
export const ENCODING =
  'UTF-8 CSV without a byte-order mark, comma-separated, a header row of column names. Every value is written in ' +
  'PostgreSQL’s text form: dates as YYYY-MM-DD, times with a UTC offset, booleans as t or f, numbers as written, ' +
  'arrays as {…}, JSON as JSON text, bytes as \\x followed by hex. An empty unquoted field is NULL; "" is an empty ' +
  'text. Cells are not changed to keep spreadsheets from running them: this archive is for programs.';

async function writeTables(tx: Tx, archive: Archiver): Promise<ExportDescription['tables']> {
  // An abandoned download closes the archive: a write waiting for room then fails, and the transaction ends.
  const abandoned = new AbortController();
  archive.once('close', () => abandoned.abort(new Error('The export’s download was abandoned')));
  const room = (stream: Writable) => once(stream, 'drain', { signal: abandoned.signal });

  // Text forms that do not depend on the connection's settings: UTC offsets, ISO dates, exact floats.
  await tx.execute(sql`SET LOCAL TimeZone = 'UTC'`);
  await tx.execute(sql`SET LOCAL DateStyle = 'ISO, YMD'`);
  await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
  const described: ExportDescription['tables'] = [];
  for (const { table, columns } of await exportedSchema(tx)) {
    const file = `tables/${table.name}.csv`;
    const entry = new PassThrough();
    archive.append(entry, { name: file });
    const csv = stringify({
      header: true,
      columns: columns.map((c) => c.name),
      // NULL is an empty field; an empty text is "" (quoted), so a program reading the file tells them apart.
      cast: { string: (value) => (value === '' ? { value, quoted_empty: true } : value) },
    });
    csv.pipe(entry);
    const select = sql.join(
      columns.map((c) => sql`${ident(c.name)}::text AS ${ident(c.name)}`),
      sql`, `,
    );
    await tx.execute(sql`DECLARE export_rows NO SCROLL CURSOR FOR
      SELECT ${select} FROM ${ident(table.name)} ORDER BY id`);
    let rows = 0;
    for (;;) {
      const batch = await selectRows<Record<string, string | null>>(tx, sql.raw(`FETCH ${BATCH} FROM export_rows`));
      for (const row of batch) {
        if (!csv.write(columns.map((c) => row[c.name] ?? null))) await room(csv);
      }
      rows += batch.length;
      if (batch.length < BATCH) break;
    }
    await tx.execute(sql`CLOSE export_rows`);
    csv.end();
    described.push({
      name: table.name,
      file,
      rows,
      columns: columns.map(({ name, type, nullable }) => ({ name, type, nullable })),
    });
  }
  return described;
}

/**
 * Records the export in the audit trail, then answers the archive as a stream. A failure half-way destroys the
 * stream, so the download breaks instead of ending as a file that looks whole.
 */
export async function exportArchive(ctx: AppContext, caller: Caller): Promise<Readable> {
  const gym = await gymConfig(ctx, caller.seen);
  await ctx.db.transaction((tx) =>
    appendAudit(tx, { actorId: caller.id, action: 'data.exported', subject: { type: 'gym' } }),
  );
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const exportedAt = new Date().toISOString();
  void ctx.db
    .transaction(
      async (tx) => {
        const tables = await writeTables(tx, archive);
        const description: ExportDescription = {
          format: EXPORT_FORMAT,
          version: EXPORT_FORMAT_VERSION,
          schema: await schemaVersion(tx),
          exportedAt,
          gym: { name: gym.GYM_NAME },
          encoding: ENCODING,
          tables,
        };
        archive.append(`${JSON.stringify(description, null, 2)}\n`, { name: 'format.json' });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    )
    .then(() => archive.finalize())
    .catch((error: Error) => archive.destroy(error));
  return archive;
}
