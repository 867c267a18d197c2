import type { ReactNode } from 'react';
import { Link } from 'react-router';
import forgeline from '../../assets/sponsors/forgeline.svg';
import ironleaf from '../../assets/sponsors/ironleaf.svg';
import kinetiq from '../../assets/sponsors/kinetiq.svg';
import summit from '../../assets/sponsors/summit.svg';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.ts';
import { useGymInfo, useGymName, useGymToday } from '../../lib/gym.ts';
import { useT } from '../../lib/i18n.ts';
import { FacebookIcon, GithubIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../ui/brand-icons.ts';
import { Brand } from './brand.tsx';

/** The © line: this year in the gym's time zone (once its settings are read), and the gym's name. */
function Copyright() {
  const t = useT();
  const year = useGymToday()?.slice(0, 4);
  const gym = useGymName();
  return (
    <>{year ? t('© {year} {gym}. All rights reserved.', { year, gym }) : t('© {gym}. All rights reserved.', { gym })}</>
  );
}

// The gym's links (its settings); one left empty is not shown.
const socials = [
  { key: 'twitter', label: 'Twitter', icon: TwitterIcon },
  { key: 'facebook', label: 'Facebook', icon: FacebookIcon },
  { key: 'instagram', label: 'Instagram', icon: InstagramIcon },
  { key: 'linkedin', label: 'LinkedIn', icon: LinkedinIcon },
  { key: 'github', label: 'GitHub', icon: GithubIcon },
] as const;

const sponsors = [
  { src: ironleaf, name: 'Ironleaf Nutrition' },
  { src: kinetiq, name: 'Kinetiq Apparel' },
  { src: summit, name: 'Summit Hydration' },
  { src: forgeline, name: 'Forgeline Equipment' },
] as const;

const headingClass = 'text-sm font-semibold uppercase tracking-wider text-white';
const linkClass = 'text-zinc-300 underline-offset-4 hover:text-white hover:underline';

/** `newsletter` is the signup form, passed in so the layout does not depend on a feature. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const t = useT();
  const { user } = useAuth();
  const links = useGymInfo().data?.socialLinks ?? {};
  const follow = socials.filter((s) => links[s.key]);
  const explore = [
    { to: paths.home, label: 'Home' },
    { to: paths.exercises, label: 'Exercises' },
    ...(user === null || user.role === 'user' ? [{ to: paths.feedback, label: 'Feedback' }] : []),
    ...(user
      ? [{ to: paths.dashboard(user.role), label: 'My dashboard' }]
      : [
          { to: paths.register, label: 'Register' },
          { to: paths.login, label: 'Login' },
        ]),
  ];

  return (
    <footer className="border-zinc-800 border-t bg-zinc-950 text-zinc-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.7fr)_minmax(0,1.4fr)_minmax(0,1fr)] lg:py-16">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <Brand inverse />
          <p className="text-sm text-zinc-300">
            {t('Personalised plans, expert trainers and a community that keeps you coming back.')}
          </p>
        </div>

        <nav aria-labelledby="footer-explore" className="grid min-w-0 grid-cols-1 content-start gap-4">
          <h2 id="footer-explore" className={headingClass}>
            {t('Explore More')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {explore.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-newsletter" className="grid min-w-0 grid-cols-1 content-start gap-4">
          <h2 id="footer-newsletter" className={headingClass}>
            {t('Subscribe To Our Newsletter')}
          </h2>
          <p className="text-sm">{t('Training tips, new classes and member offers, once a month.')}</p>
          {newsletter}
        </section>

        {follow.length > 0 && (
          <section aria-labelledby="footer-follow" className="grid min-w-0 grid-cols-1 content-start gap-4">
            <h2 id="footer-follow" className={headingClass}>
              {t('Follow Us')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {follow.map(({ key, label, icon: Icon }) => (
                <li key={key}>
                  <a
                    href={links[key] ?? undefined}
                    aria-label={label}
                    className="flex size-10 items-center justify-center rounded-lg border border-zinc-800 text-zinc-300 transition-colors hover:border-zinc-600 hover:text-white"
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <section aria-labelledby="footer-sponsors" className="border-t border-zinc-800">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
          <h2 id="footer-sponsors" className={headingClass}>
            {t('Our Sponsors')}
          </h2>
          <ul className="grid grid-cols-2 items-center gap-6 sm:grid-cols-4">
            {sponsors.map((sponsor) => (
              <li key={sponsor.name}>
                <img
                  src={sponsor.src}
                  alt={sponsor.name}
                  width={180}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-auto sm:h-12"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="border-t border-zinc-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-zinc-400 sm:px-6">
          <Copyright />
        </p>
      </div>
    </footer>
  );
}

const slimLinkClass = 'rounded-sm text-zinc-700 underline-offset-4 hover:text-zinc-950 hover:underline';

/**
 * The dashboards' footer: the gym's name, how to reach it and the © line on one quiet row (two on a phone). The
 * public pages keep the whole footer; someone at work in their area needs neither the newsletter nor the sponsors.
 */
export function SlimFooter() {
  const gymName = useGymName();
  const email = useGymInfo().data?.email;
  const t = useT();
  return (
    <footer className="border-t border-zinc-200 bg-white text-sm text-zinc-600">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('Footer')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <li className="font-semibold text-zinc-950">
              <Link to={paths.home} className={slimLinkClass}>
                {gymName}
              </Link>
            </li>
            <li>
              <Link to={`${paths.home}#contact`} className={slimLinkClass}>
                {t('Contact us')}
              </Link>
            </li>
            {email && (
              <li>
                <a href={`mailto:${email}`} className={slimLinkClass}>
                  {email}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <p>
          <Copyright />
        </p>
      </div>
    </footer>
  );
}
