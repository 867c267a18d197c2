import { t, useT } from '../../../lib/i18n.ts';
/** Marks a retired plan (not on offer) wherever plans are listed for the back office. */
export function RetiredBadge() {
  useT();
  return (
    <span className="inline-flex items-center rounded-full bg-zinc-100 px-2.5 py-0.5 text-xs font-semibold text-zinc-700 ring-1 ring-zinc-300">
      {t('Retired')}
    </span>
  );
}
