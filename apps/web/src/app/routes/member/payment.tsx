import { BILLING_MESSAGES, type Payment, type User } from '@gym/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmedPayment, useCreatePayment } from '../../../features/payments/api/create-payment.ts';
import { type CheckoutState, parseCheckoutState } from '../../../features/payments/checkout-state.ts';
import { ConfirmationRow, PaymentConfirmation } from '../../../features/payments/components/payment-confirmation.tsx';
import { PaymentForm, type PaymentFormValues } from '../../../features/payments/components/payment-form.tsx';
import { usePlan } from '../../../features/plans/api/get-plan.ts';
import { useCreateSubscription } from '../../../features/subscriptions/api/create-subscription.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /dashboard/user/payment (spec §2, §4 "Booking flow"): pay for the plan handed over by the subscription
 * summary, confirm, then the payment is recorded and spent on the subscription, and the member goes home.
 */
export default function PaymentRoute() {
  usePageTitle('Payment');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  // Read once: the state is what the summary handed over when the page opened.
  const [checkout] = useState(() => parseCheckoutState(location.state));

  useEffect(() => {
    if (checkout) return;
    toast.error(BILLING_MESSAGES.noPlanSelected, { id: 'no-plan-selected' });
    navigate(paths.dashboard('user'), { replace: true });
  }, [checkout, navigate]);

  if (!checkout) return null;
  return <Checkout checkout={checkout} user={user} />;
}

function Checkout({ checkout, user }: { checkout: CheckoutState; user: User | null }) {
  const navigate = useNavigate();
  const plan = usePlan(checkout.planId);
  const pay = useCreatePayment();
  const subscribe = useCreateSubscription();
  const [confirming, setConfirming] = useState<PaymentFormValues | null>(null);
  // A payment the server recorded but that is not yet spent on the subscription: a retry only subscribes,
  // so the member is never charged twice for one plan.
  const [paid, setPaid] = useState<Payment | null>(null);
  const busy = useRef(false);
  const pending = pay.isPending || subscribe.isPending;

  const startConfirmation = (values: PaymentFormValues) => {
    if (!user || !checkout.planId || values.amount === undefined) {
      toast.error(BILLING_MESSAGES.missingPaymentInfo);
      return;
    }
    setConfirming(values);
  };

  const finish = async (payment: Payment) => {
    try {
      const subscription = await subscribe.mutateAsync({
        userId: payment.userId,
        planId: checkout.planId,
        paymentId: payment.id,
      });
      if (!subscription) {
        toast.error(BILLING_MESSAGES.subscriptionNoData);
        return;
      }
    } catch (error) {
      toast.error(messageOf(error, BILLING_MESSAGES.subscriptionNoData));
      return;
    }
    toast.success(BILLING_MESSAGES.purchased);
    navigate(paths.dashboard('user'));
  };

  const confirm = async () => {
    if (!confirming || !user || busy.current) return;
    busy.current = true;
    try {
      let payment = paid;
      if (!payment) {
        try {
          payment = confirmedPayment(
            await pay.mutateAsync({
              userId: user.id,
              amount: confirming.amount,
              paymentMethod: confirming.paymentMethod,
              notes: confirming.notes ?? undefined,
              planId: checkout.planId,
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
      await finish(payment);
    } finally {
      busy.current = false;
      setConfirming(null);
    }
  };

  const planName = plan.data?.name;
  const summary = (
    <>
      {planName && <ConfirmationRow label="Plan">{planName}</ConfirmationRow>}
      {checkout.startDate && <ConfirmationRow label="Start date">{formatDate(checkout.startDate)}</ConfirmationRow>}
      {checkout.endDate && <ConfirmationRow label="End date">{formatDate(checkout.endDate)}</ConfirmationRow>}
    </>
  );

  return (
    <>
      <PageHeader title="Payment" description="Pay for your plan. Your membership starts as soon as it is confirmed." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <Card>
          {paid ? (
            <div className="grid gap-4">
              <p className="flex items-start gap-2 text-zinc-800">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                {`Your payment of ${formatMoney(paid.amount)} is recorded. Finish your subscription to start the plan.`}
              </p>
              <Button
                size="lg"
                className="w-full sm:w-auto sm:justify-self-end"
                isLoading={pending}
                onClick={() => finish(paid)}
              >
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
              {planName ?? (plan.isPending ? 'Loading...' : `Plan #${checkout.planId}`)}
            </ConfirmationRow>
            {checkout.startDate && (
              <ConfirmationRow label="Start date">{formatDate(checkout.startDate)}</ConfirmationRow>
            )}
            {checkout.endDate && <ConfirmationRow label="End date">{formatDate(checkout.endDate)}</ConfirmationRow>}
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
            details={summary}
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
