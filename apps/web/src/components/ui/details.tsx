import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

/** A card's labelled values, two to a row: a subscription's dates and payment, for one. */
export function Details({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cx('grid grid-cols-2 gap-x-4 gap-y-3 text-sm', className)}>{children}</dl>;
}

/** One labelled value of <Details>: the label above, the value under it in figures that line up. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-zinc-600">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium text-zinc-900 tabular-nums">{children}</dd>
    </div>
  );
}
