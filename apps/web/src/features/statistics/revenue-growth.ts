import type { RevenueSpan } from '@gym/contract';
import { formatMonth } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/**
 * A run of days of one month as the growth figure names it (decisions §3, like with like): 'June 1–10', or
 * 'June 1' for a single day.
 */
export function formatSpan({ from, to }: Pick<RevenueSpan, 'from' | 'to'>): string {
  const month = formatMonth({ year: Number(from.slice(0, 4)), month: Number(from.slice(5, 7)) }, { long: true });
  const first = Number(from.slice(8, 10));
  const last = Number(to.slice(8, 10));
  const days = first === last ? `${first}` : `${first}–${last}`;
  // Spanish: '1–10 de junio'.
  return currentLanguage() === 'en' ? `${month} ${days}` : `${days} de ${month}`;
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
