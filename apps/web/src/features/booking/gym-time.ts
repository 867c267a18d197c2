import { addDays, zonedParts } from '@gym/contract';

/**
 * Dates and times in the gym's time zone (decisions §2), the same whatever the browser's zone is. Calendar
 * days are `YYYY-MM-DD` strings; they are formatted as UTC midnights so no zone can shift them.
 */

const formatters = {
  /** Spec §9's 'MMM dd, yyyy'. */
  long: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: '2-digit', year: 'numeric' }),
  full: new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }),
  weekday: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }),
  range: new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }),
};
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Jun 03, 2024" */
export const formatDate = (date: string) => formatters.long.format(utcDay(date));
/** "Monday, June 3, 2024" */
export const formatFullDate = (date: string) => formatters.full.format(utcDay(date));
/** "Mon" */
export const formatWeekday = (date: string) => formatters.weekday.format(utcDay(date));
/** "3" */
export const dayOfMonth = (date: string) => String(Number(date.slice(8, 10)));
/** "Jun 3 – 9, 2024", across months and years as needed. */
export const formatWeekRange = (monday: string) =>
  formatters.range.formatRange(utcDay(monday), utcDay(addDays(monday, 6)));

/** HH:MM of an ISO instant on the gym's clock. */
export const timeIn = (instant: string, timeZone: string) => zonedParts(new Date(instant), timeZone).time;

/** The seven days of the week that starts on `monday` (calendars start on Monday, spec §9). */
export const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
