import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { CONVERTED, checkMessages, sourceProblems } from '../../../../scripts/check-messages.mjs';

describe('the message catalogues', () => {
  it('hold every key in English and Spanish, every contract message, and every text of the converted screens', async () => {
    expect(CONVERTED.length).toBeGreaterThan(0);
    expect(await checkMessages()).toEqual([]);
  });

  it('catch a written-out text, an untranslated attribute and a key no catalogue holds', () => {
    const keys = new Set(['Plans']);
    const source = [
      'export const A = () => (',
      '  <nav aria-label="Main">',
      "    <a title={t('Plans')}>{t('Plans')}</a>",
      '    <p>Opening hours</p>',
      "    <p>{t('Not a key')}</p>",
      '  </nav>',
      ');',
    ].join('\n');
    expect(sourceProblems(source, keys, 'x.tsx')).toEqual([
      'x.tsx: not in a catalogue: "Not a key"',
      'x.tsx: aria-label="Main" is not translated',
      'x.tsx: JSX text "Opening hours" is not translated',
    ]);
  });
});
