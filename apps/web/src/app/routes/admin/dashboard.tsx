import { DashboardHome } from '../shared/dashboard-home.tsx';

export default function AdminDashboardRoute() {
  return (
    <DashboardHome area="admin" title="Admin dashboard" description="Plans, accounts, rooms and the gym's numbers." />
  );
}
