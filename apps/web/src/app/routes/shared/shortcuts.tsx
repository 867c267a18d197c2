import type { LucideIcon } from 'lucide-react';
import { LinkCard } from '../../../components/ui/link-card.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';

export type Shortcut = { to: string; title: string; description: string; icon: LucideIcon };

/**
 * A dashboard's cards to the screens its visitor uses most. Only those that exist and open for them are shown
 * (the registry decides), so a card appears with its screen. `always` are pages outside the registry (the profile).
 */
export function Shortcuts({ items, always = [] }: { items: Shortcut[]; always?: Shortcut[] }) {
  useT();
  const link = useScreenLink();
  const shown = [...items.filter((item) => link(item.to) !== undefined), ...always];
  return (
    <section aria-labelledby="shortcuts-title" className="mt-8">
      <h2 id="shortcuts-title" className="mb-3 text-sm font-semibold tracking-wider text-zinc-500 uppercase">
        {t('Shortcuts')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
        {shown.map((item) => (
          <li key={item.to} className="grid">
            <LinkCard {...item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
