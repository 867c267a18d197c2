import {
  AUDIT_ACTION_LABELS,
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  AUDIT_SUBJECT_LABELS,
  type AuditAction,
  type AuditEntry,
  type AuditKind,
  type AuditParams,
} from '@gym/contract';
import { RefreshCw, ScrollText, ShieldAlert, ShieldCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { auditCsvPath, useAudit, useAuditVerification } from '../api/get-audit.ts';

const PAGE_SIZE = 25;

/** A value in one short line. */
const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Each field that the entry names, with what it was and what it became. */
function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="text-zinc-600">—</span>;
  return (
    <dl className="grid gap-0.5 text-sm">
      {keys.map((key) => (
        <div key={key} className="flex flex-wrap gap-x-1.5">
          <dt className="font-medium text-zinc-800">{key}:</dt>
          <dd className="break-all text-zinc-700">
            {entry.before !== null && entry.after !== null ? (
              <>
                <span className="line-through decoration-zinc-400">{shown(before[key])}</span> → {shown(after[key])}
              </>
            ) : (
              shown(entry.after !== null ? after[key] : before[key])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The chain's check: intact with its head, or where it breaks. */
function Verification() {
  const t = useT();
  const check = useAuditVerification();
  const again = (
    <Button variant="outline" size="sm" isLoading={check.isFetching} onClick={() => check.refetch()}>
      <RefreshCw aria-hidden="true" className="size-4" />
      {t('Check again')}
    </Button>
  );
  if (check.isError) return <Alert tone="error">{t('Could not check the audit trail. Please try again.')}</Alert>;
  if (!check.data) return null;
  const result = check.data;
  return (
    <div
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        result.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <div className="flex gap-3">
        {result.ok ? (
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        ) : (
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        )}
        <div className="grid gap-1">
          <p className={`font-semibold ${result.ok ? 'text-emerald-900' : 'text-red-900'}`}>
            {result.ok
              ? t('Chain verified: all {count} entries are as they were written', { count: result.entries })
              : t('The trail was changed outside the application, from entry #{id}', { id: result.brokenAt })}
          </p>
          <p className={`text-sm ${result.ok ? 'text-emerald-800' : 'text-red-800'}`}>
            {result.ok
              ? t('Latest fingerprint: {hash}', { hash: result.head.slice(0, 16) })
              : t('Entries from there on can no longer be trusted. Compare them with your backups.')}
          </p>
        </div>
      </div>
      {again}
    </div>
  );
}

/**
 * The audit trail for the admin (docs/decisions/023): who changed money, accounts and settings, when, and what it
 * was before and after; newest first, by kind, person and period, with the chain's check above it.
 */
export function AuditLog() {
  const t = useT();
  const timeZone = useGymTimeZone();
  const kindId = useId();
  const fromId = useId();
  const toId = useId();
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [actor, setActor] = useState<{ id: number; name: string } | null>(null);
  const [page, setPage] = useState(1);
  const params: AuditParams = {
    kind: (kind || undefined) as AuditParams['kind'],
    actorId: actor?.id,
    from: from || undefined,
    to: to || undefined,
    page,
    pageSize: PAGE_SIZE,
  };
  const list = useAudit(params);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: Column<AuditEntry>[] = [
    { id: 'id', header: '#', cell: (e) => <span className="tabular-nums text-zinc-600">{e.id}</span> },
    { id: 'at', header: t('When'), cell: (e) => formatDateTime(e.at, timeZone ?? 'UTC') },
    {
      id: 'actor',
      header: t('Who'),
      cell: (e) =>
        e.actorId === null ? (
          <span className="text-zinc-600">{t('The system')}</span>
        ) : (
          <button
            type="button"
            className="text-left font-medium text-accent underline-offset-2 hover:underline"
            onClick={() => changed(setActor)({ id: e.actorId as number, name: e.actorName ?? String(e.actorId) })}
          >
            {e.actorName}
          </button>
        ),
    },
    {
      id: 'action',
      header: t('What'),
      cell: (e) => (
        <span className="grid gap-1">
          <span className="font-semibold text-zinc-900">
            {t(AUDIT_ACTION_LABELS[e.action as AuditAction] ?? e.action)}
          </span>
          <span className="text-sm text-zinc-600">
            {t(AUDIT_SUBJECT_LABELS[e.subjectType] ?? e.subjectType)}
            {e.subjectId === null ? '' : ` #${e.subjectId}`}
          </span>
        </span>
      ),
    },
    {
      id: 'kind',
      header: t('Kind'),
      cell: (e) => <Badge>{t(AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind)}</Badge>,
    },
    { id: 'changes', header: t('Before → after'), cell: (e) => <Changes entry={e} /> },
  ];

  return (
    <div className="grid gap-6">
      <Verification />
      <form
        aria-label={t('Filter the audit trail')}
        className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid content-start gap-1.5">
          <label htmlFor={kindId} className="text-sm font-medium text-zinc-800">
            {t('Kind')}
          </label>
          <select
            id={kindId}
            className={`${controlClasses} h-10`}
            value={kind}
            onChange={(event) => changed(setKind)(event.target.value)}
          >
            <option value="">{t('Every kind')}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(AUDIT_KIND_LABELS[k])}
              </option>
            ))}
          </select>
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={fromId} className="text-sm font-medium text-zinc-800">
            {t('From')}
          </label>
          <input
            id={fromId}
            type="date"
            className={`${controlClasses} h-10`}
            value={from}
            onChange={(event) => changed(setFrom)(event.target.value)}
          />
        </div>
        <div className="grid content-start gap-1.5">
          <label htmlFor={toId} className="text-sm font-medium text-zinc-800">
            {t('To')}
          </label>
          <input
            id={toId}
            type="date"
            className={`${controlClasses} h-10`}
            value={to}
            onChange={(event) => changed(setTo)(event.target.value)}
          />
        </div>
        {actor && (
          <div className="sm:col-span-3">
            <Button variant="outline" size="sm" onClick={() => changed(setActor)(null)}>
              {t('Only entries by {name}', { name: actor.name })}
              <X aria-label={t('Show everyone')} className="size-4" />
            </Button>
          </div>
        )}
      </form>
      <ExportCsvButton
        className="justify-self-end"
        // The filters on screen, every page.
        path={auditCsvPath(params)}
        fallbackName="audit.csv"
        label={t('Export the audit trail as CSV')}
      />
      {list.isError ? (
        <Alert tone="error">{t('Could not load the audit trail. Please try again.')}</Alert>
      ) : (
        <DataTable
          caption={t('Audit trail')}
          columns={columns}
          rows={timeZone === undefined ? undefined : list.data?.items}
          rowKey={(e) => e.id}
          loadingLabel={t('Loading the audit trail')}
          fetching={list.isFetching}
          paging={{
            page,
            pages: Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE)),
            onPage: setPage,
            label: t('Audit trail pages'),
          }}
          empty={
            <EmptyState
              icon={ScrollText}
              title={t('No entries match')}
              text={t('Payments, price changes, accounts and settings changes show here as they happen.')}
            />
          }
        />
      )}
    </div>
  );
}
