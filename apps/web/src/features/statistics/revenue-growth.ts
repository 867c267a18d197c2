import type { MonthlyRevenue } from '@gym/contract';

export type RevenueGrowth = {
  /** The current month (the last record): the month the rate is about, still running. */
  current: MonthlyRevenue;
  /** The calendar month before it, which it is compared with. */
  previous: MonthlyRevenue;
  /**
   * The percentage change from `previous` to `current` (spec §9), or null when the previous month took nothing:
   * no rate of change starts from zero.
   */
  rate: number | null;
};

/**
 * The month-on-month growth of the current month, from the revenue records (oldest first, the current month
 * last, as `GET /api/Admin` answers them). Undefined with fewer than two months.
 */
export function revenueGrowth(revenue: readonly MonthlyRevenue[]): RevenueGrowth | undefined {
  const current = revenue.at(-1);
  const previous = revenue.at(-2);
  if (!current || !previous) return undefined;
  const rate =
    previous.totalAmount === 0 ? null : ((current.totalAmount - previous.totalAmount) / previous.totalAmount) * 100;
  return { current, previous, rate };
}

/**
 * A rate to one decimal with its sign, as the dashboard shows it: '+12.5 %', '-4.0 %', '0.0 %'. The sign follows
 * the rounded figure, so a change too small to show is '0.0 %', never '-0.0 %'.
 */
export function formatGrowthRate(rate: number): string {
  const rounded = Math.round(rate * 10) / 10;
  if (rounded === 0) return '0.0 %';
  return `${rounded > 0 ? '+' : '-'}${Math.abs(rounded).toFixed(1)} %`;
}
