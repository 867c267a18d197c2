import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AdminReports } from '../../../features/reports/components/reports.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Revenue, members, retention, attendance, classes and expiring memberships over a period (docs/reports.md). */
export default function AdminReportsRoute() {
  const t = useT();
  usePageTitle(t('Reports'));
  return (
    <>
      <PageHeader
        title={t('Reports')}
        description={t(
          'Revenue, members joining and leaving, how long they stay, when they come in, how full the classes are, and memberships about to end. Each report has its table under the chart and downloads as CSV.',
        )}
      />
      <AdminReports />
    </>
  );
}
