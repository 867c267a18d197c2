import { LANDING_PLAN_COUNT, PLAN_MESSAGES } from '@gym/contract';
import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useOfferedPlans } from '../api/get-offered-plans.ts';
import { PlanCard } from './plan-card.tsx';

export const PLANS_SECTION_ID = 'plans';
export const PLANS_HEADING = 'Training Plans';
export const PLANS_SUBTITLE = 'Choose the perfect plan for your fitness journey';
export const PLANS_LOADING = 'Loading...';
export const PLANS_UNAVAILABLE = 'We could not load our plans just now.';
export const PLANS_EMPTY = 'No plans are on offer right now. Please check back soon.';

/** The landing page's Training Plans section (spec §2): loading, then at most four plan cards. */
export function PlansShowcase() {
  const plans = useOfferedPlans();
  const t = useT();

  const { hash } = useLocation();
  const loaded = plans.data !== undefined;
  useEffect(() => {
    // Links to /#plans (the plan page's "All plans") land here once the cards have their height.
    if (loaded && hash === `#${PLANS_SECTION_ID}`) document.getElementById(PLANS_SECTION_ID)?.scrollIntoView();
  }, [loaded, hash]);

  useEffect(() => {
    // One toast per failure, however often the section re-renders; the id keeps a retry from stacking them.
    if (plans.isError) notify.error(PLAN_MESSAGES.listFailed, { id: 'plans-list-failed' });
  }, [plans.isError]);

  return (
    <section
      id={PLANS_SECTION_ID}
      aria-labelledby="plans-title"
      className="border-zinc-200 border-t bg-zinc-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-accent text-sm uppercase tracking-wider">{t('Membership')}</p>
          <h2
            id="plans-title"
            className="mt-2 text-balance font-extrabold text-3xl text-zinc-950 tracking-tight sm:text-4xl"
          >
            {t(PLANS_HEADING)}
          </h2>
          <p className="mt-4 text-pretty text-lg text-zinc-600">{t(PLANS_SUBTITLE)}</p>
        </div>

        <div className="mt-10 sm:mt-12">
          {plans.data ? (
            plans.data.items.length === 0 ? (
              <p className="py-10 text-center text-zinc-600">{t(PLANS_EMPTY)}</p>
            ) : (
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {plans.data.items.slice(0, LANDING_PLAN_COUNT).map((plan) => (
                  <li key={plan.id} className="flex">
                    <PlanCard plan={plan} />
                  </li>
                ))}
              </ul>
            )
          ) : plans.isError ? (
            <div className="flex flex-col items-center gap-4 py-10 text-center text-zinc-600">
              <p>{t(PLANS_UNAVAILABLE)}</p>
              <Button variant="outline" onClick={plans.refetch} isLoading={plans.isFetching}>
                {!plans.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
                {t('Try again')}
              </Button>
            </div>
          ) : (
            <div role="status" className="flex min-h-64 items-center justify-center gap-3 text-zinc-600">
              <Spinner size="md" decorative />
              <span className="font-medium">{t(PLANS_LOADING)}</span>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
