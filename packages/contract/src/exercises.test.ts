import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT } from './common.ts';
import {
  cartItemSchema,
  EXERCISE_MESSAGES,
  exerciseImagePath,
  exerciseQuerySchema,
  FAVOURITE_DETAIL_MAX,
  FAVOURITE_NAME_MAX,
  toCartItem,
  truncateText,
} from './exercises.ts';

describe('favourite truncation (spec §9)', () => {
  it('keeps names up to 24 characters and cuts longer ones at 24', () => {
    expect(FAVOURITE_NAME_MAX).toBe(24);
    const exact = 'A'.repeat(24);
    expect(truncateText(exact, FAVOURITE_NAME_MAX)).toBe(exact);
    expect(truncateText('Single Leg Romanian Deadlift', FAVOURITE_NAME_MAX)).toBe('Single Leg Romanian Dead…');
  });

  it('cuts body part and target at 15', () => {
    expect(FAVOURITE_DETAIL_MAX).toBe(15);
    expect(truncateText('cardiovascular system', FAVOURITE_DETAIL_MAX)).toBe('cardiovascular…');
    expect(truncateText('tibialis anterior', FAVOURITE_DETAIL_MAX)).toBe('tibialis anteri…');
    expect(truncateText('upper arms', FAVOURITE_DETAIL_MAX)).toBe('upper arms');
  });
});

describe('exercise query', () => {
  it('defaults to the first page and treats blank filters as none', () => {
    expect(exerciseQuerySchema.parse({ search: '  ', bodyPart: '' })).toEqual({
      page: 1,
      pageSize: PAGE_SIZE_DEFAULT,
    });
  });

  it('accepts a body part in any case and numbers sent as strings', () => {
    expect(exerciseQuerySchema.parse({ bodyPart: 'Upper Arms', page: '2', pageSize: '12', search: ' curl ' })).toEqual({
      bodyPart: 'upper arms',
      page: 2,
      pageSize: 12,
      search: 'curl',
    });
  });

  it('refuses an unknown body part, a long search and a page size over 100', () => {
    const result = exerciseQuerySchema.safeParse({ bodyPart: 'tail', search: 'x'.repeat(101), pageSize: '101' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages.bodyPart).toBe(EXERCISE_MESSAGES.unknownBodyPart);
    expect(messages.search).toBe(EXERCISE_MESSAGES.searchTooLong);
    expect(messages.pageSize).toBeDefined();
  });
});

describe('cart items (spec §3)', () => {
  it('are the id, gifUrl, name, body part and target of an exercise', () => {
    const item = toCartItem({
      id: 3,
      name: 'Push-Up',
      bodyPart: 'chest',
      target: 'pectorals',
      equipment: 'body weight',
      instructions: ['Push.'],
      gifUrl: exerciseImagePath('chest'),
    });
    expect(item).toEqual({
      id: 3,
      name: 'Push-Up',
      bodyPart: 'chest',
      target: 'pectorals',
      gifUrl: '/images/exercises/chest.svg',
    });
    expect(cartItemSchema.parse(item)).toEqual(item);
  });

  it('name each body part image without spaces', () => {
    expect(exerciseImagePath('upper legs')).toBe('/images/exercises/upper-legs.svg');
  });
});
