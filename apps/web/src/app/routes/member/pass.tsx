import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { MemberPass } from '../../../features/checkin/components/member-pass.tsx';
import { RecentVisits } from '../../../features/checkin/components/recent-visits.tsx';
import { useUser } from '../../../features/users/api/get-user.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/pass: the code the member shows at the desk to check in, and their latest visits (docs/decisions/024). */
export default function MemberPassRoute() {
  const t = useT();
  usePageTitle(t('My pass'));
  const { user } = useAuth();
  // The photo as the gym has it now (the desk may have taken one since this phone signed in); offline, the one kept.
  const account = useUser(user?.id);
  const timeZone = useGymTimeZone();
  if (!user || !timeZone) return <PageLoading label={t('Loading your pass')} />;
  return (
    <>
      <PageHeader
        title={t('My pass')}
        description={t('Open this page at the front desk and hold the code up to the scanner.')}
      />
      <MemberPass
        userId={user.id}
        name={user.fullName || user.username}
        photoUrl={account.data ? account.data.photoUrl : user.photoUrl}
      />
      <RecentVisits userId={user.id} timeZone={timeZone} />
    </>
  );
}
