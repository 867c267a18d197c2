/**
 * Calendar dates and wall-clock times in the gym's time zone (decisions §2). The API stores instants; every
 * screen and every business rule ("today", "not in the past") reads them in the gym's zone, whatever the
 * browser's or the server's zone is. Pure functions over Intl, usable on both sides.
 */

const partsFormatter = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let f = partsFormatter.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatter.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: Number(parts.second),
  };
}

/**
 * Every zone's offset, and every change of it, falls on a quarter hour, so an instant's calendar date in a zone is
 * the same for the whole quarter hour it falls in. Lists of sessions ask it for every row; formatting is the
 * costly part (a few microseconds a call), so each zone's quarter hours are remembered, up to a bound.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const DATES_KEPT = 20_000;
const datesByQuarterHour = new Map<string, Map<number, string>>();

/** The calendar date (YYYY-MM-DD) of an instant in the zone: `zonedParts(...).date`, remembered per quarter hour. */
export function zonedDate(instant: Date, timeZone: string): string {
  let dates = datesByQuarterHour.get(timeZone);
  if (!dates) {
    dates = new Map();
    datesByQuarterHour.set(timeZone, dates);
  }
  const quarter = Math.floor(instant.getTime() / QUARTER_HOUR_MS);
  let date = dates.get(quarter);
  if (date === undefined) {
    if (dates.size >= DATES_KEPT) dates.clear();
    date = zonedParts(instant, timeZone).date;
    dates.set(quarter, date);
  }
  return date;
}

/** Today's date (YYYY-MM-DD) in the zone. */
export const todayIn = (timeZone: string, now: Date = new Date()) => zonedParts(now, timeZone).date;

/** YYYY-MM-DD plus n days (n may be negative); calendar arithmetic, no zone involved. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Monday of the week holding the date (calendars start on Monday, spec §9). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The instant at which the zone's clock reads `date` `time` (HH:MM). For a time skipped by a daylight-saving
 * change the result is the instant an hour later on the wall clock, as most calendars do.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // Correct by the zone's offset at that moment, twice, to settle across an offset change.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(guess), timeZone);
    const shownAsUtc = Date.parse(`${p.date}T${p.time}:00Z`) + p.seconds * 1000;
    guess += asUtc - shownAsUtc;
  }
  return new Date(guess);
}

/** Minutes since midnight of an `HH:MM` time. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h as number) * 60 + (m as number);
};

/** `HH:MM` of minutes since midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `HH:MM` as the spec writes opening hours: '6:00 AM', '10:00 PM', 'midnight'. */
export function formatClock12(time: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  if (minutes === 0) return 'midnight';
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
