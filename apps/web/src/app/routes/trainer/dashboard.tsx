import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { TrainerOverview } from '../../../features/statistics/components/trainer-overview.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/trainer (spec §2): the trainer's own members and sessions, counted. */
export default function TrainerDashboardRoute() {
  usePageTitle('Trainer dashboard');
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Trainer dashboard'}
        description="Your members and your sessions."
      />
      <TrainerOverview links={{ members: link(paths.trainerArea.userList) }} />
    </>
  );
}
