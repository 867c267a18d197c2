import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { Ticket } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate, formatDays, formatMoney } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { SUBSCRIPTION_SCREEN_TOAST } from '../../../lib/toast-options.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { useCan } from '../../../lib/use-can.ts';
import { MEMBER_SUBSCRIPTIONS_PAGE_SIZE, useMemberSubscriptions } from '../api/get-member-subscriptions.ts';
import { DeleteSubscriptionDialog } from './delete-subscription-dialog.tsx';
import { PaymentStatusBadge } from './subscription-card.tsx';
import { SubscriptionLoadError } from './subscription-load-error.tsx';
import { SubscriptionStatus } from './subscription-status.tsx';

/**
 * admin/subscriber-list/subscription?id= (spec §2, §3 "Admin read view"): one member's subscriptions, paged,
 * with Delete behind spec §5's confirmation for those who may delete (the admin; a trainer only reads). This
 * screen's toasts are 3000 ms, top right (spec §9).
 */
export function MemberSubscriptionsTable({ userId }: { userId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useMemberSubscriptions(userId, page);
  const can = useCan();
  const [deleting, setDeleting] = useState<SubscriptionRow | null>(null);

  useEffect(() => {
    if (list.isError)
      toast.error(BILLING_MESSAGES.loadFailed, { id: 'subscriptions-load', ...SUBSCRIPTION_SCREEN_TOAST });
  }, [list.isError]);

  // Deleting the last row of a later page moves back a page.
  const emptied = list.data !== undefined && list.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage((p) => Math.max(1, p - 1));
  }, [emptied]);

  if (list.isError && !list.data)
    return <SubscriptionLoadError retrying={list.isFetching} onRetry={() => list.refetch()} />;

  const columns: Column<SubscriptionRow>[] = [
    {
      id: 'plan',
      header: t('Plan'),
      cell: (s) => (
        <span className="grid">
          <span className="font-semibold text-zinc-900">{s.planName}</span>
          <span className="text-zinc-600">#{s.id}</span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('Price'),
      cell: (s) => (
        <span className="grid">
          <span className="font-medium text-zinc-900">{formatMoney(s.planPrice)}</span>
          <span className="whitespace-nowrap text-zinc-600">{formatDays(s.durationInDays)}</span>
        </span>
      ),
      align: 'end',
    },
    {
      id: 'dates',
      header: t('Dates'),
      cell: (s) => (
        <span className="grid tabular-nums">
          <span className="whitespace-nowrap">{formatDate(s.startDate)}</span>
          <span className="whitespace-nowrap text-zinc-600">{t('to {date}', { date: formatDate(s.endDate) })}</span>
        </span>
      ),
    },
    { id: 'status', header: t('Status'), cell: (s) => <SubscriptionStatus subscription={s} /> },
    {
      id: 'payment',
      header: t('Payment'),
      cell: (s) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1 sm:justify-start">
          <span className="tabular-nums">{s.paymentAmount === null ? '—' : formatMoney(s.paymentAmount)}</span>
          <PaymentStatusBadge status={s.paymentStatus} />
        </span>
      ),
    },
  ];
  if (can('subscriptions.delete')) {
    columns.push({
      id: 'actions',
      header: t('Actions'),
      align: 'end',
      cell: (s) => (
        <DeleteButton
          what={t('subscription #{id}, {plan}', { id: s.id, plan: s.planName })}
          onClick={() => setDeleting(s)}
        />
      ),
    });
  }

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / MEMBER_SUBSCRIPTIONS_PAGE_SIZE)) : 1;
  return (
    <>
      <DataTable
        caption={t('Subscriptions')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(s) => s.id}
        loadingLabel={t('Loading subscriptions')}
        fetching={list.isPlaceholderData}
        paging={{ page, pages, onPage: setPage, label: t('Subscription pages') }}
        empty={<EmptyState icon={Ticket} title={translateMessage(BILLING_MESSAGES.memberHasNone)} />}
      />
      <DeleteSubscriptionDialog
        subscription={deleting}
        onClose={() => setDeleting(null)}
        messages={{ deleted: BILLING_MESSAGES.deleted, failed: BILLING_MESSAGES.deleteFailed }}
        toastOptions={SUBSCRIPTION_SCREEN_TOAST}
      />
    </>
  );
}
