import { DashboardHome } from '../shared/dashboard-home.tsx';

export default function StaffDashboardRoute() {
  return (
    <DashboardHome
      area="staff"
      title="Staff dashboard"
      description="Run the front desk: members, rooms and sessions."
    />
  );
}
