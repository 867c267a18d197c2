import { useParams } from 'react-router';
import { MEMBER_PLAN_LINKS, PlanDetails } from '../../../features/plans/components/plan-details.tsx';

/**
 * /dashboard/user/plans/:planId: a plan's page inside the member area, reached from its Plans screen and the
 * member's subscriptions. The public page's content, with links that stay in the area.
 */
export default function MemberPlanRoute() {
  const { planId } = useParams();
  return <PlanDetails planIdParam={planId} links={MEMBER_PLAN_LINKS} />;
}
