import { describe, expect, it } from 'vitest';
import { monthOf, sessionsCsvPath } from './get-sessions.ts';

describe('the sessions calendar’s file', () => {
  it('covers the month of the day on screen, from its first to its last day', () => {
    expect(monthOf('2026-03-11')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(sessionsCsvPath(monthOf('2026-04-15'))).toBe(
      '/api/trainingsession?from=2026-04-01&to=2026-04-30&format=csv',
    );
  });
});
