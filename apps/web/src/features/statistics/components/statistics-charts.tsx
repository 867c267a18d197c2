import { type AdminStats, type MonthlyRevenue, PLAN_TYPES, type RevenueGrowth } from '@gym/contract';
import { type ReactNode, useId, useSyncExternalStore } from 'react';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatMoney, formatMonth } from '../../../lib/format.ts';
import { formatMoneyCompact } from '../../../lib/format-compact.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { formatGrowthRate, formatSpan } from '../revenue-growth.ts';

// The app's palette (index.css and Tailwind's zinc): the accent marks what the chart is about, the rest is ink.
const ACCENT = 'var(--color-accent)';
const PAST = '#a1a1aa'; // zinc-400: earlier months, quieter than the current one
const INK = '#3f3f46'; // zinc-700

/**
 * The admin dashboard's statistics (spec §2, §9): revenue of the last six months with the growth rate of the
 * current month, active subscriptions by plan type and accounts by role. Loaded with the admin dashboard only
 * (its own chunk), once its counts have painted.
 *
 * The bars are plain boxes sized in CSS, not the chart library's: three small bar charts of at most six bars need
 * no scales, axes or text measuring, and the library drew them in one task of about 300 ms on a phone, the largest
 * on the admin's home, besides 90 kB gzipped to fetch (docs/decisions/041-homes-first-paint.md, "Since"). The
 * reports keep the library (docs/decisions/027-reports.md).
 *
 * Bars do not animate: the figures are there at once, also after a resize, and nothing moves on a calm page.
 * The drawings are hidden from assistive technology; each chart carries its figures as a table that screen
 * readers read instead, and every bar is labelled with its value for sighted readers.
 */
export default function StatisticsCharts({ stats }: { stats: AdminStats }) {
  useT();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RevenueChart revenue={stats.revenue} growth={stats.growth} className="lg:col-span-2" />
      <CountChart
        title={t('Active subscriptions by plan type')}
        unit="subscriptions"
        category={t('Plan type')}
        fill={ACCENT}
        rows={PLAN_TYPES.map((type) => ({ label: t(type), value: stats.subscriptionsByPlanType[type] }))}
      />
      <CountChart
        title={t('Accounts by role')}
        unit="accounts"
        category={t('Role')}
        fill={INK}
        rows={[
          { label: t('Members'), value: stats.usersByRole.user },
          { label: t('Staff'), value: stats.usersByRole.staff },
          { label: t('Trainers'), value: stats.usersByRole.trainer },
        ]}
      />
    </div>
  );
}

function ChartCard({
  title,
  summary,
  chart,
  table,
  className,
}: {
  title: string;
  summary: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  className?: string;
}) {
  useT();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cx('min-w-0 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5', className)}
    >
      <h3 id={titleId} className="font-semibold text-zinc-950">
        {title}
      </h3>
      {summary}
      <div aria-hidden="true" className="mt-4">
        {chart}
      </div>
      {table}
    </section>
  );
}

/** Wide enough for six full amounts side by side ('$3,336.50'); below it, bars carry compact ones ('$3.3k'). */
const WIDE = '(min-width: 640px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

function RevenueChart({
  revenue,
  growth,
  className,
}: {
  revenue: MonthlyRevenue[];
  growth: RevenueGrowth;
  className?: string;
}) {
  useT();
  const moneyLabel = useWide() ? formatMoney : formatMoneyCompact;
  const data = revenue.map((month, index) => ({
    label: formatMonth(month),
    total: month.totalAmount,
    current: index === revenue.length - 1,
  }));
  const title = t('Revenue, last {count} months', { count: revenue.length });

  return (
    <ChartCard
      className={className}
      title={title}
      summary={<GrowthSummary {...growth} />}
      chart={<MonthBars months={data} label={moneyLabel} />}
      table={
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Month')}</th>
              <th scope="col">{t('Revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {revenue.map((month) => (
              <tr key={`${month.year}-${month.month}`}>
                <th scope="row">{formatMonth(month, { long: true, withYear: true })}</th>
                <td>{formatMoney(month.totalAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * This month so far against the same days of the one before (spec §9, decisions §3: like with like), in words as
 * well as the figure.
 */
function GrowthSummary({ current, previous, rate }: RevenueGrowth) {
  useT();
  const currentName = formatSpan(current);
  const previousName = formatSpan(previous);
  return (
    <div className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-sm font-medium text-zinc-600">{t('Growth this month')}</span>
        <span
          className={cx(
            'text-2xl font-bold tracking-tight tabular-nums whitespace-nowrap',
            rate === null || Math.round(rate * 10) === 0
              ? 'text-zinc-950'
              : rate > 0
                ? 'text-emerald-700'
                : 'text-red-700',
          )}
        >
          {rate === null ? t('n/a') : formatGrowthRate(rate)}
        </span>
      </p>
      <p className="text-sm text-zinc-600">
        {rate === null
          ? t('No revenue in {previous} to compare {current} with.', { previous: previousName, current: currentName })
          : t('{current} ({currentAmount}) compared with {previous} ({previousAmount})', {
              current: currentName,
              currentAmount: formatMoney(current.totalAmount),
              previous: previousName,
              previousAmount: formatMoney(previous.totalAmount),
            })}
      </p>
    </div>
  );
}

type CountRow = { label: string; value: number };

/** Counts per category as horizontal bars, each labelled with its count. */
function CountChart({
  title,
  unit,
  category,
  rows,
  fill,
}: {
  title: string;
  unit: 'subscriptions' | 'accounts';
  category: string;
  rows: CountRow[];
  fill: string;
}) {
  useT();
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <ChartCard
      title={title}
      summary={
        <p className="mt-1 text-sm text-zinc-600">
          {unit === 'subscriptions'
            ? t('{count} subscriptions in all', { count: formatCount(total) })
            : t('{count} accounts in all', { count: formatCount(total) })}
        </p>
      }
      chart={<RowBars rows={rows} fill={fill} />}
      table={
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{category}</th>
              <th scope="col">{t('Count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

/**
 * The revenue chart's drawing: a column a month, its bar as tall as its share of the largest month, its amount above
 * it.
 */
function MonthBars({
  months,
  label,
}: {
  months: { label: string; total: number; current: boolean }[];
  label: (amount: number) => string;
}) {
  const largest = Math.max(0, ...months.map((month) => month.total));
  return (
    <div>
      <ol className="flex h-52 items-end gap-2 border-b border-zinc-200 px-1 sm:gap-4">
        {months.map((month) => (
          <li key={month.label} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="text-xs font-semibold whitespace-nowrap text-zinc-800 tabular-nums">
              {label(month.total)}
            </span>
            <span
              className="block w-full max-w-14 rounded-t-md"
              style={{
                // Of the column's height, less the amount's line above it.
                height: `calc((100% - 1.25rem) * ${largest > 0 ? month.total / largest : 0})`,
                background: month.current ? ACCENT : PAST,
              }}
            />
          </li>
        ))}
      </ol>
      <ol className="flex gap-2 px-1 pt-2 sm:gap-4">
        {months.map((month) => (
          <li key={month.label} className="min-w-0 flex-1 truncate text-center text-xs text-zinc-600">
            {month.label}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A count chart's drawing: a row per category, its bar as long as its share of the largest, its count after it. */
function RowBars({ rows, fill }: { rows: CountRow[]; fill: string }) {
  const largest = Math.max(0, ...rows.map((row) => row.value));
  return (
    <ol className="grid gap-2">
      {rows.map((row) => (
        <li key={row.label} className="grid h-9 grid-cols-[6rem_minmax(0,1fr)] items-center gap-2">
          <span className="truncate text-right text-xs text-zinc-600">{row.label}</span>
          <span className="flex min-w-0 items-center gap-2">
            <span
              className="block h-[22px] rounded-r-md"
              // Of the row's width, less room for the count after the bar.
              style={{ width: `calc((100% - 3rem) * ${largest > 0 ? row.value / largest : 0})`, background: fill }}
            />
            <span className="text-xs font-semibold text-zinc-800 tabular-nums">{formatCount(row.value)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
