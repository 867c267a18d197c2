import { Star } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';
import { useT } from '../../../lib/i18n.ts';

/** Five stars, `rating` of them filled; read out as "Rated N out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span role="img" aria-label={t('Rated {rating} out of 5', { rating })} className={cx('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cx('size-4', n <= rating ? 'fill-amber-500 text-amber-500' : 'fill-zinc-200 text-zinc-300')}
        />
      ))}
    </span>
  );
}
