import { DEFAULT_LANGUAGE, isLanguage, type Language, preferredLanguage } from '@gym/contract';
import { useSyncExternalStore } from 'react';
import { englishText, type Translator, type Values } from './english-text.ts';

/**
 * The translation layer (docs/decisions/021). Every message is keyed by its English text. Other languages are
 * Lingui's: its runtime and the language's catalogue, compiled at build time (build/lingui-catalogue.ts), load in
 * a chunk of their own when the page first speaks that language (locales/es.ts). English is the key itself, with
 * its values put in by `englishText` (english-text.ts); the catalogue check (locales/catalogues.test.ts) makes sure it writes
 * every English message exactly as Lingui would. So an English page loads neither Lingui nor a catalogue.
 *
 * `t('Plans')` in a component that called `useLanguage()` (or `useT()`) re-renders when the language changes.
 */

/** The browser's storage key of a visitor's choice (a signed-in person's is kept on their account too). */
export const LANGUAGE_KEY = 'gym.language';

let language: Language = DEFAULT_LANGUAGE;
let translator: Translator | undefined;
const listeners = new Set<() => void>();

/** A message in the page's language; `values` fill its `{placeholders}`. */
export const t = (english: string, values?: Values): string =>
  translator ? translator.translate(english, values) : englishText(english, values);

/** The page's language now. */
export const currentLanguage = (): Language => language;
/** The loaded catalogue of the page's language (none for English, whose keys are its texts). */
export const currentCatalogue = (): Record<string, unknown> => translator?.messages ?? {};

const translators: Record<Exclude<Language, 'en'>, () => Promise<Translator>> = {
  es: () => import('../locales/es.ts').then((m) => m.spanish),
};

/** Loads `language`'s translator if need be, then speaks it: every `useLanguage` re-renders, `<html lang>` follows. */
export async function activateLanguage(next: Language): Promise<void> {
  const loaded = next === DEFAULT_LANGUAGE ? undefined : await translators[next as Exclude<Language, 'en'>]();
  translator = loaded;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (language === next) return;
  language = next;
  for (const listener of listeners) listener();
}

/**
 * The language a page opens in: the visitor's stored choice (the switcher's, or the account's at login), else the
 * browser's first supported language, else English until the gym's default language arrives
 * (`speakGymDefaultLanguage`).
 */
export function initialLanguage(): Language {
  return storedOrBrowserLanguage() ?? DEFAULT_LANGUAGE;
}

function storedOrBrowserLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return preferredLanguage(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * The gym's default language (a setting) speaks to a visitor who chose none and whose browser prefers neither
 * language: a French browser at a Madrid gym reads Spanish. Called when the gym's settings arrive; answers the
 * switch's promise, or undefined when the page keeps its language.
 */
export function speakGymDefaultLanguage(gymLanguage: string): Promise<void> | undefined {
  if (isLanguage(gymLanguage) && gymLanguage !== language && storedOrBrowserLanguage() === undefined)
    return activateLanguage(gymLanguage);
  return undefined;
}

/** Keeps `language` as the visitor's choice and speaks it. */
export async function chooseLanguage(next: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // Not kept past this page: the choice still applies now.
  }
  await activateLanguage(next);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The page's language; the component re-renders when it changes. A prerendered page is English. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
/** `t`, re-rendering the component when the language changes. */
export function useT() {
  useLanguage();
  return t;
}
