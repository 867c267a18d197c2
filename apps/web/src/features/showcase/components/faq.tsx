import { ChevronDown } from 'lucide-react';
import { type SyntheticEvent, useId } from 'react';
import { useT } from '../../../lib/i18n.ts';
import type { FaqItem } from '../content.ts';

/**
 * An accordion where at most one answer is open (spec §2): opening one closes the other, and pressing the open
 * one closes it. Each item is a native disclosure (`<details>`/`<summary>`, the question a heading in it), in
 * one exclusive group (`name`), so the prerendered landing page answers a tap before React has taken it over
 * (docs/decisions/013-first-touch.md). React never sets `open`: what the visitor opened stays open through
 * hydration. The toggle handler closes the others where the browser does not know exclusive groups.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const t = useT();
  const group = useId();

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (!opened.open) return;
    for (const other of opened.parentElement?.querySelectorAll('details[open]') ?? []) {
      if (other !== opened) (other as HTMLDetailsElement).open = false;
    }
  };

  return (
    <div className="divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={group} onToggle={onToggle} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left transition-colors hover:bg-zinc-50 focus-visible:-outline-offset-2 sm:px-6 [&::-webkit-details-marker]:hidden">
            <h3 className="font-semibold text-base text-zinc-950 sm:text-lg">{t(item.question)}</h3>
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-700 transition-[rotate,background-color,color] duration-300 group-open:rotate-180 group-open:bg-zinc-900 group-open:text-white"
            >
              <ChevronDown className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-5 text-zinc-600 leading-relaxed sm:px-6">
            <p>{t(item.answer)}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
