import { SAMPLE_TRAINERS } from '@gym/contract';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { HOME_REVEAL } from '../constants.ts';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, trainerPortrait } from '../content.ts';
import { Reveal } from './reveal.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Expert Trainers (spec §2): the four sample trainers, each with a link to their page. */
export function TrainersShowcase({ headingId }: { headingId: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
      <Reveal {...HOME_REVEAL}>
        <SectionHeading
          id={headingId}
          eyebrow="Meet the team"
          title="Expert Trainers"
          description="Certified coaches with years on the gym floor. Pick the one whose style fits your goals."
        />
      </Reveal>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SAMPLE_TRAINERS.map((trainer) => (
          <Reveal as="li" key={trainer.id} {...HOME_REVEAL}>
            {/* Side by side on a phone, so four portraits do not take four screens; stacked from sm up. */}
            <article className="group flex h-full overflow-hidden rounded-2xl border border-zinc-200 bg-white transition-shadow hover:shadow-xl hover:shadow-zinc-950/5 sm:flex-col">
              <div className="w-32 shrink-0 overflow-hidden bg-zinc-100 sm:w-auto">
                <img
                  src={trainerPortrait(trainer)}
                  alt={`Illustrated portrait of ${trainer.name}`}
                  width={PORTRAIT_WIDTH}
                  height={PORTRAIT_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-[1.03] sm:aspect-[5/6] sm:h-auto"
                />
              </div>
              <div className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                <p className="w-fit rounded-full bg-accent-soft px-2.5 py-1 font-semibold text-accent text-xs">
                  {trainer.specialization}
                </p>
                <h3 className="mt-2 font-bold text-lg text-zinc-950 sm:mt-3">{trainer.name}</h3>
                <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:mt-3">
                  <div>
                    <dt className="text-zinc-600">Age</dt>
                    <dd className="font-semibold text-zinc-900">{trainer.age}</dd>
                  </div>
                  <div>
                    <dt className="text-zinc-600">Experience</dt>
                    <dd className="font-semibold text-zinc-900">{trainer.experience} years</dd>
                  </div>
                </dl>
                <Link
                  to={paths.trainer(trainer.id)}
                  className="mt-auto inline-flex items-center pt-4 sm:pt-5 gap-1.5 self-start rounded-lg font-semibold text-sm text-zinc-900 underline decoration-zinc-300 underline-offset-4 hover:decoration-accent"
                >
                  View Profile<span className="sr-only">: {trainer.name}</span>
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5"
                  />
                </Link>
              </div>
            </article>
          </Reveal>
        ))}
      </ul>
    </div>
  );
}
