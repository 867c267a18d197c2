import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { confirmedPayment, useCreatePayment } from './api/create-payment.ts';
import { useToggleAutoRenew } from './api/toggle-auto-renew.ts';
import type { PaymentFormValues } from './components/payment-form.tsx';

/**
 * Extending a plan (spec §4, decisions §8): record a payment for the subscription, and only then switch
 * auto-renew on, which spends it. When the switch fails after the payment, a retry only switches: this hook
 * remembers the payment it made, and a payment made earlier (another visit, another tab) is recognised by the
 * server's 'This extension is already paid' refusal. Either way the member is never charged twice.
 */
export function useExtension(subscription: SubscriptionRow, { onExtended }: { onExtended: () => void }) {
  const pay = useCreatePayment();
  const toggle = useToggleAutoRenew();
  const paid = useRef(false);
  const busy = useRef(false);

  /** Records the payment; true when it is (or already was) recorded. */
  const recordPayment = async (values: PaymentFormValues) => {
    if (paid.current) return true;
    try {
      const result = await pay.mutateAsync({
        amount: values.amount,
        paymentMethod: values.paymentMethod,
        notes: values.notes ?? undefined,
        subscriptionId: subscription.id,
      });
      if (!confirmedPayment(result)) {
        toast.error(BILLING_MESSAGES.extendFailed);
        return false;
      }
      toast.success(BILLING_MESSAGES.paymentRecorded);
    } catch (error) {
      if (!(error instanceof ApiError && error.message === BILLING_MESSAGES.extensionAlreadyPaid)) {
        toast.error(messageOf(error, BILLING_MESSAGES.extendFailed));
        return false;
      }
    }
    paid.current = true;
    return true;
  };

  /** Pays (unless already paid), then switches auto-renew on. */
  const extend = async (values: PaymentFormValues) => {
    if (busy.current) return;
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
      onExtended();
    } finally {
      busy.current = false;
    }
  };

  return { extend, pending: pay.isPending || toggle.isPending };
}
