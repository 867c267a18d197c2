import { useParams } from 'react-router';
import { PlanEditor } from '../../../features/plans/components/plan-editor.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { plansListFor } from '../shared/plans-list.ts';

/** admin/plan/{id} (spec §2): edit and delete a plan; trainers reuse it read-only. */
export default function AdminPlanRoute() {
  const { planId } = useParams();
  const { user } = useAuth();
  return <PlanEditor planIdParam={planId} listPath={plansListFor(user?.role)} />;
}
