import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * What every CSV answer of a list or report must be (docs/decisions/027): a UTF-8 CSV file to save, under `fileName`,
 * with the byte-order mark that makes spreadsheets read its accents right.
 */
export function expectCsvFile(res: LightMyRequestResponse, fileName: string | RegExp) {
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  if (typeof fileName === 'string')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  else expect(String(res.headers['content-disposition'])).toMatch(fileName);
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
}

/**
 * A CSV answer's records as written, one string each (the header first): the byte-order mark dropped, and split at
 * the line ends outside quotes, so a message with a line break in it stays one record.
 */
export function csvRecords(body: string): string[] {
  const text = body.startsWith('\uFEFF') ? body.slice(1) : body;
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '\n' && !quoted) {
      records.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length) records.push(text.slice(start));
  return records;
}
