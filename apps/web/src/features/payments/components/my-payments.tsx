import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMemberPayments } from '../api/get-member-payments.ts';
import { STATUS_TONES } from './payment-labels.ts';
import { PaymentReceipts } from './payment-receipts.tsx';

const PAGE_SIZE = 20;

/** The member's payments, newest first, each with its receipt to download (docs/decisions/023). */
export function MyPayments() {
  const t = useT();
  const { user } = useAuth();
  const timeZone = useGymTimeZone();
  const [page, setPage] = useState(1);
  const list = useMemberPayments(user?.id, page);
  if (list.isError) return <Alert tone="error">{t('Could not load your payments. Please try again.')}</Alert>;
  if (!list.data || timeZone === undefined)
    return (
      <div className="flex justify-center py-12">
        <Spinner label={t('Loading your payments')} />
      </div>
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState
        icon={ReceiptText}
        title={t('No payments yet')}
        text={t('When you pay for a plan, its receipt shows here and arrives by e-mail.')}
      />
    );
  return (
    <>
      <ul className="grid gap-3">
        {list.data.items.map((p) => (
          <li
            key={p.id}
            className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="grid gap-1">
              <p className="font-semibold text-zinc-900">{p.planName ?? t('Payment to the gym')}</p>
              <p className="text-sm text-zinc-600">
                {formatDateTime(p.paymentDate, timeZone)} · {t(p.paymentMethod)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={STATUS_TONES[p.status] ?? 'neutral'}>{t(p.status)}</Badge>
              <span className="text-lg font-semibold tabular-nums text-zinc-900">{formatMoney(p.amount)}</span>
              <PaymentReceipts payment={p} />
            </div>
          </li>
        ))}
      </ul>
      <Pager
        label={t('Payment pages')}
        page={page}
        pages={Math.ceil(list.data.total / PAGE_SIZE)}
        loading={list.isFetching}
        onPage={setPage}
      />
    </>
  );
}
