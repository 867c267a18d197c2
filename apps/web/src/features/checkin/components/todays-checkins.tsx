import type { CheckinMethod } from '@gym/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { todaysCheckinsCsvPath, useTodaysCheckins } from '../api/get-day-checkins.ts';

const METHOD_LABELS: Record<CheckinMethod, string> = {
  pass: 'Pass',
  'day-pass': 'Day pass',
  search: 'Found by the desk',
};

/** Today's check-ins, newest first, with how each member was found and any override's reason. */
export function TodaysCheckins({ timeZone }: { timeZone: string }) {
  const t = useT();
  const day = useTodaysCheckins();
  const list = day.data ?? [];
  return (
    <section aria-labelledby="todays-checkins" className="rounded-2xl border border-zinc-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-zinc-200 p-5">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="todays-checkins" className="text-lg font-semibold text-zinc-950">
            {t('Today’s check-ins')}
          </h2>
          {day.data && (
            <span className="text-sm text-zinc-600">
              {t('{count, plural, one {# check-in} other {# check-ins}}', { count: list.length })}
            </span>
          )}
        </div>
        <ExportCsvButton
          className="ms-auto"
          path={todaysCheckinsCsvPath}
          fallbackName="checkins.csv"
          label={t('Export today’s check-ins as CSV')}
        />
      </div>
      {day.isPending ? (
        <div className="p-5">
          <Spinner label={t('Loading today’s check-ins')} />
        </div>
      ) : day.isError && !day.data ? (
        <p className="p-5 text-sm text-zinc-600">{t('Today’s check-ins could not be loaded.')}</p>
      ) : list.length === 0 ? (
        <p className="p-5 text-sm text-zinc-600">{t('Nobody has checked in yet today.')}</p>
      ) : (
        <ol
          aria-label={t('Today’s check-ins')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a busy day's list scrolls in its own frame, which must take focus so that keyboard users can scroll it (WCAG 2.1.1).
          tabIndex={0}
          className="max-h-[32rem] divide-y divide-zinc-100 overflow-y-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {list.map((checkin) => (
            <li key={checkin.id} className="flex items-start gap-3 px-5 py-3 text-sm">
              <time dateTime={checkin.at} className="w-12 shrink-0 font-mono text-zinc-600 tabular-nums">
                {formatTime(checkin.at, timeZone)}
              </time>
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-zinc-950">{checkin.fullName}</p>
                {checkin.override && checkin.overrideReason && (
                  <p className="text-zinc-600">
                    {t('Let in by the desk: {reason}', { reason: checkin.overrideReason })}
                  </p>
                )}
              </div>
              <Badge tone={checkin.override ? 'warning' : 'neutral'}>
                {checkin.override ? t('Override') : t(METHOD_LABELS[checkin.method])}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
