import { EXERCISE_MESSAGES, type Exercise } from '@gym/contract';
import { ArrowLeft, Dumbbell, RotateCw, SearchX, Target } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useExercise } from '../api/get-exercise.ts';
import { backLinkOf, bodyPartLabel, parseExerciseId } from '../format.ts';
import { ExerciseImage } from './exercise-image.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';

export const EXERCISE_NOT_FOUND_TEXT = 'This exercise is not in our catalogue.';
export const EXERCISE_UNAVAILABLE_TEXT = 'We could not load this exercise just now.';

/** `/exercise/:id` (spec §2): the exercise, its steps, and the favourite toggle for members. */
export function ExerciseDetails({ idParam }: { idParam: string | undefined }) {
  const id = parseExerciseId(idParam);
  const exercise = useExercise(id);
  const notFound = id === undefined || (exercise.error instanceof ApiError && exercise.error.status === 404);
  useT();
  usePageTitle(exercise.data?.name ?? t(notFound ? EXERCISE_MESSAGES.notFound : 'Exercise'));

  if (notFound) return <ExerciseNotFound />;
  if (exercise.isPending) return <PageSpinner label={t('Loading exercise')} />;
  if (exercise.isError) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold tracking-tight">{t(EXERCISE_UNAVAILABLE_TEXT)}</h1>
        <Button variant="outline" onClick={() => exercise.refetch()} isLoading={exercise.isFetching}>
          {!exercise.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </div>
    );
  }
  return <ExerciseView exercise={exercise.data} />;
}

function ExerciseNotFound() {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t(EXERCISE_MESSAGES.notFound)}</h1>
      <p className="mt-3 text-zinc-600">{t(EXERCISE_NOT_FOUND_TEXT)}</p>
      <Link to={paths.exercises} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('Browse exercises')}
      </Link>
    </div>
  );
}

function ExerciseView({ exercise }: { exercise: Exercise }) {
  const location = useLocation();
  const back = backLinkOf(location.state);
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <TextLink to={back.to} className="inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t(back.label)}
      </TextLink>
      <div className="mt-6 grid gap-8 lg:grid-cols-[0.9fr_1.1fr] lg:items-start lg:gap-12">
        <ExerciseImage
          src={exercise.gifUrl}
          alt={t('Illustration of the {bodyPart} muscles', {
            bodyPart: bodyPartLabel(exercise.bodyPart).toLocaleLowerCase(),
          })}
          className="aspect-[4/3] w-full rounded-2xl border border-zinc-200 lg:sticky lg:top-24"
        />
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            <span className="sr-only">{t('Body part:')} </span>
            {bodyPartLabel(exercise.bodyPart)}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-zinc-950 sm:text-4xl">
            {exercise.name}
          </h1>
          <dl className="mt-6 grid gap-3 sm:grid-cols-2">
            <Fact icon={Target} label={t('Target')} value={exercise.target} />
            <Fact icon={Dumbbell} label={t('Equipment')} value={exercise.equipment} />
          </dl>
          <div className="mt-6">
            <FavouriteToggle exercise={exercise} />
          </div>
          <section aria-labelledby="steps-title" className="mt-10 border-zinc-200 border-t pt-6">
            <h2 id="steps-title" className="text-lg font-semibold text-zinc-950">
              {t('How to do it')}
            </h2>
            <ol className="mt-4 grid gap-4">
              {exercise.instructions.map((step, index) => (
                // Steps are plain text and never reorder: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 text-pretty text-zinc-700 leading-relaxed">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </div>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Target; label: string; value: string }) {
  // A <dl> may only hold <dt>/<dd> directly or in one wrapping <div>: the icon lives inside the <dt>.
  return (
    <div className="relative rounded-xl border border-zinc-200 py-3 pr-4 pl-16">
      <dt className="text-xs font-medium text-zinc-500">
        <span className="-translate-y-1/2 absolute top-1/2 left-4 flex size-9 items-center justify-center rounded-lg bg-zinc-100 text-zinc-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-medium text-zinc-900 first-letter:uppercase">{value}</dd>
    </div>
  );
}
