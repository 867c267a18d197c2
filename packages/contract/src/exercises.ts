import { z } from 'zod';
import { idSchema, pageOf, pageQuerySchema } from './common.ts';

/**
 * The exercise catalogue (spec §2 /exercise, §3 Cart, §9; decisions §8). The catalogue is written for this
 * project and loaded by the server at start; every exercise belongs to one of these body parts.
 */
export const EXERCISE_BODY_PARTS = [
  'back',
  'cardio',
  'chest',
  'lower arms',
  'lower legs',
  'neck',
  'shoulders',
  'upper arms',
  'upper legs',
  'waist',
] as const;
export const exerciseBodyPartSchema = z.enum(EXERCISE_BODY_PARTS);
export type ExerciseBodyPart = z.infer<typeof exerciseBodyPartSchema>;

/** Each body part has one illustration, served by the web app; an exercise's image is its body part's. */
export const exerciseImagePath = (bodyPart: ExerciseBodyPart) => `/images/exercises/${bodyPart.replace(/ /g, '-')}.svg`;

export const EXERCISE_SEARCH_MAX = 100;
/** The catalogue page shows this many cards at a time. */
export const EXERCISE_PAGE_SIZE = 12;

/** Favourites list (spec §9): names cut at 24 characters, body part and target at 15. */
export const FAVOURITE_NAME_MAX = 24;
export const FAVOURITE_DETAIL_MAX = 15;

export const EXERCISE_MESSAGES = {
  notFound: 'Exercise not found',
  unknownBodyPart: 'Choose one of the listed body parts',
  searchTooLong: `Search must be at most ${EXERCISE_SEARCH_MAX} characters`,
  /** Spec §2, word for word. */
  favouritesEmpty: 'No Favourite Exercises',
  noResults: 'No exercises match your search.',
  addedToFavourites: 'Added to favourites',
  removedFromFavourites: 'Removed from favourites',
  listFailed: 'Something went wrong while loading exercises',
} as const;

/**
 * One exercise. The image field is called `gifUrl`, the name the spec's cart uses (spec §3), so a cart item
 * is a plain pick of an exercise; our images are SVG illustrations, one per body part.
 */
export const exerciseSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    bodyPart: exerciseBodyPartSchema,
    target: z.string(),
    equipment: z.string(),
    instructions: z.array(z.string()),
    gifUrl: z.string(),
  })
  .meta({ id: 'Exercise' });
export type Exercise = z.infer<typeof exerciseSchema>;

export const exercisePageSchema = pageOf(exerciseSchema);
export const exerciseBodyPartsSchema = z.array(exerciseBodyPartSchema);

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * `GET /api/exercises?search=&bodyPart=&page=&pageSize=`. Always paginated (decisions §8): `page` defaults
 * to 1. Empty `search` or `bodyPart` mean "any".
 */
export const exerciseQuerySchema = pageQuerySchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(EXERCISE_SEARCH_MAX, EXERCISE_MESSAGES.searchTooLong).optional(),
  ),
  bodyPart: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : v),
    z.enum(EXERCISE_BODY_PARTS, EXERCISE_MESSAGES.unknownBodyPart).optional(),
  ),
});
export type ExerciseQuery = z.input<typeof exerciseQuerySchema>;

/** A favourite exercise as kept in the browser under the `cart` key (spec §3). */
export const cartItemSchema = z.object({
  id: idSchema,
  gifUrl: z.string(),
  name: z.string(),
  bodyPart: z.string(),
  target: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const toCartItem = ({ id, gifUrl, name, bodyPart, target }: Exercise): CartItem => ({
  id,
  gifUrl,
  name,
  bodyPart,
  target,
});

/** Cuts `text` to `max` characters and marks the cut with an ellipsis; shorter text is left as it is. */
export const truncateText = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
