import { BILLING_MESSAGES, expectedEndDate, type SubscriptionRow } from '@gym/contract';
import { ArrowRight } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useStartCheckout } from '../api/start-checkout.ts';

type ExtendPlanDialogProps = { subscription: SubscriptionRow; onClose: () => void };

/**
 * Extend Plan (spec §4 "Extension flow"): what the next term costs and until when it runs, then the payment
 * provider's page (docs/decisions/022). Once the provider confirms the payment, the plan renews when it ends.
 */
export function ExtendPlanDialog({ subscription, onClose }: ExtendPlanDialogProps) {
  const t = useT();
  const start = useStartCheckout();
  const expected = formatDate(expectedEndDate(subscription));
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Extend {plan}', { plan: subscription.planName })}
      description={t(
        'Pay {amount} now. Your plan then renews automatically when it ends on {end}, for another {days}: until {expected}.',
        {
          amount: formatMoney(subscription.planPrice),
          end: formatDate(subscription.endDate),
          days: formatDays(subscription.durationInDays),
          expected,
        },
      )}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button
          size="lg"
          isLoading={start.isPending || start.isSuccess}
          onClick={() =>
            start.mutate(
              { subscriptionId: subscription.id, extend: true },
              {
                onError: (error) => toast.error(messageOf(error, translateMessage(BILLING_MESSAGES.extendFailed))),
              },
            )
          }
        >
          {t('Continue to payment')}
          {!(start.isPending || start.isSuccess) && <ArrowRight aria-hidden="true" className="size-5" />}
        </Button>
      </div>
    </Dialog>
  );
}
