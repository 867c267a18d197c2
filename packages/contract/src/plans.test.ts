import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN_TYPE,
  LANDING_PLAN_COUNT,
  PLAN_AMENITIES,
  PLAN_DESCRIPTION_MAX,
  PLAN_IMAGE_URL_MAX,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
} from './plan-rules.ts';
import {
  AMENITY_AVAILABLE,
  legacyPlanFeaturesSchema,
  planListQuerySchema,
  planRequestSchema,
  priceForDays,
} from './plans.ts';

const valid = {
  name: 'Basic',
  description: 'Gym floor access.',
  price: 29,
  durationInDays: 30,
  imageUrl: '/images/plans/basic.svg',
};

const messagesFor = (input: unknown, field: string) =>
  (planRequestSchema.safeParse(input).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('plan rules (spec §5 "Create plan")', () => {
  it('accepts a well-formed plan and leaves the optional fields out', () => {
    const result = planRequestSchema.parse(valid);
    expect(result).toEqual(valid);
  });

  it.each([
    ['name', undefined, PLAN_MESSAGES.nameRequired],
    ['name', '   ', PLAN_MESSAGES.nameRequired],
    ['name', 'x'.repeat(101), PLAN_MESSAGES.nameTooLong],
    ['description', undefined, PLAN_MESSAGES.descriptionRequired],
    ['description', '', PLAN_MESSAGES.descriptionRequired],
    ['description', 'x'.repeat(1001), PLAN_MESSAGES.descriptionTooLong],
    ['price', undefined, PLAN_MESSAGES.priceRequired],
    ['price', '', PLAN_MESSAGES.priceRequired],
    ['price', null, PLAN_MESSAGES.priceRequired],
    ['price', -0.01, PLAN_MESSAGES.priceMin],
    ['price', 'ten', PLAN_MESSAGES.priceInvalid],
    ['price', true, PLAN_MESSAGES.priceInvalid],
    ['price', 12.345, PLAN_MESSAGES.priceStep],
    ['price', 100_000_000, PLAN_MESSAGES.priceInvalid],
    ['durationInDays', undefined, PLAN_MESSAGES.durationRequired],
    ['durationInDays', '', PLAN_MESSAGES.durationRequired],
    ['durationInDays', 0, PLAN_MESSAGES.durationMin],
    ['durationInDays', 3651, PLAN_MESSAGES.durationMax],
    ['durationInDays', 1.5, PLAN_MESSAGES.durationWhole],
    ['durationInDays', 'a month', PLAN_MESSAGES.durationWhole],
    ['imageUrl', undefined, PLAN_MESSAGES.imageUrlRequired],
    ['imageUrl', '', PLAN_MESSAGES.imageUrlRequired],
    ['imageUrl', `https://example.com/${'x'.repeat(2049)}`, PLAN_MESSAGES.imageUrlTooLong],
    ['imageUrl', 'not a url', PLAN_MESSAGES.imageUrlInvalid],
    ['imageUrl', 'javascript:alert(1)', PLAN_MESSAGES.imageUrlInvalid],
    ['imageUrl', '//evil.example/x.png', PLAN_MESSAGES.imageUrlInvalid],
    ['maxMembers', -1, PLAN_MESSAGES.maxMembersMin],
    ['maxMembers', 101, PLAN_MESSAGES.maxMembersMax],
    ['maxMembers', 2.5, PLAN_MESSAGES.maxMembersWhole],
    ['maxMembers', 'many', PLAN_MESSAGES.maxMembersWhole],
  ])('refuses %s %j with the spec message', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value }, field)).toEqual([message]);
  });

  it('gives every missing required field its own message at once', () => {
    const issues = planRequestSchema.safeParse({}).error?.issues.map((i) => [i.path[0], i.message]);
    expect(Object.fromEntries(issues ?? [])).toEqual({
      name: PLAN_MESSAGES.nameRequired,
      description: PLAN_MESSAGES.descriptionRequired,
      price: PLAN_MESSAGES.priceRequired,
      durationInDays: PLAN_MESSAGES.durationRequired,
      imageUrl: PLAN_MESSAGES.imageUrlRequired,
    });
  });

  it('treats every limit as inclusive (decisions §8)', () => {
    const edge = planRequestSchema.safeParse({
      name: 'x'.repeat(PLAN_NAME_MAX),
      description: 'x'.repeat(PLAN_DESCRIPTION_MAX),
      price: 0,
      durationInDays: 1,
      imageUrl: `/${'x'.repeat(PLAN_IMAGE_URL_MAX - 1)}`,
      maxMembers: 0,
    });
    expect(edge.success).toBe(true);
    expect(planRequestSchema.safeParse({ ...valid, durationInDays: 3650, maxMembers: 100 }).success).toBe(true);
    expect(planRequestSchema.safeParse({ ...valid, price: 99_999_999.99 }).success).toBe(true);
  });

  it('accepts numbers sent as strings by HTML forms (decisions §6)', () => {
    const result = planRequestSchema.parse({ ...valid, price: ' 49.90 ', durationInDays: '90', maxMembers: '25' });
    expect(result).toMatchObject({ price: 49.9, durationInDays: 90, maxMembers: 25 });
  });

  it('reads an empty max members as "no limit" and an absent one as "not sent"', () => {
    expect(planRequestSchema.parse({ ...valid, maxMembers: '' }).maxMembers).toBeNull();
    expect(planRequestSchema.parse({ ...valid, maxMembers: null }).maxMembers).toBeNull();
    expect(planRequestSchema.parse(valid)).not.toHaveProperty('maxMembers');
  });

  it('trims text and accepts absolute http(s) addresses and paths on this site', () => {
    expect(planRequestSchema.parse({ ...valid, name: '  Basic  ' }).name).toBe('Basic');
    for (const imageUrl of ['https://cdn.example.com/p.png', 'http://localhost:3000/x.svg', '/images/plans/x.svg'])
      expect(planRequestSchema.safeParse({ ...valid, imageUrl }).success).toBe(true);
  });

  it('knows the four plan types, Standard by default, and nothing else', () => {
    expect(DEFAULT_PLAN_TYPE).toBe('Standard');
    for (const planType of ['Standard', 'Basic', 'Premium', 'Diamond'])
      expect(planRequestSchema.safeParse({ ...valid, planType }).success).toBe(true);
    expect(planRequestSchema.safeParse({ ...valid, planType: 'Premium ' }).success).toBe(false);
  });

  it('accepts the empty subscriptions list the old client sent on create', () => {
    expect(planRequestSchema.safeParse({ ...valid, subscriptions: [] }).success).toBe(true);
  });
});

describe('plan messages (spec §8 "Plans")', () => {
  it('are the spec text word for word', () => {
    expect(PLAN_MESSAGES).toMatchObject({
      createFailed: 'Failed to create plan',
      created: 'Plan created successfully',
      listFailed: 'Something went wrong in getting plans',
      detailFailed: 'Something went wrong while getting plan details',
      fetchDetailFailed: 'Something went wrong while fetching plan details',
      updateFailed: 'Something went wrong while updating plan',
      deleteFailed: 'Something went wrong while deleting plan',
      deleted: 'Plan deleted successfully',
      infoFailed: 'Failed to fetch plan info',
      idMissing: 'Plan ID is missing',
    });
  });

  it('lists the nine amenities in the spec order and shows at most four plans on the landing page', () => {
    expect(PLAN_AMENITIES.map((a) => a.label)).toEqual([
      'Water stations',
      'Locker rooms',
      'Special events',
      'Wifi service',
      'Cardio class',
      'Cafe or lounge',
      'Personal trainer',
      'Group fitness classes',
      'Refreshment',
    ]);
    expect(LANDING_PLAN_COUNT).toBe(4);
  });
});

describe('plan list query', () => {
  it('pages only when asked and lets includeInactive be only true or false', () => {
    expect(planListQuerySchema.parse({})).toEqual({ pageSize: 20 });
    expect(planListQuerySchema.parse({ page: '2', pageSize: '5', includeInactive: 'true' })).toEqual({
      page: 2,
      pageSize: 5,
      includeInactive: 'true',
    });
    expect(planListQuerySchema.safeParse({ includeInactive: 'yes' }).success).toBe(false);
    expect(planListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

describe('legacy plan features', () => {
  it('scales the price to a 30-day month and a 365-day year, to the cent', () => {
    expect(priceForDays(29, 30, 30)).toBe(29);
    expect(priceForDays(29, 30, 365)).toBe(352.83);
    expect(priceForDays(899, 365, 30)).toBe(73.89);
    expect(priceForDays(899, 365, 365)).toBe(899);
    expect(priceForDays(0, 7, 30)).toBe(0);
  });

  it('reads Available as included', () => {
    const plan = Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, AMENITY_AVAILABLE]));
    const parsed = legacyPlanFeaturesSchema.safeParse({
      success: true,
      plan: { planName: 'Basic', monthlyPlanAmount: 29, yearlyPlanAmount: 352.83, ...plan },
    });
    expect(parsed.success).toBe(true);
    expect(
      legacyPlanFeaturesSchema.safeParse({
        success: true,
        plan: { planName: 'Basic', monthlyPlanAmount: 29, yearlyPlanAmount: 352.83, ...plan, wifiService: 'Yes' },
      }).success,
    ).toBe(false);
  });
});
