import type { SubscriptionRow } from '@gym/contract';
import { cx } from '../../../lib/cx.ts';

/**
 * Active or Inactive (spec §4), with the reason an inactive one ended (Expired, Cancelled) when the server
 * gives one.
 */
export function SubscriptionStatus({
  subscription: s,
}: {
  subscription: Pick<SubscriptionRow, 'isActive' | 'status'>;
}) {
  const reason = !s.isActive && s.status && s.status !== 'Active' ? s.status : null;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5 whitespace-nowrap sm:justify-start">
      <span
        className={cx(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
          s.isActive ? 'bg-zinc-900 text-white ring-zinc-900' : 'bg-zinc-100 text-zinc-700 ring-zinc-200',
        )}
      >
        {s.isActive ? 'Active' : 'Inactive'}
      </span>
      {reason && <span className="text-xs text-zinc-600">{reason}</span>}
    </span>
  );
}
