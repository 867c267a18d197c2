import { z } from 'zod';
import { DEFAULT_OPENING_WEEK, describeOpeningHours } from './opening-hours.ts';

/** The gym's identity (decisions §7): settings on the server, shown by the public site and footer. */
export const openingHoursSchema = z.object({ days: z.string(), hours: z.string() });
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
