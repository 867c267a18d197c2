import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { CheckInDesk } from '../../../features/checkin/components/check-in-desk.tsx';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/staff/check-in: members let in at the front desk (staff, admin; docs/decisions/024). */
export default function StaffCheckInRoute() {
  const t = useT();
  usePageTitle(t('Check-in'));
  const timeZone = useGymTimeZone();
  if (!timeZone) return <PageLoading label={t('Loading the check-in desk')} />;
  return (
    <>
      <PageHeader
        title={t('Check-in')}
        description={t('Scan a member’s pass, or find them by name, phone or e-mail.')}
      />
      <CheckInDesk timeZone={timeZone} />
    </>
  );
}
