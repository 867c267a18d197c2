import { isoDateSchema } from '@gym/contract';
import { z } from 'zod';

/**
 * What the subscription summary hands the payment screen as navigation state (spec §2): the plan, its price
 * and the dates shown to the member. Without a plan there is nothing to pay for.
 */
export const checkoutStateSchema = z.object({
  planId: z.number().int().positive(),
  amount: z.number().nonnegative().optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** The state when it names a plan, otherwise null (a reload of a bookmarked URL has no state). */
export function parseCheckoutState(state: unknown): CheckoutState | null {
  const parsed = checkoutStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
