import { ArrowRight, CalendarDays, CircleUserRound, Dumbbell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';

type SubscriptionSummaryProps = {
  userName: string;
  planName: string;
  durationInDays: number;
  /** YYYY-MM-DD in the gym's time zone. */
  startDate: string;
  endDate: string;
  price: number;
  /** The plan running now, when there is one: the new one starts the day after it ends (decisions §3). */
  queuedAfter?: { planName: string; endDate: string } | undefined;
  onCheckout: () => void;
  /** The provider's page is being opened. */
  pending?: boolean;
};

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3.5">
      <dt className="flex items-center gap-2 text-zinc-600">
        {icon}
        {label}
      </dt>
      <dd className="text-right font-semibold text-zinc-900 tabular-nums">{children}</dd>
    </div>
  );
}

const icon = 'size-4 shrink-0 text-zinc-500';

/**
 * What the member is about to buy (spec §2 /plan-subscribe): who, which plan, from today to today plus the
 * plan's duration, and the price (decisions §1: one money format, '$59.50', not the spec's '59.50$'). The server sets the real dates when the subscription is made.
 */
export function SubscriptionSummary(props: SubscriptionSummaryProps) {
  const {
    userName,
    planName,
    durationInDays,
    startDate,
    endDate,
    price,
    queuedAfter,
    onCheckout,
    pending = false,
  } = props;
  const t = useT();
  return (
    <section aria-labelledby="summary-title" className="rounded-2xl border border-zinc-200 bg-white">
      <div className="border-b border-zinc-200 px-5 py-4 sm:px-6">
        <h2 id="summary-title" className="text-lg font-semibold text-zinc-950">
          {t('Subscription summary')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">
          {queuedAfter
            ? t(
                '{days} of membership, starting on {start}: the day after your current plan, {plan}, ends. You pay now.',
                {
                  days: formatDays(durationInDays),
                  start: formatDate(startDate),
                  plan: queuedAfter.planName,
                },
              )
            : t('{days} of membership, starting today.', { days: formatDays(durationInDays) })}
        </p>
      </div>
      <dl className="divide-y divide-zinc-100 px-5 text-sm sm:px-6 sm:text-base">
        <Row icon={<CircleUserRound aria-hidden="true" className={icon} />} label={t('Member')}>
          {userName}
        </Row>
        <Row icon={<Dumbbell aria-hidden="true" className={icon} />} label={t('Plan')}>
          {planName}
        </Row>
        <Row icon={<CalendarDays aria-hidden="true" className={icon} />} label={t('Start date')}>
          <time dateTime={startDate}>{formatDate(startDate)}</time>
        </Row>
        <Row icon={<CalendarDays aria-hidden="true" className={icon} />} label={t('End date')}>
          <time dateTime={endDate}>{formatDate(endDate)}</time>
        </Row>
      </dl>
      <div className="flex flex-col gap-4 rounded-b-2xl border-t border-zinc-200 bg-zinc-50 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-zinc-600">{t('Total')}</span>
          <span className="text-3xl font-bold tracking-tight text-zinc-950 tabular-nums">{formatMoney(price)}</span>
        </p>
        <Button size="lg" onClick={onCheckout} isLoading={pending} className="w-full sm:w-auto">
          {t('Proceed to Checkout')}
          {!pending && <ArrowRight aria-hidden="true" className="size-5" />}
        </Button>
      </div>
    </section>
  );
}
