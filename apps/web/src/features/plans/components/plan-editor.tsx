import { PLAN_AMENITIES, PLAN_MESSAGES, type Plan } from '@gym/contract';
import { ArrowLeft, Check, RotateCw, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDays, formatMoney } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDeletePlan } from '../api/delete-plan.ts';
import { usePlan } from '../api/get-plan.ts';
import { useUpdatePlan } from '../api/update-plan.ts';
import { parsePlanId } from '../plan-id.ts';
import { PlanForm, planFormValues } from './plan-form.tsx';
import { PlanImage } from './plan-image.tsx';
import { RetiredBadge } from './plan-status-badge.tsx';

export const PLAN_UNAVAILABLE_TEXT = 'We could not load this plan just now.';

type PlanEditorProps = {
  /** The route's `:planId`, as written (missing, or not an id at all, are told apart). */
  planIdParam: string | undefined;
  /** The plans list this screen belongs to: the way back, and where a deleted plan leaves to. */
  listPath: string;
};

/**
 * admin/plan/{id} and staff/plan/{id} (spec §2, §5): edit with a live image preview and delete behind a
 * confirmation, for the roles that may change plans; the plan read-only for the others (trainers).
 */
export function PlanEditor({ planIdParam, listPath }: PlanEditorProps) {
  useT();
  const missing = !planIdParam;
  const planId = parsePlanId(planIdParam);
  const plan = usePlan(planId);
  const toastOptions = useAreaToast();
  const notFound = !missing && (planId === undefined || (plan.error instanceof ApiError && plan.error.status === 404));
  usePageTitle(missing ? PLAN_MESSAGES.idMissing : notFound ? PLAN_MESSAGES.notFound : (plan.data?.name ?? t('Plan')));

  useEffect(() => {
    if (missing) toast.error(PLAN_MESSAGES.idMissing, { ...toastOptions, id: 'plan-id-missing' });
  }, [missing, toastOptions]);
  useEffect(() => {
    if (plan.isError && !notFound)
      toast.error(PLAN_MESSAGES.detailFailed, { ...toastOptions, id: 'plan-detail-failed' });
  }, [plan.isError, notFound, toastOptions]);

  const back = (
    <TextLink to={listPath} className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('All plans')}
    </TextLink>
  );

  if (missing || notFound) {
    return (
      <>
        {back}
        <PageHeader
          title={missing ? PLAN_MESSAGES.idMissing : PLAN_MESSAGES.notFound}
          description={
            missing ? t('Open a plan from the plans list.') : t('This plan does not exist or has been deleted.')
          }
        />
      </>
    );
  }
  if (plan.isPending) return <PageSpinner label={t('Loading plan')} />;
  if (plan.isError) {
    return (
      <>
        {back}
        <PageHeader title={t(PLAN_UNAVAILABLE_TEXT)} />
        <Button variant="outline" onClick={() => plan.refetch()} isLoading={plan.isFetching}>
          {!plan.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </>
    );
  }
  return (
    <>
      {back}
      <PlanScreen plan={plan.data} listPath={listPath} />
    </>
  );
}

function PlanScreen({ plan, listPath }: { plan: Plan; listPath: string }) {
  useT();
  const can = useCan();
  const title = (
    <span className="flex flex-wrap items-center gap-3">
      <span className="break-words">{plan.name}</span>
      {!plan.isActive && <RetiredBadge />}
    </span>
  );
  if (!can('plans.write')) {
    return (
      <>
        <PageHeader title={title} description={t('What this plan offers. Only the admin and staff change plans.')} />
        <PlanSummary plan={plan} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} description={t('Edit the plan. Members see the changes at once.')} />
      <EditPlan plan={plan} listPath={listPath} />
    </>
  );
}

function EditPlan({ plan, listPath }: { plan: Plan; listPath: string }) {
  useT();
  const update = useUpdatePlan();
  const remove = useDeletePlan();
  const navigate = useNavigate();
  const toastOptions = useAreaToast();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirmDelete = () =>
    remove.mutate(plan.id, {
      onSuccess: () => {
        toast.success(PLAN_MESSAGES.deleted, toastOptions);
        navigate(listPath, { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        // A plan with subscriptions (409) cannot go: the server says why, and the form can retire it instead.
        if (error instanceof ApiError && error.status === 409) {
          const message = error.message || PLAN_MESSAGES.hasSubscriptions;
          setRefusal(message);
          toast.error(message, toastOptions);
        } else {
          toast.error(PLAN_MESSAGES.deleteFailed, toastOptions);
        }
      },
    });

  return (
    <>
      {refusal && (
        <Alert tone="warning" title={refusal} className="mb-6">
          {t('Untick “Offered to members” and save to retire it: members who hold it keep it, nobody new can buy it.')}
        </Alert>
      )}
      <PlanForm
        // A plan saved elsewhere meanwhile starts the form afresh.
        key={`${plan.id}-${JSON.stringify(plan)}`}
        defaultValues={planFormValues(plan)}
        editing
        submitLabel={t('Save changes')}
        onSubmit={async (values) => {
          const answer = await update.mutateAsync({ id: plan.id, ...values });
          toast.success(answer.message || PLAN_MESSAGES.updated, toastOptions);
        }}
        onSubmitError={() => toast.error(PLAN_MESSAGES.updateFailed, toastOptions)}
        actions={<DeleteButton size="md" label={t('Delete plan')} onClick={() => setConfirming(true)} />}
      />
      <ConfirmDialog
        open={confirming}
        title={t('Delete this plan?')}
        message={t('It is removed for good. A plan that members hold cannot be deleted; retire it instead.')}
        confirmLabel={t('Delete plan')}
        variant="danger"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <p className="rounded-lg bg-zinc-50 p-3 text-sm font-medium text-zinc-800">
          {plan.name} · {formatMoney(plan.price)} · {formatDays(plan.durationInDays)}
        </p>
      </ConfirmDialog>
    </>
  );
}

/** The plan as it stands, for the roles that may only read it. */
function PlanSummary({ plan }: { plan: Plan }) {
  useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      <div className="grid min-w-0 gap-6">
        <p className="whitespace-pre-line break-words text-zinc-800">{plan.description}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('Price')}>{formatMoney(plan.price)}</Fact>
          <Fact label={t('Duration')}>{formatDays(plan.durationInDays)}</Fact>
          <Fact label={t('Plan type')}>{plan.planType}</Fact>
          <Fact label={t('Max members')}>{plan.maxMembers ?? t('No limit')}</Fact>
        </dl>
        <section aria-labelledby="plan-amenities" className="rounded-2xl border border-zinc-200 bg-white">
          <h2 id="plan-amenities" className="border-b border-zinc-200 px-4 py-3 font-semibold text-zinc-950">
            {t('Amenities')}
          </h2>
          <ul className="grid sm:grid-cols-2">
            {PLAN_AMENITIES.map(({ key, label }) => (
              <li key={key} className="flex items-center gap-2 px-4 py-2 text-sm">
                {plan.amenities[key] ? (
                  <Check aria-hidden="true" className="size-4 text-emerald-700" />
                ) : (
                  <X aria-hidden="true" className="size-4 text-zinc-500" />
                )}
                <span className={plan.amenities[key] ? 'text-zinc-900' : 'text-zinc-600'}>{label}</span>
                <span className="sr-only">{plan.amenities[key] ? 'included' : 'not included'}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <PlanImage
        src={plan.imageUrl}
        alt={t('{name} plan', { name: plan.name })}
        className="aspect-[2/1] rounded-2xl border border-zinc-200 sm:aspect-[8/5]"
      />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  useT();
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-3">
      <dt className="text-xs font-medium text-zinc-600">{label}</dt>
      <dd className="mt-1 font-semibold text-zinc-950">{children}</dd>
    </div>
  );
}
