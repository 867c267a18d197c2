import { afterEach, describe, expect, it } from 'vitest';
import { CLOCKS_UTC, setClock } from '../test/utils.tsx';
import {
  dateIn,
  dayOfMonth,
  formatDate,
  formatDateTime,
  formatDays,
  formatFullDate,
  formatIsoDateTime,
  formatMoney,
  formatMonth,
  formatMonthOf,
  formatPercent,
  formatTime,
  formatWeekday,
  formatWeekRange,
  setMoneyFormat,
} from './format.ts';
import { formatMoneyCompact } from './format-compact.ts';

// The tests run in America/St_Johns (vitest.config.ts): UTC-3:30 or -2:30. A formatter that read a calendar date
// or an instant in the browser's zone would show the day before, or the wrong hour, here.

describe('money: one way everywhere (decisions §1)', () => {
  it.each([
    [59, '$59'],
    [59.5, '$59.50'],
    [19.99, '$19.99'],
    [29, '$29'],
    [0.99, '$0.99'],
    [0, '$0'],
    [1199, '$1,199'],
    [1234567.05, '$1,234,567.05'],
    [100000, '$100,000'],
    [0.1 + 0.2, '$0.30'],
    [-5, '-$5'],
    [-1234.5, '-$1,234.50'],
  ])('shows %s as %s', (amount, shown) => expect(formatMoney(amount)).toBe(shown));
});

describe('money where room is short', () => {
  it.each([
    [0, '$0'],
    [950, '$950'],
    [999.4, '$999'],
    [999.5, '$1k'],
    [1639, '$1.6k'],
    [3236.5, '$3.2k'],
    [12_000, '$12k'],
    [999_949, '$999.9k'],
    [1_500_000, '$1.5M'],
    [-2500, '-$2.5k'],
  ])('shows %s as %s', (amount, shown) => expect(formatMoneyCompact(amount)).toBe(shown));
});

describe('durations', () => {
  it.each([
    [1, '1 day'],
    [30, '30 days'],
    [0, '0 days'],
    [365, '365 days'],
  ])('shows %s as %s', (days, shown) => expect(formatDays(days)).toBe(shown));
});

describe('calendar dates never pass through a zone', () => {
  it("writes spec §9's 'MMM dd, yyyy'", () => {
    expect(formatDate('2025-01-05')).toBe('Jan 05, 2025');
    expect(formatDate('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDate('2026-03-01')).toBe('Mar 01, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('writes the full date, the weekday and the day of the month', () => {
    expect(formatFullDate('2024-06-03')).toBe('Monday, June 3, 2024');
    expect(formatFullDate('2025-01-01')).toBe('Wednesday, January 1, 2025');
    expect(formatWeekday('2024-06-03')).toBe('Mon');
    expect(formatWeekday('2024-06-09')).toBe('Sun');
    expect(dayOfMonth('2024-06-03')).toBe('3');
    expect(dayOfMonth('2024-06-30')).toBe('30');
  });

  it('writes a week from its Monday, across months and years', () => {
    // Intl puts thin spaces around the dash.
    expect(formatWeekRange('2024-06-03')).toMatch(/^Jun 3\s–\s9, 2024$/);
    expect(formatWeekRange('2024-05-27')).toMatch(/^May 27\s–\sJun 2, 2024$/);
    expect(formatWeekRange('2024-12-30')).toMatch(/^Dec 30, 2024\s–\sJan 5, 2025$/);
  });
});

describe("instants on the gym's clock", () => {
  it('reads HH:MM in the given zone, with daylight saving and half-hour offsets', () => {
    expect(formatTime('2025-03-05T19:30:00.000Z', 'America/New_York')).toBe('14:30');
    expect(formatTime('2025-07-15T13:00:00.000Z', 'America/New_York')).toBe('09:00');
    expect(formatTime('2025-03-05T19:30:00.000Z', 'Asia/Kolkata')).toBe('01:00');
    expect(formatTime('2025-03-05T00:05:00.000Z', 'UTC')).toBe('00:05');
    expect(formatTime(new Date('2025-03-05T23:59:00.000Z'), 'UTC')).toBe('23:59');
  });

  it('reads the calendar day in the given zone (YYYY-MM-DD)', () => {
    expect(dateIn('2025-03-06T02:00:00.000Z', 'America/New_York')).toBe('2025-03-05');
    expect(dateIn('2025-03-06T02:00:00.000Z', 'UTC')).toBe('2025-03-06');
    expect(dateIn('2025-03-05T11:00:00.000Z', 'Pacific/Kiritimati')).toBe('2025-03-06');
  });

  it.each([
    [CLOCKS_UTC[0], { UTC: '2026-03-10', 'Pacific/Kiritimati': '2026-03-10', 'Pacific/Honolulu': '2026-03-09' }],
    [CLOCKS_UTC[1], { UTC: '2026-03-10', 'Pacific/Kiritimati': '2026-03-11', 'Pacific/Honolulu': '2026-03-10' }],
    [CLOCKS_UTC[2], { UTC: '2026-03-10', 'Pacific/Kiritimati': '2026-03-11', 'Pacific/Honolulu': '2026-03-10' }],
  ])("at %s tells each gym's today", (clock, today) => {
    setClock(clock);
    for (const [zone, date] of Object.entries(today)) expect(dateIn(new Date(), zone)).toBe(date);
  });

  it("writes a date and 24-hour time as the spec shows feedback ('Mar 5, 2025, 14:30'), N/A when missing", () => {
    expect(formatDateTime('2025-03-05T19:30:00.000Z', 'America/New_York')).toBe('Mar 5, 2025, 14:30');
    expect(formatDateTime('2025-03-05T19:30:00.000Z', 'UTC')).toBe('Mar 5, 2025, 19:30');
    expect(formatDateTime('2025-03-05T00:05:00.000Z', 'UTC')).toBe('Mar 5, 2025, 00:05');
    expect(formatDateTime('2025-03-06T02:00:00.000Z', 'America/New_York')).toBe('Mar 5, 2025, 21:00');
    expect(formatDateTime(new Date('2025-12-31T23:30:00.000Z'), 'Asia/Tokyo')).toBe('Jan 1, 2026, 08:30');
    expect(formatDateTime(undefined, 'UTC')).toBe('N/A');
    expect(formatDateTime(null, 'UTC')).toBe('N/A');
    expect(formatDateTime('', 'UTC')).toBe('N/A');
    expect(formatDateTime('not a date', 'UTC')).toBe('N/A');
  });

  it("writes spec §9's 'YYYY-MM-DD HH:mm', N/A when missing", () => {
    expect(formatIsoDateTime('2025-03-05T19:30:00.000Z', 'America/New_York')).toBe('2025-03-05 14:30');
    expect(formatIsoDateTime('2025-03-06T02:00:00.000Z', 'America/New_York')).toBe('2025-03-05 21:00');
    expect(formatIsoDateTime('2025-03-06T02:00:00.000Z', 'UTC')).toBe('2025-03-06 02:00');
    expect(formatIsoDateTime(undefined, 'UTC')).toBe('N/A');
    expect(formatIsoDateTime('soon', 'UTC')).toBe('N/A');
  });
});

describe("the gym's calendar months", () => {
  it.each([
    [{ year: 2025, month: 1 }, {}, 'Jan'],
    [{ year: 2025, month: 6 }, { long: true }, 'June'],
    [{ year: 2024, month: 12 }, { withYear: true }, 'Dec 2024'],
    [{ year: 2025, month: 9 }, { long: true, withYear: true }, 'September 2025'],
  ])('writes %o with %o as %s', (month, options, shown) => expect(formatMonth(month, options)).toBe(shown));

  it.each([
    ['2026-03-01', 'March 2026'],
    ['2026-03-31', 'March 2026'],
    ['2025-12-15', 'December 2025'],
    ['2027-01-01', 'January 2027'],
  ])('heads the month of %s as %s', (date, shown) => expect(formatMonthOf(date)).toBe(shown));
});

describe('money in the gym currency', () => {
  afterEach(() => setMoneyFormat('USD', 'en'));

  it('writes euros in English with the sign first and cents only when there are some', () => {
    setMoneyFormat('EUR');
    expect(formatMoney(59)).toBe('€59');
    expect(formatMoney(59.5)).toBe('€59.50');
    expect(formatMoney(1199)).toBe('€1,199');
    expect(formatMoney(-5)).toBe('-€5');
    expect(formatMoneyCompact(3200)).toBe('€3.2k');
  });

  it('takes the locale as one parameter: euros in Spanish come after the amount', () => {
    setMoneyFormat('EUR', 'es');
    expect(formatMoney(59)).toMatch(/^59\s€$/);
    expect(formatMoney(59.5)).toMatch(/^59,50\s€$/);
  });

  it('goes back to dollars written out', () => {
    setMoneyFormat('GBP');
    expect(formatMoney(10)).toBe('£10');
    setMoneyFormat('USD');
    expect(formatMoney(59.5)).toBe('$59.50');
    expect(formatMoneyCompact(12_000)).toBe('$12k');
  });
});

describe('rates', () => {
  it('are written as each language writes a percentage, never split across lines', () => {
    expect(formatPercent(10.3, 'en')).toBe('10.3%');
    expect(formatPercent(10.3, 'es')).toBe('10,3\u00a0%');
    expect(formatPercent(0, 'en')).toBe('0%');
  });
});
