import { DashboardHome } from '../shared/dashboard-home.tsx';

export default function TrainerDashboardRoute() {
  return <DashboardHome area="trainer" title="Trainer dashboard" description="Your members and your sessions." />;
}
