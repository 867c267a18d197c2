import { BILLING_MESSAGES, type Payment } from '@gym/contract';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '../../lib/api-client.ts';
import { confirmedPayment, useCreatePayment } from './api/create-payment.ts';
import { useCreateSubscription } from './api/create-subscription.ts';
import type { PaymentFormValues } from './components/payment-form.tsx';

type CheckoutOptions = {
  planId: number;
  /** After 'Payment and subscription successful!': the screen moves on. */
  onSubscribed: () => void;
};

/**
 * Buying a plan (spec §4 "Booking flow"): record the payment, then spend it on the subscription. Two calls, so
 * the second can fail after the first took the money: the payment is then kept as `paid`, and `finish` spends
 * that same payment instead of charging again. Every outcome is told with the spec's texts (spec §8), the
 * server's reason first when it gives one.
 */
export function useCheckout({ planId, onSubscribed }: CheckoutOptions) {
  const pay = useCreatePayment();
  const subscribe = useCreateSubscription();
  // A payment the server recorded but that is not yet spent on the subscription.
  const [paid, setPaid] = useState<Payment | null>(null);
  // A second click while a call is on its way must not pay twice; state updates too late for that.
  const busy = useRef(false);

  const spend = async (payment: Payment) => {
    try {
      const subscription = await subscribe.mutateAsync({ userId: payment.userId, planId, paymentId: payment.id });
      if (!subscription) {
        toast.error(BILLING_MESSAGES.subscriptionNoData);
        return;
      }
    } catch (error) {
      toast.error(messageOf(error, BILLING_MESSAGES.subscriptionNoData));
      return;
    }
    toast.success(BILLING_MESSAGES.purchased);
    onSubscribed();
  };

  const once = async (step: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await step();
    } finally {
      busy.current = false;
    }
  };

  /**
   * `userId` pays with the confirmed form, then subscribes; a payment already made is spent instead of paying
   * again.
   */
  const payAndSubscribe = (userId: number, values: PaymentFormValues) =>
    once(async () => {
      let payment = paid;
      if (!payment) {
        try {
          payment = confirmedPayment(
            await pay.mutateAsync({
              userId,
              amount: values.amount,
              paymentMethod: values.paymentMethod,
              notes: values.notes ?? undefined,
              planId,
            }),
          );
        } catch (error) {
          toast.error(messageOf(error, BILLING_MESSAGES.paymentServerError));
          return;
        }
        if (!payment) {
          toast.error(BILLING_MESSAGES.paymentNotConfirmed);
          return;
        }
        setPaid(payment);
      }
      await spend(payment);
    });

  /** 'Finish subscription': spends the payment already made. */
  const finish = () =>
    once(async () => {
      if (paid) await spend(paid);
    });

  return { paid, pending: pay.isPending || subscribe.isPending, payAndSubscribe, finish };
}
