import { addDays, BILLING_MESSAGES, PLAN_MESSAGES, type Plan, type Role, type User } from '@gym/contract';
import { ArrowLeft, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, type To, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { RoleGuard } from '../../../features/auth/components/role-guard.tsx';
import { useMemberSubscriptions } from '../../../features/billing/api/get-member-subscriptions.ts';
import { useStartCheckout } from '../../../features/billing/api/start-checkout.ts';
import { SubscriptionSummary } from '../../../features/billing/components/subscription-summary.tsx';
import { runningUntil } from '../../../features/billing/running-membership.ts';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { parsePlanId } from '../../../features/plans/plan-id.ts';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export const PLAN_NOT_OFFERED_TEXT = 'This plan is no longer on offer.';
const PLANS_ON_HOME: To = { pathname: paths.home, hash: 'plans' };

/**
 * /plan-subscribe/:planId (spec §2). Buy Now is shown to members only, so this page is for members only too:
 * a visitor goes through the same guard as the member area and comes back here after logging in.
 */
/** Buy Now is for members (spec §2). */
const BUYER_ROLES: readonly Role[] = ['user'];

export default function PlanSubscribeRoute() {
  return (
    <RoleGuard allow={BUYER_ROLES}>
      <PlanSubscribe planPath={paths.planDetail} allPlans={PLANS_ON_HOME} />
    </RoleGuard>
  );
}

/**
 * The checkout's first step: the summary, with a link back to the plan's page (`planPath`: the public one, or the
 * member area's own, `routes/member/plan-checkout.tsx`).
 */
export function PlanSubscribe({ planPath, allPlans }: { planPath: (planId: number) => string; allPlans: To }) {
  const { planId: param } = useParams();
  const planId = parsePlanId(param);
  const plan = usePlan(planId);
  const today = useGymToday();
  const { user } = useAuth();
  const t = useT();
  const notFound = planId === undefined || (plan.error instanceof ApiError && plan.error.status === 404);
  usePageTitle(plan.data ? t('Subscribe to {plan}', { plan: plan.data.name }) : t('Subscribe'));

  let body: ReactNode;
  if (notFound) {
    body = <Problem title={translateMessage(PLAN_MESSAGES.notFound)} allPlans={allPlans} />;
  } else if (plan.isError) {
    body = (
      <Problem title={translateMessage(PLAN_MESSAGES.fetchDetailFailed)} allPlans={allPlans}>
        <Button variant="outline" onClick={() => plan.refetch()} isLoading={plan.isFetching}>
          {!plan.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </Problem>
    );
  } else if (plan.isPending || today === undefined || !user) {
    body = <PageSpinner label={t('Loading plan')} />;
  } else if (!plan.data.isActive) {
    body = <Problem title={t(PLAN_NOT_OFFERED_TEXT)} allPlans={allPlans} />;
  } else {
    body = <Summary plan={plan.data} user={user} today={today} />;
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {planId !== undefined && (
        <TextLink to={planPath(planId)} className="inline-flex items-center gap-1.5 text-sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('Back to the plan')}
        </TextLink>
      )}
      <h1 className="mt-4 mb-6 text-3xl font-bold tracking-tight text-zinc-950">{t('Subscribe')}</h1>
      {body}
    </div>
  );
}

/** Proceed to Checkout opens the payment provider's page (docs/decisions/022); a refusal is told here. */
function Summary({ plan, user, today }: { plan: Plan; user: User; today: string }) {
  const start = useStartCheckout();
  const running = useMemberSubscriptions(user.id);
  // One running membership (decisions §3): a plan bought while another runs starts the day after it ends.
  const current = running.data ? runningUntil(running.data.items, today) : null;
  const startDate = current ? addDays(current.endDate, 1) : today;
  const endDate = addDays(startDate, plan.durationInDays);
  return (
    <SubscriptionSummary
      startDate={startDate}
      queuedAfter={current ?? undefined}
      userName={user.fullName || user.username}
      planName={plan.name}
      durationInDays={plan.durationInDays}
      endDate={endDate}
      price={plan.price}
      pending={start.isPending || start.isSuccess}
      onCheckout={() =>
        start.mutate(
          { planId: plan.id },
          {
            onError: (error) => {
              toast.error(messageOf(error, translateMessage(BILLING_MESSAGES.paymentServerError)));
            },
          },
        )
      }
    />
  );
}

function Problem({ title, allPlans, children }: { title: string; allPlans: To; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-zinc-900">{title}</p>
      {children ?? (
        <Link to={allPlans} className={buttonClasses({ variant: 'outline' })}>
          {t('See our plans')}
        </Link>
      )}
    </div>
  );
}
