import { z } from 'zod';
import { hasAtMostTwoDecimals, listQuerySchema, numberInput } from './common.ts';
import {
  PLAN_AMENITIES,
  PLAN_DESCRIPTION_MAX,
  PLAN_DURATION_MAX,
  PLAN_DURATION_MIN,
  PLAN_IMAGE_URL_MAX,
  PLAN_MAX_MEMBERS_MAX,
  PLAN_MAX_MEMBERS_MIN,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
  PLAN_PRICE_MIN,
  PLAN_TYPES,
  type PlanAmenity,
} from './plan-rules.ts';

export const planTypeSchema = z.enum(PLAN_TYPES);

export const planAmenitiesSchema = z.object(
  Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, z.boolean()])) as Record<PlanAmenity, z.ZodBoolean>,
);
export type PlanAmenities = z.infer<typeof planAmenitiesSchema>;

/** Absolute http(s) addresses, or a path on this site (our own images are served from `/`). */
const IMAGE_URL_PATTERN = /^(https?:\/\/[^\s/?#]+\.[^\s/?#]+(:\d+)?([/?#]\S*)?|\/(?!\/)\S*)$/i;
const isImageUrl = (v: string) => IMAGE_URL_PATTERN.test(v) || /^https?:\/\/localhost(:\d+)?([/?#]\S*)?$/i.test(v);

const optionalWhole = (min: number, max: number, m: { min: string; max: string; whole: string }) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: m.whole }).int(m.whole).min(min, m.min).max(max, m.max).nullable(),
  );

/** Create and edit share one rule set (spec §5), so a plan saved once can always be saved again. */
export const planRequestSchema = z.object({
  name: z
    .string({ error: PLAN_MESSAGES.nameRequired })
    .trim()
    .min(1, PLAN_MESSAGES.nameRequired)
    .max(PLAN_NAME_MAX, PLAN_MESSAGES.nameTooLong),
  description: z
    .string({ error: PLAN_MESSAGES.descriptionRequired })
    .trim()
    .min(1, PLAN_MESSAGES.descriptionRequired)
    .max(PLAN_DESCRIPTION_MAX, PLAN_MESSAGES.descriptionTooLong),
  price: numberInput({ required: PLAN_MESSAGES.priceRequired, invalid: PLAN_MESSAGES.priceInvalid }).pipe(
    z
      .number()
      .min(PLAN_PRICE_MIN, PLAN_MESSAGES.priceMin)
      .max(99_999_999.99, PLAN_MESSAGES.priceInvalid)
      .refine(hasAtMostTwoDecimals, PLAN_MESSAGES.priceStep),
  ),
  durationInDays: numberInput({ required: PLAN_MESSAGES.durationRequired, invalid: PLAN_MESSAGES.durationWhole }).pipe(
    z
      .number()
      .int(PLAN_MESSAGES.durationWhole)
      .min(PLAN_DURATION_MIN, PLAN_MESSAGES.durationMin)
      .max(PLAN_DURATION_MAX, PLAN_MESSAGES.durationMax),
  ),
  imageUrl: z
    .string({ error: PLAN_MESSAGES.imageUrlRequired })
    .trim()
    .min(1, { message: PLAN_MESSAGES.imageUrlRequired, abort: true })
    .max(PLAN_IMAGE_URL_MAX, { message: PLAN_MESSAGES.imageUrlTooLong, abort: true })
    .refine(isImageUrl, PLAN_MESSAGES.imageUrlInvalid),
  maxMembers: optionalWhole(PLAN_MAX_MEMBERS_MIN, PLAN_MAX_MEMBERS_MAX, {
    min: PLAN_MESSAGES.maxMembersMin,
    max: PLAN_MESSAGES.maxMembersMax,
    whole: PLAN_MESSAGES.maxMembersWhole,
  }).optional(),
  planType: planTypeSchema.optional(),
  isActive: z.boolean().optional(),
  amenities: planAmenitiesSchema.partial().optional(),
  /** The old client sent an empty list on create; accepted and ignored. */
  subscriptions: z.array(z.unknown()).optional(),
});
export type PlanRequest = z.input<typeof planRequestSchema>;
export type PlanInput = z.output<typeof planRequestSchema>;

/** A plan as the API answers it (decisions §6), plus its amenities. */
export const planSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    durationInDays: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.string(),
    imageUrl: z.string(),
    planType: planTypeSchema,
    maxMembers: z.number().int().nullable(),
    amenities: planAmenitiesSchema,
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

/**
 * `GET /api/plan`: plans on offer (active), oldest first (`order=desc`: newest first). `includeInactive=true` adds the retired ones, for the
 * admin and staff screens only. With `page` the answer is a page, without it a plain array (decisions §8).
 */
export const planListQuerySchema = listQuerySchema.extend({
  includeInactive: z.enum(['true', 'false']).optional(),
});
export type PlanListQuery = z.infer<typeof planListQuerySchema>;

/** `PUT` answers with `data` (the saved plan), `DELETE` without (decisions §6). */
export const planMutationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: planSchema.optional(),
});
export type PlanMutationResponse = z.infer<typeof planMutationResponseSchema>;

/**
 * The legacy features view shows a monthly and a yearly amount for every plan, whatever its length: the price
 * scaled to a 30-day month and a 365-day year (price / durationInDays * days), rounded to cents. A 30-day
 * plan at $29 is $29 a month and $352.83 a year; a 365-day plan at $899 is $73.89 a month and $899 a year.
 */
export const LEGACY_MONTH_DAYS = 30;
export const LEGACY_YEAR_DAYS = 365;
export const priceForDays = (price: number, durationInDays: number, days: number) =>
  Math.round(((price * days) / durationInDays) * 100) / 100;

/** `GET /api/v1/plan/get-plan/{id}`: the legacy features shape, 'Available' meaning included. */
export const AMENITY_AVAILABLE = 'Available';
export const AMENITY_NOT_AVAILABLE = 'Not Available';
export const legacyPlanFeaturesSchema = z.object({
  success: z.literal(true),
  plan: z
    .object({
      planName: z.string(),
      monthlyPlanAmount: z.number(),
      yearlyPlanAmount: z.number(),
    })
    .extend(
      Object.fromEntries(
        PLAN_AMENITIES.map(({ key }) => [key, z.enum([AMENITY_AVAILABLE, AMENITY_NOT_AVAILABLE])]),
      ) as Record<PlanAmenity, z.ZodEnum<{ Available: 'Available'; 'Not Available': 'Not Available' }>>,
    ),
});
export type LegacyPlanFeatures = z.infer<typeof legacyPlanFeaturesSchema>;
