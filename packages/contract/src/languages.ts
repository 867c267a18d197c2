/**
 * The languages the gym speaks (docs/decisions/021). Zod-free, so the landing page can read it. Every message is
 * keyed by its English text: the spec's English is the default, and a catalogue translates it
 * (`packages/contract/locales/`, `apps/web/src/locales/`, `apps/server/src/locales/`).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language in a list of preferences, best first: an `Accept-Language` header
 * (`es-ES,es;q=0.9,en;q=0.8`, which browsers send best first) or the browser's `navigator.languages`. Only the
 * primary subtag counts; a weight of 0 ("not this one") is skipped. None supported gives undefined.
 */
export function preferredLanguage(preferences: string | readonly string[] | undefined): Language | undefined {
  for (const item of typeof preferences === 'string' ? preferences.split(',') : (preferences ?? [])) {
    const [tag, weight] = item.split(';q=');
    const primary = tag?.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary) && Number(weight ?? 1) > 0) return primary;
  }
  return undefined;
}
