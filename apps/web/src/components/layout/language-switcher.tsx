import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@gym/contract';
import { useId } from 'react';
import { authStore } from '../../lib/auth-store.ts';
import { cx } from '../../lib/cx.ts';
import { chooseLanguage, t, useLanguage } from '../../lib/i18n.ts';

/**
 * The language picker in the header: a native select, named for screen readers, each language in its own name. The
 * choice is kept in this browser and, for a signed-in person, on their account (their e-mails and reminders follow
 * it), through the profile's `language`.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const language = useLanguage();
  const id = useId();
  const onChange = async (next: Language) => {
    await chooseLanguage(next);
    const signedIn = authStore.get();
    if (signedIn) {
      const { saveAccountLanguage } = await import('./save-account-language.ts');
      await saveAccountLanguage(signedIn.user, next);
    }
  };
  return (
    <div className={cx('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('Language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => void onChange(event.currentTarget.value as Language)}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-zinc-300 bg-white px-2 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
