import type { SubscriptionStatus as Status, SubscriptionRow } from '@gym/contract';
import { cx } from '../../../lib/cx.ts';
import { useT } from '../../../lib/i18n.ts';

/** How each state looks: usable ones dark, the ones on their way amber, ended ones grey (the words say it too). */
const tone: Record<Status, string> = {
  Active: 'bg-zinc-900 text-white ring-zinc-900',
  'Past due': 'bg-amber-50 text-amber-900 ring-amber-300',
  Scheduled: 'bg-sky-50 text-sky-900 ring-sky-200',
  'Waiting for payment': 'bg-amber-50 text-amber-900 ring-amber-300',
  Frozen: 'bg-sky-50 text-sky-900 ring-sky-200',
  Suspended: 'bg-red-50 text-red-800 ring-red-200',
  Expired: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  Cancelled: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

/**
 * A subscription's state in words (docs/decisions/022): Active, Scheduled, Waiting for payment, Expired… The spec's
 * Active or Inactive (spec §4) is the `isActive` behind it.
 */
export function SubscriptionStatus({
  subscription: s,
  className,
}: {
  subscription: Pick<SubscriptionRow, 'isActive' | 'status'>;
  className?: string;
}) {
  const t = useT();
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tone[s.status],
        className,
      )}
    >
      {t(s.status)}
    </span>
  );
}
