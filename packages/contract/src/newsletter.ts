import { z } from 'zod';
import { emailSchema } from './auth.ts';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Thanks for subscribing! Watch your inbox for news from the gym.',
} as const;

/** Newsletter signups: a valid address; signing up twice is harmless. */
export const newsletterRequestSchema = z.object({
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), emailSchema),
});
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
