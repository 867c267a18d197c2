import { useParams } from 'react-router';
import { PlanFeatures } from '../../../features/plans/components/plan-features.tsx';

/** `/dashboard/user/plan-detail-full/:planId` (spec §2), inside the member area. */
export default function PlanFeaturesRoute() {
  const { planId } = useParams();
  return <PlanFeatures planIdParam={planId} />;
}
