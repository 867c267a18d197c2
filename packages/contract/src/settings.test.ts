import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  type GymSettingsFormValues,
  gymSettingsFormSchema,
  gymSettingsRequestSchema,
  isTimeZone,
  SETTINGS_MESSAGES,
  timeZoneChoices,
} from './settings.ts';

const day = { open: '06:00', close: '22:00' };
const valid = {
  name: 'Pulse Gym',
  email: 'hello@pulsegym.test',
  hotline: '(212) 555-0147',
  address: '120 Market Street, Springfield',
  country: 'us',
  timeZone: 'America/New_York',
  currency: 'eur',
  language: 'en',
  logoUrl: '',
  socialLinks: { instagram: 'https://instagram.com/pulse', twitter: '' },
  weekHours: {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: { open: '07:00', close: '24:00' },
    sunday: null,
  },
  cancelCutoffHours: 12,
  reminderHoursBefore: 24,
};
const issues = (input: unknown) => {
  const result = gymSettingsRequestSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe("the gym's settings", () => {
  it('reads a whole settings object: codes in capitals, the hotline in E.164, empty links as none', () => {
    const parsed = gymSettingsRequestSchema.parse(valid);
    expect(parsed).toMatchObject({ country: 'US', currency: 'EUR', hotline: '+12125550147', logoUrl: null });
    expect(parsed.socialLinks).toMatchObject({ instagram: 'https://instagram.com/pulse', twitter: null, github: null });
  });

  it('takes a logo as a web address or as one of the gym’s uploaded images, nothing else', () => {
    expect(gymSettingsRequestSchema.parse({ ...valid, logoUrl: '/api/images/12' }).logoUrl).toBe('/api/images/12');
    expect(gymSettingsRequestSchema.parse({ ...valid, logoUrl: 'https://cdn.example.com/logo.png' }).logoUrl).toBe(
      'https://cdn.example.com/logo.png',
    );
    for (const logoUrl of ['/etc/passwd', '/api/images/0', 'logo.png', 'javascript:alert(1)']) {
      expect(issues({ ...valid, logoUrl })).toEqual({ logoUrl: SETTINGS_MESSAGES.url });
    }
  });

  it('knows a currency’s decimals, and refuses one with more than two', () => {
    expect([currencyDigits('USD'), currencyDigits('JPY'), currencyDigits('KWD')]).toEqual([2, 0, 3]);
    expect(issues({ ...valid, currency: 'KWD' })).toEqual({ currency: SETTINGS_MESSAGES.currencyDecimals('KWD', 3) });
    expect(issues({ ...valid, currency: 'JPY' })).toEqual({});
    expect(issues({ ...valid, currency: 'EURO' })).toEqual({ currency: SETTINGS_MESSAGES.currency });
  });

  it('takes real IANA zones only, UTC among the choices', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone(' UTC')).toBe(false);
    expect(timeZoneChoices()).toContain('UTC');
    expect(issues({ ...valid, timeZone: 'GMT+25' })).toEqual({ timeZone: SETTINGS_MESSAGES.timeZone });
  });

  it('wants close after open and one session long, per day', () => {
    expect(issues({ ...valid, weekHours: { ...valid.weekHours, monday: { open: '22:00', close: '06:00' } } })).toEqual({
      'weekHours.monday.close': SETTINGS_MESSAGES.closeAfterOpen,
    });
    expect(issues({ ...valid, weekHours: { ...valid.weekHours, friday: { open: '10:00', close: '11:30' } } })).toEqual({
      'weekHours.friday.close': SETTINGS_MESSAGES.tooShort,
    });
    expect(issues({ ...valid, weekHours: { ...valid.weekHours, sunday: { open: '8:00', close: '18:00' } } })).toEqual({
      'weekHours.sunday.open': SETTINGS_MESSAGES.clock,
    });
  });

  it('reads the hotline in the chosen country', () => {
    expect(gymSettingsRequestSchema.parse({ ...valid, country: 'GB', hotline: '020 7946 0958' }).hotline).toBe(
      '+442079460958',
    );
    expect(Object.keys(issues({ ...valid, country: 'GB', hotline: '(212) 555-0147' }))).toEqual(['hotline']);
  });

  it('sends a day ticked closed as null from the form, and the hours as whole numbers', () => {
    const form: GymSettingsFormValues = {
      ...valid,
      language: 'en',
      logoUrl: '',
      socialLinks: { twitter: '', facebook: '', instagram: '', linkedin: '', github: '' },
      weekHours: { ...valid.weekHours, sunday: { open: '09:00', close: '10:00' } },
      closed: {
        monday: false,
        tuesday: false,
        wednesday: false,
        thursday: false,
        friday: false,
        saturday: false,
        sunday: true,
      },
      cancelCutoffHours: '6',
      reminderHoursBefore: '1.5',
      taxRate: '',
    };
    const result = gymSettingsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['reminderHoursBefore']);
    const ok = gymSettingsFormSchema.parse({ ...form, reminderHoursBefore: '2' });
    expect(ok).toMatchObject({ cancelCutoffHours: 6, reminderHoursBefore: 2 });
    expect(ok.weekHours.sunday).toBeNull();
    expect(ok.taxRate).toBeNull();
  });

  it('takes a tax rate in percent as typed, a comma as the decimal point, and refuses one past 100', () => {
    const form = (taxRate: string) => ({ ...valid, logoUrl: '', taxRate });
    expect(gymSettingsFormSchema.parse(form('21')).taxRate).toBe(21);
    expect(gymSettingsFormSchema.parse(form('7,25')).taxRate).toBe(7.25);
    for (const bad of ['120', '7.255', 'ten'])
      expect(gymSettingsFormSchema.safeParse(form(bad)).error?.issues[0]?.message).toBe(SETTINGS_MESSAGES.taxRate);
  });
});
