import { paths } from '../../../config/paths.ts';
import { PlanSubscribe } from './plan-subscribe.tsx';

/** /dashboard/user/plans/:planId/subscribe: the purchase summary inside the member area (the area guards it). */
export default function MemberPlanCheckoutRoute() {
  return <PlanSubscribe planPath={paths.member.plan} allPlans={paths.member.plans} />;
}
