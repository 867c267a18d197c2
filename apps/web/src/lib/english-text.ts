/** Values for a message's `{placeholders}`. */
export type Values = Record<string, unknown>;

/** A loaded language (locales/es.ts): its translator (Lingui's `i18n._`) and its catalogue. */
export type Translator = { translate: (english: string, values?: Values) => string; messages: Record<string, unknown> };

const ENGLISH_PARTS = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}|\{(\w+)\}/g;

/**
 * An English key with its values: `{name}` placeholders and `{n, plural, one {# day} other {# days}}`, the subset
 * of ICU the English texts use. The catalogue check (locales/catalogues.test.ts) compares it with Lingui's own
 * output for every English key, so a key outside the subset fails there.
 */
export const englishText = (key: string, values?: Values): string =>
  values
    ? key.replace(ENGLISH_PARTS, (_, count, one, other, name) => {
        if (name) return String(values[name]);
        const n = Number(values[count]);
        return (n === 1 ? one : other).replace('#', n.toLocaleString('en-US'));
      })
    : key;
