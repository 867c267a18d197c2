import { API, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentListItem, type PaymentListParams } from '@gym/contract';
import { ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { searchOf, usePayments } from '../api/get-payments.ts';
import { STATUS_TONES } from './payment-labels.ts';
import { PaymentReceipts } from './payment-receipts.tsx';
import { RefundButton, refundable } from './refund-dialog.tsx';

const PAGE_SIZE = 20;

type Filters = { status: string; method: string; from: string; to: string };
const NO_FILTERS: Filters = { status: '', method: '', from: '', to: '' };

/** A labelled filter control. */
function Filter({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Every payment for the front desk and the admin (docs/decisions/023): newest first, filtered by state, method
 * and a period of the gym's days, each with its member, what it bought, and its receipt to download.
 */
export function PaymentsTable() {
  const t = useT();
  const can = useCan();
  const timeZone = useGymTimeZone();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const params: PaymentListParams = {
    status: (filters.status || undefined) as PaymentListParams['status'],
    method: (filters.method || undefined) as PaymentListParams['method'],
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = usePayments(params);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) => {
    setFilters((current) => ({ ...current, [key]: event.target.value }));
    setPage(1);
  };

  const columns: Column<PaymentListItem>[] = [
    { id: 'date', header: t('Date'), cell: (p) => formatDateTime(p.paymentDate, timeZone ?? 'UTC') },
    {
      id: 'member',
      header: t('Member'),
      cell: (p) => (
        <span className="grid gap-0.5">
          <span className="font-semibold text-zinc-900">{p.memberName}</span>
          <span className="text-zinc-600">{p.planName ?? t('No plan named')}</span>
        </span>
      ),
    },
    { id: 'method', header: t('Method'), cell: (p) => t(p.paymentMethod) },
    {
      id: 'status',
      header: t('State'),
      cell: (p) => <Badge tone={STATUS_TONES[p.status] ?? 'neutral'}>{t(p.status)}</Badge>,
    },
    { id: 'amount', header: t('Amount'), cell: (p) => formatMoney(p.amount), align: 'end' },
    {
      id: 'receipt',
      header: t('Receipt'),
      cell: (p) => <PaymentReceipts payment={p} />,
    },
    // Refunds are the admin's (decisions §4): the column is not there for the desk.
    ...(can('payments.refund')
      ? [
          {
            id: 'refund',
            header: t('Refund'),
            cell: (p: PaymentListItem) => (refundable(p) ? <RefundButton payment={p} /> : null),
          },
        ]
      : []),
  ];

  return (
    <div className="grid gap-6">
      <form
        aria-label={t('Filter payments')}
        className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <Filter label={t('State')}>
          {(id) => (
            <select id={id} className={`${controlClasses} h-10`} value={filters.status} onChange={set('status')}>
              <option value="">{t('Every state')}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(status)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={t('Method')}>
          {(id) => (
            <select id={id} className={`${controlClasses} h-10`} value={filters.method} onChange={set('method')}>
              <option value="">{t('Every method')}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(method)}
                </option>
              ))}
            </select>
          )}
        </Filter>
        <Filter label={t('From')}>
          {(id) => (
            <input
              id={id}
              type="date"
              className={`${controlClasses} h-10`}
              value={filters.from}
              onChange={set('from')}
            />
          )}
        </Filter>
        <Filter label={t('To')}>
          {(id) => (
            <input id={id} type="date" className={`${controlClasses} h-10`} value={filters.to} onChange={set('to')} />
          )}
        </Filter>
      </form>
      <ExportCsvButton
        className="justify-self-end"
        // The filters on screen, every page.
        path={`${API.paymentList}?${searchOf({ status: params.status, method: params.method, from: params.from, to: params.to, format: 'csv' })}`}
        fallbackName="payments.csv"
        label={t('Export payments as CSV')}
      />
      {list.isError ? (
        <Alert tone="error">{t('Could not load the payments. Please try again.')}</Alert>
      ) : (
        <DataTable
          caption={t('Payments')}
          columns={columns}
          // The rows wait for the gym's settings, so that no time is ever shown on another clock.
          rows={timeZone === undefined ? undefined : list.data?.items}
          rowKey={(p) => p.id}
          loadingLabel={t('Loading payments')}
          fetching={list.isFetching}
          paging={{
            page,
            pages: Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE)),
            onPage: setPage,
            label: t('Payment pages'),
          }}
          empty={
            <EmptyState
              icon={ReceiptText}
              title={t('No payments match')}
              text={t('Payments recorded at the desk or paid online show here. Change the filters to see more.')}
            />
          }
        />
      )}
    </div>
  );
}
