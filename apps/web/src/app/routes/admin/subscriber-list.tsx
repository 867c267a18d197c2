import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { subscriptionsCsvPath } from '../../../features/billing/api/export-subscriptions.ts';
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
        actions={
          // Every member's subscriptions in one file; a trainer reads their own members' alone, on their pages.
          !isTrainer && (
            <ExportCsvButton
              path={subscriptionsCsvPath}
              fallbackName="subscriptions.csv"
              label={t('Export every subscription as CSV')}
              text={t('Export subscriptions (CSV)')}
            />
          )
        }
      />
      <SubscriberTable />
    </>
  );
}
