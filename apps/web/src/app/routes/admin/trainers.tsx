import { PageHeader } from '../../../components/layout/page-header.tsx';
import { TrainerTable } from '../../../features/users/components/trainer-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/trainers (spec §2): the trainers' specialties, experience and prices. */
export default function AdminTrainersRoute() {
  usePageTitle('Trainers');
  return (
    <>
      <PageHeader title="Trainers" description="Specialty, experience and hourly price of each trainer." />
      <TrainerTable />
    </>
  );
}
