import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { CircleStop, RefreshCw, Snowflake, Ticket } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { Detail, Details } from '../../../components/ui/details.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useCancelRenewal } from '../api/cancel-renewal.ts';
import { useEndFreeze } from '../api/end-freeze.ts';
import { MEMBER_SUBSCRIPTIONS_PAGE_SIZE, useMemberSubscriptions } from '../api/get-member-subscriptions.ts';
import { useRenewSubscription } from '../api/renew-subscription.ts';
import { useToggleAutoRenew } from '../api/toggle-auto-renew.ts';
import { DeleteSubscriptionDialog } from './delete-subscription-dialog.tsx';
import { FreezeDialog } from './freeze-dialog.tsx';
import { freezeOf, isRunning, PaymentStatusBadge } from './subscription-card.tsx';
import { SubscriptionLoadError } from './subscription-load-error.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';

/** Due for renewal (spec §4): running, auto-renew on, and its last day (the end date) before today. */
export const isDue = (s: SubscriptionRow, today: string) => s.isActive && s.autoRenew && s.endDate < today;

type StaffSubscriptionListProps = {
  userId: number;
  /** What each card offers besides Delete and the switch (the route adds Training Histories). */
  extraActions?: (subscription: SubscriptionRow) => ReactNode;
};

/**
 * staff/user-list/subscription?id= (spec §2, §4): a member's subscriptions as cards with the auto-renew switch,
 * which flips at once and is saved (rolled back with the server's reason if it refuses), and Delete behind a
 * confirmation. A due subscription with auto-renew on is renewed through the server when the screen shows it,
 * once. Toasts are the staff area's: 5000 ms, top right (spec §9).
 */
export function StaffSubscriptionList({ userId, extraActions }: StaffSubscriptionListProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useMemberSubscriptions(userId, page);
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  const can = useCan();
  const toggle = useToggleAutoRenew();
  const renew = useRenewSubscription();
  /** What the switches show while the server has not answered: subscription id → the value asked for. */
  const [flipped, setFlipped] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [deleting, setDeleting] = useState<SubscriptionRow | null>(null);
  const [freezing, setFreezing] = useState<SubscriptionRow | null>(null);
  const stopRenewal = useCancelRenewal();
  const endFreeze = useEndFreeze();
  const [renewed, setRenewed] = useState<ReadonlySet<number>>(new Set());
  /** Subscriptions this screen has asked the server to renew: each is asked once. */
  const askedToRenew = useRef(new Set<number>());

  useEffect(() => {
    if (list.isError) toast.error(BILLING_MESSAGES.loadFailed, { id: 'subscriptions-load', ...STAFF_AREA_TOAST });
  }, [list.isError]);

  const emptied = list.data !== undefined && list.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage((p) => Math.max(1, p - 1));
  }, [emptied]);

  const renewDue = useEffectEvent((rows: SubscriptionRow[], day: string) => {
    for (const row of rows) {
      if (!isDue(row, day) || askedToRenew.current.has(row.id)) continue;
      askedToRenew.current.add(row.id);
      renew.mutate(row.id, {
        onSuccess: (answer) => {
          if (answer.endDate !== row.endDate) setRenewed((ids) => new Set(ids).add(row.id));
        },
        onError: () => toast.error(BILLING_MESSAGES.refreshFailed, STAFF_AREA_TOAST),
      });
    }
  });
  useEffect(() => {
    if (list.data && today && can('subscriptions.renew')) renewDue(list.data.items, today);
  }, [list.data, today, can]);

  const setSwitch = (id: number, value: boolean | undefined) =>
    setFlipped((current) => {
      const next = new Map(current);
      if (value === undefined) next.delete(id);
      else next.set(id, value);
      return next;
    });

  const flip = (row: SubscriptionRow) => {
    if (flipped.has(row.id)) return;
    const autoRenew = !row.autoRenew;
    setSwitch(row.id, autoRenew);
    toggle.mutate(
      { id: row.id, autoRenew },
      {
        // The list is read again before the switch lets go of the value it shows, so it never flickers back.
        onError: (error) => toast.error(messageOf(error, BILLING_MESSAGES.autoRenewFailed), STAFF_AREA_TOAST),
        onSettled: () => setSwitch(row.id, undefined),
      },
    );
  };

  if (list.isError && !list.data) {
    return <SubscriptionLoadError retrying={list.isFetching} onRetry={() => list.refetch()} />;
  }
  if (!list.data || timeZone === undefined) return <PageSpinner label={t('Loading subscriptions')} />;

  const { items, total } = list.data;
  if (total === 0) return <EmptyState icon={Ticket} title={translateMessage(BILLING_MESSAGES.memberHasNone)} />;
  const pages = Math.max(1, Math.ceil(total / MEMBER_SUBSCRIPTIONS_PAGE_SIZE));

  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2" aria-busy={list.isPlaceholderData || undefined}>
        {items.map((s) => (
          <li key={s.id} className="grid">
            <StaffSubscriptionCard
              subscription={s}
              timeZone={timeZone}
              autoRenew={flipped.get(s.id) ?? s.autoRenew}
              saving={flipped.has(s.id)}
              renewed={renewed.has(s.id)}
              // An ended subscription cannot be renewed (the server refuses): its switch can only be turned off.
              onToggle={can('subscriptions.toggleAutoRenew') && (s.isActive || s.autoRenew) ? () => flip(s) : undefined}
              today={today}
              actions={
                <>
                  {can('subscriptions.cancelRenewal') && isRunning(s) && s.autoRenew && (
                    <Button
                      variant="outline"
                      size="sm"
                      isLoading={stopRenewal.isPending && stopRenewal.variables?.id === s.id}
                      onClick={() =>
                        stopRenewal.mutate(
                          { id: s.id },
                          {
                            onSuccess: (row) =>
                              toast.success(
                                t('Renewal stopped. {plan} ends on {end}.', {
                                  plan: row.planName,
                                  end: formatDate(row.endDate),
                                }),
                                STAFF_AREA_TOAST,
                              ),
                            onError: (error) =>
                              toast.error(messageOf(error, t('Could not stop the renewal.')), STAFF_AREA_TOAST),
                          },
                        )
                      }
                    >
                      <CircleStop aria-hidden="true" className="size-4" />
                      {t('Stop renewal')}
                    </Button>
                  )}
                  {can('subscriptions.freeze') && s.status === 'Active' && today && !freezeOf(s, today) && (
                    <Button variant="outline" size="sm" onClick={() => setFreezing(s)}>
                      <Snowflake aria-hidden="true" className="size-4" />
                      {t('Freeze')}
                    </Button>
                  )}
                  {can('subscriptions.freeze') && today && freezeOf(s, today) && (
                    <Button
                      variant="outline"
                      size="sm"
                      isLoading={endFreeze.isPending && endFreeze.variables === s.id}
                      onClick={() =>
                        endFreeze.mutate(s.id, {
                          onSuccess: (row) =>
                            toast.success(
                              t('The freeze has ended. It now ends on {end}.', { end: formatDate(row.endDate) }),
                              STAFF_AREA_TOAST,
                            ),
                          onError: (error) =>
                            toast.error(messageOf(error, t('Could not end the freeze.')), STAFF_AREA_TOAST),
                        })
                      }
                    >
                      {t('End freeze')}
                    </Button>
                  )}
                  {extraActions?.(s)}
                  {can('subscriptions.delete') && (
                    <DeleteButton
                      what={t('{plan} subscription', { plan: s.planName })}
                      onClick={() => setDeleting(s)}
                    />
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Pager
        label={t('Subscription pages')}
        page={page}
        pages={pages}
        loading={list.isPlaceholderData}
        onPage={setPage}
      />
      <DeleteSubscriptionDialog
        subscription={deleting}
        onClose={() => setDeleting(null)}
        messages={{ deleted: BILLING_MESSAGES.staffDeleted, failed: BILLING_MESSAGES.staffDeleteFailed }}
        toastOptions={STAFF_AREA_TOAST}
      />
      {freezing && today && (
        <FreezeDialog subscription={freezing} today={today} byStaff onClose={() => setFreezing(null)} />
      )}
    </>
  );
}

type StaffSubscriptionCardProps = {
  subscription: SubscriptionRow;
  timeZone: string;
  /** What the switch shows: the saved value, or the one on its way to the server. */
  autoRenew: boolean;
  saving: boolean;
  /** Renewed by this screen just now. */
  renewed: boolean;
  today: string | undefined;
  /** Absent for a role that may not switch it. */
  onToggle?: () => void;
  actions: ReactNode;
};

/** A subscription card of the staff area (spec §2): plan, price, dates, status, payment, auto-renew. */
function StaffSubscriptionCard({
  subscription,
  timeZone,
  autoRenew,
  saving,
  renewed,
  today,
  onToggle,
  actions,
}: StaffSubscriptionCardProps) {
  const t = useT();
  const freeze = today ? freezeOf(subscription, today) : null;
  const s = subscription;
  const titleId = `subscription-${s.id}-title`;
  const switchId = `subscription-${s.id}-auto-renew`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-zinc-950">
            {s.planName}
          </h2>
          <p className="text-sm text-zinc-600 tabular-nums">{formatMoney(s.planPrice)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {renewed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <RefreshCw aria-hidden="true" className="size-3" />
              {t('Renewed')}
            </span>
          )}
          <SubscriptionStatus subscription={s} />
        </div>
      </div>

      <Details>
        <Detail label={t('Start date')}>{formatDate(s.startDate)}</Detail>
        <Detail label={t('End date')}>{formatDate(s.endDate)}</Detail>
        <Detail label={t('Payment')}>
          {s.paymentAmount === null ? '—' : formatMoney(s.paymentAmount)}
          <PaymentStatusBadge status={s.paymentStatus} />
        </Detail>
        <Detail label={t('Paid on')}>{formatDateTime(s.paymentDate, timeZone)}</Detail>
      </Details>
      {freeze && (
        <p className="rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200">
          {t('Frozen from {from} to {to}: no booking or check-in then.', {
            from: formatDate(freeze.from),
            to: formatDate(freeze.to),
          })}
        </p>
      )}

      <div className="flex items-center justify-between gap-4 rounded-xl bg-zinc-50 px-4 py-3">
        <span className="grid">
          <span id={switchId} className="text-sm font-semibold text-zinc-900">
            {t('Auto-renew')}
          </span>
          <span className="text-xs text-zinc-600">
            {!s.isActive
              ? t('Ended. Buy the plan again to renew it.')
              : autoRenew
                ? t('Renews for another term when this one ends.')
                : t('Ends on the end date.')}
          </span>
        </span>
        <Switch checked={autoRenew} busy={saving} labelledBy={switchId} onToggle={onToggle} />
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-zinc-100 pt-4">{actions}</div>
    </article>
  );
}
