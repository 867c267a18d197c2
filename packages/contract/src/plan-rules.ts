// The plans' constants and messages, without zod (their schemas are in plans.ts): the landing page shows plans and
// their messages, and, the package being side-effect free, a page that imports only zod-free modules loads no zod.

/** Spec §3 and §9. */
export const PLAN_TYPES = ['Standard', 'Basic', 'Premium', 'Diamond'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const DEFAULT_PLAN_TYPE: PlanType = 'Standard';

export const PLAN_NAME_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 1000;
export const PLAN_IMAGE_URL_MAX = 2048;
export const PLAN_DURATION_MIN = 1;
export const PLAN_DURATION_MAX = 3650;
export const PLAN_MAX_MEMBERS_MIN = 0;
export const PLAN_MAX_MEMBERS_MAX = 100;
export const PLAN_PRICE_MIN = 0;
export const PLAN_PRICE_STEP = 0.01;
/** The landing page shows at most this many plans (spec §9). */
export const LANDING_PLAN_COUNT = 4;
/** Shown wherever a plan or a subscription has no image of its own (spec §9); a file of the web app. */
export const DEFAULT_PLAN_IMAGE_URL = '/images/plans/default.svg';

/** Spec §5 "Create plan" and §8 "Plans", word for word. */
export const PLAN_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be less than 1000 characters',
  priceRequired: 'Price is required',
  priceMin: 'Price must be greater than 0',
  priceInvalid: 'Price must be a number',
  priceStep: 'Price can have at most 2 decimals',
  durationRequired: 'Duration is required',
  durationMin: 'Duration must be at least 1 day',
  durationMax: 'Duration cannot exceed 3650 days',
  durationWhole: 'Duration must be a whole number of days',
  imageUrlRequired: 'Image URL is required',
  imageUrlTooLong: 'Image URL must be less than 2048 characters',
  imageUrlInvalid: 'Image URL must be a valid URL',
  maxMembersMin: 'Max members must be at least 0',
  maxMembersMax: 'Max members cannot exceed 100',
  maxMembersWhole: 'Max members must be a whole number',
  createFailed: 'Failed to create plan',
  created: 'Plan created successfully',
  listFailed: 'Something went wrong in getting plans',
  detailFailed: 'Something went wrong while getting plan details',
  fetchDetailFailed: 'Something went wrong while fetching plan details',
  updateFailed: 'Something went wrong while updating plan',
  updated: 'Plan updated successfully',
  deleteFailed: 'Something went wrong while deleting plan',
  deleted: 'Plan deleted successfully',
  infoFailed: 'Failed to fetch plan info',
  idMissing: 'Plan ID is missing',
  notFound: 'Plan not found',
  hasSubscriptions: 'This plan has subscriptions and cannot be deleted. Deactivate it instead.',
} as const;

/** The nine amenities of the plan-features view (spec §2 plan-detail-full), in the spec's order. */
export const PLAN_AMENITIES = [
  { key: 'waterStations', label: 'Water stations' },
  { key: 'lockerRooms', label: 'Locker rooms' },
  { key: 'specialEvents', label: 'Special events' },
  { key: 'wifiService', label: 'Wifi service' },
  { key: 'cardioClass', label: 'Cardio class' },
  { key: 'cafeOrLounge', label: 'Cafe or lounge' },
  { key: 'personalTrainer', label: 'Personal trainer' },
  { key: 'groupFitnessClasses', label: 'Group fitness classes' },
  { key: 'refreshment', label: 'Refreshment' },
] as const;
export type PlanAmenity = (typeof PLAN_AMENITIES)[number]['key'];
