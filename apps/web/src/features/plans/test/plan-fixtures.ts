import { AMENITY_AVAILABLE, AMENITY_NOT_AVAILABLE, PLAN_AMENITIES, type Plan, type PlanAmenities } from '@gym/contract';

const noAmenities = Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, false])) as PlanAmenities;

/** A plan as the API answers it; overrides win. */
export const makePlan = (
  overrides: Partial<Omit<Plan, 'amenities'>> & { amenities?: Partial<PlanAmenities> } = {},
): Plan => ({
  id: 1,
  name: 'Basic Monthly',
  description: 'The full gym floor, a locker and Wi-Fi.',
  price: 29,
  durationInDays: 30,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  imageUrl: '/images/plans/basic.svg',
  planType: 'Basic',
  maxMembers: null,
  ...overrides,
  amenities: { ...noAmenities, ...overrides.amenities },
});

/** The legacy plan-features answer with the given amenities available. */
export const makeLegacyFeatures = (available: (keyof PlanAmenities)[], planName = 'Premium Quarterly') => ({
  success: true,
  plan: {
    planName,
    monthlyPlanAmount: 83,
    yearlyPlanAmount: 1009.83,
    ...Object.fromEntries(
      PLAN_AMENITIES.map(({ key }) => [key, available.includes(key) ? AMENITY_AVAILABLE : AMENITY_NOT_AVAILABLE]),
    ),
  },
});
