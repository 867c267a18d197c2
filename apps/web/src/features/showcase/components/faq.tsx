import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import type { FaqItem } from '../content.ts';

/**
 * An accordion where at most one answer is open (spec §2): opening one closes the other, and pressing the open
 * one closes it. Each question is a button in a heading, with aria-expanded and a labelled region.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(null);

  return (
    <div className="divide-y divide-zinc-200 overflow-hidden rounded-2xl border border-zinc-200 bg-white">
      {items.map((item, i) => {
        const isOpen = open === i;
        const buttonId = `${baseId}-q${i}`;
        const panelId = `${baseId}-a${i}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-semibold text-base text-zinc-950 transition-colors hover:bg-zinc-50 focus-visible:-outline-offset-2 sm:px-6 sm:text-lg"
              >
                {item.question}
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full transition-[rotate,background-color,color] duration-300',
                    isOpen ? 'rotate-180 bg-zinc-900 text-white' : 'bg-zinc-100 text-zinc-700',
                  )}
                >
                  <ChevronDown className="size-4" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-zinc-600 leading-relaxed sm:px-6"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
