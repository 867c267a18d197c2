import { PageHeader } from '../../../components/layout/page-header.tsx';
import { StaffReports } from '../../../features/reports/components/reports.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The reports the front desk reads: attendance, classes and memberships ending soon (docs/reports.md). */
export default function StaffReportsRoute() {
  const t = useT();
  usePageTitle(t('Reports'));
  return (
    <>
      <PageHeader
        title={t('Reports')}
        description={t(
          'When members come in, who has not come lately, how full the classes are, and memberships that end in the next 30 days, so the desk can talk to members before they go.',
        )}
      />
      <StaffReports />
    </>
  );
}
