import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AddStaffButton } from '../../../features/users/components/add-staff-button.tsx';
import { TrainerTable } from '../../../features/users/components/trainer-table.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/trainers (spec §2): the trainers' specialties, experience and prices. */
export default function AdminTrainersRoute() {
  useT();
  usePageTitle(t('Trainers'));
  const can = useCan();
  return (
    <>
      <PageHeader
        title={t('Trainers')}
        description={t('Specialty, experience and hourly price of each trainer.')}
        actions={can('users.create') && <AddStaffButton label={t('Add trainer')} newRole="trainer" />}
      />
      <TrainerTable />
    </>
  );
}
