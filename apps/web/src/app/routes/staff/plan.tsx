import { useParams } from 'react-router';
import { PlanEditor } from '../../../features/plans/components/plan-editor.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { plansListFor } from '../shared/plans-list.ts';

/** staff/plan/{id} (spec §2): staff edit and delete a plan. */
export default function StaffPlanRoute() {
  const { planId } = useParams();
  const { user } = useAuth();
  return <PlanEditor planIdParam={planId} listPath={plansListFor(user?.role)} />;
}
