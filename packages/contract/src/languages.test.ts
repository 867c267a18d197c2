import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './languages.ts';

describe('preferredLanguage', () => {
  it('takes the first supported language of a header or a browser list', () => {
    expect(preferredLanguage('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLanguage('fr-FR, en-GB;q=0.8, es;q=0.5')).toBe('en');
    expect(preferredLanguage(['de-DE', 'ES-mx'])).toBe('es');
  });

  it('skips a language refused with q=0 and answers nothing when none is supported', () => {
    expect(preferredLanguage('es;q=0, en;q=0.5')).toBe('en');
    expect(preferredLanguage('fr, de')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
    expect(preferredLanguage('')).toBeUndefined();
  });
});
