import { expectedEndDate, type SubscriptionRow } from '@gym/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { useExtension } from '../use-extension.ts';
import { ConfirmationRow, PaymentConfirmation } from './payment-confirmation.tsx';
import { PaymentForm, type PaymentFormValues } from './payment-form.tsx';

type ExtendPlanDialogProps = { subscription: SubscriptionRow; onClose: () => void };

/**
 * Extend Plan (spec §4 "Extension flow"): a payment dialog, then a confirmation, then `useExtension` pays and
 * switches auto-renew on. The dialog closes once the plan is extended.
 */
export function ExtendPlanDialog({ subscription, onClose }: ExtendPlanDialogProps) {
  const { extend, pending } = useExtension(subscription, { onExtended: onClose });
  const [values, setValues] = useState<PaymentFormValues | null>(null);
  const expected = formatDate(expectedEndDate(subscription));

  return (
    <Dialog
      open
      onClose={onClose}
      title={values ? 'Confirm extension' : `Extend ${subscription.planName}`}
      description={
        values
          ? `Pay to extend your plan until ${expected}?`
          : `Pay ${formatMoney(subscription.planPrice)} now. Your plan then renews automatically when it ends on ${formatDate(subscription.endDate)}, for another ${formatDays(subscription.durationInDays)}: until ${expected}.`
      }
    >
      {values ? (
        <PaymentConfirmation
          values={values}
          details={
            <>
              <ConfirmationRow label="Plan">{subscription.planName}</ConfirmationRow>
              <ConfirmationRow label="Expected end">{expected}</ConfirmationRow>
            </>
          }
          confirmLabel="Confirm and pay"
          pending={pending}
          onConfirm={() => extend(values)}
          onCancel={() => setValues(null)}
        />
      ) : (
        <PaymentForm
          amount={subscription.planPrice}
          submitLabel="Continue"
          onSubmit={setValues}
          actions={
            <Button variant="outline" size="lg" onClick={onClose}>
              Cancel
            </Button>
          }
        />
      )}
    </Dialog>
  );
}
