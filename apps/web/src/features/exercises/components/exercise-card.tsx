import type { Exercise } from '@gym/contract';
import { Dumbbell, Target } from 'lucide-react';
import { Link } from 'react-router';
import { Fact } from '../../../components/ui/fact.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.ts';
import type { ExerciseBackState } from '../format.ts';
import { bodyPartLabel } from '../format.ts';
import { ExerciseImage } from './exercise-image.tsx';

/**
 * A catalogue card. The name is the one link; it stretches over the whole card so all of it is clickable,
 * while a screen reader hears just the name.
 */
export function ExerciseCard({ exercise, from }: { exercise: Exercise; from: string }) {
  const state: ExerciseBackState = { from };
  const t = useT();
  return (
    <article className="group relative flex h-full overflow-hidden sm:flex-col rounded-2xl border border-zinc-200 bg-white transition-colors hover:border-zinc-300 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-accent has-[a:focus-visible]:outline-offset-2">
      {/* Phones get a compact row (picture beside the text) so a page of twelve stays short. */}
      <ExerciseImage
        src={exercise.gifUrl}
        alt=""
        className="w-28 shrink-0 border-zinc-200 border-r sm:aspect-[4/3] sm:w-full sm:border-r-0 sm:border-b"
      />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <p className="text-xs font-semibold tracking-wider text-accent uppercase">{bodyPartLabel(exercise.bodyPart)}</p>
        <h2 className="mt-1 font-semibold text-zinc-950 leading-snug">
          <Link
            to={paths.exercise(exercise.id)}
            state={state}
            className="before:absolute before:inset-0 focus-visible:outline-none group-hover:underline group-hover:decoration-zinc-400 group-hover:underline-offset-4"
          >
            {exercise.name}
          </Link>
        </h2>
        <dl className="mt-2 grid gap-1 text-sm text-zinc-600 sm:mt-3">
          <Fact icon={Target} label={t('Target')} valueClassName="first-letter:uppercase">
            {exercise.target}
          </Fact>
          <Fact icon={Dumbbell} label={t('Equipment')} valueClassName="first-letter:uppercase">
            {exercise.equipment}
          </Fact>
        </dl>
      </div>
    </article>
  );
}
