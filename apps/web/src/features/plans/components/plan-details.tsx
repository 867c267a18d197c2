import { PLAN_AMENITIES, PLAN_MESSAGES, type Plan } from '@gym/contract';
import { ArrowLeft, CalendarDays, Check, LogIn, RotateCw, SearchX, ShoppingCart, UsersRound } from 'lucide-react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, type To, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDays, formatMoney } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePlan } from '../api/get-plan.ts';
import { parsePlanId } from '../plan-id.ts';
import { PlanImage } from './plan-image.tsx';
import { PLANS_SECTION_ID } from './plans-showcase.tsx';

export const PLAN_NOT_FOUND_TEXT = 'This plan does not exist or has been removed.';
export const PLAN_UNAVAILABLE_TEXT = 'We could not load this plan just now.';
export const PLAN_RETIRED_TEXT = 'This plan is no longer on offer.';
export const MEMBER_LOGIN_HINT = 'Log in as a member to buy this plan.';

const plansOnHome = { pathname: paths.home, hash: PLANS_SECTION_ID };

/** Where a plan page's links lead: back to the plans, and on to buying it. */
export type PlanLinks = { allPlans: To; buy: (planId: number) => string };
/** The public page's: the plans on the landing page, the public checkout. */
export const PUBLIC_PLAN_LINKS: PlanLinks = { allPlans: plansOnHome, buy: paths.planSubscribe };
/** The member area's: its Plans screen and its own checkout, so a member never leaves the area. */
export const MEMBER_PLAN_LINKS: PlanLinks = { allPlans: paths.member.plans, buy: paths.member.planSubscribe };

/**
 * A plan's page (spec §2 /plan-detail/{id}, and the member area's own); only members (role user) get Buy Now. The
 * surrounding layout and `links` differ, the page is the same.
 */
export function PlanDetails({
  planIdParam,
  links = PUBLIC_PLAN_LINKS,
}: {
  planIdParam: string | undefined;
  links?: PlanLinks;
}) {
  const planId = parsePlanId(planIdParam);
  const plan = usePlan(planId);
  const notFound = planId === undefined || (plan.error instanceof ApiError && plan.error.status === 404);
  useT();
  usePageTitle(plan.data?.name ?? t(notFound ? PLAN_MESSAGES.notFound : 'Plan details'));

  useEffect(() => {
    if (plan.isError && !notFound) toast.error(PLAN_MESSAGES.detailFailed, { id: 'plan-detail-failed' });
  }, [plan.isError, notFound]);

  if (notFound) return <PlanNotFound links={links} />;
  if (plan.isPending) return <PageSpinner label={t('Loading plan')} />;
  if (plan.isError) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center sm:py-24">
        <h1 className="text-2xl font-bold tracking-tight">{t(PLAN_UNAVAILABLE_TEXT)}</h1>
        <Button variant="outline" onClick={() => plan.refetch()} isLoading={plan.isFetching}>
          {!plan.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </div>
    );
  }
  return <PlanView plan={plan.data} links={links} />;
}

function PlanNotFound({ links }: { links: PlanLinks }) {
  const t = useT();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t(PLAN_MESSAGES.notFound)}</h1>
      <p className="mt-3 text-zinc-600">{t(PLAN_NOT_FOUND_TEXT)}</p>
      <Link to={links.allPlans} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('See our plans')}
      </Link>
    </div>
  );
}

function PlanView({ plan, links }: { plan: Plan; links: PlanLinks }) {
  const included = PLAN_AMENITIES.filter(({ key }) => plan.amenities[key]);
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <TextLink to={links.allPlans} className="inline-flex items-center gap-1.5 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('All plans')}
      </TextLink>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.1fr_0.9fr] lg:items-start lg:gap-12">
        <PlanImage
          src={plan.imageUrl}
          alt={t('{name} plan', { name: plan.name })}
          className="aspect-[8/5] rounded-2xl border border-zinc-200"
        />
        <div>
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{t(plan.planType)}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-zinc-950 sm:text-4xl">{plan.name}</h1>
          <dl className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
            <div>
              <dt className="sr-only">{t('Price')}</dt>
              <dd className="text-4xl font-bold tracking-tight text-zinc-950">{formatMoney(plan.price)}</dd>
            </div>
            <Fact
              icon={CalendarDays}
              label={t('Duration')}
              size="lg"
              className="pb-1 text-zinc-700"
              valueClassName="font-medium"
            >
              {formatDays(plan.durationInDays)}
            </Fact>
            {plan.maxMembers !== null && (
              <Fact
                icon={UsersRound}
                label={t('Member limit')}
                size="lg"
                className="pb-1 text-zinc-700"
                valueClassName="font-medium"
              >
                {t('Limited to {count, plural, one {# member} other {# members}}', { count: plan.maxMembers })}
              </Fact>
            )}
          </dl>
          <p className="mt-6 whitespace-pre-line text-pretty text-zinc-700 leading-relaxed">{plan.description}</p>
          <div className="mt-8">
            <BuyArea plan={plan} buy={links.buy} />
          </div>
          {included.length > 0 && (
            <section aria-labelledby="included-title" className="mt-10 border-zinc-200 border-t pt-6">
              <h2 id="included-title" className="font-semibold text-zinc-950">
                {t("What's included")}
              </h2>
              <ul className="mt-4 grid gap-2.5 sm:grid-cols-2">
                {included.map(({ key, label }) => (
                  <li key={key} className="flex items-center gap-2 text-zinc-700">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-accent" />
                    {t(label)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

/** Buy Now for members only (spec §2); a visitor is told how to become one, other roles see nothing to buy. */
function BuyArea({ plan, buy }: { plan: Plan; buy: PlanLinks['buy'] }) {
  const { user } = useAuth();
  const location = useLocation();
  const t = useT();
  if (!plan.isActive) return <p className="rounded-xl bg-zinc-100 px-4 py-3 text-zinc-700">{t(PLAN_RETIRED_TEXT)}</p>;
  if (user?.role === 'user') {
    return (
      <Link to={buy(plan.id)} className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}>
        <ShoppingCart aria-hidden="true" className="size-5" />
        {t('Buy Now')}
      </Link>
    );
  }
  if (user) return null;
  return (
    <div className="rounded-2xl border border-zinc-200 bg-zinc-50 p-5">
      <p className="font-medium text-zinc-900">{t(MEMBER_LOGIN_HINT)}</p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.login}
          state={{ from: `${location.pathname}${location.search}` }}
          className={buttonClasses({ className: 'w-full sm:w-auto' })}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('Login')}
        </Link>
        <Link to={paths.register} className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}>
          {t('Create an account')}
        </Link>
      </div>
    </div>
  );
}
