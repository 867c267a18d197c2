import { PageHeader } from '../../../components/layout/page-header.tsx';
import { StaffAccounts } from '../../../features/users/components/staff-accounts.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/user-list (spec §2): staff and trainer accounts. */
export default function AdminUserListRoute() {
  usePageTitle('Staff and trainers');
  return (
    <>
      <PageHeader title="Staff and trainers" description="The accounts of the front desk and the trainers." />
      <StaffAccounts />
    </>
  );
}
