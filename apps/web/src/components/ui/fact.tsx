import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';

type FactProps = {
  icon: LucideIcon;
  /** What the value is, read out in place of the icon. */
  label: string;
  children: ReactNode;
  /** `lg` for a page's headline facts, beside large text. */
  size?: 'sm' | 'lg';
  className?: string;
  valueClassName?: string;
};

/**
 * One row of a <dl>: an icon standing for what the value is, and the value. The icon sits inside the <dt> with
 * its name for screen readers, since a <dl> group may hold only <dt> and <dd>.
 */
export function Fact({ icon: Icon, label, children, size = 'sm', className, valueClassName }: FactProps) {
  return (
    <div className={cx('flex min-w-0 items-center', size === 'lg' ? 'gap-1.5' : 'gap-2', className)}>
      <dt className="shrink-0">
        <Icon aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4 text-zinc-500'} />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={cx('min-w-0', valueClassName)}>{children}</dd>
    </div>
  );
}
