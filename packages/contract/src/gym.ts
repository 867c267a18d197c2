import { z } from 'zod';

/** The gym's identity (decisions §7): settings on the server, shown by the public site and footer. */
export const openingHoursSchema = z.object({ days: z.string(), hours: z.string() });
export const gymInfoSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    hotline: z.string(),
    address: z.string(),
    timeZone: z.string(),
    openingHours: z.array(openingHoursSchema),
  })
  .meta({ id: 'GymInfo' });
export type GymInfo = z.infer<typeof gymInfoSchema>;

/** Spec §9. */
export const DEFAULT_OPENING_HOURS: GymInfo['openingHours'] = [
  { days: 'Monday to Friday', hours: '6:00 AM to 10:00 PM' },
  { days: 'Saturday', hours: '7:00 AM to 8:00 PM' },
  { days: 'Sunday', hours: '8:00 AM to 6:00 PM' },
];
