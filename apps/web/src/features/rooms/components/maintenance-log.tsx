import { EQUIPMENT_MESSAGES, type MaintenanceEvent } from '@gym/contract';
import { CircleCheck, RotateCw, Wrench } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { MAINTENANCE_PAGE_SIZE, maintenanceCsvPath, useMaintenance } from '../api/get-maintenance.ts';

/**
 * A room's maintenance log (decisions §3: equipment saved Broken is recorded as an event staff can see): open and
 * closed events, newest first, who reported each and who closed it and when, on the gym's clock; a page at a time.
 */
export function MaintenanceLog({ roomId }: { roomId: number }) {
  useT();
  const [page, setPage] = useState(1);
  const log = useMaintenance({ roomId, page });
  const timeZone = useGymTimeZone();
  const toastOptions = useAreaToast();
  const headingId = useId();

  useEffect(() => {
    if (log.isError)
      toast.error(EQUIPMENT_MESSAGES.maintenanceListFailed, { ...toastOptions, id: 'maintenance-failed' });
  }, [log.isError, toastOptions]);

  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / MAINTENANCE_PAGE_SIZE)) : 1;
  let body: ReactNode;
  if (log.isError) {
    body = (
      <div className="flex flex-col items-start gap-4 px-5 py-5">
        <p className="text-zinc-700">{t(EQUIPMENT_MESSAGES.maintenanceListFailed)}</p>
        <Button variant="outline" onClick={() => log.refetch()} isLoading={log.isFetching}>
          {!log.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
          {t('Try again')}
        </Button>
      </div>
    );
  } else if (log.isPending || timeZone === undefined) {
    body = (
      <div className="flex justify-center px-5 py-10 text-zinc-500">
        <Spinner size="lg" label={t('Loading the maintenance log')} />
      </div>
    );
  } else if (log.data.total === 0) {
    body = <p className="px-5 py-6 text-sm text-zinc-600">{t(EQUIPMENT_MESSAGES.noMaintenance)}</p>;
  } else {
    body = (
      <ul className="divide-y divide-zinc-100" aria-busy={log.isPlaceholderData || undefined}>
        {log.data.items.map((event) => (
          <li key={event.id}>
            <MaintenanceEntry event={event} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-zinc-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-zinc-200 px-5 py-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-zinc-950">
            {t('Maintenance log')}
          </h2>
          <p className="mt-1 text-sm text-zinc-600">{t('Items saved as Broken, and when they were back in use.')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {log.data && log.data.total > 0 && (
            <p className="text-sm text-zinc-600" aria-live="polite">
              {t('{count, plural, one {# event} other {# events}}', { count: log.data.total })}
            </p>
          )}
          <ExportCsvButton
            path={maintenanceCsvPath(roomId)}
            fallbackName="maintenance.csv"
            label={t('Export the maintenance log as CSV')}
          />
        </div>
      </div>
      {body}
      {pages > 1 && (
        <div className="border-t border-zinc-200 px-5 pb-4">
          <Pager
            label={t('Maintenance log pages')}
            page={page}
            pages={pages}
            loading={log.isPlaceholderData}
            onPage={setPage}
          />
        </div>
      )}
    </section>
  );
}

function MaintenanceEntry({ event, timeZone }: { event: MaintenanceEvent; timeZone: string }) {
  useT();
  const closed = event.closedAt !== null;
  return (
    <article
      aria-label={
        closed ? t('{name}, closed', { name: event.equipmentName }) : t('{name}, open', { name: event.equipmentName })
      }
      className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <p className="font-semibold break-words text-zinc-900">{event.equipmentName}</p>
        <p className="mt-1 text-sm text-zinc-600">
          {richText('Reported by {name}', {
            name: <span className="font-medium text-zinc-800">{event.reportedBy}</span>,
          })}{' '}
          ·{' '}
          <time dateTime={event.reportedAt} className="tabular-nums">
            {formatDateTime(event.reportedAt, timeZone)}
          </time>
        </p>
        {event.closedAt !== null && (
          <p className="text-sm text-zinc-600">
            {event.closedBy
              ? richText('Closed by {name}', {
                  name: <span className="font-medium text-zinc-800">{event.closedBy}</span>,
                })
              : t('Closed')}{' '}
            ·{' '}
            <time dateTime={event.closedAt} className="tabular-nums">
              {formatDateTime(event.closedAt, timeZone)}
            </time>
          </p>
        )}
      </div>
      {closed ? (
        <Badge tone="success" icon={CircleCheck} className="self-start">
          {t('Closed')}
        </Badge>
      ) : (
        <Badge tone="warning" icon={Wrench} className="self-start">
          {t('Open')}
        </Badge>
      )}
    </article>
  );
}
