import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script, without types
import { CONVERTED, checkMessages, sourceProblems } from '../../../../scripts/check-messages.mjs';
import { englishText } from '../lib/english-text.ts';
import english from './en.json';

describe('the message catalogues', () => {
  it('hold every key in English and Spanish, every contract message, and every text of the converted screens', async () => {
    expect(CONVERTED.length).toBeGreaterThan(0);
    expect(await checkMessages()).toEqual([]);
  });

  it('catch a written-out text, an untranslated attribute or message, and a key no catalogue holds', () => {
    const keys = new Set(['Plans']);
    const source = [
      'export const A = () => (',
      '  <nav aria-label="Main">',
      "    <a title={t('Plans')}>{t('Plans')}</a>",
      '    <p>Opening hours</p>',
      "    <p>{t('Not a key')}</p>",
      '    <button>{INVITATION_MESSAGES.resend} <span>to {name}</span></button>',
      '    <p>',
      '      {session.userName} with {session.trainerName}',
      '    </p>',
      '  </nav>',
      ');',
      "throw notFound('Member not found');",
    ].join('\n');
    expect(sourceProblems(source, keys, 'x.tsx')).toEqual([
      'x.tsx: not in a catalogue: "Not a key"',
      'x.tsx: not in a catalogue: "Member not found"',
      'x.tsx: aria-label="Main" is not translated',
      'x.tsx: INVITATION_MESSAGES.resend is shown without t()',
      'x.tsx: JSX text "with" is not translated',
      'x.tsx: JSX text "Opening hours" is not translated',
      'x.tsx: JSX text "to" is not translated',
    ]);
  });
});

describe('English, which speaks its keys without Lingui', () => {
  // Lingui's own English, to compare with: the runtime compiling each key as it goes.
  const lingui = setupI18n({ locale: 'en', messages: { en: {} } });
  lingui.setMessagesCompiler(compileMessage);
  const withValues = Object.keys(english).filter((key) => key.includes('{'));

  it('has keys with values to check', () => expect(withValues.length).toBeGreaterThan(3));

  it.each(withValues)('writes %s as Lingui does', (key) => {
    const names = [...key.matchAll(/\{(\w+)/g)].map((m) => m[1] as string);
    for (const n of [0, 1, 2, 1500]) {
      const values = Object.fromEntries(
        names.map((name) => [name, /count|number|year|rating/.test(name) ? n : `«${name}»`]),
      );
      expect(englishText(key, values)).toBe(lingui._(key, values));
    }
  });
});
