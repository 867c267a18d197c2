import { DEFAULT_OPENING_WEEK } from '@gym/contract';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('OPENING_HOURS', () => {
  it('defaults to spec §9, an empty value included', () => {
    expect(loadConfig({}).OPENING_HOURS).toEqual(DEFAULT_OPENING_WEEK);
    expect(loadConfig({ OPENING_HOURS: '  ' }).OPENING_HOURS).toEqual(DEFAULT_OPENING_WEEK);
  });

  it('reads a week with a closed day', () => {
    const week = loadConfig({ OPENING_HOURS: 'Mon-Sat 07:00-21:00, Sun closed' }).OPENING_HOURS;
    expect(week[0]).toEqual({ day: 'Monday', open: '07:00', close: '21:00' });
    expect(week[6]).toEqual({ day: 'Sunday', open: null, close: null });
  });

  it('stops the start with every problem, each naming the key', () => {
    const start = () => loadConfig({ OPENING_HOURS: 'Mon-Fri 06:00-22:00, Sat 07:00-25:00' });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      [
        'Invalid configuration:',
        '  OPENING_HOURS: "Sat 07:00-25:00": give the hours as HH:MM-HH:MM (00:00 to 24:00), or "closed"',
        '  OPENING_HOURS: Sunday is missing; name every day, with "closed" for a day the gym does not open',
      ].join('\n'),
    );
  });
});
