import { EXERCISE_MESSAGES, FAVOURITE_DETAIL_MAX, FAVOURITE_NAME_MAX } from '@gym/contract';
import { Heart, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.ts';
import { useFavourites } from '../favourites.ts';
import { bodyPartLabel, type ExerciseBackState } from '../format.ts';
import { TruncatedText } from './truncated-text.tsx';

/**
 * The member's favourite exercises (spec §2 /dashboard/user/favourite-exercises): names cut at 24 characters,
 * body part and target at 15, each with a link to the exercise and a Remove button.
 */
export function FavouritesList() {
  const { items, remove } = useFavourites();
  const t = useT();
  const removeButtons = useRef(new Map<number, HTMLButtonElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);
  // After a removal, focus goes to the next item's Remove button (or the empty state), not to the page's top.
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    const next = items[Math.min(focusAt, items.length - 1)];
    if (next) removeButtons.current.get(next.id)?.focus();
    else emptyRef.current?.focus();
    setFocusAt(null);
  }, [focusAt, items]);

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-300 px-4 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
          <Heart aria-hidden="true" className="size-6" />
        </span>
        <p ref={emptyRef} tabIndex={-1} className="text-lg font-semibold text-zinc-900 focus:outline-none">
          {t(EXERCISE_MESSAGES.favouritesEmpty)}
        </p>
        <p className="max-w-sm text-zinc-600">{t('Open an exercise and choose Add to favourites to keep it here.')}</p>
        <Link to={paths.exercises} className={buttonClasses()}>
          {t('Browse exercises')}
        </Link>
      </div>
    );
  }

  const state: ExerciseBackState = { from: paths.member.favourites };
  return (
    <ul aria-label={t('Favourite exercises')} className="grid grid-cols-1 gap-3">
      {items.map((item, index) => (
        <li
          key={item.id}
          className="flex items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-3 sm:gap-4 sm:p-4"
        >
          <img
            src={item.gifUrl}
            alt=""
            width={240}
            height={180}
            loading="lazy"
            className="aspect-[4/3] w-14 shrink-0 rounded-lg bg-zinc-100 object-cover sm:w-24"
          />
          <div className="min-w-0 flex-1">
            <Link
              to={paths.exercise(item.id)}
              state={state}
              className="font-semibold text-zinc-950 underline decoration-zinc-300 underline-offset-4 hover:decoration-accent"
            >
              <TruncatedText text={item.name} max={FAVOURITE_NAME_MAX} />
            </Link>
            <dl className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-zinc-600">
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-zinc-500">{t('Body part')}</dt>
                <dd>
                  <TruncatedText text={bodyPartLabel(item.bodyPart)} max={FAVOURITE_DETAIL_MAX} />
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-1">
                <dt className="text-zinc-500">{t('Target')}</dt>
                <dd>
                  <TruncatedText text={bodyPartLabel(item.target)} max={FAVOURITE_DETAIL_MAX} />
                </dd>
              </div>
            </dl>
          </div>
          <Button
            ref={(element) => {
              if (element) removeButtons.current.set(item.id, element);
              else removeButtons.current.delete(item.id);
            }}
            variant="outline"
            size="sm"
            aria-label={t('Remove {name}', { name: item.name })}
            onClick={() => {
              remove(item.id);
              toast.success(EXERCISE_MESSAGES.removedFromFavourites);
              setFocusAt(index);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('Remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
