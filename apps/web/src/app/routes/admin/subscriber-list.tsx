import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SubscriberTable } from '../../../features/users/components/subscriber-table.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/subscriber-list (spec §2): the members; a trainer who opens it sees their own members only. */
export default function SubscriberListRoute() {
  useT();
  usePageTitle(t('Subscribers'));
  const isTrainer = useAuth().user?.role === 'trainer';
  return (
    <>
      <PageHeader
        title={t('Subscribers')}
        description={
          isTrainer
            ? t('The members who train with you, and their subscriptions.')
            : t("The gym's members. Open one to see their subscriptions.")
        }
      />
      <SubscriberTable />
    </>
  );
}
