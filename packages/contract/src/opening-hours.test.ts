import { describe, expect, it } from 'vitest';
import { formatClock12 } from './dates.ts';
import {
  DEFAULT_OPENING_WEEK,
  describeOpeningHours,
  isWithinOpeningHours,
  type OpeningWeek,
  outsideHoursRefusal,
  parseOpeningHours,
  slotStarts,
  weekdayOf,
} from './opening-hours.ts';

const week = (text: string): OpeningWeek => {
  const parsed = parseOpeningHours(text);
  if ('errors' in parsed) throw new Error(parsed.errors.join('; '));
  return parsed.week;
};
const errorsOf = (text: string) => {
  const parsed = parseOpeningHours(text);
  return 'errors' in parsed ? parsed.errors : [];
};
const times = (w: OpeningWeek, date: string, zone: string) => slotStarts(w, date, zone).map((s) => s.time);

describe('the OPENING_HOURS setting', () => {
  it('reads spec §9 by default, Monday first', () => {
    expect(DEFAULT_OPENING_WEEK).toEqual([
      { day: 'Monday', open: '06:00', close: '22:00' },
      { day: 'Tuesday', open: '06:00', close: '22:00' },
      { day: 'Wednesday', open: '06:00', close: '22:00' },
      { day: 'Thursday', open: '06:00', close: '22:00' },
      { day: 'Friday', open: '06:00', close: '22:00' },
      { day: 'Saturday', open: '07:00', close: '20:00' },
      { day: 'Sunday', open: '08:00', close: '18:00' },
    ]);
  });

  it('takes full or short day names in any case, single hours digits, a closed day and midnight', () => {
    expect(week('monday-SAT 6:30-24:00, sunday closed')).toEqual([
      ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((day) => ({
        day,
        open: '06:30',
        close: '24:00',
      })),
      { day: 'Sunday', open: null, close: null },
    ]);
  });

  it('names every problem', () => {
    expect(errorsOf('Mon-Fri 06:00-22:00, Sat 07:00-20:00')).toEqual([
      'Sunday is missing; name every day, with "closed" for a day the gym does not open',
    ]);
    expect(errorsOf('Mon-Sun 06:00-22:00, Sun closed')).toEqual(['Sunday is given more than once']);
    expect(errorsOf('Mnday-Sun 06:00-22:00')[0]).toBe(
      'unknown day "Mnday" in "Mnday-Sun 06:00-22:00"; use Mon, Tue, Wed, Thu, Fri, Sat or Sun',
    );
    expect(errorsOf('Sat-Mon 06:00-22:00, Tue-Fri closed')[0]).toContain('runs backwards');
    expect(errorsOf('Mon-Sun 22:00-06:00')[0]).toContain('must open before it closes');
    expect(errorsOf('Mon-Sun 06:00-25:00')[0]).toContain('HH:MM-HH:MM');
    expect(errorsOf('Mon-Sun 10:00-11:30')[0]).toContain('too short for a training session');
    expect(errorsOf('06:00-22:00')[0]).toContain('neither');
    expect(errorsOf('every day')[0]).toContain('unknown day "every"');
    expect(errorsOf('')).toHaveLength(7);
  });
});

describe('showing the hours', () => {
  it('writes spec §9 as the landing page showed it', () => {
    expect(describeOpeningHours(DEFAULT_OPENING_WEEK)).toEqual([
      { days: 'Monday to Friday', hours: '6:00 AM to 10:00 PM' },
      { days: 'Saturday', hours: '7:00 AM to 8:00 PM' },
      { days: 'Sunday', hours: '8:00 AM to 6:00 PM' },
    ]);
  });

  it('groups neighbouring days only, and says closed, every day and midnight', () => {
    expect(describeOpeningHours(week('Mon-Thu 06:00-22:00, Fri closed, Sat-Sun 09:00-12:00'))).toEqual([
      { days: 'Monday to Thursday', hours: '6:00 AM to 10:00 PM' },
      { days: 'Friday', hours: 'Closed' },
      { days: 'Saturday and Sunday', hours: '9:00 AM to 12:00 PM' },
    ]);
    expect(describeOpeningHours(week('Mon-Sun 00:00-24:00'))).toEqual([
      { days: 'Every day', hours: 'midnight to midnight' },
    ]);
    expect(describeOpeningHours(week('Mon 06:00-22:00, Tue closed, Wed-Sun 06:00-22:00'))).toHaveLength(3);
    expect(['00:30', '12:00', '12:45', '23:59'].map(formatClock12)).toEqual([
      '12:30 AM',
      '12:00 PM',
      '12:45 PM',
      '11:59 PM',
    ]);
  });
});

describe('sessions inside the hours', () => {
  it('knows a date’s weekday whatever the zone', () => {
    expect(weekdayOf('2026-03-08')).toBe('Sunday');
    expect(weekdayOf('2026-03-09')).toBe('Monday');
  });

  it('offers every half hour from opening to two hours before closing', () => {
    const monday = times(DEFAULT_OPENING_WEEK, '2026-03-09', 'UTC');
    expect(monday[0]).toBe('06:00');
    expect(monday.at(-1)).toBe('20:00');
    expect(monday).toHaveLength(29);
    expect(times(DEFAULT_OPENING_WEEK, '2026-03-08', 'UTC')).toEqual(
      ['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].concat([
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ]),
    );
    expect(times(week('Mon-Sat 06:00-22:00, Sun closed'), '2026-03-08', 'UTC')).toEqual([]);
  });

  it('reads the hours on the gym’s clock, across daylight saving (New York)', () => {
    const ny = 'America/New_York';
    // Saturday 7 March is on standard time (−5), Monday 9 March on daylight time (−4).
    const [saturday] = slotStarts(DEFAULT_OPENING_WEEK, '2026-03-07', ny);
    expect(saturday?.start.toISOString()).toBe('2026-03-07T12:00:00.000Z');
    const [monday] = slotStarts(DEFAULT_OPENING_WEEK, '2026-03-09', ny);
    expect(monday?.start.toISOString()).toBe('2026-03-09T10:00:00.000Z');

    // Open round the clock on Sunday 8 March: 02:00 to 03:00 never happens, so 02:00 and 02:30 are not offered,
    // 01:00 and 01:30 are (they end at 04:00 and 04:30 on the clock, two real hours later), and the 23-hour
    // day's last start is still 22:00.
    const allDay = week('Mon-Sun 00:00-24:00');
    const spring = slotStarts(allDay, '2026-03-08', ny);
    expect(spring.map((s) => s.time).slice(0, 6)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30']);
    expect(spring.at(-1)?.time).toBe('22:00');
    expect(spring.find((s) => s.time === '01:30')?.end.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    // Sunday 1 November reads 01:00 to 02:00 twice: each time is offered once, and the day still ends at 22:00.
    const fall = slotStarts(allDay, '2026-11-01', ny).map((s) => s.time);
    expect(fall.filter((t) => t === '01:00')).toHaveLength(1);
    expect(fall).toHaveLength(45);
    expect(fall.at(-1)).toBe('22:00');
  });

  it('is inside when the whole session is, on the day it starts', () => {
    const ny = 'America/New_York';
    const at = (iso: string) => {
      const start = new Date(iso);
      return isWithinOpeningHours(DEFAULT_OPENING_WEEK, start, new Date(start.getTime() + 7_200_000), ny);
    };
    expect(at('2026-07-15T10:00:00Z')).toBe(true); // 06:00 EDT, opening
    expect(at('2026-07-15T09:59:00Z')).toBe(false); // 05:59
    expect(at('2026-07-16T00:00:00Z')).toBe(true); // 20:00 EDT on the 15th, ends at closing
    expect(at('2026-07-16T00:01:00Z')).toBe(false); // 20:01, ends after 22:00
    expect(at('2026-07-19T22:00:00Z')).toBe(false); // Sunday 18:00
  });

  it('words the refusal with the day’s hours, or the closed day', () => {
    expect(outsideHoursRefusal(DEFAULT_OPENING_WEEK, '2026-03-09')).toEqual({
      field: 'startTime',
      message: 'The gym is open 6:00 AM to 10:00 PM on Mondays, so a 2-hour session can start from 6:00 AM to 8:00 PM.',
    });
    expect(outsideHoursRefusal(week('Mon-Sat 06:00-22:00, Sun closed'), '2026-03-08')).toEqual({
      field: 'date',
      message: 'The gym is closed on Sundays. Please choose another day.',
    });
  });
});
