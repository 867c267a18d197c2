import { BILLING_MESSAGES, expectedEndDate, type SubscriptionRow } from '@gym/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { confirmedPayment, useCreatePayment } from '../../../features/payments/api/create-payment.ts';
import { ConfirmationRow, PaymentConfirmation } from '../../../features/payments/components/payment-confirmation.tsx';
import { PaymentForm, type PaymentFormValues } from '../../../features/payments/components/payment-form.tsx';
import { useToggleAutoRenew } from '../../../features/subscriptions/api/toggle-auto-renew.ts';
import { SubscriptionList } from '../../../features/subscriptions/components/subscription-list.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** /dashboard/user/plan-detail (spec §2): the member's subscriptions, and extending one. */
export default function SubscriptionsRoute() {
  usePageTitle('My subscriptions');
  const { user } = useAuth();
  const [extending, setExtending] = useState<SubscriptionRow | null>(null);

  return (
    <>
      <PageHeader title="My subscriptions" description="Your plans, their dates and payments." />
      {user && <SubscriptionList userId={user.id} onExtend={setExtending} />}
      {extending && <ExtendPlanDialog subscription={extending} onClose={() => setExtending(null)} />}
    </>
  );
}

/**
 * The extension flow (spec §4, decisions §8): a payment dialog, then a confirmation, then the payment is
 * recorded against the subscription, and only then auto-renew is switched on, which spends that payment.
 * When the switch failed after the payment, confirming again finds the payment already made (the server
 * refuses a second one) and only switches, so the member is never charged twice.
 */
function ExtendPlanDialog({ subscription, onClose }: { subscription: SubscriptionRow; onClose: () => void }) {
  const pay = useCreatePayment();
  const toggle = useToggleAutoRenew();
  const [values, setValues] = useState<PaymentFormValues | null>(null);
  const busy = useRef(false);
  const pending = pay.isPending || toggle.isPending;
  const expected = formatDate(expectedEndDate(subscription));

  /** Records the payment; true when it is (or already was) recorded. */
  const recordPayment = async (form: PaymentFormValues) => {
    try {
      const result = await pay.mutateAsync({
        amount: form.amount,
        paymentMethod: form.paymentMethod,
        notes: form.notes ?? undefined,
        subscriptionId: subscription.id,
      });
      if (!confirmedPayment(result)) {
        toast.error(BILLING_MESSAGES.extendFailed);
        return false;
      }
      toast.success(BILLING_MESSAGES.paymentRecorded);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.message === BILLING_MESSAGES.extensionAlreadyPaid) return true;
      toast.error(messageOf(error, BILLING_MESSAGES.extendFailed));
      return false;
    }
  };

  const confirm = async () => {
    if (!values || busy.current) return;
    busy.current = true;
    try {
      if (!(await recordPayment(values))) return;
      try {
        await toggle.mutateAsync({ id: subscription.id, autoRenew: true });
      } catch (error) {
        toast.error(messageOf(error, BILLING_MESSAGES.extendFailed));
        return;
      }
      toast.success(BILLING_MESSAGES.planExtended);
      onClose();
    } finally {
      busy.current = false;
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={values ? 'Confirm extension' : `Extend ${subscription.planName}`}
      description={
        values
          ? `Pay to extend your plan until ${expected}?`
          : `Pay the plan price again to add ${subscription.durationInDays} days after ${formatDate(subscription.endDate)}.`
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
          onConfirm={confirm}
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
