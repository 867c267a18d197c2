import { EXERCISE_BODY_PARTS, EXERCISE_SEARCH_MAX, type ExerciseBodyPart } from '@gym/contract';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';
import type { ExerciseSearch } from './api/get-exercises.ts';

/** "upper arms" → "Upper arms" ("Brazos" in Spanish); a body part the catalogue does not know is shown as named. */
export const bodyPartLabel = (bodyPart: string) => t(bodyPart.charAt(0).toUpperCase() + bodyPart.slice(1));

/** A route parameter that is a positive whole number, else undefined. */
export const parseExerciseId = (param: string | undefined) => {
  if (!param || !/^\d{1,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
};

/**
 * The catalogue page keeps its state in the address (`?search=&bodyPart=&page=`), so back and forward,
 * reloads and shared links show the same list. Anything unreadable falls back to the default.
 */
export function readExerciseSearch(params: URLSearchParams): ExerciseSearch {
  const bodyPart = (params.get('bodyPart') ?? '').toLowerCase();
  const page = Number(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, EXERCISE_SEARCH_MAX),
    bodyPart: (EXERCISE_BODY_PARTS as readonly string[]).includes(bodyPart) ? (bodyPart as ExerciseBodyPart) : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query string for a state; defaults are left out so the plain page stays `/exercise`. */
export function exerciseSearchParams({ search, bodyPart, page }: ExerciseSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (bodyPart) params.set('bodyPart', bodyPart);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Where an exercise page's back link goes: the list it was opened from, with its filters. */
export type ExerciseBackState = { from: string };

export function backLinkOf(state: unknown): { to: string; label: string } {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  if (typeof from === 'string') {
    if (from === paths.member.favourites) return { to: from, label: 'Back to favourites' };
    if (from === paths.exercises || from.startsWith(`${paths.exercises}?`))
      return { to: from, label: 'Back to exercises' };
  }
  return { to: paths.exercises, label: 'All exercises' };
}
