import { z } from 'zod';
import { PLAN_TYPES } from './plan-rules.ts';

/** How many calendar months the revenue chart shows (spec §9), the current one included. */
export const REVENUE_MONTHS = 6;

/** Spec §8 "Admin and staff dashboards", in English (decisions §1). */
export const STATS_MESSAGES = {
  loadFailed: 'Could not load the statistics',
  countFailed: (what: string) => `Something went wrong in getting ${what}`,
} as const;

/**
 * One month of revenue (spec §3, decisions §6): `month` is 1–12 on the gym's calendar, `totalAmount` the sum of
 * completed payments made in it, in dollars.
 */
export const monthlyRevenueSchema = z
  .object({ month: z.number().int().min(1).max(12), year: z.number().int(), totalAmount: z.number() })
  .meta({ id: 'MonthlyRevenue' });
export type MonthlyRevenue = z.infer<typeof monthlyRevenueSchema>;
/** `GET /api/Admin`: the last six calendar months up to this one, oldest first, months without payments as 0. */
export const revenueResponseSchema = z.array(monthlyRevenueSchema);

/** Revenue over a run of days of the gym's calendar, `from` and `to` included (YYYY-MM-DD). */
export const revenueSpanSchema = z.object({ from: z.string(), to: z.string(), totalAmount: z.number() });
export type RevenueSpan = z.infer<typeof revenueSpanSchema>;

/**
 * The dashboard's growth figure, like with like (decisions §3): this month so far (the 1st to today, in the gym's
 * zone) against the same days of the previous month (its 1st to the same day number, or to its last day when it is
 * shorter: the 31st against a 30-day month is the whole month). `rate` is the change in percent, null when the
 * previous span took nothing.
 */
export const revenueGrowthSchema = z
  .object({ current: revenueSpanSchema, previous: revenueSpanSchema, rate: z.number().nullable() })
  .meta({ id: 'RevenueGrowth' });
export type RevenueGrowth = z.infer<typeof revenueGrowthSchema>;

const countsOf = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/**
 * `GET /api/stats/admin`: the admin dashboard's count cards and charts in one call. Deleted accounts are not
 * counted; `subscribers` are member accounts, `plans` the plans on offer (what `GET /api/plan` lists).
 */
export const adminStatsSchema = z
  .object({
    counts: countsOf(['staff', 'subscribers', 'plans', 'feedbacks', 'trainers', 'gymRooms'] as const),
    revenue: revenueResponseSchema,
    growth: revenueGrowthSchema,
    /** Active subscriptions per plan type, compared exactly (decisions §1). */
    subscriptionsByPlanType: countsOf(PLAN_TYPES),
    usersByRole: countsOf(['user', 'staff', 'trainer'] as const),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * `GET /api/stats/staff`: the staff dashboard's counts (spec §2). `subscriptions` counts every subscription, as
 * the list the card opens does; `activeSubscriptions` the running ones. Upcoming sessions start after now.
 */
export const staffStatsSchema = z
  .object({
    subscriptions: z.number().int(),
    activeSubscriptions: z.number().int(),
    feedbacks: z.number().int(),
    unprocessedFeedbacks: z.number().int(),
    trainingSessions: z.number().int(),
    upcomingSessions: z.number().int(),
    gymRooms: z.number().int(),
  })
  .meta({ id: 'StaffStats' });
export type StaffStats = z.infer<typeof staffStatsSchema>;

/** `GET /api/stats/trainer`: the caller's own members (decisions §3) and sessions (spec §2). */
export const trainerStatsSchema = z
  .object({ members: z.number().int(), sessions: z.number().int(), upcomingSessions: z.number().int() })
  .meta({ id: 'TrainerStats' });
export type TrainerStats = z.infer<typeof trainerStatsSchema>;
