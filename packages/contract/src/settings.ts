import { z } from 'zod';
import { hasAtMostTwoDecimals } from './common.ts';
import { minutesOf } from './dates.ts';
import { FREEZE_SETTINGS_MESSAGES, freezeSettingsShape } from './freezes.ts';
import { imageIdOf } from './image-paths.ts';
import { LANGUAGES } from './languages.ts';
import { type OpeningDay, type OpeningWeek, WEEKDAYS } from './opening-hours.ts';
import { isPhoneCountry, phoneSchema } from './phone.ts';
import { renewalSettingsShape, retryDaysOf } from './renewals.ts';
import { SESSION_HOURS } from './sessions.ts';

/**
 * The gym's settings (decisions §7), edited by the admin on the Settings screen (`PUT /api/gym`) and kept in the
 * database; the environment gives a new database its first values. Every rule and message of the form is here.
 */

/** The links the footer shows, in its order; an empty one is not shown. */
export const SOCIAL_NETWORKS = ['twitter', 'facebook', 'instagram', 'linkedin', 'github'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The keys of the structured opening hours, Monday first. */
export const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export const SETTINGS_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  addressMax: 300,
  urlMax: 500,
  hoursMax: 24 * 14,
  /** A tax rate in percent. */
  taxRateMax: 100,
} as const;

export const SETTINGS_MESSAGES = {
  nameRequired: "The gym's name is required",
  nameMax: `The gym's name may be at most ${SETTINGS_LIMITS.nameMax} characters`,
  email: 'Enter a valid e-mail address, such as hello@example.com',
  addressRequired: 'The postal address is required',
  addressMax: `The postal address may be at most ${SETTINGS_LIMITS.addressMax} characters`,
  country: 'Choose a country from the list (a two-letter ISO code such as US, GB or ES)',
  timeZone: 'Choose a time zone from the list (an IANA name such as Europe/Madrid)',
  currency: 'Choose a currency from the list (a three-letter ISO 4217 code such as USD or EUR)',
  currencyDecimals: (code: string, digits: number) =>
    `${code} has ${digits} decimals; amounts here have at most two, so choose a currency with two or fewer`,
  currencyLocked:
    'The currency cannot change once a payment exists: amounts are never converted, so every payment would change its meaning',
  language: 'Choose English or Spanish',
  url: 'Enter a full address starting with https:// or http://, or leave it empty',
  urlMax: `An address may be at most ${SETTINGS_LIMITS.urlMax} characters`,
  clock: 'Enter a time as HH:mm, such as 06:00 (24:00 is midnight)',
  closeAfterOpen: 'The closing time must be after the opening time',
  tooShort: `Open at least ${SESSION_HOURS} hours, one training session, or mark the day closed`,
  wholeHours: (max: number) => `Enter a whole number of hours from 0 to ${max}`,
  reminderHours: (max: number) => `Enter a whole number of hours from 1 to ${max}`,
  taxRate: `Enter a tax rate in percent from 0 to ${SETTINGS_LIMITS.taxRateMax}, with at most two decimals, or leave it empty for none`,
} as const;

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The IANA zones to choose from: the runtime's list, with UTC (which some runtimes leave out of it). */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** ISO 4217 codes the runtime knows. */
export const currencyChoices = (): string[] => Intl.supportedValuesOf('currency');

/** How many decimals `code`'s amounts have (2 for USD, 0 for JPY, 3 for KWD). */
export const currencyDigits = (code: string): number =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const SESSION_MINUTES = SESSION_HOURS * 60;

const clockField = z.string({ error: SETTINGS_MESSAGES.clock }).regex(CLOCK, SETTINGS_MESSAGES.clock);

/** A day's hours: open and close on the gym's clock, `HH:mm`; null when the gym is closed that day. */
export const dayHoursSchema = z
  .object({ open: clockField, close: clockField })
  .superRefine(({ open, close }, ctx) => {
    if (open === '24:00' || minutesOf(close) <= minutesOf(open))
      ctx.addIssue({ code: 'custom', path: ['close'], message: SETTINGS_MESSAGES.closeAfterOpen });
    else if (minutesOf(close) - minutesOf(open) < SESSION_MINUTES)
      ctx.addIssue({ code: 'custom', path: ['close'], message: SETTINGS_MESSAGES.tooShort });
  })
  .nullable();
export type DayHours = z.infer<typeof dayHoursSchema>;

export const weekHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, dayHoursSchema])) as Record<WeekdayKey, typeof dayHoursSchema>,
  )
  .meta({ id: 'WeekHours' });
export type WeekHours = z.infer<typeof weekHoursSchema>;

/** The week as the booking rules read it (`opening-hours.ts`). */
export const openingWeekOf = (hours: WeekHours): OpeningWeek =>
  WEEKDAY_KEYS.map(
    (key, i): OpeningDay => ({
      day: WEEKDAYS[i] as OpeningDay['day'],
      open: hours[key]?.open ?? null,
      close: hours[key]?.close ?? null,
    }),
  );

/** The structured form of a week read from the OPENING_HOURS setting. */
export const weekHoursOf = (week: OpeningWeek): WeekHours =>
  Object.fromEntries(
    WEEKDAY_KEYS.map((key, i) => {
      const day = week[i];
      return [key, day?.open && day.close ? { open: day.open, close: day.close } : null];
    }),
  ) as WeekHours;

const urlField = z
  .string({ error: SETTINGS_MESSAGES.url })
  .trim()
  .max(SETTINGS_LIMITS.urlMax, SETTINGS_MESSAGES.urlMax)
  .refine((text) => text === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text), SETTINGS_MESSAGES.url);

/** The logo: a web address, or one of the gym's own uploaded images (`/api/images/{id}`). */
const logoField = z
  .string({ error: SETTINGS_MESSAGES.url })
  .trim()
  .max(SETTINGS_LIMITS.urlMax, SETTINGS_MESSAGES.urlMax)
  .refine(
    (text) => text === '' || imageIdOf(text) !== null || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text),
    SETTINGS_MESSAGES.url,
  )
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

/** A link that may be left out: '' and null both mean none, answered as null. */
const optionalUrl = urlField
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

export const socialLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalUrl])) as Record<
      SocialNetwork,
      typeof optionalUrl
    >,
  )
  .meta({ id: 'SocialLinks' });
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/**
 * The tax rate in percent that prices include (receipts show it, docs/decisions/023); null (or empty) when the gym
 * charges none.
 */
const taxRateField = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  z
    .number({ error: SETTINGS_MESSAGES.taxRate })
    .min(0, SETTINGS_MESSAGES.taxRate)
    .max(SETTINGS_LIMITS.taxRateMax, SETTINGS_MESSAGES.taxRate)
    .refine(hasAtMostTwoDecimals, SETTINGS_MESSAGES.taxRate)
    .nullable(),
);

const hoursField = (min: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(SETTINGS_LIMITS.hoursMax, message);

const countryField = z
  .string({ error: SETTINGS_MESSAGES.country })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && isPhoneCountry(code), SETTINGS_MESSAGES.country);

const currencyField = z
  .string({ error: SETTINGS_MESSAGES.currency })
  .trim()
  .toUpperCase()
  .superRefine((code, ctx) => {
    if (!/^[A-Z]{3}$/.test(code) || !currencyChoices().includes(code)) {
      ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.currency });
      return;
    }
    const digits = currencyDigits(code);
    if (digits > 2) ctx.addIssue({ code: 'custom', message: SETTINGS_MESSAGES.currencyDecimals(code, digits) });
  });

/**
 * `PUT /api/gym`: the whole settings object. The hotline is read in the chosen country, so its rule runs once the
 * country is known; it is answered in E.164.
 */
export const gymSettingsRequestSchema = z
  .object({
    name: z
      .string({ error: SETTINGS_MESSAGES.nameRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.nameRequired)
      .max(SETTINGS_LIMITS.nameMax, SETTINGS_MESSAGES.nameMax),
    email: z
      .string({ error: SETTINGS_MESSAGES.email })
      .trim()
      .max(SETTINGS_LIMITS.emailMax, SETTINGS_MESSAGES.email)
      .pipe(z.email(SETTINGS_MESSAGES.email)),
    hotline: z.string({ error: 'Phone number is required' }),
    address: z
      .string({ error: SETTINGS_MESSAGES.addressRequired })
      .trim()
      .min(1, SETTINGS_MESSAGES.addressRequired)
      .max(SETTINGS_LIMITS.addressMax, SETTINGS_MESSAGES.addressMax),
    country: countryField,
    timeZone: z.string({ error: SETTINGS_MESSAGES.timeZone }).refine(isTimeZone, SETTINGS_MESSAGES.timeZone),
    currency: currencyField,
    language: z.enum(LANGUAGES, { error: SETTINGS_MESSAGES.language }),
    logoUrl: logoField,
    socialLinks: socialLinksSchema,
    weekHours: weekHoursSchema,
    cancelCutoffHours: hoursField(0, SETTINGS_MESSAGES.wholeHours(SETTINGS_LIMITS.hoursMax)),
    reminderHoursBefore: hoursField(1, SETTINGS_MESSAGES.reminderHours(SETTINGS_LIMITS.hoursMax)),
    taxRate: taxRateField,
    /** Renewal charges and failed payments (docs/decisions/029); left out, the defaults. */
    ...renewalSettingsShape,
    /** The rules a member's own freeze keeps (docs/decisions/028); left out, the defaults. */
    ...freezeSettingsShape,
  })
  .superRefine((settings, ctx) => {
    if (settings.freezeMaxDays < settings.freezeMinDays)
      ctx.addIssue({ code: 'custom', path: ['freezeMaxDays'], message: FREEZE_SETTINGS_MESSAGES.maxBelowMin });
  })
  .transform((settings, ctx) => {
    const country = isPhoneCountry(settings.country) ? settings.country : 'US';
    const hotline = phoneSchema(country).safeParse(settings.hotline);
    if (!hotline.success) {
      for (const issue of hotline.error.issues)
        ctx.addIssue({ code: 'custom', path: ['hotline'], message: issue.message });
      return z.NEVER;
    }
    return { ...settings, hotline: hotline.data };
  })
  .meta({ id: 'GymSettingsRequest' });

/** The settings as stored and as every service reads them. */
export type GymSettings = z.output<typeof gymSettingsRequestSchema>;

/**
 * The Settings form's values: the request's, with a `closed` box per weekday (a closed day's times are kept on
 * screen but not sent) and the hours as typed. Checked by `gymSettingsRequestSchema`, so a field's error lands on
 * the same name as the server's (`weekHours.monday.close`).
 */
export type GymSettingsFormValues = Omit<
  z.input<typeof gymSettingsRequestSchema>,
  | 'weekHours'
  | 'cancelCutoffHours'
  | 'reminderHoursBefore'
  | 'logoUrl'
  | 'socialLinks'
  | 'taxRate'
  | 'renewalChargeDaysBefore'
  | 'renewalRetryDays'
  | 'renewalGraceDays'
  | 'freezeNoticeDays'
  | 'freezeMinDays'
  | 'freezeMaxDays'
  | 'freezeDaysPerYear'
> & {
  logoUrl: string;
  socialLinks: Record<SocialNetwork, string>;
  weekHours: Record<WeekdayKey, { open: string; close: string }>;
  closed: Record<WeekdayKey, boolean>;
  cancelCutoffHours: string;
  reminderHoursBefore: string;
  /** Percent as typed ("21", "7.25"); empty for none. */
  taxRate: string;
  /** Renewal charges (docs/decisions/029); left out, the defaults. */
  renewalChargeDaysBefore?: string;
  /** Days as typed ("1, 3, 5"). */
  renewalRetryDays?: string;
  renewalGraceDays?: string;
  /** The freeze rules (docs/decisions/028); left out, the defaults. */
  freezeNoticeDays?: string;
  freezeMinDays?: string;
  freezeMaxDays?: string;
  freezeDaysPerYear?: string;
};

/** A decimal as typed (a comma read as the decimal point); empty stays empty (none). */
const decimalOrEmpty = (text: unknown) =>
  typeof text === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : text;

const wholeNumber = (text: unknown) => (typeof text === 'string' && /^\s*\d+\s*$/.test(text) ? Number(text) : text);

export const gymSettingsFormSchema = z.preprocess((input) => {
  const values = input as GymSettingsFormValues;
  return {
    ...values,
    closed: undefined,
    weekHours: Object.fromEntries(
      WEEKDAY_KEYS.map((key) => [key, values.closed?.[key] ? null : values.weekHours?.[key]]),
    ),
    cancelCutoffHours: wholeNumber(values.cancelCutoffHours),
    reminderHoursBefore: wholeNumber(values.reminderHoursBefore),
    taxRate: decimalOrEmpty(values.taxRate),
    renewalChargeDaysBefore: wholeNumber(values.renewalChargeDaysBefore),
    renewalRetryDays: retryDaysOf(values.renewalRetryDays),
    renewalGraceDays: wholeNumber(values.renewalGraceDays),
    freezeNoticeDays: wholeNumber(values.freezeNoticeDays),
    freezeMinDays: wholeNumber(values.freezeMinDays),
    freezeMaxDays: wholeNumber(values.freezeMaxDays),
    freezeDaysPerYear: wholeNumber(values.freezeDaysPerYear),
  };
}, gymSettingsRequestSchema);
