import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SubscriberTable } from '../../../features/users/components/subscriber-table.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/subscriber-list (spec §2): the members; a trainer who opens it sees their own members only. */
export default function SubscriberListRoute() {
  usePageTitle('Subscribers');
  const isTrainer = useAuth().user?.role === 'trainer';
  return (
    <>
      <PageHeader
        title="Subscribers"
        description={
          isTrainer
            ? 'The members who train with you, and their subscriptions.'
            : "The gym's members. Open one to see their subscriptions."
        }
      />
      <SubscriberTable />
    </>
  );
}
