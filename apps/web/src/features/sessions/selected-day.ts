import { DATE_PATTERN } from '@gym/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A day that exists, written `YYYY-MM-DD` (not '2026-02-30', which Date.parse would roll over into March). */
export function isCalendarDay(value: string | null): value is string {
  if (value === null || !DATE_PATTERN.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * The day a sessions screen shows. It lives in the address (`?date=`), so a link can open a given day and a reload
 * keeps it; without one, or with one that is no day, it is today. Selecting today clears it, so the plain address
 * always means today, and moving between days replaces the history entry rather than piling them up.
 */
export function useSelectedDay(
  today: string,
): [selected: string, select: (date: string) => void, fromAddress: boolean] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('date');
  const fromAddress = isCalendarDay(requested);
  const selected = fromAddress ? requested : today;
  const select = useCallback(
    (date: string) => setParams(date === today ? {} : { date }, { replace: true }),
    [setParams, today],
  );
  return [selected, select, fromAddress];
}
