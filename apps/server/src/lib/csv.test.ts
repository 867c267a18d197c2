import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, neutralise } from './csv.ts';

/** The shared CSV writer (docs/decisions/027): formula injection neutralised (OWASP), numbers left as numbers. */
describe('CSV cells', () => {
  it.each(['=1+2', '+1 212 555 0123', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('neutralises %j', (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });

  it('leaves other text, numbers (negative ones too) and empty cells as they are', () => {
    expect(neutralise('Ana = Able')).toBe('Ana = Able');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(12.5)).toBe(12.5);
    expect(neutralise(null)).toBe('');
    expect(neutralise(undefined)).toBe('');
  });

  it('writes a BOM, the header and rows from an async source, quoting what needs it', async () => {
    async function* source() {
      yield { name: '=cmd|" /C calc"!A0', amount: -5 };
      yield { name: 'Zoë, "Z"', amount: 0.5 };
    }
    const out = await buffer(
      csvStream(
        [
          { header: 'Name', cell: (row: { name: string; amount: number }) => row.name },
          { header: 'Amount', cell: (row: { name: string; amount: number }) => row.amount },
        ],
        source(),
      ),
    );
    expect(out.toString('utf8')).toBe('\uFEFFName,Amount\n"\'=cmd|"" /C calc""!A0",-5\n"Zoë, ""Z""",0.5\n');
  });
});
