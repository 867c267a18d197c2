import { addDays, formatClock12, type Language, zonedDate, zonedParts } from '@gym/contract';
import { currentLanguage, t } from './i18n.ts';

/**
 * How the app writes dates, money and durations: one formatter each, for every screen.
 *
 * Two kinds of time reach the screens (decisions §2). Calendar dates (`YYYY-MM-DD`: a subscription's start, a
 * session's day) are already the gym's day; they are read as UTC midnights or split as text, so no zone, the
 * browser's least of all, can move them to the day before. Instants (ISO 8601 in UTC: a payment, a session's
 * start) are shown on the gym's clock, so every formatter of an instant takes the gym's time zone.
 *
 * Dates and durations are written in the page's language (lib/i18n.ts); a formatter of dates takes the language as
 * its last parameter, the page's by default.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Intl formatters are made on first use, not when this module loads: the landing page imports the money
 * formatter, and building a DateTimeFormat loads locale data (tens of milliseconds on a phone).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions) {
  const formatters = new Map<Language, Intl.DateTimeFormat>();
  return (language: Language) => {
    let formatter = formatters.get(language);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(LOCALES[language], { timeZone: 'UTC', ...options });
      formatters.set(language, formatter);
    }
    return formatter;
  };
}
/** The Intl locale of each language: US English (the spec's formats) and neutral Spanish. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es' };
const shortDate = lazyFormat({ day: '2-digit', month: 'short', year: 'numeric' });
const fullDate = lazyFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const weekday = lazyFormat({ weekday: 'short' });
const dayRange = lazyFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/* ---------- calendar dates (YYYY-MM-DD, no zone) ---------- */

/** Spec §9's 'MMM dd, yyyy': '2025-01-05' → 'Jan 05, 2025'. Anything unreadable is shown as given. */
export function formatDate(date: string, language: Language = currentLanguage()): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  const name = MONTHS[Number(month) - 1];
  if (!(name && day && year)) return date;
  // Spanish: '05 ene 2025'.
  return language === 'en' ? `${name} ${day}, ${year}` : shortDate(language).format(utcDay(date.slice(0, 10)));
}

const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar month of the gym (the revenue records' `{ year, month }`, month 1–12): 'Jun' or 'June', with the year
 * when asked ('Jun 2025', 'June 2025').
 */
export function formatMonth(
  { year, month }: { year: number; month: number },
  { long = false, withYear = false }: { long?: boolean; withYear?: boolean } = {},
  language: Language = currentLanguage(),
): string {
  if (language !== 'en' && month >= 1 && month <= 12) {
    // Spanish: 'jun', 'junio', 'junio de 2025'.
    const day = utcDay(`${year}-${String(month).padStart(2, '0')}-01`);
    return (long ? (withYear ? longMonthYear : longMonth) : withYear ? shortMonthYear : shortMonth)(language).format(
      day,
    );
  }
  const name = (long ? LONG_MONTHS : MONTHS)[month - 1] ?? String(month);
  return withYear ? `${name} ${year}` : name;
}
const shortMonth = lazyFormat({ month: 'short' });
const longMonth = lazyFormat({ month: 'long' });
const shortMonthYear = lazyFormat({ month: 'short', year: 'numeric' });
const longMonthYear = lazyFormat({ month: 'long', year: 'numeric' });

/** The month a calendar date falls in, as a month calendar's heading: '2026-03-11' → 'March 2026'. */
export const formatMonthOf = (date: string) =>
  formatMonth({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) }, { long: true, withYear: true });

/** 'Monday, June 3, 2024'. */
export const formatFullDate = (date: string, language: Language = currentLanguage()) =>
  fullDate(language).format(utcDay(date));

/** 'Monday' ('lunes'). */
export const formatLongWeekday = (date: string, language: Language = currentLanguage()) =>
  longWeekday(language).format(utcDay(date));
const longWeekday = lazyFormat({ weekday: 'long' });

/** 'Mon'. */
export const formatWeekday = (date: string, language: Language = currentLanguage()) =>
  weekday(language).format(utcDay(date));

/** The day of the month without a leading zero: '2024-06-03' → '3'. */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));

/** The week that starts on `monday`: 'Jun 3 – 9, 2024', 'May 27 – Jun 2, 2024', 'Dec 30, 2024 – Jan 5, 2025'. */
export const formatWeekRange = (monday: string, language: Language = currentLanguage()) =>
  dayRange(language).formatRange(utcDay(monday), utcDay(addDays(monday, 6)));

/* ---------- instants, on the gym's clock ---------- */

const readInstant = (value: string | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The gym's calendar day of an instant, `YYYY-MM-DD` (what the API and date inputs use). */
export const dateIn = (instant: string | Date, timeZone: string) => zonedDate(new Date(instant), timeZone);

/** `HH:MM` on the gym's clock, 24-hour: '2025-03-05T19:30:00Z' in New York → '14:30'. */
export const formatTime = (instant: string | Date, timeZone: string) => zonedParts(new Date(instant), timeZone).time;

/**
 * An opening or closing time (`HH:MM` on the gym's clock) as spec §9 writes opening hours: '06:00' → '6:00 AM',
 * '24:00' → 'midnight'; the landing page's rows come from the server in the same words (the contract's helper).
 */
export const formatOpeningTime = (time: string, language: Language = currentLanguage()) =>
  language === 'en' ? formatClock12(time) : time;

/**
 * An en-US date with 24-hour time on the gym's clock, as the spec shows feedback dates: 'Mar 5, 2025, 14:30'.
 * 'N/A' when the value is missing or unreadable (spec §3).
 */
export function formatDateTime(
  value: string | Date | null | undefined,
  timeZone: string,
  language: Language = currentLanguage(),
): string {
  const date = readInstant(value);
  if (!date) return t('N/A');
  const { date: day, time } = zonedParts(date, timeZone);
  const [year, month, dayOfMonthText] = day.split('-');
  // Spanish: '5 mar 2025, 14:30'.
  if (language !== 'en') return `${dayMonthYear(language).format(utcDay(day))}, ${time}`;
  return `${MONTHS[Number(month) - 1]} ${Number(dayOfMonthText)}, ${year}, ${time}`;
}
const dayMonthYear = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric' });

/** Spec §9's 'YYYY-MM-DD HH:mm' on the gym's clock; 'N/A' when missing or unreadable. */
export function formatIsoDateTime(value: string | Date | null | undefined, timeZone: string): string {
  const date = readInstant(value);
  if (!date) return t('N/A');
  const { date: day, time } = zonedParts(date, timeZone);
  return `${day} ${time}`;
}

/* ---------- money and durations ---------- */

/** A count with the page's thousands mark: '1,234' ('1234', '12.345' in Spanish). */
export const formatCount = (n: number, language: Language = currentLanguage()) => n.toLocaleString(LOCALES[language]);

/** A number with one decimal, as the language writes it: "1.5", "1,5". */
export const formatOneDecimal = (n: number, language: Language = currentLanguage()) =>
  n.toLocaleString(LOCALES[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rate given in percent (10.3 for 10.3 %), as the language writes it: "10.3%", "10,3 %" (never split in two). */
export const formatPercent = (percent: number, language: Language = currentLanguage()) =>
  (percent / 100).toLocaleString(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 });

// Money and the spans of days and years: in a module of their own, which the landing page and every page's frame load
// without the date formats above (docs/decisions/015-landing-javascript.md).
export { formatDays, formatMoney, formatYears, moneyCurrency, setMoneyFormat } from './format-money.ts';
