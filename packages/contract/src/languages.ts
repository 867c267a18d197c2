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
 * (`es-ES,es;q=0.9,en;q=0.8`) or the browser's `navigator.languages`. Only the primary subtag counts; weights are
 * honoured; none supported gives undefined.
 */
export function preferredLanguage(preferences: string | readonly string[] | undefined): Language | undefined {
  if (!preferences) return undefined;
  const list = typeof preferences === 'string' ? preferences.split(',') : preferences;
  let best: Language | undefined;
  let bestWeight = 0;
  for (const item of list) {
    const [tag = '', ...params] = item.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}
