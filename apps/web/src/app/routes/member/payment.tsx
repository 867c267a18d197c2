import { BILLING_MESSAGES } from '@gym/contract';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useStartCheckout } from '../../../features/billing/api/start-checkout.ts';
import { parseCheckoutState } from '../../../features/billing/checkout-state.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /dashboard/user/payment (spec §2, §4 "Booking flow"): the plan handed over by the subscription summary is paid
 * on the payment provider's page (docs/decisions/022), so this page opens that checkout. Without a plan there is
 * nothing to pay for: 'No plan selected', and back to the dashboard.
 */
export default function PaymentRoute() {
  const t = useT();
  usePageTitle(t('Payment'));
  const location = useLocation();
  const navigate = useNavigate();
  const [checkout] = useState(() => parseCheckoutState(location.state));
  const start = useStartCheckout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!checkout) {
      toast.error(translateMessage(BILLING_MESSAGES.noPlanSelected), { id: 'no-plan-selected' });
      navigate(paths.dashboard('user'), { replace: true });
      return;
    }
    start.mutate(
      { planId: checkout.planId },
      {
        onError: (error) => {
          toast.error(messageOf(error, translateMessage(BILLING_MESSAGES.paymentServerError)));
          navigate(paths.member.plan(checkout.planId), { replace: true });
        },
      },
    );
  }, [checkout, navigate, start]);

  return <PageSpinner label={t('Opening the payment page')} />;
}
