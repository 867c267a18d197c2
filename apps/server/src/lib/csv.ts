import { once } from 'node:events';
import { formatPhone, type PhoneCountry, zonedParts } from '@gym/contract';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from './i18n.ts';

/**
 * CSV answers for every back-office list and report (docs/decisions/027), one way:
 * - UTF-8 with a byte-order mark, so spreadsheets read accents and currency signs right;
 * - `Content-Disposition: attachment` with a file name, so the browser saves it;
 * - streamed: rows are written as the source yields them, never gathered into one string first;
 * - formula injection neutralised (OWASP "CSV Injection"): a text cell that begins with `=`, `+`, `-`, `@`, a tab
 *   or a carriage return gets a leading apostrophe, so a spreadsheet shows it as text instead of running it.
 *   Numbers are written as numbers: a refund of -5 is a number, not a formula.
 * Cells hold what the caller made of the row: dates and times already in the gym's time zone, phones in the
 * national form, words in the reader's language.
 */

export type CsvCell = string | number | null | undefined;
export type CsvColumn<T> = { header: string; cell: (row: T) => CsvCell };

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as it is written: text that a spreadsheet would read as a formula gets a leading apostrophe. */
export function neutralise(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** A file name for the Content-Disposition header: letters, digits, dot, dash and underscore only. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/** The CSV text of `rows` as a stream: header line, then one line per row, with the BOM in front. */
export function csvStream<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T> | AsyncIterable<T>) {
  const out = stringify({
    bom: true,
    header: true,
    columns: columns.map((c) => c.header),
    // Cells are neutralised before they reach the stringifier; it writes numbers as they are.
    cast: { number: (n) => String(n) },
  });
  void (async () => {
    try {
      for await (const row of rows) {
        if (!out.write(columns.map((c) => neutralise(c.cell(row))))) await once(out, 'drain');
      }
      out.end();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** Answers `rows` as a CSV download named `fileName`. */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeFileName(fileName)}"`)
    .send(csvStream(columns, rows));
}

/**
 * What every export's cells are written with: words in the caller's language (`t`), instants on the gym's clock
 * and phones in the gym's national form. `gym` is the configuration with the gym's settings (`gymConfig`).
 */
export function csvCells(req: FastifyRequest, gym: { GYM_TIME_ZONE: string; GYM_COUNTRY: string }) {
  const language = requestLanguage(req);
  const at = (iso: string) => zonedParts(new Date(iso), gym.GYM_TIME_ZONE);
  return {
    t: (english: string) => translate(language, english),
    /** The national form needs no neutralising (a stored +1… would read as a formula). */
    phone: (stored: string | null) => (stored ? formatPhone(stored, gym.GYM_COUNTRY as PhoneCountry) : ''),
    /** The gym's day of an instant, YYYY-MM-DD. */
    date: (iso: string) => at(iso).date,
    /** The gym's clock time of an instant, HH:MM. */
    time: (iso: string) => at(iso).time,
    /** Both, `YYYY-MM-DD HH:MM`; empty for no instant. */
    dateTime: (iso: string | null) => {
      if (!iso) return '';
      const { date, time } = at(iso);
      return `${date} ${time}`;
    },
  };
}
export type CsvCells = ReturnType<typeof csvCells>;
