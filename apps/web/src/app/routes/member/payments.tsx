import { PageHeader } from '../../../components/layout/page-header.tsx';
import { MyPayments } from '../../../features/payments/components/my-payments.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The member's payments and their receipts (docs/decisions/023). */
export default function MemberPaymentsRoute() {
  const t = useT();
  usePageTitle(t('Payments'));
  return (
    <>
      <PageHeader title={t('Payments')} description={t('Your payments and their receipts, newest first.')} />
      <MyPayments />
    </>
  );
}
