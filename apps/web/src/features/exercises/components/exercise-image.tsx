import { cx } from '../../../lib/cx.ts';

/**
 * Our illustrations are 4:3 SVGs, one per body part; width and height are set so the page does not shift as
 * they load. Callers size it (`aspect-[4/3] w-full` for the full picture).
 */
export function ExerciseImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={240}
      height={180}
      loading="lazy"
      decoding="async"
      className={cx('bg-zinc-100 object-cover', className)}
    />
  );
}
