import { STATS_MESSAGES } from '@gym/contract';
import { useEffect, useId } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { cx } from '../../../lib/cx.ts';
import { StatCard, type StatCardProps } from './stat-card.tsx';

export type StatItem = Omit<StatCardProps, 'failed'> & {
  key: string;
  /** What the spec's failure toast names: 'Something went wrong in getting {what}' (spec §8). */
  failureSubject: string;
};

type StatGridProps = {
  title: string;
  items: StatItem[];
  failed: boolean;
  toastOptions?: ToastOptions;
  className?: string;
};

/**
 * A dashboard's count cards under a heading. When the summary call fails, each count's own failure text of spec §8
 * is toasted once (the same text once, however many cards share it) and the cards show a dash.
 */
export function StatGrid({ title, items, failed, toastOptions, className }: StatGridProps) {
  const titleId = useId();
  const subjects = [...new Set(items.map((item) => item.failureSubject))].join('\n');
  useEffect(() => {
    if (!failed) return;
    for (const subject of subjects.split('\n')) {
      const text = STATS_MESSAGES.countFailed(subject);
      toast.error(text, { ...toastOptions, id: `count-failed-${subject}` });
    }
  }, [failed, subjects, toastOptions]);

  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="mb-3 text-sm font-semibold tracking-wider text-zinc-500 uppercase">
        {title}
      </h2>
      <ul
        className={cx(
          'grid grid-cols-2 gap-3 sm:gap-4',
          // Rows of equal length: six cards in two rows of three, four in one row.
          items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        )}
      >
        {items.map(({ key, failureSubject: _, ...item }) => (
          <li key={key} className="min-w-0">
            <StatCard {...item} failed={failed} />
          </li>
        ))}
      </ul>
    </section>
  );
}
