import { DEFAULT_PLAN_IMAGE_URL } from '@gym/contract';
import type { ComponentProps } from 'react';
import { cx } from '../../../lib/cx.ts';

/**
 * A plan's picture at the size of our own artwork (800 × 500), so the page does not jump while it loads; a
 * `className` with its own aspect ratio crops it (centred).
 * An address that fails (gone, or another host the page's security policy blocks) shows the default image.
 */
export function PlanImage({
  src,
  alt,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt'> & { src: string; alt: string }) {
  return (
    <img
      src={src || DEFAULT_PLAN_IMAGE_URL}
      alt={alt}
      width={800}
      height={500}
      decoding="async"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(DEFAULT_PLAN_IMAGE_URL)) img.src = DEFAULT_PLAN_IMAGE_URL;
      }}
      className={cx('w-full bg-zinc-800 object-cover', className ?? 'aspect-[8/5]')}
      {...props}
    />
  );
}
