import { NEWSLETTER_MESSAGES, type NewsletterRequest } from '@gym/contract';
import type { AppContext } from '../../context.ts';
import { newsletterSignups } from '../../db/schema/index.ts';
import { tooManyRequests } from '../../lib/errors.ts';

/** Stores a signup; an address already on the list gets the same friendly answer. */
export async function subscribe(ctx: AppContext, input: NewsletterRequest, ip: string) {
  if (!(await ctx.limits.publicWrites.take(`newsletter|${ip}`)))
    throw tooManyRequests('Too many signups from this address. Try again in a minute.');
  await ctx.db.insert(newsletterSignups).values({ email: input.email }).onConflictDoNothing();
  return { success: true, message: NEWSLETTER_MESSAGES.subscribed };
}
