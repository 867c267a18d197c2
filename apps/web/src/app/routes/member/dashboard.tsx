import { DashboardHome } from '../shared/dashboard-home.tsx';

export default function MemberDashboardRoute() {
  return <DashboardHome area="user" title="Member dashboard" description="Your membership, sessions and settings." />;
}
