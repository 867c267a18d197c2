import { z } from 'zod';
import { freezeRulesSchema } from './freezes.ts';
import { DEFAULT_OPENING_WEEK, describeOpeningHours } from './opening-hours.ts';

/** The gym's identity (decisions §7): settings on the server, shown by the public site and footer. */
export const openingHoursSchema = z.object({ days: z.string(), hours: z.string() });
/** A day's hours on the gym's clock (`HH:mm`, close may be `24:00`); null when closed. */
const dayHoursAnswer = z.object({ open: z.string(), close: z.string() }).nullable();
export const gymInfoSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    hotline: z.string(),
    address: z.string(),
    timeZone: z.string(),
    /** ISO 3166-1 alpha-2 (GYM_COUNTRY): phones written without a country code are read in it. */
    country: z.string(),
    /** Rows to show ('Monday to Friday', '6:00 AM to 10:00 PM'), from the OPENING_HOURS setting. */
    openingHours: z.array(openingHoursSchema),
    /** How many hours before its start a member may still cancel a session themself (CANCEL_CUTOFF_HOURS). */
    cancelCutoffHours: z.number().int(),
    /** ISO 4217; every amount is in it (amounts are never converted). */
    currency: z.string(),
    /** `en` or `es`: the language of a visitor whose browser asks for neither. */
    language: z.string(),
    /** The logo's address, or null for the name alone. */
    logoUrl: z.string().nullable(),
    /** The footer's links (twitter, facebook, instagram, linkedin, github); null: not shown. */
    socialLinks: z.record(z.string(), z.string().nullable()),
    /** The opening hours per weekday (`monday` … `sunday`): `{ open, close }`, or null when closed. */
    weekHours: z.object({
      monday: dayHoursAnswer,
      tuesday: dayHoursAnswer,
      wednesday: dayHoursAnswer,
      thursday: dayHoursAnswer,
      friday: dayHoursAnswer,
      saturday: dayHoursAnswer,
      sunday: dayHoursAnswer,
    }),
    /** How many hours before a session its reminder e-mail goes. */
    reminderHoursBefore: z.number().int(),
    /** The tax rate in percent that prices include, shown on receipts; null (or left out) when none. */
    taxRate: z.number().nullable().optional(),
    /** Renewal charges (docs/decisions/029): days before the end date the saved card is charged. */
    renewalChargeDaysBefore: z.number().int().optional(),
    /** Days after the first failed charge it is tried again. */
    renewalRetryDays: z.array(z.number().int()).optional(),
    /** Days after the end date an unpaid renewal is Suspended. */
    renewalGraceDays: z.number().int().optional(),
    /** The rules a member's own freeze keeps (docs/decisions/028). */
    freezeRules: freezeRulesSchema.optional(),
  })
  .meta({ id: 'GymInfo' });
export type GymInfo = z.infer<typeof gymInfoSchema>;

/**
 * The gym's country when GYM_COUNTRY is not set (decisions §1). Here, not in phone.ts, so that the pages that read
 * the gym's settings (the landing page among them) do not load the phone rule's numbering plans.
 */
export const DEFAULT_GYM_COUNTRY = 'US';

/** Spec §9's hours (`DEFAULT_OPENING_WEEK`) as the landing page lists them. */
export const DEFAULT_OPENING_HOURS: GymInfo['openingHours'] = describeOpeningHours(DEFAULT_OPENING_WEEK);

/** A coming session that falls outside the opening hours as they are now: kept as booked, listed to staff. */
export const sessionOutsideHoursSchema = z
  .object({
    id: z.number().int(),
    startTime: z.string(),
    endTime: z.string(),
    memberName: z.string(),
    trainerName: z.string(),
    roomName: z.string(),
  })
  .meta({ id: 'SessionOutsideHours' });
export type SessionOutsideHours = z.infer<typeof sessionOutsideHoursSchema>;
export const sessionsOutsideHoursSchema = z.array(sessionOutsideHoursSchema);

/** `PUT /api/gym`'s answer: the saved settings, and the coming sessions now outside the hours. */
export const gymSettingsSavedSchema = gymInfoSchema
  .extend({ sessionsOutsideHours: sessionsOutsideHoursSchema })
  .meta({ id: 'GymSettingsSaved' });
export type GymSettingsSaved = z.infer<typeof gymSettingsSavedSchema>;
