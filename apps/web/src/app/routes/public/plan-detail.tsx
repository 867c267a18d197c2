import { useParams } from 'react-router';
import { PlanDetails } from '../../../features/plans/components/plan-details.tsx';

/** `/plan-detail/:planId` (spec §2), open to everyone. */
export default function PlanDetailRoute() {
  const { planId } = useParams();
  return <PlanDetails planIdParam={planId} />;
}
