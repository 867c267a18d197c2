import type { SampleTrainer } from '@gym/contract';
import { ArrowLeft, ArrowRight, Cake, MapPin, Medal, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { cx } from '../../../lib/cx.ts';
import { PORTRAIT_HEIGHT, PORTRAIT_WIDTH, trainerPortrait } from '../content.ts';

type FactProps = { icon: ReactNode; label: string; wide?: boolean; children: ReactNode };

// The icon sits inside the <dt> (a <dl> group may hold only <dt> and <dd>), drawn in the gutter on the left.
function Fact({ icon, label, wide = false, children }: FactProps) {
  return (
    <div
      className={cx(
        'relative min-h-18 rounded-2xl border border-zinc-200 bg-white py-4 pr-4 pl-17',
        wide && 'col-span-2 sm:col-span-1',
      )}
    >
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
function TrainWith({ trainer }: { trainer: SampleTrainer }) {
  const { user } = useAuth();
  if (user && user.role !== 'user') return null;
  const firstName = trainer.name.split(' ')[0];
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-zinc-950 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div>
        <p className="font-bold text-lg">Train with {firstName}</p>
        <p className="mt-1 text-sm text-zinc-300">
          {user ? 'Book a 2-hour session on a day that suits you.' : 'Become a member, then book your sessions online.'}
        </p>
      </div>
      <Link
        to={user ? paths.member.registerTraining : paths.register}
        className={buttonClasses({ className: 'shrink-0' })}
      >
        {user ? 'Book a session' : 'Sign Up'}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** A sample trainer's static page (spec §2 /trainer/{id}): photo, name, age, address, phone and description. */
export function TrainerProfile({ trainer }: { trainer: SampleTrainer }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={paths.home} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Link>
      <article className="mt-6 grid gap-8 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] md:items-start lg:gap-14">
        <img
          src={trainerPortrait(trainer)}
          alt={`Illustrated portrait of ${trainer.name}`}
          width={PORTRAIT_WIDTH}
          height={PORTRAIT_HEIGHT}
          fetchPriority="high"
          className="mx-auto aspect-[5/6] w-full max-w-xs rounded-3xl md:max-w-none bg-zinc-100 object-cover shadow-xl shadow-zinc-950/10"
        />
        <div>
          <p className="w-fit rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent text-sm">
            {trainer.specialization}
          </p>
          <h1 className="mt-4 font-extrabold text-4xl text-zinc-950 tracking-tight sm:text-5xl">{trainer.name}</h1>
          <p className="mt-5 text-pretty text-lg text-zinc-700 leading-relaxed">{trainer.description}</p>
          <dl className="mt-8 grid grid-cols-2 gap-3">
            <Fact icon={<Cake aria-hidden="true" className="size-5" />} label="Age">
              {trainer.age}
            </Fact>
            <Fact icon={<Medal aria-hidden="true" className="size-5" />} label="Experience">
              {trainer.experience} years
            </Fact>
            <Fact icon={<MapPin aria-hidden="true" className="size-5" />} label="Address" wide>
              {trainer.address}
            </Fact>
            <Fact icon={<Phone aria-hidden="true" className="size-5" />} label="Phone" wide>
              <a
                href={`tel:${trainer.phone}`}
                className="underline decoration-zinc-300 underline-offset-4 hover:decoration-accent"
              >
                <PhoneNumber value={trainer.phone} />
              </a>
            </Fact>
          </dl>
          <TrainWith trainer={trainer} />
        </div>
      </article>
    </div>
  );
}
