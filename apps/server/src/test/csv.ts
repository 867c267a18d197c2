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
