import { type CheckinPass, DATE_PATTERN } from '@gym/contract';

/**
 * Today's day pass, kept in the browser's storage (per account) each time the pass screen loads it, so that a phone
 * that later has no network still shows a pass the desk accepts once that day (docs/decisions/024).
 */
const keyOf = (userId: number) => `gym.dayPass.${userId}`;

export type DayPass = CheckinPass['dayPass'];

export function keepDayPass(userId: number, pass: DayPass) {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(pass));
  } catch {
    // Storage refused (private mode): the phone shows the minute pass while it has a network, nothing offline.
  }
}

/** The kept day pass if it is for `today` (the gym's date), else none. */
export function keptDayPass(userId: number, today: string | undefined): DayPass | null {
  try {
    const value = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<DayPass> | null;
    if (!value || typeof value.token !== 'string' || typeof value.validOn !== 'string') return null;
    if (!DATE_PATTERN.test(value.validOn) || (today !== undefined && value.validOn !== today)) return null;
    return { token: value.token, validOn: value.validOn };
  } catch {
    return null;
  }
}
