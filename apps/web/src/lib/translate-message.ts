import { DEFAULT_LANGUAGE } from '@gym/contract';
import { currentCatalogue, currentLanguage, t } from './i18n.ts';

/**
 * A finished English message from the contract or the API (a field's error, a toast) in the page's language: the
 * catalogue's translation of that exact text, else of the template it was built from (`… for example {example}`),
 * else as it came. The API already answers in the page's language (`Accept-Language`); its Spanish passes through.
 */
export function translateMessage(message: string): string {
  if (currentLanguage() === DEFAULT_LANGUAGE) return message;
  const messages = currentCatalogue();
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
