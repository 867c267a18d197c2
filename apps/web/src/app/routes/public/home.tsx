import { ArrowRight, ClipboardList, Medal, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymName } from '../../../lib/gym.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const promises = [
  {
    icon: ClipboardList,
    title: 'Personalised plans',
    text: 'A membership and a programme that fit your goals, your schedule and your starting point.',
  },
  {
    icon: Medal,
    title: 'Expert trainers',
    text: 'Certified coaches who plan your sessions with you and keep your technique safe.',
  },
  {
    icon: UsersRound,
    title: 'A supportive community',
    text: 'Friendly staff and members who notice when you show up, and cheer when you progress.',
  },
] as const;

export default function HomeRoute() {
  usePageTitle('Personalised plans and expert trainers');
  const { user } = useAuth();
  const gymName = useGymName();

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-zinc-950 text-white">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(194_65_12/0.35),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:4rem_4rem] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:items-center lg:gap-16 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-zinc-200">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            Welcome to {gymName}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance font-extrabold text-4xl leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl"
          >
            Train with a plan. <span className="text-zinc-400">Get stronger together.</span>
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-zinc-300 sm:text-xl">
            Personalised plans, expert trainers and a supportive community: everything you need to reach your goals,
            under one roof.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <Link to={paths.dashboard(user.role)} className={buttonClasses({ size: 'lg' })}>
                Go to your dashboard
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <>
                <Link to={paths.register} className={buttonClasses({ size: 'lg' })}>
                  Sign Up
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
                <Link to={paths.login} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
                  Login
                </Link>
              </>
            )}
          </div>
        </div>

        <ul className="grid gap-3 sm:gap-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-white/10 bg-white/[0.04] p-5 backdrop-blur-sm"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/10 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h2 className="font-semibold text-white">{title}</h2>
                <p className="mt-1 text-sm text-zinc-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
