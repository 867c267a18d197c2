import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { StaffOverview } from '../../../features/statistics/components/staff-overview.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/staff (spec §2): subscriptions, feedback, training sessions and rooms, counted. */
export default function StaffDashboardRoute() {
  usePageTitle('Staff dashboard');
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Staff dashboard'}
        description="The front desk at a glance."
      />
      <StaffOverview
        links={{
          subscriptions: link(paths.staff.userList),
          feedbacks: link(paths.staff.feedbacks),
        }}
      />
    </>
  );
}
