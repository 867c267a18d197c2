import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.ts';

describe('formatPrice', () => {
  it.each([
    [29, '$29'],
    [19.5, '$19.50'],
    [0.99, '$0.99'],
    [1199, '$1,199'],
    [1234567.05, '$1,234,567.05'],
    [100000, '$100,000'],
  ])('shows %s as %s', (amount, shown) => expect(formatPrice(amount)).toBe(shown));
});
