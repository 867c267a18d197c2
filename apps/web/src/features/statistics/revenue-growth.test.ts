import { describe, expect, it } from 'vitest';
import { formatGrowthRate, formatSpan } from './revenue-growth.ts';

describe('the growth figure (decisions §3, like with like)', () => {
  it('names the days it compares', () => {
    expect(formatSpan({ from: '2026-03-01', to: '2026-03-10' })).toBe('March 1–10');
    expect(formatSpan({ from: '2026-02-01', to: '2026-02-28' })).toBe('February 1–28');
    expect(formatSpan({ from: '2026-05-01', to: '2026-05-01' })).toBe('May 1');
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
