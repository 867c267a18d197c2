import { ArrowRight, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TrainerPortrait } from '../../../components/ui/trainer-portrait.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.ts';
import type { PublicTrainers } from '../api/get-public-trainers.ts';
import { HOME_REVEAL } from '../constants.ts';
import { Reveal } from './reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

export const TRAINERS_EMPTY = 'Our coaching team is being put together. Check back soon to meet them.';
export const TRAINERS_UNAVAILABLE = 'We could not load our trainers just now.';

type TrainersShowcaseProps = { headingId: string; trainers: PublicTrainers & { refetch: () => void } };

/** Expert Trainers (spec §2, decisions §1): the gym's trainers, each with a link to their page. */
export function TrainersShowcase({ headingId, trainers }: TrainersShowcaseProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <Reveal {...HOME_REVEAL}>
        <SectionHeading
          id={headingId}
          eyebrow={t('Meet the team')}
          title={t('Expert Trainers')}
          description={t('Certified coaches with years on the gym floor. Pick the one whose style fits your goals.')}
        />
      </Reveal>
      {trainers.data ? (
        trainers.data.length === 0 ? (
          <p className="mt-12 rounded-2xl border border-zinc-300 border-dashed px-6 py-10 text-center text-zinc-600">
            {t(TRAINERS_EMPTY)}
          </p>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {trainers.data.map((trainer) => (
              <li key={trainer.trainerId}>
                {/* Side by side on a phone, so the portraits do not take a screen each; stacked from sm up. */}
                <article className="group flex h-full overflow-hidden rounded-2xl border border-zinc-200 bg-white transition-shadow hover:shadow-xl hover:shadow-zinc-950/5 sm:flex-col">
                  <div className="w-32 shrink-0 overflow-hidden bg-zinc-100 sm:w-auto">
                    <TrainerPortrait
                      trainer={trainer}
                      className="h-full w-full transition-transform duration-500 motion-safe:group-hover:scale-[1.03] sm:aspect-[5/6] sm:h-auto"
                    />
                  </div>
                  <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                    <p className="w-fit rounded-full bg-accent-soft px-2.5 py-1 font-semibold text-accent text-xs">
                      {trainer.specialty}
                    </p>
                    <h3 className="mt-2 font-bold text-lg text-zinc-950 sm:mt-3">{trainer.fullName}</h3>
                    <p className="mt-1 text-sm text-zinc-600">
                      {t('{count, plural, one {# year} other {# years}} of coaching', { count: trainer.experience })}
                    </p>
                    {trainer.biography && (
                      <p className="mt-2 line-clamp-3 text-sm text-zinc-700">{trainer.biography}</p>
                    )}
                    <Link
                      to={paths.trainer(trainer.trainerId)}
                      className="mt-auto inline-flex items-center pt-4 sm:pt-5 gap-1.5 self-start rounded-lg font-semibold text-sm text-zinc-900 underline decoration-zinc-300 underline-offset-4 hover:decoration-accent"
                    >
                      {t('View Profile')}
                      <span className="sr-only">: {trainer.fullName}</span>
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
                      />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )
      ) : trainers.isError ? (
        <div className="mt-12 flex flex-col items-center gap-4 py-10 text-center text-zinc-600">
          <p>{t(TRAINERS_UNAVAILABLE)}</p>
          <Button variant="outline" onClick={trainers.refetch} isLoading={trainers.isFetching}>
            {!trainers.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <div role="status" className="mt-12 flex min-h-64 items-center justify-center gap-3 text-zinc-600">
          <Spinner size="md" decorative />
          <span className="font-medium">{t('Loading trainers…')}</span>
        </div>
      )}
    </div>
  );
}
