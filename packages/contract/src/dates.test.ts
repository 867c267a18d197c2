import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, mondayOf, todayIn, zonedDate, zonedParts, zonedTimeToInstant } from './dates.ts';

describe('dates in the gym time zone', () => {
  it('reads today in the zone, not in UTC', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('UTC', lateEvening)).toBe('2026-03-01');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2026-03-02');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-03-01');
  });

  it('turns a wall-clock time in the zone into the right instant, across daylight saving', () => {
    expect(zonedTimeToInstant('2026-01-15', '09:00', 'UTC').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedTimeToInstant('2026-01-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-15', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(zonedParts(new Date('2026-07-15T13:00:00Z'), 'America/New_York')).toMatchObject({
      date: '2026-07-15',
      time: '09:00',
    });
  });

  it('does calendar arithmetic and finds the Monday of a week', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  });

  it('dates an instant in the zone for every minute around midnight and the daylight-saving changes', () => {
    // Kathmandu is +5:45 and Chatham +12:45/+13:45: the quarter hours the dates are remembered by still hold.
    const zones = ['America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe', 'UTC'];
    const starts = ['2026-03-08T00:00:00Z', '2026-04-04T12:00:00Z', '2026-09-26T12:00:00Z', '2026-11-01T00:00:00Z'];
    for (const timeZone of zones)
      for (const start of starts)
        for (let minute = 0; minute < 24 * 60; minute += 1) {
          const instant = new Date(Date.parse(start) + minute * 60_000);
          expect(zonedDate(instant, timeZone), `${instant.toISOString()} in ${timeZone}`).toBe(
            zonedParts(instant, timeZone).date,
          );
        }
  });
});
