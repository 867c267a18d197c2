import {
  addDays,
  DEFAULT_PLAN_IMAGE_URL,
  expectedEndDate,
  PAYMENT_COMPLETED,
  type SubscriptionRow,
} from '@gym/contract';
import { CalendarClock, CircleStop, ListChecks, RefreshCw, ShoppingCart, Snowflake } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Detail, Details } from '../../../components/ui/details.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCancelRenewal } from '../api/cancel-renewal.ts';
import { useEndFreeze } from '../api/end-freeze.ts';
import { SubscriptionStatus } from './subscription-status.tsx';

/** A subscription's picture; a plan without one, or one that fails to load, shows the default (spec §9). */
function PlanPicture({ src }: { src: string }) {
  return (
    <img
      src={src || DEFAULT_PLAN_IMAGE_URL}
      alt=""
      width={800}
      height={500}
      decoding="async"
      loading="lazy"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(DEFAULT_PLAN_IMAGE_URL)) img.src = DEFAULT_PLAN_IMAGE_URL;
      }}
      className="aspect-[8/3] w-full bg-zinc-800 object-cover"
    />
  );
}

const pill = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/** Spec §4: Completed is green, anything else yellow. */
export function PaymentStatusBadge({ status }: { status: string | null }) {
  const t = useT();
  const completed = status === PAYMENT_COMPLETED;
  return (
    <span
      className={cx(
        pill,
        completed ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-300',
      )}
    >
      {status ? t(status) : t('Unknown')}
    </span>
  );
}

type SubscriptionCardProps = {
  subscription: SubscriptionRow;
  /** Today in the gym's time zone (YYYY-MM-DD). */
  today: string;
  onExtend: (subscription: SubscriptionRow) => void;
  onFreeze?: (subscription: SubscriptionRow) => void;
  /** Whether an ended subscription offers Buy again; not while the member holds the plan anew. */
  canBuyAgain?: boolean;
  /** A past subscription: no picture, muted, so the current ones stand out. */
  quiet?: boolean;
};

/** Whether the plan runs (Active or Frozen): it may be frozen, extended or have its renewal stopped. */
export const isRunning = (s: Pick<SubscriptionRow, 'status'>) => s.status === 'Active' || s.status === 'Frozen';

/** The plan's freeze, when it is current or still to come. */
export const freezeOf = (s: SubscriptionRow, today: string) =>
  s.frozenFrom && s.frozenUntil && s.frozenUntil >= today ? { from: s.frozenFrom, to: s.frozenUntil } : null;

/**
 * When the plan ends and what happens then, in one plain sentence (decisions §3): it does not renew, its next
 * term is paid, or the saved card pays it, with what the next term costs.
 */
export function useRenewalSentence() {
  const t = useT();
  return (s: SubscriptionRow): string => {
    const values = {
      end: formatDate(s.endDate),
      start: formatDate(s.startDate),
      next: formatDate(addDays(s.endDate, 1)),
      until: formatDate(expectedEndDate(s)),
      price: formatMoney(s.planPrice),
      days: formatDays(s.durationInDays),
    };
    if (s.status === 'Scheduled') return t('Starts on {start} and ends on {end}.', values);
    if (!isRunning(s)) return t('Ended on {end}.', values);
    const renewal = s.renewal ?? (s.autoRenew ? 'prepaid' : 'none');
    if (renewal === 'prepaid')
      return t('Ends on {end}. The next term is paid: it runs from {next} until {until}.', values);
    if (renewal === 'card')
      return t('Ends on {end}, then renews by card: {price} for another {days}, charged before {next}.', values);
    return t('Ends on {end} and does not renew. Another {days} costs {price}.', values);
  };
}

/**
 * One of the member's subscriptions (spec §2, §4; decisions §3): one sentence saying when it ends and whether and
 * how it renews, its freeze, its dates and payment, and what the member can do: Stop renewal (one click, never
 * behind an offer), Extend Plan, Freeze, End freeze; an ended one, Buy again.
 */
export function SubscriptionCard({
  subscription: s,
  today,
  onExtend,
  onFreeze,
  canBuyAgain = true,
  quiet = false,
}: SubscriptionCardProps) {
  const t = useT();
  const titleId = `subscription-${s.id}-title`;
  const renewalId = `subscription-${s.id}-renewal`;
  const amount = s.paymentAmount ?? s.planPrice;
  const sentence = useRenewalSentence()(s);
  const freeze = freezeOf(s, today);
  const running = isRunning(s);
  const stop = useCancelRenewal();
  const endFreeze = useEndFreeze();

  const stopRenewal = () =>
    stop.mutate(
      { id: s.id },
      {
        onSuccess: (row) =>
          toast.success(
            t('Renewal stopped. {plan} ends on {end}.', { plan: row.planName, end: formatDate(row.endDate) }),
          ),
        onError: (error) => toast.error(messageOf(error, t('Could not stop the renewal. Please try again.'))),
      },
    );
  const unfreeze = () =>
    endFreeze.mutate(s.id, {
      onSuccess: (row) =>
        toast.success(
          t('The freeze has ended. {plan} now ends on {end}.', { plan: row.planName, end: formatDate(row.endDate) }),
        ),
      onError: (error) => toast.error(messageOf(error, t('Could not end the freeze. Please try again.'))),
    });

  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'flex h-full flex-col overflow-hidden rounded-2xl border',
        quiet ? 'border-zinc-200 bg-zinc-50' : 'border-zinc-300 bg-white shadow-sm',
      )}
    >
      {!quiet && <PlanPicture src={s.planImageUrl} />}
      <div className={cx('flex flex-1 flex-col', quiet ? 'gap-3 p-4' : 'gap-4 p-5')}>
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className={cx('font-semibold', quiet ? 'text-base text-zinc-800' : 'text-lg text-zinc-950')}>
            {s.planName}
          </h3>
          <SubscriptionStatus subscription={s} className="shrink-0" />
        </div>

        <p id={renewalId} className={cx('flex gap-2 text-sm', quiet ? 'text-zinc-600' : 'text-zinc-800')}>
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
          <span>{sentence}</span>
        </p>

        {freeze && (
          <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
            {freeze.from <= today
              ? t('Frozen until {to}: no booking or check-in until then.', { to: formatDate(freeze.to) })
              : t('A freeze is planned from {from} to {to}.', {
                  from: formatDate(freeze.from),
                  to: formatDate(freeze.to),
                })}
          </p>
        )}

        <Details>
          <Detail label={t('Start date')}>{formatDate(s.startDate)}</Detail>
          <Detail label={t('End date')}>{formatDate(s.endDate)}</Detail>
          <Detail label={t('Amount')}>{formatMoney(amount)}</Detail>
          <Detail label={t('Payment')}>
            <PaymentStatusBadge status={s.paymentStatus} />
          </Detail>
        </Details>

        <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-zinc-100 pt-4">
          {running && s.autoRenew && (
            <Button
              variant="outline"
              size="sm"
              onClick={stopRenewal}
              isLoading={stop.isPending}
              aria-describedby={`${titleId} ${renewalId}`}
            >
              {!stop.isPending && <CircleStop aria-hidden="true" className="size-4" />}
              {t('Stop renewal')}
            </Button>
          )}
          {running && !s.autoRenew && (
            <Button size="sm" onClick={() => onExtend(s)} aria-describedby={`${titleId} ${renewalId}`}>
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('Extend Plan')}
            </Button>
          )}
          {s.status === 'Active' && !freeze && onFreeze && (
            <Button variant="outline" size="sm" onClick={() => onFreeze(s)} aria-describedby={titleId}>
              <Snowflake aria-hidden="true" className="size-4" />
              {t('Freeze')}
            </Button>
          )}
          {freeze && (
            <Button
              variant="outline"
              size="sm"
              onClick={unfreeze}
              isLoading={endFreeze.isPending}
              aria-describedby={titleId}
            >
              {freeze.from <= today ? t('End freeze today') : t('Cancel the freeze')}
            </Button>
          )}
          {!running &&
            canBuyAgain &&
            // An ended subscription cannot be extended (the server refuses); the plan can be bought again.
            (s.status === 'Expired' || s.status === 'Cancelled') && (
              <Link to={paths.member.plan(s.planId)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                <ShoppingCart aria-hidden="true" className="size-4" />
                {t('Buy again')}
              </Link>
            )}
          <Link
            to={paths.member.planFeatures(s.planId)}
            className="ml-auto inline-flex items-center gap-1.5 text-sm font-semibold text-zinc-800 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {t('Plan features')}
            <span className="sr-only">{t(' of {plan}', { plan: s.planName })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
