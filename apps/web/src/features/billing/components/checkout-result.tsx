import type { CheckoutState } from '@gym/contract';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCheckoutState } from '../api/get-checkout.ts';
import { DemoPaymentsNotice } from './demo-notice.tsx';

/**
 * Where the provider sends the member back (docs/decisions/022): paid (and when the plan runs), declined (nothing
 * started, try again), or still waiting for the provider, asked again every few seconds.
 */
export function CheckoutResult({ paymentId }: { paymentId: number }) {
  const t = useT();
  const state = useCheckoutState(paymentId, { poll: true });
  if (state.isPending) return <PageSpinner label={t('Loading checkout')} />;
  if (state.isError) return <Alert tone="error" title={t('Checkout not found')} />;
  const c = state.data;
  return (
    <div className="flex flex-col gap-5">
      {c.provider === 'demo' && <DemoPaymentsNotice />}
      <Outcome checkout={c} />
    </div>
  );
}

function Outcome({ checkout: c }: { checkout: CheckoutState }) {
  const t = useT();
  const again = c.extend || c.subscriptionId === null ? paths.member.subscriptions : paths.member.plans;
  if (c.status === 'Completed') {
    const scheduled = c.subscriptionStatus === 'Scheduled';
    return (
      <Panel
        icon={<CircleCheck aria-hidden="true" className="size-7 text-emerald-700" />}
        title={t('Payment received')}
      >
        <p>
          {c.extend
            ? t('{plan} renews for another term when it ends.', { plan: c.planName ?? '' })
            : scheduled && c.startDate
              ? t('{plan} starts on {date}, the day after your current plan ends.', {
                  plan: c.planName ?? '',
                  date: formatDate(c.startDate),
                })
              : c.endDate
                ? t('{plan} is active until {date}.', { plan: c.planName ?? '', date: formatDate(c.endDate) })
                : t('Your payment of {amount} is complete.', { amount: formatMoney(c.amount) })}
        </p>
        <Link to={paths.member.subscriptions} className={buttonClasses({ size: 'lg' })}>
          {t('My subscriptions')}
        </Link>
      </Panel>
    );
  }
  if (c.status === 'Pending') {
    return (
      <Panel
        icon={<Clock aria-hidden="true" className="size-7 text-amber-700" />}
        title={t('Waiting for your payment')}
      >
        <p>{t('We have not heard from the payment provider yet. This page updates by itself.')}</p>
        {c.holdExpiresAt && (
          <p className="text-sm text-zinc-600">
            {t('Your place is kept until {time}.', {
              time: new Date(c.holdExpiresAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
            })}
          </p>
        )}
        {c.provider === 'demo' && (
          <Link to={paths.demoCheckout(c.paymentId)} className={buttonClasses({ size: 'lg' })}>
            {t('Back to the payment page')}
          </Link>
        )}
      </Panel>
    );
  }
  return (
    <Panel icon={<CircleX aria-hidden="true" className="size-7 text-red-700" />} title={t('Payment not completed')}>
      <p>{c.failure ? translateMessage(c.failure) : t('The payment did not go through. No money was taken.')}</p>
      <p>{t('Nothing has started. You can try again with another card.')}</p>
      {c.provider === 'demo' && c.holdExpiresAt ? (
        <Link to={paths.demoCheckout(c.paymentId)} className={buttonClasses({ size: 'lg' })}>
          {t('Try another card')}
        </Link>
      ) : (
        <Link to={again} className={buttonClasses({ size: 'lg' })}>
          {t('Try again')}
        </Link>
      )}
    </Panel>
  );
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-6 py-10 text-center text-zinc-700">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-zinc-100">{icon}</span>
      <h2 className="text-xl font-semibold text-zinc-950">{title}</h2>
      {children}
    </section>
  );
}
