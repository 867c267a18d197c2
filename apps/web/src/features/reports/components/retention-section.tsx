import type { RetentionReport } from '@gym/contract';
import { UserPlus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatCount, formatPercent } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useRetentionReport } from '../api/get-retention-report.ts';
import type { Period } from '../api/period.ts';
import { ColumnChart } from './report-charts.tsx';
import { Chart, GridTable, monthName, percent, ReportSection } from './report-parts.tsx';

/**
 * Of every cohort that has reached `k` months after joining, the share still members then: Σ still members ÷ Σ
 * joined over those cohorts (a cohort of ten weighs ten times a cohort of one). Null where nobody joined.
 */
export function retentionCurve(cohorts: RetentionReport['cohorts']) {
  const longest = Math.max(0, ...cohorts.map((c) => c.cells.length));
  const curve: { monthsAfter: number; percent: number | null }[] = [];
  for (let k = 1; k < longest; k++) {
    let joined = 0;
    let still = 0;
    for (const cohort of cohorts) {
      const cell = cohort.cells[k];
      if (!cell) continue;
      joined += cohort.joined;
      still += cell.members;
    }
    curve.push({ monthsAfter: k, percent: joined === 0 ? null : Math.round((still / joined) * 1000) / 10 });
  }
  return curve;
}

/** The shade of a cohort's cell, from its percentage: darker is more members kept; the number is in the cell. */
const shade = (value: number | null) =>
  value === null ? '' : value >= 75 ? 'bg-orange-200' : value >= 50 ? 'bg-orange-100' : value > 0 ? 'bg-orange-50' : '';

/** Retention cohorts: the members who joined each month and how many of them are still members months later. */
export function RetentionSection({ period }: { period: Period }) {
  const t = useT();
  const report = useRetentionReport(period);
  const data = report.data;
  const curve = data ? retentionCurve(data.cohorts) : [];
  const longest = Math.max(0, ...(data?.cohorts.map((c) => c.cells.length) ?? [0]));
  const offsets = Array.from({ length: Math.max(0, longest - 1) }, (_, i) => i + 1);
  const after = (k: number) => t('{count, plural, one {After # month} other {After # months}}', { count: k });
  return (
    <ReportSection
      title={t('Retention')}
      description={t(
        'The members who joined each month, and how many of them still held a membership on the first day of each month after.',
      )}
      exportRequest={{ report: 'retention', period }}
    >
      {report.isError ? (
        <Alert tone="error">{t('Could not load the retention report. Please try again.')}</Alert>
      ) : !data ? (
        <p className="text-sm text-zinc-600">{t('Loading the retention report')}</p>
      ) : data.cohorts.every((c) => c.joined === 0) ? (
        <EmptyState
          icon={UserPlus}
          title={t('Nobody joined in this period')}
          text={t('Choose other months to follow the members who joined then.')}
        />
      ) : (
        <>
          {curve.length > 0 && (
            <Chart title={t('Members kept, by months after joining (all months together)')}>
              <ColumnChart
                rows={curve.map((point) => ({ label: String(point.monthsAfter), value: point.percent ?? 0 }))}
                format={(n) => formatPercent(n)}
              />
            </Chart>
          )}
          <GridTable caption={t('Members still members by the month they joined')}>
            <thead className="border-b border-zinc-200 bg-zinc-50 text-zinc-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
                  {t('Joined in')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                  {t('Joined')}
                </th>
                {offsets.map((k) => (
                  <th key={k} scope="col" className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                    {after(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.cohorts.map((cohort) => (
                <tr key={cohort.month} className="border-b border-zinc-100 last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap text-zinc-950">
                    {monthName(cohort.month)}
                  </th>
                  <td className="px-3 py-2 text-right font-semibold text-zinc-950">{formatCount(cohort.joined)}</td>
                  {offsets.map((k) => {
                    const cell = cohort.cells[k];
                    return (
                      <td
                        key={k}
                        className={cx(
                          'px-3 py-2 text-right whitespace-nowrap text-zinc-950',
                          shade(cell?.percent ?? null),
                        )}
                      >
                        {cell && (
                          <>
                            <span className="font-semibold">{percent(cell.percent)}</span>{' '}
                            <span className="text-zinc-700">({formatCount(cell.members)})</span>
                          </>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </GridTable>
        </>
      )}
    </ReportSection>
  );
}
