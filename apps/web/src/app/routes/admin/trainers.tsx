import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AddStaffButton } from '../../../features/users/components/add-staff-dialog.tsx';
import { TrainerTable } from '../../../features/users/components/trainer-table.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/trainers (spec §2): the trainers' specialties, experience and prices. */
export default function AdminTrainersRoute() {
  usePageTitle('Trainers');
  const can = useCan();
  return (
    <>
      <PageHeader
        title="Trainers"
        description="Specialty, experience and hourly price of each trainer."
        actions={can('users.create') && <AddStaffButton label="Add trainer" newRole="trainer" />}
      />
      <TrainerTable />
    </>
  );
}
