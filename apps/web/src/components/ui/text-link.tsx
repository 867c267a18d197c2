import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cx } from '../../lib/cx.ts';

/** An inline link in running text: underlined so it does not rely on colour alone. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cx(
        'font-semibold text-zinc-900 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent',
        className,
      )}
      {...props}
    />
  );
}
