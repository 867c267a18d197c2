import { BILLING_MESSAGES } from '@gym/contract';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import type { CheckoutState } from '../checkout-state.ts';
import { useCheckout } from '../use-checkout.ts';
import { ConfirmationRow, PaymentConfirmation } from './payment-confirmation.tsx';
import { PaymentForm, type PaymentFormValues } from './payment-form.tsx';

type CheckoutProps = {
  checkout: CheckoutState;
  /** The paying member; null when nobody is signed in (the form then says what is missing). */
  userId: number | null;
  /** The plan's name once it has loaded; undefined while it loads or when it cannot be read. */
  planName: string | undefined;
  planLoading: boolean;
  onSubscribed: () => void;
};

/**
 * The payment screen's body (spec §2 /dashboard/user/payment): the form, an order summary, and a confirmation
 * dialog before any money is recorded. After a payment whose subscription step failed, the form gives way to
 * 'Finish subscription', which spends that payment.
 */
export function Checkout({ checkout, userId, planName, planLoading, onSubscribed }: CheckoutProps) {
  const { paid, pending, payAndSubscribe, finish } = useCheckout({ planId: checkout.planId, onSubscribed });
  const [confirming, setConfirming] = useState<PaymentFormValues | null>(null);

  const startConfirmation = (values: PaymentFormValues) => {
    if (userId === null || values.amount === undefined) {
      toast.error(BILLING_MESSAGES.missingPaymentInfo);
      return;
    }
    setConfirming(values);
  };

  const confirm = async () => {
    if (!confirming || userId === null) return;
    try {
      await payAndSubscribe(userId, confirming);
    } finally {
      setConfirming(null);
    }
  };

  const dates = (
    <>
      {checkout.startDate && <ConfirmationRow label="Start date">{formatDate(checkout.startDate)}</ConfirmationRow>}
      {checkout.endDate && <ConfirmationRow label="End date">{formatDate(checkout.endDate)}</ConfirmationRow>}
    </>
  );

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card>
          {paid ? (
            <div className="grid gap-4">
              <p className="flex items-start gap-2 text-zinc-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                {`Your payment of ${formatMoney(paid.amount)} is recorded. Finish your subscription to start the plan.`}
              </p>
              <Button size="lg" className="w-full sm:w-auto sm:justify-self-end" isLoading={pending} onClick={finish}>
                Finish subscription
              </Button>
            </div>
          ) : (
            <PaymentForm
              amount={checkout.amount}
              submitLabel="Pay now"
              pending={pending}
              onSubmit={startConfirmation}
            />
          )}
        </Card>
        <Card className="order-first bg-zinc-50 lg:order-last">
          <h2 className="font-semibold text-zinc-950">Order summary</h2>
          <dl className="mt-2 divide-y divide-zinc-200 text-sm">
            <ConfirmationRow label="Plan">
              {planName ?? (planLoading ? 'Loading...' : `Plan #${checkout.planId}`)}
            </ConfirmationRow>
            {dates}
            {checkout.amount !== undefined && (
              <ConfirmationRow label="Total">
                <span className="text-base font-bold tabular-nums">{formatMoney(checkout.amount)}</span>
              </ConfirmationRow>
            )}
          </dl>
        </Card>
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Confirm payment"
        description="Check the details. Your payment is recorded when you confirm."
      >
        {confirming && (
          <PaymentConfirmation
            values={confirming}
            details={
              <>
                {planName && <ConfirmationRow label="Plan">{planName}</ConfirmationRow>}
                {dates}
              </>
            }
            confirmLabel="Confirm payment"
            pending={pending}
            onConfirm={confirm}
            onCancel={() => setConfirming(null)}
          />
        )}
      </Dialog>
    </>
  );
}
