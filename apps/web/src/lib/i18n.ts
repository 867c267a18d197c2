import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@gym/contract';
import { i18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import english from '../locales/en.json?lingui-icu';

/**
 * The translation layer (docs/decisions/021): Lingui's runtime with catalogues compiled at build time
 * (build/lingui-catalogue.ts). Every message is keyed by its English text, so English needs no catalogue but for
 * the messages with placeholders or plurals; Spanish loads, in a chunk of its own, only for a page that speaks it.
 *
 * `t('Plans')` in a component that called `useLanguage()` (or `useT()`) re-renders when the language changes.
 */

/** The browser's storage key of a visitor's choice (a signed-in person's is kept on their account too). */
export const LANGUAGE_KEY = 'gym.language';

// A plain text needs no compiling: it is its own English message. Everything with placeholders is compiled at
// build time, in every catalogue (the catalogue check, scripts/check-messages.mjs, makes sure).
type Compiler = Parameters<typeof i18n.setMessagesCompiler>[0];
i18n.setMessagesCompiler(((message: string) => message) as unknown as Compiler);
i18n.load(DEFAULT_LANGUAGE, english);
i18n.activate(DEFAULT_LANGUAGE);

/** A message in the page's language; `values` fill its `{placeholders}`. */
export const t = (english: string, values?: Record<string, unknown>): string => i18n._(english, values);

const catalogues: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  es: () => import('../locales/es.ts').then((m) => m.messages),
};

/** The page's language now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** Loads `language`'s catalogue if need be, then speaks it: every `useLanguage` re-renders, `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE && !loaded.has(language)) {
    i18n.load(language, await catalogues[language as Exclude<Language, 'en'>]());
    loaded.add(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.locale !== language) i18n.activate(language);
}
const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

/**
 * The language a page opens in: the visitor's stored choice (the switcher's, or the account's at login), else the
 * browser's first supported language, else English.
 */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return preferredLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages) ?? DEFAULT_LANGUAGE;
}

/** Keeps `language` as the visitor's choice and speaks it. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept past this page: the choice still applies now.
  }
  await activateLanguage(language);
}

const subscribe = (listener: () => void) => i18n.on('change', listener);
/** The page's language; the component re-renders when it changes. A prerendered page is English. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
/** `t`, re-rendering the component when the language changes. */
export function useT() {
  useLanguage();
  return t;
}

/**
 * A finished English message from the contract or the API (a field's error, a toast) in the page's language: the
 * catalogue's translation of that exact text, else of the template it was built from (`… for example {example}`),
 * else as it came. The API already answers in the page's language (`Accept-Language`); its Spanish passes through.
 */
export function translateMessage(message: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  const messages = i18n.messages;
  if (Object.hasOwn(messages, message)) return t(message);
  for (const key of Object.keys(messages)) {
    if (!key.includes('{') || /\{\w+,/.test(key)) continue;
    const names = [...key.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const source = key
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    const found = new RegExp(`^${source}$`).exec(message);
    if (found) return t(key, Object.fromEntries(names.map((name, i) => [name, found[i + 1]])));
  }
  return message;
}
