import { addDays, PLAN_MESSAGES, type Plan, type Role, type User } from '@gym/contract';
import { ArrowLeft, RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { RoleGuard } from '../../../features/auth/components/role-guard.tsx';
import type { CheckoutState } from '../../../features/billing/checkout-state.ts';
import { SubscriptionSummary } from '../../../features/billing/components/subscription-summary.tsx';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { parsePlanId } from '../../../features/plans/plan-id.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymToday } from '../../../lib/gym.ts';
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
  const notFound = planId === undefined || (plan.error instanceof ApiError && plan.error.status === 404);
  usePageTitle(plan.data ? `Subscribe to ${plan.data.name}` : 'Subscribe');

  let body: ReactNode;
  if (notFound) {
    body = <Problem title={PLAN_MESSAGES.notFound} allPlans={allPlans} />;
  } else if (plan.isError) {
    body = (
      <Problem title={PLAN_MESSAGES.fetchDetailFailed} allPlans={allPlans}>
        <Button variant="outline" onClick={() => plan.refetch()} isLoading={plan.isFetching}>
          {!plan.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          Try again
        </Button>
      </Problem>
    );
  } else if (plan.isPending || today === undefined || !user) {
    body = <PageSpinner label="Loading plan" />;
  } else if (!plan.data.isActive) {
    body = <Problem title={PLAN_NOT_OFFERED_TEXT} allPlans={allPlans} />;
  } else {
    body = <Summary plan={plan.data} user={user} today={today} />;
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      {planId !== undefined && (
        <TextLink to={planPath(planId)} className="inline-flex items-center gap-1.5 text-sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the plan
        </TextLink>
      )}
      <h1 className="mt-4 mb-6 text-3xl font-bold tracking-tight text-zinc-950">Subscribe</h1>
      {body}
    </div>
  );
}

function Summary({ plan, user, today }: { plan: Plan; user: User; today: string }) {
  const navigate = useNavigate();
  const endDate = addDays(today, plan.durationInDays);
  return (
    <SubscriptionSummary
      userName={user.fullName || user.username}
      planName={plan.name}
      durationInDays={plan.durationInDays}
      startDate={today}
      endDate={endDate}
      price={plan.price}
      onCheckout={() => {
        const state: CheckoutState = { amount: plan.price, planId: plan.id, startDate: today, endDate };
        navigate(paths.member.payment, { state });
      }}
    />
  );
}

function Problem({ title, allPlans, children }: { title: string; allPlans: To; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-zinc-100 text-zinc-700">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-zinc-900">{title}</p>
      {children ?? (
        <Link to={allPlans} className={buttonClasses({ variant: 'outline' })}>
          See our plans
        </Link>
      )}
    </div>
  );
}
