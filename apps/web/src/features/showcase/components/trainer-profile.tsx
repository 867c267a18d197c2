import type { PublicTrainer } from '@gym/contract';
import { ArrowLeft, ArrowRight, Award, Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { TrainerPortrait } from '../../../components/ui/trainer-portrait.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatYears } from '../../../lib/format-money.ts';
import { useT } from '../../../lib/i18n.ts';

type FactProps = { icon: ReactNode; label: string; children: ReactNode };

// The icon sits inside the <dt> (a <dl> group may hold only <dt> and <dd>), drawn in the gutter on the left.
function Fact({ icon, label, children }: FactProps) {
  return (
    <div className="relative min-h-18 rounded-2xl border border-zinc-200 bg-white py-4 pr-4 pl-17">
      <dt className="text-sm text-zinc-600">
        <span className="absolute top-4 left-4 flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-semibold text-zinc-950">{children}</dd>
    </div>
  );
}

/** The next step for a visitor (join) or a member (book a session); staff roles have no use for it. */
function TrainWith({ trainer }: { trainer: PublicTrainer }) {
  const { user } = useAuth();
  const t = useT();
  if (user && user.role !== 'user') return null;
  const firstName = trainer.fullName.split(' ')[0];
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-zinc-950 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <p className="font-bold text-lg">{t('Train with {name}', { name: firstName })}</p>
        <p className="mt-1 text-sm text-zinc-300">
          {user
            ? t('Book a 2-hour session on a day that suits you.')
            : t('Become a member, then book your sessions online.')}
        </p>
      </div>
      <Link
        to={user ? paths.member.registerTraining : paths.register}
        className={buttonClasses({ className: 'shrink-0' })}
      >
        {user ? t('Book a session') : t('Sign Up')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** A trainer's public page (spec §2 /trainer/{id}, decisions §1): photo, name, specialty, experience, biography. */
export function TrainerProfile({ trainer }: { trainer: PublicTrainer }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Go Back')}
      </Link>
      <article className="mt-6 grid gap-8 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] md:items-start lg:gap-14">
        <TrainerPortrait
          trainer={trainer}
          priority
          className="mx-auto aspect-[5/6] w-full max-w-xs rounded-3xl md:max-w-none shadow-xl shadow-zinc-950/10"
        />
        <div>
          <p className="w-fit rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent text-sm">
            {trainer.specialty}
          </p>
          <h1 className="mt-4 font-extrabold text-4xl text-zinc-950 tracking-tight sm:text-5xl">{trainer.fullName}</h1>
          <p className="mt-5 whitespace-pre-line text-pretty text-lg text-zinc-700 leading-relaxed">
            {trainer.biography ?? t('{name} has not written a biography yet.', { name: trainer.fullName })}
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-3">
            <Fact icon={<Award aria-hidden="true" className="size-5" />} label={t('Experience')}>
              {formatYears(trainer.experience)}
            </Fact>
            <Fact icon={<Dumbbell aria-hidden="true" className="size-5" />} label={t('Specialty')}>
              {trainer.specialty}
            </Fact>
          </dl>
          <TrainWith trainer={trainer} />
        </div>
      </article>
    </div>
  );
}
