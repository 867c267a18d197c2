import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

type EmptyStateProps = {
  icon: LucideIcon;
  /** The screen's own words for "nothing here" (spec §2's empty texts). */
  title: ReactNode;
  /** A line on what to do about it. */
  text?: ReactNode;
  /** A way forward: a link or a button. */
  action?: ReactNode;
  className?: string;
};

/** What a list shows when it has nothing to list: an icon, the screen's text, and a way forward. */
export function EmptyState({ icon: Icon, title, text, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-5 py-10 text-center sm:px-6',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-600">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="grid gap-1">
        <p className="font-medium text-zinc-800">{title}</p>
        {text && <p className="max-w-sm text-sm text-zinc-600">{text}</p>}
      </div>
      {action}
    </div>
  );
}
