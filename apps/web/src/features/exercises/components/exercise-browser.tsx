import { EXERCISE_BODY_PARTS, EXERCISE_MESSAGES, EXERCISE_SEARCH_MAX, type ExerciseBodyPart } from '@gym/contract';
import { ChevronLeft, ChevronRight, RotateCw, SearchX } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useBodyParts } from '../api/get-body-parts.ts';
import { type ExerciseSearch, useExercises } from '../api/get-exercises.ts';
import { bodyPartLabel, exerciseSearchParams, readExerciseSearch } from '../format.ts';
import { ExerciseCard } from './exercise-card.tsx';

/**
 * The catalogue (spec §2 /exercise): a search box, body-part chips and a paged grid. Its state lives in the
 * address, so back and forward walk through earlier searches, filters and pages.
 */
export function ExerciseBrowser() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const current = readExerciseSearch(params);
  const list = useExercises(current);
  useT();

  const go = (next: ExerciseSearch, replace = false) =>
    setParams(exerciseSearchParams(next), { replace, preventScrollReset: true });

  // A page past the end (an old link, or a list that shrank) moves to the last page there is.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : undefined;
  const clampPage = useEffectEvent((page: number) => go({ ...current, page }, true));
  useEffect(() => {
    if (!list.isPlaceholderData && lastPage !== undefined && current.page > lastPage) clampPage(lastPage);
  }, [list.isPlaceholderData, lastPage, current.page]);

  const from = `${location.pathname}${location.search}`;
  const filtered = current.search !== '' || current.bodyPart !== '';

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <SearchBox
          label={t('Search exercises')}
          placeholder={t('Name, muscle or equipment, e.g. squat, triceps, kettlebell')}
          maxLength={EXERCISE_SEARCH_MAX}
          value={current.search}
          onSearch={(search, replace) => go({ ...current, search, page: 1 }, replace)}
        />
        <BodyPartChips value={current.bodyPart} onChange={(bodyPart) => go({ ...current, bodyPart, page: 1 })} />
      </div>

      {list.isPending ? (
        <PageSpinner label={t('Loading exercises')} />
      ) : list.isError && !list.data ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 px-4 py-12 text-center">
          <p className="font-medium text-zinc-900">{t(EXERCISE_MESSAGES.listFailed)}</p>
          <Button variant="outline" onClick={() => list.refetch()} isLoading={list.isFetching}>
            {!list.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="exercise-results" aria-busy={list.isFetching} className="grid gap-4">
          <div className="flex min-h-6 items-center gap-2 text-sm text-zinc-600">
            <h2 id="exercise-results" aria-live="polite">
              {summaryOf(list.data.total, current.page, list.data.pageSize, list.data.items.length)}
            </h2>
            {list.isFetching && <Spinner size="sm" label={t('Updating the list')} />}
          </div>
          {list.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-zinc-300 px-4 py-14 text-center">
              <SearchX aria-hidden="true" className="size-8 text-zinc-500" />
              <p className="font-medium text-zinc-900">{t(EXERCISE_MESSAGES.noResults)}</p>
              {filtered && (
                <Button variant="outline" onClick={() => go({ search: '', bodyPart: '', page: 1 })}>
                  {t('Clear search and filters')}
                </Button>
              )}
            </div>
          ) : (
            <ul
              className={cx(
                'grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
                list.isPlaceholderData && 'opacity-60',
              )}
            >
              {list.data.items.map((exercise) => (
                <li key={exercise.id} className="grid">
                  <ExerciseCard exercise={exercise} from={from} />
                </li>
              ))}
            </ul>
          )}
          {lastPage !== undefined && lastPage > 1 && <Pagination current={current} lastPage={lastPage} />}
        </section>
      )}
    </div>
  );
}

const summaryOf = (total: number, page: number, pageSize: number, shown: number) => {
  const count = t('{count, plural, one {# exercise} other {# exercises}}', { count: total });
  if (total <= pageSize || shown === 0) return count;
  const first = (page - 1) * pageSize + 1;
  return t('{first}–{last} of {count}', { first, last: first + shown - 1, count });
};

function BodyPartChips({
  value,
  onChange,
}: {
  value: ExerciseBodyPart | '';
  onChange: (bodyPart: ExerciseBodyPart | '') => void;
}) {
  // The catalogue's own list; the contract's list stands in while it loads, so the chips do not jump.
  const bodyParts = useBodyParts().data ?? EXERCISE_BODY_PARTS;
  const options: { value: ExerciseBodyPart | ''; label: string }[] = [
    { value: '', label: t('All') },
    ...bodyParts.map((part) => ({ value: part, label: bodyPartLabel(part) })),
  ];
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <legend className="sr-only">{t('Body part')}</legend>
      <ul className="flex gap-2 sm:flex-wrap">
        {options.map((option) => {
          const selected = option.value === value;
          return (
            <li key={option.value || 'all'} className="shrink-0">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(option.value)}
                className={cx(
                  'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
                  selected
                    ? 'border-zinc-900 bg-zinc-900 text-white'
                    : 'border-zinc-300 bg-white text-zinc-700 hover:border-zinc-400 hover:bg-zinc-50 hover:text-zinc-950',
                )}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function Pagination({ current, lastPage }: { current: ExerciseSearch; lastPage: number }) {
  const { pathname } = useLocation();
  const page = Math.min(current.page, lastPage);
  const linkTo = (target: number) => ({ pathname, search: `?${exerciseSearchParams({ ...current, page: target })}` });
  const disabled = buttonClasses({ variant: 'outline', className: 'pointer-events-none opacity-50' });
  return (
    <nav aria-label={t('Pagination')} className="flex items-center justify-between gap-3 border-zinc-200 border-t pt-4">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev" className={buttonClasses({ variant: 'outline' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('Previous')}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('Previous')}
        </span>
      )}
      <p className="text-sm text-zinc-600">{t('Page {page} of {pages}', { page, pages: lastPage })}</p>
      {page < lastPage ? (
        <Link to={linkTo(page + 1)} rel="next" className={buttonClasses({ variant: 'outline' })}>
          {t('Next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {t('Next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
