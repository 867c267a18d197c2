import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { CheckoutResult } from '../../../features/billing/components/checkout-result.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/checkout/result?payment=ID: where the payment provider sends the member back. */
export default function CheckoutResultRoute() {
  const t = useT();
  usePageTitle(t('Payment'));
  const [params] = useSearchParams();
  const paymentId = Number(params.get('payment'));
  return (
    <>
      <PageHeader title={t('Payment')} />
      {Number.isSafeInteger(paymentId) && paymentId > 0 ? (
        <CheckoutResult paymentId={paymentId} />
      ) : (
        <Alert tone="error" title={t('Checkout not found')} />
      )}
    </>
  );
}
