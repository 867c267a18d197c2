import { BILLING_MESSAGES, DEMO_CARDS, demoPayRequestSchema } from '@gym/contract';
import { CreditCard, Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, useZodForm } from '../../../components/ui/form.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDays, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCheckoutState } from '../api/get-checkout.ts';
import { usePayDemoCheckout } from '../api/pay-demo-checkout.ts';
import { DemoPaymentsNotice } from './demo-notice.tsx';

/** Stripe's test cards, grouped in fours as printed on a card. */
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The demo provider's hosted checkout (docs/decisions/022): what is being bought, and a card number, of which
 * only Stripe's test cards are taken. Paying or not, the member goes on to the result page, as from Stripe's.
 */
export function DemoCheckout({ paymentId }: { paymentId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const state = useCheckoutState(paymentId);
  const pay = usePayDemoCheckout(paymentId);
  const form = useZodForm(demoPayRequestSchema, { defaultValues: { cardNumber: '' } });
  const result = `${paths.member.checkoutResult}?payment=${paymentId}`;

  if (state.isPending) return <PageSpinner label={t('Loading checkout')} />;
  if (state.isError) return <Alert tone="error" title={t(BILLING_MESSAGES.checkoutNotFound)} />;
  const checkout = state.data;
  const open = checkout.status === 'Pending' || checkout.status === 'Failed';

  return (
    <div className="flex flex-col gap-5">
      <DemoPaymentsNotice />
      <section aria-labelledby="pay-title" className="rounded-2xl border border-zinc-200 bg-white">
        <div className="border-b border-zinc-200 px-5 py-4 sm:px-6">
          <h2 id="pay-title" className="text-lg font-semibold text-zinc-950">
            {checkout.extend ? t('Next term of {plan}', { plan: checkout.planName ?? '' }) : checkout.planName}
          </h2>
          {checkout.durationInDays !== null && (
            <p className="mt-1 text-sm text-zinc-600">{formatDays(checkout.durationInDays)}</p>
          )}
          <p className="mt-3 text-3xl font-bold tracking-tight text-zinc-950 tabular-nums">
            {formatMoney(checkout.amount)}
          </p>
        </div>
        {open ? (
          <Form
            form={form}
            className="flex flex-col gap-4 px-5 py-5 sm:px-6"
            onSubmit={async (values) => {
              const after = await pay.mutateAsync(values);
              if (after.status === 'Completed') navigate(result);
            }}
          >
            {checkout.status === 'Failed' && checkout.failure && (
              <Alert tone="error" title={translateMessage(checkout.failure)} />
            )}
            <FormInput
              name="cardNumber"
              label={t('Card number')}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
            />
            <div className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-700">
              <p className="font-semibold text-zinc-900">{t('Test cards')}</p>
              <ul className="mt-1 space-y-0.5">
                <li>
                  <span className="font-mono">{spaced(DEMO_CARDS.succeeds)}</span> {t('pays')}
                </li>
                <li>
                  <span className="font-mono">{spaced(DEMO_CARDS.declined)}</span> {t('is declined')}
                </li>
                <li>
                  <span className="font-mono">{spaced(DEMO_CARDS.failsLater)}</span>{' '}
                  {t('pays now and fails when charged later')}
                </li>
              </ul>
            </div>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <Button variant="outline" size="lg" onClick={() => navigate(result)}>
                {t('Cancel')}
              </Button>
              <Button type="submit" size="lg" isLoading={pay.isPending}>
                {!pay.isPending && <Lock aria-hidden="true" className="size-4" />}
                {t('Pay {amount}', { amount: formatMoney(checkout.amount) })}
              </Button>
            </div>
          </Form>
        ) : (
          <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
            <Alert tone="info" title={t(BILLING_MESSAGES.checkoutClosed)} />
            <Button variant="outline" onClick={() => navigate(result)}>
              <CreditCard aria-hidden="true" className="size-4" />
              {t('See the result')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
