import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@gym/contract';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
import contractEs from '../../../../packages/contract/src/locales/es.json' with { type: 'json' };
import serverEs from '../locales/es.json' with { type: 'json' };

/**
 * The server's half of the translation layer (docs/decisions/021). Every message is keyed by its English text,
 * which is also what an English answer says: the contract's messages (the spec's texts) and the server's own.
 * The Spanish catalogue is the contract's (`packages/contract/src/locales/es.json`) and the server's
 * (`src/locales/es.json`, the e-mails and the error handler's own messages). Lingui compiles each message once, at
 * first use (ICU: `{name}` placeholders and plurals).
 */
const catalogues: Record<Language, Record<string, string>> = {
  en: {},
  es: { ...contractEs, ...serverEs },
};

const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, catalogues[language]);
    i18n.activate(language);
    instances.set(language, i18n);
  }
  return i18n;
}

/** A message in `language`: its translation with `values` put in, or the English text when none is kept. */
export const translate = (language: Language, english: string, values?: Record<string, unknown>): string =>
  i18nFor(language)._(english, values);

/**
 * Keys with placeholders (`Enter a valid phone number, for example {example}`) as patterns, so a message the
 * contract built from a template (`… for example (201) 555-0123`) finds its translation too.
 */
const patterns = new Map<Language, { key: string; names: string[]; match: RegExp }[]>();
function patternsOf(language: Language) {
  let list = patterns.get(language);
  if (!list) {
    list = Object.keys(catalogues[language])
      .filter((key) => /\{\w+\}/.test(key) && !/\{\w+,/.test(key))
      .map((key) => {
        const names = [...key.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
        const source = key
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)');
        return { key, names, match: new RegExp(`^${source}$`) };
      });
    patterns.set(language, list);
  }
  return list;
}

/**
 * A record's state in `language` (a session's Booked or Cancelled, a membership's Active or Cancelled…). A word the
 * catalogue also keeps in another sense (the members report's "Cancelled" column is "Bajas") is kept a second time
 * as "<word> (state)", which wins when there is one; English is the word itself.
 */
export function translateState(language: Language, state: string): string {
  const key = `${state} (state)`;
  return Object.hasOwn(catalogues[language], key) ? translate(language, key) : translate(language, state);
}

/**
 * A finished English message (an error's `message`, a field's error) in `language`: the catalogue's translation of
 * that exact text or of the template it was built from; otherwise as it is.
 */
export function translateMessage(language: Language, message: string): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const catalogue = catalogues[language];
  if (Object.hasOwn(catalogue, message)) return translate(language, message);
  for (const { key, names, match } of patternsOf(language)) {
    const found = match.exec(message);
    if (found) return translate(language, key, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
  }
  return message;
}

/**
 * The language a request's answer speaks: the signed-in caller's account choice, else the first supported
 * language of `Accept-Language`, else English, so clients that send neither read the spec's texts.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.caller?.language;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
