import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PaymentsTable } from '../../../features/payments/components/payments-table.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** Every payment with filters, for the front desk and the admin (docs/decisions/023). */
export default function PaymentsRoute() {
  const t = useT();
  usePageTitle(t('Payments'));
  return (
    <>
      <PageHeader
        title={t('Payments')}
        description={t('Every payment, newest first. Filter by state, method or period, and download any receipt.')}
      />
      <PaymentsTable />
    </>
  );
}
