import type { FailedMail } from '@gym/contract';
import { MailCheck } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useFailedMail } from '../api/get-failed-mail.ts';

export const FAILED_MAIL_TEXTS = {
  empty: 'Every e-mail has gone out',
  emptyText: 'E-mails the mail server keeps refusing show here after their last attempt, with its answer.',
  fetchFailed: 'Could not load the undelivered e-mails. Please try again.',
} as const;

/** The table's columns, with times on the gym's clock. */
const columnsIn = (timeZone: string): Column<FailedMail>[] => [
  {
    id: 'mail',
    header: t('E-mail'),
    cell: (m) => (
      <span className="grid gap-0.5">
        <span className="font-semibold text-zinc-900">{m.subject}</span>
        <span className="break-all text-zinc-600">{m.to}</span>
      </span>
    ),
  },
  { id: 'queued', header: t('Written'), cell: (m) => formatDateTime(m.createdAt, timeZone) },
  { id: 'failed', header: t('Given up'), cell: (m) => formatDateTime(m.failedAt, timeZone) },
  { id: 'attempts', header: t('Attempts'), cell: (m) => m.attempts, align: 'end' },
  {
    id: 'error',
    header: t('Mail server said'),
    cell: (m) => <span className="break-words text-zinc-700">{m.lastError ?? t('No answer')}</span>,
  },
];

/**
 * The e-mails the server gave up sending after its last retry (docs/decisions/016): whom each was for, what it was
 * about, when it was written and given up on, and what the mail server said, so the admin can tell the person
 * another way and fix the mail settings.
 */
export function FailedMailList() {
  useT();
  const list = useFailedMail();
  const timeZone = useGymTimeZone();
  if (list.isError) return <Alert tone="error">{t(FAILED_MAIL_TEXTS.fetchFailed)}</Alert>;
  return (
    <DataTable
      caption={t('Undelivered e-mails')}
      columns={columnsIn(timeZone ?? 'UTC')}
      // The rows wait for the gym's settings, so that no time is ever shown on another clock.
      rows={timeZone === undefined ? undefined : list.data}
      rowKey={(m) => m.id}
      loadingLabel={t('Loading undelivered e-mails')}
      empty={<EmptyState icon={MailCheck} title={t(FAILED_MAIL_TEXTS.empty)} text={t(FAILED_MAIL_TEXTS.emptyText)} />}
    />
  );
}
