import type { Role } from '@gym/contract';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { RoleGuard } from '../../../features/auth/components/role-guard.tsx';
import { DemoCheckout } from '../../../features/billing/components/demo-checkout.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const PAYER_ROLES: readonly Role[] = ['user'];

/** /checkout/demo/:paymentId: the demo provider's own hosted checkout page (docs/decisions/022). */
export default function DemoCheckoutRoute() {
  return (
    <RoleGuard allow={PAYER_ROLES}>
      <DemoCheckoutPage />
    </RoleGuard>
  );
}

function DemoCheckoutPage() {
  const t = useT();
  usePageTitle(t('Checkout'));
  const paymentId = Number(useParams().paymentId);
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-zinc-950">{t('Checkout')}</h1>
      {Number.isSafeInteger(paymentId) && paymentId > 0 ? (
        <DemoCheckout paymentId={paymentId} />
      ) : (
        <Alert tone="error" title={t('Checkout not found')} />
      )}
    </div>
  );
}
