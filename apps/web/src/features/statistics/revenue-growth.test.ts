import { describe, expect, it } from 'vitest';
import { formatGrowthRate, revenueGrowth } from './revenue-growth.ts';

const months = (...totals: number[]) => totals.map((totalAmount, i) => ({ year: 2025, month: i + 1, totalAmount }));

describe('the month-on-month growth rate (spec §9)', () => {
  it('compares the current month, the last record, with the one before it', () => {
    const growth = revenueGrowth(months(100, 100, 100, 100, 800, 900));
    expect(growth?.current).toEqual({ year: 2025, month: 6, totalAmount: 900 });
    expect(growth?.previous).toEqual({ year: 2025, month: 5, totalAmount: 800 });
    expect(growth?.rate).toBe(12.5);
  });

  it('falls as well as rises', () => {
    expect(revenueGrowth(months(500, 250))?.rate).toBe(-50);
  });

  it('has no rate when the previous month took nothing', () => {
    expect(revenueGrowth(months(0, 120))?.rate).toBeNull();
    expect(revenueGrowth(months(0, 0))?.rate).toBeNull();
  });

  it('needs two months', () => {
    expect(revenueGrowth(months(120))).toBeUndefined();
    expect(revenueGrowth([])).toBeUndefined();
  });

  it.each([
    [12.5, '+12.5 %'],
    [12.46, '+12.5 %'],
    [-4, '-4.0 %'],
    [-33.333, '-33.3 %'],
    [0, '0.0 %'],
    [0.04, '0.0 %'],
    [-0.04, '0.0 %'],
    [100, '+100.0 %'],
  ])('writes %s as %s, to one decimal with its sign', (rate, shown) => expect(formatGrowthRate(rate)).toBe(shown));
});
