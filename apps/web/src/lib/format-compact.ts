import { formatMoney } from './format-money.ts';

// Its own module, beside `format.ts`: only the charts use it, and `format.ts` is on the landing page's budget.

/**
 * Money where room is short (a chart's bar labels on a phone): whole dollars below a thousand, then thousands and
 * millions to one decimal: '$950', '$3.2k', '$12k', '$1.5M'. The exact amount is always shown beside it elsewhere.
 */
export function formatMoneyCompact(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const scaled = (n: number, unit: string) => {
    const rounded = Math.round(n * 10) / 10;
    return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}${unit}`;
  };
  const figure =
    value >= 999_950 ? scaled(value / 1_000_000, 'M') : value >= 999.5 ? scaled(value / 1000, 'k') : Math.round(value);
  // In the currency's place: '$3.2k', '€3.2k', '3.2k €'; Spanish's 'US$' as '$', so a phone's bar labels fit.
  return sign + formatMoney(0).replace('0', String(figure)).replace('US$', '$').replace(/\s+/, '');
}
