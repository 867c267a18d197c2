import { RATING_MAX, ratingLabel } from '@gym/contract';
import { Star } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';
import { t, useT } from '../../../lib/i18n.ts';

/** A rating as stars and its word ("Very Good"); read out as "Rated 4 out of 5, Very Good". */
export function RatingStars({ rating }: { rating: number }) {
  useT();
  const label = ratingLabel(rating);
  return (
    <p className="flex items-center gap-2">
      <span
        role="img"
        aria-label={t('Rated {rating} out of {max}', { rating, max: RATING_MAX })}
        className="flex gap-0.5"
      >
        {Array.from({ length: RATING_MAX }, (_, i) => (
          <Star
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not data.
            key={i}
            aria-hidden="true"
            className={cx('size-4', i < rating ? 'fill-amber-500 text-amber-600' : 'fill-zinc-100 text-zinc-400')}
          />
        ))}
      </span>
      {label && <span className="text-sm font-semibold text-zinc-800">{t(label)}</span>}
    </p>
  );
}
