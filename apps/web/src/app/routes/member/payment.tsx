import { BILLING_MESSAGES } from '@gym/contract';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { parseCheckoutState } from '../../../features/billing/checkout-state.ts';
import { Checkout } from '../../../features/billing/components/checkout.tsx';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /dashboard/user/payment (spec §2, §4 "Booking flow"): pay for the plan handed over by the subscription
 * summary; once it is paid and subscribed, the member goes home. Without a plan there is nothing to pay for.
 */
export default function PaymentRoute() {
  usePageTitle('Payment');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once: the state is what the summary handed over when the page opened.
  const [checkout] = useState(() => parseCheckoutState(location.state));
  const plan = usePlan(checkout?.planId);

  useEffect(() => {
    if (checkout) return;
    toast.error(BILLING_MESSAGES.noPlanSelected, { id: 'no-plan-selected' });
    navigate(paths.dashboard('user'), { replace: true });
  }, [checkout, navigate]);

  if (!checkout) return null;
  return (
    <>
      <PageHeader title="Payment" description="Pay for your plan. Your membership starts as soon as it is confirmed." />
      <Checkout
        checkout={checkout}
        userId={user?.id ?? null}
        planName={plan.data?.name}
        planLoading={plan.isPending}
        onSubscribed={() => navigate(paths.dashboard('user'))}
      />
    </>
  );
}
