import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminOverview } from '../../../features/statistics/components/admin-overview.tsx';
import { AddStaffButton } from '../../../features/users/components/add-staff-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/admin (spec §2): the six counts, a button to open Add New Staff, and the statistics charts. */
export default function AdminDashboardRoute() {
  useT();
  usePageTitle(t('Admin dashboard'));
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? t('Welcome back, {name}', { name }) : t('Admin dashboard')}
        description={t('The gym at a glance.')}
        actions={<AddStaffButton label={t('Add New Staff')} />}
      />
      <AdminOverview
        links={{
          staff: link(paths.admin.userList),
          subscribers: link(paths.admin.subscriberList),
          plans: link(paths.admin.plans),
          feedbacks: link(paths.admin.feedbacks),
          trainers: link(paths.admin.trainers),
          gymRooms: link(paths.admin.gymRooms),
        }}
      />
    </>
  );
}
