import type { PublicTrainer } from '@gym/contract';
import { ArrowRight, Clock, Medal, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n.ts';
import type { Review } from '../content.ts';

/** The average of the ratings, to one decimal (0 without reviews). */
export const averageRating = (reviews: readonly Pick<Review, 'rating'>[]) =>
  reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;

/**
 * The second testimonials block (spec §2 "testimonials (two blocks)"): the numbers behind the reviews, each taken
 * from the site's own content (the reviews' ratings, the trainers' experience, the FAQ's promises), and an
 * invitation to add one's own feedback (to visitors and members, like the Feedback link: decisions §8).
 */
export function ReviewHighlights({
  reviews,
  trainers,
}: {
  reviews: readonly Review[];
  /** The gym's trainers once read; their years are added up (the figure waits for them). */
  trainers: readonly PublicTrainer[] | undefined;
}) {
  const { user } = useAuth();
  const t = useT();
  const canLeaveFeedback = user === null || user.role === 'user';
  const combinedExperience = trainers?.reduce((sum, t) => sum + t.experience, 0) ?? 0;
  const stats = [
    { icon: Star, value: `${averageRating(reviews).toFixed(1)}/5`, label: 'average rating from our members' },
    { icon: Clock, value: '24/7', label: 'access for every member' },
    {
      icon: Sparkles,
      value: t('{count, plural, one {# day} other {# days}}', { count: 7 }),
      label: 'free trial for new members',
    },
    ...(combinedExperience > 0
      ? [
          {
            icon: Medal,
            value: t('{count, plural, one {# year} other {# years}}', { count: combinedExperience }),
            label: 'of coaching across our trainers',
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col rounded-3xl bg-zinc-950 p-6 text-white sm:p-8">
      <h3 className="font-bold text-2xl tracking-tight">{t('Why members stay')}</h3>
      <p className="mt-2 text-zinc-300">{t('Real coaching, flexible hours and a team that remembers your name.')}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        {stats.map(({ icon: Icon, value, label }) => (
          <div key={label} className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-4">
            <Icon aria-hidden="true" className="size-5 text-orange-400" />
            <dt className="order-last mt-1 text-sm text-zinc-300">{t(label)}</dt>
            <dd className="mt-3 font-extrabold text-2xl tracking-tight sm:text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
      {canLeaveFeedback && (
        <div className="mt-auto pt-6">
          <Link to={paths.feedback} className={buttonClasses({ variant: 'inverse', className: 'w-full sm:w-auto' })}>
            {t('Share your experience')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </div>
  );
}
