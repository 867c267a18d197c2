import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

export type BadgeTone = 'success' | 'neutral' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

type BadgeProps = {
  tone?: BadgeTone;
  /** Carries the meaning beside the colour (a tick, a warning sign), so colour is never the only sign. */
  icon?: LucideIcon;
  children: ReactNode;
  className?: string;
};

/** A short status beside what it describes (Active, Inactive, Broken): a pill whose colours are AA on its fill. */
export function Badge({ tone = 'neutral', icon: Icon, children, className }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}
