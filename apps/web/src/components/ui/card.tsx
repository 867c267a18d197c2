import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx.ts';

/** A surface with a quiet border. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx('rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6', className)} {...props} />;
}
