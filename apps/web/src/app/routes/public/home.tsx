import type { PublicTrainer } from '@gym/contract';
import { ArrowRight, ClipboardList, Medal, MessageCircleQuestion, UsersRound } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { PlansShowcase } from '../../../features/plans/components/plans-showcase.tsx';
import { usePublicTrainers } from '../../../features/showcase/api/get-public-trainers.ts';
import { ContactDetails } from '../../../features/showcase/components/contact-details.tsx';
import { Faq } from '../../../features/showcase/components/faq.tsx';
import { Reveal } from '../../../features/showcase/components/reveal.tsx';
import { ReviewHighlights } from '../../../features/showcase/components/review-highlights.tsx';
import { ReviewsCarousel } from '../../../features/showcase/components/reviews-carousel.tsx';
import { SectionHeading } from '../../../features/showcase/components/section-heading.tsx';
import { SideNav } from '../../../features/showcase/components/side-nav.tsx';
import { TrainersShowcase } from '../../../features/showcase/components/trainers-showcase.tsx';
import { HOME_REVEAL, PLANS_REVEAL } from '../../../features/showcase/constants.ts';
import { FAQ_ITEMS, REVIEWS } from '../../../features/showcase/content.ts';
import { useNearViewport } from '../../../features/showcase/use-near-viewport.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymName } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { lazyWithQueries } from '../../lazy-with-queries.tsx';

// The form (react-hook-form, its resolver and zod) sits at the bottom of the page: its code loads once the visitor
// scrolls towards it, not with the page, and with it the query cache it sends through.
const ContactForm = lazyWithQueries(() =>
  import('../../../features/contact/components/contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

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

/**
 * A link to one of the page's sections from another page (/#contact) is followed once the page is there: the
 * router scrolls before this route's code has arrived.
 */
function useScrollToHash() {
  useEffect(() => {
    if (!window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView();
  }, []);
}

/**
 * The landing page (spec §2): hero, training plans, trainers, reviews, FAQ and contact, with a side navigation
 * on wide screens. Sections that the side navigation targets carry its ids (`LANDING_SECTIONS`).
 */
export default function HomeRoute() {
  const t = useT();
  usePageTitle(t('Personalised plans and expert trainers'));
  useScrollToHash();
  // Read once for the page: the trainers' section and the reviews' figures both show them.
  const trainers = usePublicTrainers();
  return (
    // A section focused by the side navigation needs no ring around the whole of it.
    <div className="[&_section[tabindex='-1']:focus]:outline-none">
      <SideNav />
      <Hero />
      <Reveal {...PLANS_REVEAL}>
        <PlansShowcase />
      </Reveal>
      <section id="trainers" aria-labelledby="trainers-title" tabIndex={-1} className="bg-white">
        <TrainersShowcase headingId="trainers-title" trainers={trainers} />
      </section>
      <ReviewsSection trainers={trainers.data} />
      <FaqSection />
      <ContactSection />
    </div>
  );
}

function Hero() {
  const { user } = useAuth();
  const gymName = useGymName();
  const t = useT();

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      tabIndex={-1}
      className="relative isolate overflow-hidden bg-zinc-950 text-white"
    >
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
            {t('Welcome to {gym}', { gym: gymName })}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance font-extrabold text-4xl leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl"
          >
            {t('Train with a plan.')} <span className="text-zinc-400">{t('Get stronger together.')}</span>
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-zinc-300 sm:text-xl">
            {t(
              'Personalised plans, expert trainers and a supportive community: everything you need to reach your goals, under one roof.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <Link to={paths.dashboard(user.role)} className={buttonClasses({ size: 'lg' })}>
                {t('Go to your dashboard')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <>
                <Link to={paths.register} className={buttonClasses({ size: 'lg' })}>
                  {t('Sign Up')}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
                <Link to={paths.login} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
                  {t('Login')}
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
                <p className="font-semibold text-white">{t(title)}</p>
                <p className="mt-1 text-sm text-zinc-300">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type TintedSectionProps = { id: string; eyebrow: string; title: string; description: string; children: ReactNode };

/** A grey band of the landing page: a centred heading that fades in, then the section's own content. */
function TintedSection({ id, eyebrow, title, description, children }: TintedSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} tabIndex={-1} className="border-zinc-200 border-t bg-zinc-50">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <Reveal {...HOME_REVEAL}>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        {children}
      </div>
    </section>
  );
}

function ReviewsSection({ trainers }: { trainers: readonly PublicTrainer[] | undefined }) {
  const t = useT();
  return (
    <TintedSection
      id="reviews"
      eyebrow={t('Testimonials')}
      title={t('Client Reviews')}
      description={t('What members say after a few months with us.')}
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:items-center">
        <Reveal {...HOME_REVEAL}>
          <ReviewsCarousel reviews={REVIEWS} />
        </Reveal>
        <Reveal {...HOME_REVEAL} className="flex">
          <ReviewHighlights reviews={REVIEWS} trainers={trainers} />
        </Reveal>
      </div>
    </TintedSection>
  );
}

function FaqSection() {
  const t = useT();
  return (
    <section id="faq" aria-labelledby="faq-title" tabIndex={-1} className="bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16">
        <Reveal {...HOME_REVEAL}>
          <SectionHeading
            id="faq-title"
            eyebrow={t('Common Questions')}
            title={t('Frequently Asked Questions')}
            description={t('The things newcomers ask us most. Anything else? Send us a message below.')}
            align="start"
          />
          <span className="mt-8 hidden size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent lg:flex">
            <MessageCircleQuestion aria-hidden="true" className="size-7" />
          </span>
        </Reveal>
        <Reveal {...HOME_REVEAL}>
          <Faq items={FAQ_ITEMS} />
        </Reveal>
      </div>
    </section>
  );
}

function ContactSection() {
  const formSlot = useRef<HTMLDivElement>(null);
  const showForm = useNearViewport(formSlot);
  const t = useT();
  const formFallback = (
    <div className="flex min-h-96 items-center justify-center text-zinc-500">
      <Spinner label={t('Loading the contact form')} />
    </div>
  );
  return (
    <TintedSection
      id="contact"
      eyebrow={t('Contact')}
      title={t('Come and say hello')}
      description={t(
        'Questions about plans, classes or personal training? Send us a message and our front desk will get back to you.',
      )}
    >
      <div className="mt-12 grid gap-6 lg:grid-cols-[0.85fr_1.15fr]">
        <Reveal {...HOME_REVEAL} className="rounded-3xl bg-zinc-950 p-6 sm:p-8">
          <h3 className="mb-6 font-bold text-white text-xl">{t('Visit or call us')}</h3>
          <ContactDetails />
        </Reveal>
        <Reveal {...HOME_REVEAL}>
          <Card className="h-full sm:p-8">
            <h3 className="mb-6 font-bold text-xl text-zinc-950">{t('Send us a message')}</h3>
            <div ref={formSlot}>
              {showForm ? (
                <Suspense fallback={formFallback}>
                  <ContactForm />
                </Suspense>
              ) : (
                formFallback
              )}
            </div>
          </Card>
        </Reveal>
      </div>
    </TintedSection>
  );
}
