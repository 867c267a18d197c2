import { type AbsentMember, type AttendanceReport, VISIT_BANDS, type VisitBand, type VisitsMonth } from '@gym/contract';
import { DoorOpen } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatDate, formatOneDecimal, formatWeekday } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useAttendanceReport } from '../api/get-attendance-report.ts';
import type { Period } from '../api/period.ts';
import { ColumnChart, INK } from './report-charts.tsx';
import { Chart, Figure, GridTable, monthName, ReportPart, ReportSection } from './report-parts.tsx';

/** ISO weekdays, Monday 1 to Sunday 7, named from a week that starts on a Monday (1 January 2024). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const weekdayName = (weekday: number) => formatWeekday(`2024-01-0${weekday}`);
const clockHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const oneDecimal = (value: number | null) => (value === null ? '–' : formatOneDecimal(value));

/** The bands' column headers: the text above the table says they count members by the days they came in. */
const BAND_LABELS: Record<VisitBand, string> = {
  '0': '0 days',
  '1-3': '1–3 days',
  '4-7': '4–7 days',
  '8-11': '8–11 days',
  '12+': '12+ days',
};

/** The weekday × hour grid: a row per hour from the first to the last with any check-in, a column per weekday. */
export function heatGrid(hours: AttendanceReport['hours']) {
  if (hours.length === 0) return { rows: [], max: 0 };
  const count = new Map(hours.map((cell) => [`${cell.weekday}-${cell.hour}`, cell.checkins]));
  const first = Math.min(...hours.map((cell) => cell.hour));
  const last = Math.max(...hours.map((cell) => cell.hour));
  const rows = Array.from({ length: last - first + 1 }, (_, i) => ({
    hour: first + i,
    counts: WEEKDAYS.map((weekday) => count.get(`${weekday}-${first + i}`) ?? 0),
  }));
  return { rows, max: Math.max(...hours.map((cell) => cell.checkins)) };
}

/** The shade of a cell against the busiest hour: darker is busier; the number is in the cell. */
const heat = (value: number, max: number) => {
  if (value === 0 || max === 0) return '';
  const share = value / max;
  return share > 2 / 3 ? 'bg-orange-200 font-semibold' : share > 1 / 3 ? 'bg-orange-100' : 'bg-orange-50';
};

/** Attendance: when members come, how often, and who has not come for a while (admin and staff). */
export function AttendanceSection({ period }: { period: Period }) {
  const t = useT();
  const report = useAttendanceReport(period);
  const data = report.data;
  return (
    <ReportSection
      title={t('Attendance')}
      description={t(
        'Check-ins by weekday and hour on the gym’s clock, visits per member each month, and members who have not come in lately.',
      )}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the attendance report. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the attendance report')}</p>
      ) : (
        <>
          <BusyHours data={data} period={period} />
          <Visits data={data} period={period} />
          <Absent data={data} period={period} />
        </>
      )}
    </ReportSection>
  );
}

function BusyHours({ data, period }: { data: AttendanceReport; period: Period }) {
  const t = useT();
  const grid = heatGrid(data.hours);
  return (
    <ReportPart
      title={t('Check-ins by weekday and hour')}
      exportRequest={{ report: 'attendance', period, table: 'hours' }}
    >
      {grid.rows.length === 0 ? (
        <EmptyState icon={DoorOpen} title={t('No check-ins in this period')} />
      ) : (
        <>
          <p className="text-sm text-zinc-600">
            {t('{count, plural, one {# check-in in the period.} other {# check-ins in the period.}}', {
              count: data.checkins,
            })}{' '}
            {t('Darker cells are busier; each cell says how many.')}
          </p>
          {/* Its own name: the part's heading names the part's region, and two regions may not share one. */}
          <GridTable caption={t('Check-ins by hour (rows) and weekday (columns)')}>
            <thead className="border-b border-zinc-200 bg-zinc-50 text-zinc-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {t('Hour')}
                </th>
                {WEEKDAYS.map((weekday) => (
                  <th key={weekday} scope="col" className="px-3 py-2 text-right font-semibold">
                    {weekdayName(weekday)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.hour} className="border-b border-zinc-100 last:border-0">
                  <th scope="row" className="px-3 py-1.5 text-left font-medium text-zinc-950">
                    {clockHour(row.hour)}
                  </th>
                  {row.counts.map((value, i) => (
                    <td
                      key={WEEKDAYS[i]}
                      className={cx(
                        'px-3 py-1.5 text-right',
                        value === 0 ? 'text-zinc-600' : 'text-zinc-950',
                        heat(value, grid.max),
                      )}
                    >
                      {formatCount(value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </GridTable>
        </>
      )}
    </ReportPart>
  );
}

function Visits({ data, period }: { data: AttendanceReport; period: Period }) {
  const t = useT();
  const columns: Column<VisitsMonth>[] = [
    { id: 'month', header: t('Month'), cell: (m) => <span className="whitespace-nowrap">{monthName(m.month)}</span> },
    { id: 'members', header: t('Members'), align: 'end', cell: (m) => formatCount(m.members) },
    {
      id: 'average',
      header: t('Average'),
      align: 'end',
      cell: (m) => <span className="font-semibold text-zinc-950">{oneDecimal(m.average)}</span>,
    },
    ...VISIT_BANDS.map(
      (band): Column<VisitsMonth> => ({
        id: `band-${band}`,
        header: t(BAND_LABELS[band]),
        align: 'end',
        cell: (m) => formatCount(m.bands[band]),
      }),
    ),
  ];
  return (
    <ReportPart title={t('Visits per member')} exportRequest={{ report: 'attendance', period, table: 'visits' }}>
      <p className="text-sm text-zinc-600">
        {t(
          'Members with a membership on any day of the month, their average visits (days they came in: two check-ins on one day are one visit), and how many came in on 0, 1–3, 4–7, 8–11 and 12 or more days.',
        )}
      </p>
      {data.visits.some((m) => (m.average ?? 0) > 0) && (
        <Chart title={t('Average visits per member by month')}>
          <ColumnChart
            rows={data.visits.map((m) => ({ label: monthName(m.month), value: m.average ?? 0 }))}
            fill={INK}
            format={(n) => oneDecimal(n)}
          />
        </Chart>
      )}
      <DataTable
        caption={t('Visits per member by month')}
        columns={columns}
        rows={data.visits}
        rowKey={(m) => m.month}
        loadingLabel={t('Loading the attendance report')}
        empty={null}
        narrow="scroll"
      />
    </ReportPart>
  );
}

function Absent({ data, period }: { data: AttendanceReport; period: Period }) {
  const t = useT();
  const { counts, members } = data.absent;
  const columns: Column<AbsentMember>[] = [
    { id: 'member', header: t('Member'), cell: (m) => <span className="font-medium text-zinc-950">{m.fullName}</span> },
    { id: 'email', header: t('Email'), cell: (m) => m.email },
    {
      id: 'last',
      header: t('Last check-in'),
      cell: (m) => (m.lastCheckIn ? formatDate(m.lastCheckIn) : t('Never')),
    },
    {
      id: 'away',
      header: t('Days away'),
      align: 'end',
      cell: (m) => t('{count, plural, one {# day} other {# days}}', { count: m.daysAway }),
    },
  ];
  return (
    <ReportPart title={t('Members not seen lately')} exportRequest={{ report: 'attendance', period, table: 'absent' }}>
      <p className="text-sm text-zinc-600">
        {t(
          'Today, whatever the period: members with a running membership whose last check-in (or, never seen, their first day) was 14 days ago or more.',
        )}
      </p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('Not seen for 14 days or more')} value={formatCount(counts.days14)} />
        <Figure label={t('Not seen for 21 days or more')} value={formatCount(counts.days21)} />
        <Figure label={t('Not seen for 30 days or more')} value={formatCount(counts.days30)} />
      </dl>
      <DataTable
        caption={t('Members not seen for 14 days or more')}
        columns={columns}
        rows={members}
        rowKey={(m) => m.memberId}
        loadingLabel={t('Loading the attendance report')}
        empty={<p className="text-sm text-zinc-600">{t('Every member in use has come in within the last 14 days.')}</p>}
      />
      {counts.days14 > members.length && (
        <p className="text-sm text-zinc-600">
          {t('The {shown} longest away of {count}; Export CSV lists them all.', {
            shown: members.length,
            count: counts.days14,
          })}
        </p>
      )}
    </ReportPart>
  );
}
