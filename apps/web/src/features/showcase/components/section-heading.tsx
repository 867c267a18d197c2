import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';

type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
};

/** A landing section's heading: a small label above an h2, and an optional line under it. */
export function SectionHeading({ id, eyebrow, title, description, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="font-semibold text-accent text-sm uppercase tracking-wider">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-balance font-extrabold text-3xl text-zinc-950 tracking-tight sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-pretty text-lg text-zinc-600">{description}</p>}
    </div>
  );
}
