import { z } from 'zod';

/**
 * An e-mail the server gave up sending (docs/decisions/016): after its last attempt failed it stays in the outbox,
 * for the admin to see whom it was for, what it was about and what the mail server said.
 */
export const failedMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The mail server's (or the connection's) last error. */
  lastError: z.string().nullable(),
  /** ISO instants: when the e-mail was queued and when the server gave up on it. */
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;
export const failedMailListSchema = z.array(failedMailSchema);
