import { ChevronLeft, ChevronRight, Pause, Quote } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/cx.ts';
import { useT } from '../../../lib/i18n.ts';
import { REVIEW_INTERVAL_MS } from '../constants.ts';
import type { Review } from '../content.ts';
import { usePrefersReducedMotion } from '../use-reduced-motion.ts';
import { StarRating } from './star-rating.tsx';

// How the cards behind the front one sit: each a little lower and narrower, on a darker card.
const depthClasses = [
  'z-30 bg-white',
  'z-20 translate-y-4 scale-[0.95] bg-zinc-50',
  'z-10 translate-y-8 scale-90 bg-zinc-100',
];

/**
 * Client reviews as a stack of cards (spec §2). It advances every 3000 ms and, as the spec asks, keeps going when
 * hovered, touched or focused; the visible Pause toggle stops it (WCAG 2.2.2), and under prefers-reduced-motion
 * it starts paused. Pause is a native checkbox drawn as a button, so a tap on the prerendered landing page before
 * hydration ticks it, and React starts from it (docs/decisions/013-first-touch.md). Only what the visitor chose
 * (previous, next, a dot) is announced, politely: an automatic change every 3 s would talk over everything else.
 */
export function ReviewsCarousel({ reviews }: { reviews: readonly Review[] }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses Pause or Play; until then reduced motion decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = (playChoice ?? !reducedMotion) && reviews.length > 1;
  const [announcement, setAnnouncement] = useState('');
  const count = reviews.length;
  const pauseRef = useRef<HTMLInputElement>(null);

  // A tap on Pause before React took the page over ticked the box, which hydration keeps (the markup said
  // unticked: defaultChecked): that is the visitor's choice. Read before the first paint, so it never flickers.
  useLayoutEffect(() => {
    const box = pauseRef.current;
    if (box && box.checked !== box.defaultChecked) setPlayChoice(!box.checked);
  }, []);

  // A new timer after every change, so a card chosen by hand gets its full 3 s too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer on every change, by hand or not
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), REVIEW_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, count]);

  const show = (next: number) => {
    const target = (next + count) % count;
    const review = reviews[target];
    setIndex(target);
    if (review)
      setAnnouncement(t('Review {number} of {count}: {name}', { number: target + 1, count, name: review.name }));
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('Member reviews')} className="flex flex-col">
      <div className="grid pb-8">
        {reviews.map((review, i) => {
          const depth = (i - index + count) % count;
          const isFront = depth === 0;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset is for form controls
            <figure
              key={review.name}
              role="group"
              aria-roledescription="slide"
              aria-label={t('{number} of {count}', { number: i + 1, count })}
              aria-hidden={isFront ? undefined : true}
              inert={!isFront}
              className={cx(
                'col-start-1 row-start-1 flex origin-bottom flex-col rounded-3xl border border-zinc-200 p-6 shadow-xl shadow-zinc-950/5 transition-[translate,scale,background-color] duration-500 ease-out sm:p-8',
                depthClasses[Math.min(depth, depthClasses.length - 1)],
              )}
            >
              <div
                className={cx(
                  'flex flex-1 flex-col transition-opacity duration-500',
                  isFront ? 'opacity-100' : 'opacity-0',
                )}
              >
                <div className="flex items-center justify-between gap-4">
                  <StarRating rating={review.rating} />
                  <Quote aria-hidden="true" className="size-8 text-accent/25" />
                </div>
                <blockquote className="mt-5 flex-1 text-pretty text-lg text-zinc-800 leading-relaxed">
                  <p>“{t(review.text)}”</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <img
                    src={review.image}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full"
                  />
                  <span>
                    <span className="block font-semibold text-zinc-950">{review.name}</span>
                    <span className="block text-sm text-zinc-600">{t(review.role)}</span>
                  </span>
                </figcaption>
              </div>
            </figure>
          );
        })}
      </div>

      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-1">
          {reviews.map((review, i) => (
            <button
              key={review.name}
              type="button"
              aria-label={t('Show review {number}', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
              className="group flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'h-2 rounded-full transition-all',
                  i === index ? 'w-6 bg-zinc-900' : 'w-2 bg-zinc-400 group-hover:bg-zinc-600',
                )}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" aria-label={t('Previous review')} onClick={() => show(index - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          {/* The box covers its label, so a tap anywhere on the control lands on it; ticked is paused. */}
          <label className="relative inline-flex h-9 select-none items-center justify-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 font-semibold text-sm text-zinc-900 transition-colors hover:border-zinc-400 hover:bg-zinc-50 has-checked:border-zinc-900 has-checked:bg-zinc-900 has-checked:text-white">
            <input
              ref={pauseRef}
              type="checkbox"
              checked={!playing}
              onChange={(event) => setPlayChoice(!event.target.checked)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg"
            />
            <Pause aria-hidden="true" className="size-4" />
            {t('Pause')}
          </label>
          <Button variant="outline" size="sm" aria-label={t('Next review')} onClick={() => show(index + 1)}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
