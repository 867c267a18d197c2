import { AMENITY_AVAILABLE, type LegacyPlanFeatures, PLAN_AMENITIES, PLAN_MESSAGES, type Plan } from '@gym/contract';
import { ArrowLeft, Check, RotateCw, X } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDays, formatMoney } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePlan } from '../api/get-plan.ts';
import { usePlanFeatures } from '../api/get-plan-features.ts';
import { parsePlanId } from '../plan-id.ts';

export const FEATURES_UNAVAILABLE_TEXT = 'We could not load what this plan includes.';
export const AVAILABLE_LABEL = 'Available';
export const NOT_INCLUDED_LABEL = 'Not included';

const panel = 'rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5';

const goBack = (
  <Link to={paths.dashboard('user')} className={buttonClasses({ variant: 'outline' })}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    {t('Go Back')}
  </Link>
);

/** The member's view of what a plan includes (spec §2 plan-detail-full): nine amenities, ticked or crossed. */
export function PlanFeatures({ planIdParam }: { planIdParam: string | undefined }) {
  useT();
  const missing = !planIdParam;
  const planId = parsePlanId(planIdParam);
  const features = usePlanFeatures(planId);
  // The price as sold (for its own number of days): the legacy answer's month and year figures are scaled from it
  // and would show a yearly price for a plan nobody sells by the year.
  const sold = usePlan(planId);
  usePageTitle(features.data?.planName ?? t('Plan features'));

  useEffect(() => {
    if (missing) toast.error(PLAN_MESSAGES.idMissing, { id: 'plan-id-missing' });
  }, [missing]);
  useEffect(() => {
    if (features.isError) toast.error(PLAN_MESSAGES.infoFailed, { id: 'plan-info-failed' });
  }, [features.isError]);

  if (missing) return <Problem title={t(PLAN_MESSAGES.idMissing)} />;
  // Not a plan id at all: nothing to ask the server.
  if (planId === undefined) return <Problem title={t(PLAN_MESSAGES.notFound)} />;
  if (features.isPending) return <PageSpinner label={t('Loading plan features')} />;
  if (features.isError) {
    const unknown = features.error instanceof ApiError && features.error.status === 404;
    return (
      <Problem title={t(unknown ? PLAN_MESSAGES.notFound : FEATURES_UNAVAILABLE_TEXT)}>
        {!unknown && (
          <Button variant="outline" onClick={() => features.refetch()} isLoading={features.isFetching}>
            {!features.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        )}
      </Problem>
    );
  }
  return <FeatureList plan={features.data} sold={sold.data} />;
}

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  useT();
  return (
    <div className="flex flex-col items-start gap-4">
      <PageHeader title={title} />
      <div className="flex flex-wrap gap-3">
        {children}
        {goBack}
      </div>
    </div>
  );
}

function FeatureList({ plan, sold }: { plan: LegacyPlanFeatures['plan']; sold: Plan | undefined }) {
  useT();
  return (
    <>
      <PageHeader title={plan.planName} description={t('What your plan includes at the gym.')} />
      {sold && (
        <dl className="grid max-w-2xl grid-cols-2 gap-3">
          <div className={panel}>
            <dt className="text-sm font-medium text-zinc-600">{t('Price')}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-zinc-950">{formatMoney(sold.price)}</dd>
          </div>
          <div className={panel}>
            <dt className="text-sm font-medium text-zinc-600">{t('Length')}</dt>
            <dd className="mt-1 text-2xl font-bold tracking-tight text-zinc-950">{formatDays(sold.durationInDays)}</dd>
          </div>
        </dl>
      )}
      <div className="mt-6 max-w-2xl overflow-hidden rounded-2xl border border-zinc-200 bg-white">
        <h2 className="border-zinc-200 border-b px-5 py-4 font-semibold text-zinc-950">{t('Amenities')}</h2>
        <ul className="divide-y divide-zinc-200">
          {PLAN_AMENITIES.map(({ key, label }) => {
            const available = plan[key] === AMENITY_AVAILABLE;
            return (
              <li key={key} className="flex items-center gap-3 px-5 py-3">
                <span
                  className={
                    available
                      ? 'flex size-7 shrink-0 items-center justify-center rounded-full bg-green-100 text-green-800'
                      : 'flex size-7 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-500'
                  }
                >
                  {available ? (
                    <Check aria-hidden="true" data-icon="tick" className="size-4" />
                  ) : (
                    <X aria-hidden="true" data-icon="cross" className="size-4" />
                  )}
                </span>
                <span className={available ? 'flex-1 text-zinc-900' : 'flex-1 text-zinc-600'}>{t(label)}</span>
                <span className={available ? 'text-sm font-medium text-green-800' : 'text-sm text-zinc-600'}>
                  {available ? t(AVAILABLE_LABEL) : t(NOT_INCLUDED_LABEL)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className="mt-8">{goBack}</div>
    </>
  );
}
