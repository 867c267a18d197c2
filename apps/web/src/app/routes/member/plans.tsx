import { PAGE_SIZE_MAX, PLAN_MESSAGES } from '@gym/contract';
import { RotateCw, Tags } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { usePlanPage } from '../../../features/plans/api/get-plans.ts';
import { PlanCard } from '../../../features/plans/components/plan-card.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/plans: every plan on offer, for a member to buy one (the landing page shows only the first few). */
export default function MemberPlansRoute() {
  useT();
  usePageTitle(t('Plans'));
  const plans = usePlanPage({ page: 1, pageSize: PAGE_SIZE_MAX });

  return (
    <>
      <PageHeader
        title={t('Plans')}
        description={t('Choose a plan, then pay for it on the next page. It starts today.')}
      />
      {plans.isPending ? (
        <PageSpinner label={t('Loading the plans')} />
      ) : plans.isError ? (
        <Card className="flex flex-col items-start gap-4">
          <p className="text-zinc-700">{t(PLAN_MESSAGES.listFailed)}</p>
          <Button variant="outline" onClick={() => plans.refetch()} isLoading={plans.isFetching}>
            {!plans.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        </Card>
      ) : plans.data.items.length === 0 ? (
        <EmptyState icon={Tags} title={t('No plans are on offer right now. Please check back soon.')} />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {plans.data.items.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} headingLevel={2} detailPath={paths.member.plan} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
