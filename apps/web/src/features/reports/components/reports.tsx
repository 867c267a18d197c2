import {
  EXPIRING_DAYS_DEFAULT,
  type ExpiringItem,
  type ExpiringRenewal,
  type MembersMonth,
  monthsOfPeriod,
  REPORT_MESSAGES,
  REPORT_PERIOD_MAX_MONTHS,
  type RevenueReport,
} from '@gym/contract';
import { CalendarClock, Receipt, Users } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { formatCount, formatDate, formatMoney } from '../../../lib/format.ts';
import { formatMoneyCompact } from '../../../lib/format-compact.ts';
import { useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { useExpiringReport } from '../api/get-expiring-report.ts';
import { useMembersReport } from '../api/get-members-report.ts';
import { useRevenueReport } from '../api/get-revenue-report.ts';
import type { Period } from '../api/period.ts';
import { AtRiskSection } from './at-risk-section.tsx';
import { AttendanceSection } from './attendance-section.tsx';
import { ClassesSection } from './classes-section.tsx';
import { ACCENT, BarsChart, ColumnChart, GroupedColumnChart, INK, useWide } from './report-charts.tsx';
import { Chart, Figure, monthName, percent, ReportSection } from './report-parts.tsx';
import { RetentionSection } from './retention-section.tsx';

/** How many months the period shows when the screen opens: this month and the five before it. */
const DEFAULT_MONTHS = 6;

/** 'YYYY-MM' shifted by whole months. */
function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const lastDayOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
/** The admin's reports: revenue, members, retention, attendance, classes and expiring memberships over whole months. */
export function AdminReports() {
  return (
    <WithPeriod>
      {(period) => (
        <>
          <RevenueSection period={period} />
          <MembersSection period={period} />
          <RetentionSection period={period} />
          <AttendanceSection period={period} />
          <ClassesSection period={period} />
          <ExpiringSection />
          <AtRiskSection />
        </>
      )}
    </WithPeriod>
  );
}

/** Staff read attendance, classes and the expiring memberships. */
export function StaffReports() {
  return (
    <WithPeriod>
      {(period) => (
        <>
          <AttendanceSection period={period} />
          <ClassesSection period={period} />
          <ExpiringSection />
          <AtRiskSection />
        </>
      )}
    </WithPeriod>
  );
}

/** The period picker over the reports that take a period, from the gym's this month. */
function WithPeriod({ children }: { children: (period: Period) => ReactNode }) {
  const today = useGymToday();
  if (!today) return null;
  return <PeriodFrom thisMonth={today.slice(0, 7)}>{children}</PeriodFrom>;
}

function PeriodFrom({ thisMonth, children }: { thisMonth: string; children: (period: Period) => ReactNode }) {
  const [months, setMonths] = useState({ from: shiftMonth(thisMonth, 1 - DEFAULT_MONTHS), to: thisMonth });
  const [shown, setShown] = useState<Period>({ from: `${months.from}-01`, to: lastDayOf(months.to) });
  return (
    <div className="grid gap-6">
      <PeriodPicker
        months={months}
        onChange={(next, valid) => {
          setMonths(next);
          if (valid) setShown({ from: `${next.from}-01`, to: lastDayOf(next.to) });
        }}
      />
      {children(shown)}
    </div>
  );
}

/** What is wrong with a period of months, in the API's own words, or null. */
function periodProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}$/.test(from) || !/^\d{4}-\d{2}$/.test(to)) return REPORT_MESSAGES.date;
  if (to < from) return REPORT_MESSAGES.period;
  if (monthsOfPeriod(`${from}-01`, `${to}-01`).length > REPORT_PERIOD_MAX_MONTHS) return REPORT_MESSAGES.tooLong;
  return null;
}

function PeriodPicker({
  months,
  onChange,
}: {
  months: { from: string; to: string };
  onChange: (months: { from: string; to: string }, valid: boolean) => void;
}) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const problem = periodProblem(months.from, months.to);
  const change = (key: 'from' | 'to') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...months, [key]: event.target.value };
    onChange(next, periodProblem(next.from, next.to) === null);
  };
  return (
    <form
      aria-label={t('Report period')}
      className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:grid-cols-[1fr_1fr_2fr]"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid content-start gap-1.5">
        <label htmlFor={fromId} className="text-sm font-medium text-zinc-800">
          {t('From month')}
        </label>
        <input
          id={fromId}
          type="month"
          className={`${controlClasses} h-10`}
          value={months.from}
          aria-describedby={problem ? errorId : undefined}
          onChange={change('from')}
        />
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor={toId} className="text-sm font-medium text-zinc-800">
          {t('To month')}
        </label>
        <input
          id={toId}
          type="month"
          className={`${controlClasses} h-10`}
          value={months.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={change('to')}
        />
      </div>
      <p className="self-end text-sm text-zinc-600 sm:pb-2.5">
        {problem ? (
          <span id={errorId} role="alert" className="font-medium text-red-700">
            {t(problem)}
          </span>
        ) : (
          t('Months on the gym’s clock, whole months from the first day to the last.')
        )}
      </p>
    </form>
  );
}

function RevenueSection({ period }: { period: Period }) {
  const t = useT();
  const wide = useWide();
  const report = useRevenueReport(period);
  const money = wide ? formatMoney : formatMoneyCompact;
  const data = report.data;
  type Month = RevenueReport['months'][number];
  type Plan = RevenueReport['plans'][number];
  // Net first: on a phone the table scrolls sideways, and the figure people look for stays in view.
  const figures = <Row extends Month | Plan>(): Column<Row>[] => [
    {
      id: 'net',
      header: t('Net'),
      align: 'end',
      cell: (r) => <span className="font-semibold text-zinc-950">{formatMoney(r.net)}</span>,
    },
    { id: 'gross', header: t('Gross'), align: 'end', cell: (r) => formatMoney(r.gross) },
    { id: 'refunded', header: t('Refunded'), align: 'end', cell: (r) => formatMoney(r.refunded) },
    { id: 'payments', header: t('Payments'), align: 'end', cell: (r) => formatCount(r.payments) },
  ];
  return (
    <ReportSection
      title={t('Revenue')}
      description={t(
        'Money taken each month and from each plan. Refunds are taken off the month of the payment they give back.',
      )}
      exportRequest={{ report: 'revenue', period }}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the revenue report. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the revenue report')}</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3">
            <Figure label={t('Net revenue in the period')} value={formatMoney(data.total.net)} />
            <Figure label={t('Refunded')} value={formatMoney(data.total.refunded)} />
            <Figure
              label={t('Monthly recurring revenue today')}
              value={formatMoney(data.mrr.amount)}
              note={t('{count, plural, one {# running membership} other {# running memberships}}', {
                count: data.mrr.memberships,
              })}
            />
          </dl>
          {data.total.payments === 0 ? (
            <EmptyState
              icon={Receipt}
              title={t('No payments in this period')}
              text={t('Choose other months, or record payments at the front desk.')}
            />
          ) : (
            <>
              <Chart title={t('Net revenue by month')}>
                <ColumnChart
                  rows={data.months.map((m) => ({ label: monthName(m.month), value: m.net }))}
                  format={money}
                />
              </Chart>
              <DataTable
                caption={t('Revenue by month')}
                columns={[
                  { id: 'month', header: t('Month'), cell: (m: Month) => monthName(m.month, true) },
                  ...figures<Month>(),
                ]}
                rows={data.months}
                rowKey={(m) => m.month}
                loadingLabel={t('Loading the revenue report')}
                empty={null}
                narrow="scroll"
              />
              <Chart title={t('Net revenue by plan')}>
                <BarsChart
                  rows={data.plans.map((p) => ({ label: p.planName || t('No plan'), value: p.net }))}
                  fill={INK}
                  format={money}
                />
              </Chart>
              <DataTable
                caption={t('Revenue by plan')}
                columns={[
                  { id: 'plan', header: t('Plan'), cell: (p: Plan) => p.planName || t('No plan') },
                  ...figures<Plan>(),
                ]}
                rows={data.plans}
                rowKey={(p) => p.planId ?? 0}
                loadingLabel={t('Loading the revenue report')}
                empty={null}
                narrow="scroll"
              />
            </>
          )}
        </>
      )}
    </ReportSection>
  );
}

function MembersSection({ period }: { period: Period }) {
  const t = useT();
  const report = useMembersReport(period);
  const data = report.data;
  const nothing =
    data?.months.every((m) => m.activeAtStart + m.activeAtEnd + m.new + m.cancelled + m.lapsed === 0) ?? false;
  const columns: Column<MembersMonth>[] = [
    { id: 'month', header: t('Month'), cell: (m) => <span className="whitespace-nowrap">{monthName(m.month)}</span> },
    { id: 'start', header: t('Active at start'), align: 'end', cell: (m) => formatCount(m.activeAtStart) },
    { id: 'new', header: t('New'), align: 'end', cell: (m) => formatCount(m.new) },
    { id: 'cancelled', header: t('Cancelled'), align: 'end', cell: (m) => formatCount(m.cancelled) },
    { id: 'lapsed', header: t('Lapsed'), align: 'end', cell: (m) => formatCount(m.lapsed) },
    { id: 'churn', header: t('Churn'), align: 'end', cell: (m) => percent(m.churnRate) },
    { id: 'voluntary', header: t('Voluntary'), align: 'end', cell: (m) => percent(m.voluntaryChurnRate) },
    { id: 'involuntary', header: t('Involuntary'), align: 'end', cell: (m) => percent(m.involuntaryChurnRate) },
    { id: 'end', header: t('Active at end'), align: 'end', cell: (m) => formatCount(m.activeAtEnd) },
  ];
  return (
    <ReportSection
      title={t('Members')}
      description={t(
        'New members, members who cancelled (their choice) and who lapsed (a failed payment), churn and active members each month.',
      )}
      exportRequest={{ report: 'members', period }}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the members report. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the members report')}</p>
      ) : nothing ? (
        <EmptyState
          icon={Users}
          title={t('No members in this period')}
          text={t('Nobody held a membership in these months. Choose other months.')}
        />
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <Chart title={t('Joining and leaving')}>
              <GroupedColumnChart
                rows={data.months.map((m) => ({
                  label: monthName(m.month),
                  new: m.new,
                  cancelled: m.cancelled,
                  lapsed: m.lapsed,
                }))}
                series={[
                  { key: 'new', name: t('New'), fill: ACCENT },
                  { key: 'cancelled', name: t('Cancelled'), fill: INK },
                  { key: 'lapsed', name: t('Lapsed'), fill: INK, hatched: true },
                ]}
              />
            </Chart>
            <Chart title={t('Active members at the end of each month')}>
              <ColumnChart
                rows={data.months.map((m) => ({ label: monthName(m.month), value: m.activeAtEnd }))}
                fill={INK}
                format={(n) => formatCount(n)}
              />
            </Chart>
          </div>
          <DataTable
            caption={t('Members by month')}
            columns={columns}
            rows={data.months}
            rowKey={(m) => m.month}
            loadingLabel={t('Loading the members report')}
            empty={null}
            narrow="scroll"
          />
        </>
      )}
    </ReportSection>
  );
}

const RENEWAL_LABELS: Record<ExpiringRenewal, string> = {
  'auto-renew': 'Auto-renew',
  'next-plan': 'Next plan bought',
  none: 'Does not renew',
};

/** Memberships ending soon a page shows; the chart counts them all, and the CSV lists them all. */
const EXPIRING_PAGE_SIZE = 20;

export function ExpiringSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const report = useExpiringReport(page, EXPIRING_PAGE_SIZE);
  const data = report.data;
  const columns: Column<ExpiringItem>[] = [
    { id: 'member', header: t('Member'), cell: (i) => <span className="font-medium text-zinc-950">{i.fullName}</span> },
    { id: 'plan', header: t('Plan'), cell: (i) => i.planName },
    { id: 'ends', header: t('Ends'), cell: (i) => formatDate(i.endDate) },
    {
      id: 'left',
      header: t('Days left'),
      align: 'end',
      cell: (i) => t('{count, plural, one {# day} other {# days}}', { count: i.daysLeft }),
    },
    {
      id: 'renews',
      header: t('Renews'),
      cell: (i) => (
        <span className={i.renews ? 'text-zinc-800' : 'font-semibold text-red-700'}>
          {t(RENEWAL_LABELS[i.renewal])}
        </span>
      ),
    },
  ];
  const counts = (Object.keys(RENEWAL_LABELS) as ExpiringRenewal[]).map((kind) => ({
    label: t(RENEWAL_LABELS[kind]),
    value: data?.counts[kind] ?? 0,
  }));
  return (
    <ReportSection
      title={t('Expiring in the next {count} days', { count: EXPIRING_DAYS_DEFAULT })}
      description={t('Memberships that end soon, soonest first, and whether each carries on.')}
      exportRequest={{ report: 'expiring', days: EXPIRING_DAYS_DEFAULT }}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the expiring memberships. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the expiring memberships')}</p>
      ) : data.total === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t('No memberships end in the next {count} days', { count: data.days })}
        />
      ) : (
        <>
          <Chart title={t('Whether they renew')}>
            <BarsChart rows={counts} fill={ACCENT} format={(n) => formatCount(n)} />
          </Chart>
          <dl className="grid gap-3 sm:grid-cols-3">
            {counts.map((count) => (
              <Figure key={count.label} label={count.label} value={formatCount(count.value)} />
            ))}
          </dl>
          <DataTable
            caption={t('Memberships ending soon')}
            columns={columns}
            rows={data.items}
            rowKey={(i) => i.subscriptionId}
            loadingLabel={t('Loading the expiring memberships')}
            fetching={report.isFetching}
            empty={null}
            paging={
              data.total > EXPIRING_PAGE_SIZE
                ? {
                    page,
                    pages: Math.ceil(data.total / EXPIRING_PAGE_SIZE),
                    onPage: setPage,
                    label: t('Pages of memberships ending soon'),
                  }
                : undefined
            }
          />
        </>
      )}
    </ReportSection>
  );
}
