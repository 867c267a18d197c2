import { PLAN_MESSAGES, type Plan } from '@gym/contract';
import { ArrowRight, CalendarDays, ClipboardList, Plus, RotateCw, UsersRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDays, formatMoney } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePlanPage } from '../api/get-plans.ts';
import { PlanImage } from './plan-image.tsx';
import { RetiredBadge } from './plan-status-badge.tsx';

/** Plans per page of the back office's grid: four rows of three on a desktop. */
export const PLAN_BOARD_PAGE_SIZE = 12;

type PlanBoardProps = {
  /** Where a card leads: the plan's edit screen, or its read-only view for a role that may not change plans. */
  planPath: (planId: number) => string;
};

/**
 * admin/plans and staff/plans (spec §2): a grid of plan cards, retired plans included and marked for the roles
 * that may see them (admin, staff); trainers see the plans on offer, read-only.
 */
export function PlanBoard({ planPath }: PlanBoardProps) {
  useT();
  const can = useCan();
  const writer = can('plans.write');
  const [page, setPage] = useState(1);
  const plans = usePlanPage({
    page,
    pageSize: PLAN_BOARD_PAGE_SIZE,
    includeInactive: can('plans.listRetired'),
    newestFirst: true,
  });
  const toastOptions = useAreaToast();

  useEffect(() => {
    if (plans.isError) toast.error(PLAN_MESSAGES.listFailed, { ...toastOptions, id: 'plans-list-failed' });
  }, [plans.isError, toastOptions]);

  const newPlan = writer && (
    <Link to={paths.admin.createPlan} className={buttonClasses()}>
      <Plus aria-hidden="true" className="size-4" />
      {t('New plan')}
    </Link>
  );

  if (plans.isError) {
    return (
      <Card className="flex flex-col items-start gap-4">
        <p className="text-zinc-700">{t(PLAN_MESSAGES.listFailed)}</p>
        <Button variant="outline" onClick={() => plans.refetch()} isLoading={plans.isFetching}>
          {!plans.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Card>
    );
  }
  if (plans.isPending) return <PageSpinner label={t('Loading plans')} />;

  const { items, total } = plans.data;
  if (total === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={t('No plans yet.')}
        text={writer ? t('Create the first plan members can buy.') : t('Plans appear here once the gym offers them.')}
        action={newPlan}
      />
    );
  }
  const pages = Math.max(1, Math.ceil(total / PLAN_BOARD_PAGE_SIZE));
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600">{`${total} ${total === 1 ? 'plan' : 'plans'}`}</p>
        {newPlan}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={plans.isPlaceholderData || undefined}>
        {items.map((plan) => (
          <li key={plan.id} className="flex">
            <BoardCard plan={plan} to={planPath(plan.id)} action={writer ? 'Edit' : 'View'} />
          </li>
        ))}
      </ul>
      <Pager label={t('Plan pages')} page={page} pages={pages} loading={plans.isPlaceholderData} onPage={setPage} />
    </>
  );
}

function BoardCard({ plan, to, action }: { plan: Plan; to: string; action: 'Edit' | 'View' }) {
  useT();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white"
    >
      <PlanImage src={plan.imageUrl} alt="" loading="lazy" className="aspect-[2/1]" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wider text-accent uppercase">{plan.planType}</p>
          {!plan.isActive && <RetiredBadge />}
        </div>
        <h2 id={titleId} className="font-semibold text-zinc-950 break-words">
          {plan.name}
        </h2>
        <p className="text-2xl font-bold tracking-tight text-zinc-950">{formatMoney(plan.price)}</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-zinc-600">
          <span className="flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            {formatDays(plan.durationInDays)}
          </span>
          <span className="flex items-center gap-1.5">
            <UsersRound aria-hidden="true" className="size-4" />
            {plan.maxMembers === null ? 'No member limit' : `Up to ${plan.maxMembers} members`}
          </span>
        </p>
        {/* At the foot of the card, so the buttons of a row line up whatever the card holds. */}
        <div className="mt-auto pt-4">
          <Link to={to} aria-describedby={titleId} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {action === 'Edit' ? t('Edit plan') : t('View plan')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
