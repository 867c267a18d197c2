import { PageHeader } from '../../../components/layout/page-header.tsx';
import { StaffAccounts } from '../../../features/users/components/staff-accounts.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/user-list (spec §2): staff and trainer accounts. */
export default function AdminUserListRoute() {
  useT();
  usePageTitle(t('Staff and trainers'));
  return (
    <>
      <PageHeader title={t('Staff and trainers')} description={t('The accounts of the front desk and the trainers.')} />
      <StaffAccounts />
    </>
  );
}
