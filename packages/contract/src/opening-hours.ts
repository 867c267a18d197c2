import { z } from 'zod';
import { addDays, clockOf, formatClock12, minutesOf, zonedParts, zonedTimeToInstant } from './dates.ts';
import { BOOKING_MESSAGES, SESSION_HOURS } from './sessions.ts';

/**
 * The gym's opening hours as data (decisions §1 and §7, docs/decisions/010): one setting, `OPENING_HOURS`, read
 * by the server at start, answered by `GET /api/gym`, and the one home of "does this session fall inside the
 * hours" for the booking and the free times alike. Hours are wall-clock times on the gym's clock; a day opens and
 * closes on the same day (`24:00` closes at midnight).
 */

/** Calendars start on Monday (spec §9), and so does the week of opening hours. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const SESSION_MINUTES = SESSION_HOURS * 60;

/** Free times are offered every half hour from opening (docs/decisions/010). */
export const SLOT_MINUTES = 30;

/** Spec §9, in the setting's own words. */
export const DEFAULT_OPENING_HOURS_SETTING = 'Mon-Fri 06:00-22:00, Sat 07:00-20:00, Sun 08:00-18:00';

const CLOCK = /^([01]?\d|2[0-3]):[0-5]\d$|^24:00$/;
const clockTime = z.string().regex(CLOCK);

/** One day of the week: `open` and `close` as `HH:MM` (close may be `24:00`), both null when the gym is closed. */
export const openingDaySchema = z
  .object({ day: z.enum(WEEKDAYS), open: clockTime.nullable(), close: clockTime.nullable() })
  .meta({ id: 'OpeningDay' });
export type OpeningDay = z.infer<typeof openingDaySchema>;
/** Seven days, Monday first. */
export type OpeningWeek = readonly OpeningDay[];

const DAY_NAMES = new Map<string, number>(
  WEEKDAYS.flatMap((day, i) => [
    [day.toLowerCase(), i],
    [day.slice(0, 3).toLowerCase(), i],
  ]),
);

/**
 * Reads the setting: comma-separated entries `<days> <HH:MM>-<HH:MM>` or `<days> closed`, where days are one day
 * (`Sat`, `Saturday`) or a range from Monday towards Sunday (`Mon-Fri`). Every day is named exactly once, so a
 * forgotten day is an error rather than a silently closed gym; an open day is open at least one session long.
 * Answers the week, or every problem in words for the start-up error.
 */
export function parseOpeningHours(text: string): { week: OpeningWeek } | { errors: string[] } {
  const errors: string[] = [];
  const days: (OpeningDay | undefined)[] = new Array(7).fill(undefined);
  const named: boolean[] = new Array(7).fill(false);
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = /^([A-Za-z]+)(?:\s*[-–]\s*([A-Za-z]+))?\s+(.+)$/.exec(entry);
    if (!match) {
      errors.push(`"${entry}" is neither "<days> HH:MM-HH:MM" nor "<days> closed"`);
      continue;
    }
    const [, fromName = '', toName, hoursText = ''] = match;
    const from = DAY_NAMES.get(fromName.toLowerCase());
    const to = toName === undefined ? from : DAY_NAMES.get(toName.toLowerCase());
    const unknown = [fromName, toName].filter((n) => n !== undefined && !DAY_NAMES.has(n.toLowerCase()));
    if (from === undefined || to === undefined) {
      errors.push(`unknown day "${unknown[0]}" in "${entry}"; use Mon, Tue, Wed, Thu, Fri, Sat or Sun`);
      continue;
    }
    if (to < from) {
      errors.push(`"${entry}" runs backwards; a range goes from Monday towards Sunday, as in Mon-Fri`);
      continue;
    }

    // A day whose hours are wrong is named all the same: only that mistake is reported for it.
    for (let i = from; i <= to; i++) named[i] = true;
    let hours: { open: string; close: string } | null = null;
    if (hoursText.trim().toLowerCase() !== 'closed') {
      const span = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(hoursText.trim());
      const [, open = '', close = ''] = span ?? [];
      if (!span || !CLOCK.test(open) || !CLOCK.test(close) || open === '24:00') {
        errors.push(`"${entry}": give the hours as HH:MM-HH:MM (00:00 to 24:00), or "closed"`);
        continue;
      }
      const [opens, closes] = [minutesOf(open), minutesOf(close)];
      if (closes <= opens) {
        errors.push(`"${entry}": the gym must open before it closes, on the same day (24:00 is midnight)`);
        continue;
      }
      if (closes - opens < SESSION_MINUTES) {
        errors.push(`"${entry}": open less than 2 hours, too short for a training session; widen it or say "closed"`);
        continue;
      }
      hours = { open: clockOf(opens), close: clockOf(closes) };
    }
    for (let i = from; i <= to; i++) {
      const day = WEEKDAYS[i] as Weekday;
      if (days[i]) errors.push(`${day} is given more than once`);
      days[i] = { day, open: hours?.open ?? null, close: hours?.close ?? null };
    }
  }
  days.forEach((d, i) => {
    if (!d && !named[i])
      errors.push(`${WEEKDAYS[i]} is missing; name every day, with "closed" for a day the gym does not open`);
  });
  return errors.length > 0 ? { errors } : { week: days as OpeningDay[] };
}

function parsedOrThrow(text: string): OpeningWeek {
  const parsed = parseOpeningHours(text);
  if ('errors' in parsed) throw new Error(parsed.errors.join('; '));
  return parsed.week;
}

/** Spec §9: Monday to Friday 6:00 AM to 10:00 PM, Saturday 7:00 AM to 8:00 PM, Sunday 8:00 AM to 6:00 PM. */
export const DEFAULT_OPENING_WEEK: OpeningWeek = parsedOrThrow(DEFAULT_OPENING_HOURS_SETTING);

const hoursText = (d: OpeningDay) =>
  d.open && d.close ? `${formatClock12(d.open)} to ${formatClock12(d.close)}` : 'Closed';

/**
 * The week as the landing page lists it (spec §9's wording): neighbouring days with the same hours share a row,
 * 'Monday to Friday' / 'Saturday and Sunday' / 'Saturday', or 'Every day'.
 */
export function describeOpeningHours(week: OpeningWeek): { days: string; hours: string }[] {
  const rows: { first: Weekday; last: Weekday; count: number; hours: string }[] = [];
  for (const day of week) {
    const hours = hoursText(day);
    const last = rows.at(-1);
    if (last && last.hours === hours) {
      last.last = day.day;
      last.count += 1;
    } else rows.push({ first: day.day, last: day.day, count: 1, hours });
  }
  return rows.map((r) => ({
    days:
      r.count === 7
        ? 'Every day'
        : r.count === 1
          ? r.first
          : r.count === 2
            ? `${r.first} and ${r.last}`
            : `${r.first} to ${r.last}`,
    hours: r.hours,
  }));
}

/** The weekday of a calendar date (YYYY-MM-DD); a date has one weekday whatever the zone. */
export function weekdayOf(date: string): Weekday {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] as Weekday;
}

/** The day's hours (open and close null when closed). */
export const hoursOn = (week: OpeningWeek, date: string): OpeningDay =>
  week.find((d) => d.day === weekdayOf(date)) ?? { day: weekdayOf(date), open: null, close: null };

/**
 * The instants the gym opens and closes on `date` in its zone, or null when it is closed. Through instants, so a
 * daylight-saving day is as long as it really is.
 */
export function openingWindow(week: OpeningWeek, date: string, timeZone: string): { open: Date; close: Date } | null {
  const { open, close } = hoursOn(week, date);
  if (!open || !close) return null;
  return {
    open: zonedTimeToInstant(date, open, timeZone),
    close:
      close === '24:00'
        ? zonedTimeToInstant(addDays(date, 1), '00:00', timeZone)
        : zonedTimeToInstant(date, close, timeZone),
  };
}

/**
 * The one rule: a session from `start` to `end` falls inside the opening hours of the day it starts on (gym's
 * zone) when it starts no earlier than opening and ends no later than closing.
 */
export function isWithinOpeningHours(week: OpeningWeek, start: Date, end: Date, timeZone: string): boolean {
  const window = openingWindow(week, zonedParts(start, timeZone).date, timeZone);
  return window !== null && start >= window.open && end <= window.close;
}

/** A start the free-times list may offer: its wall-clock time on the gym's clock and its instants. */
export type SlotStart = { time: string; start: Date; end: Date };

/**
 * The half-hourly starts (`SLOT_MINUTES`) on `date` whose whole session falls inside the hours, in time order: the
 * candidates before anyone's sessions are looked at. Walked on the wall clock from opening, so each start reads as
 * the member will see it; a time that a daylight-saving change skips is left out (it would be the same instant as
 * the time an hour later), and a time that the clock reads twice is offered once.
 */
export function slotStarts(week: OpeningWeek, date: string, timeZone: string): SlotStart[] {
  const { open, close } = hoursOn(week, date);
  if (!open || !close) return [];
  const slots: SlotStart[] = [];
  for (let m = minutesOf(open); m + SESSION_MINUTES <= minutesOf(close); m += SLOT_MINUTES) {
    const time = clockOf(m);
    const start = zonedTimeToInstant(date, time, timeZone);
    const shown = zonedParts(start, timeZone);
    if (shown.date !== date || shown.time !== time) continue;
    const end = new Date(start.getTime() + SESSION_MINUTES * 60_000);
    if (isWithinOpeningHours(week, start, end, timeZone)) slots.push({ time, start, end });
  }
  return slots;
}

/**
 * What to tell someone whose session on `date` (gym's zone) falls outside the hours: the closed day's message on
 * `date`, the hours' on `startTime`.
 */
export function outsideHoursRefusal(week: OpeningWeek, date: string): { field: 'date' | 'startTime'; message: string } {
  const { day, open, close } = hoursOn(week, date);
  if (!open || !close) return { field: 'date', message: BOOKING_MESSAGES.closedOn(day) };
  const lastStart = clockOf(minutesOf(close) - SESSION_MINUTES);
  return {
    field: 'startTime',
    message: BOOKING_MESSAGES.outsideHours(day, formatClock12(open), formatClock12(close), formatClock12(lastStart)),
  };
}
