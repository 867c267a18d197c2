import {
  EXERCISE_BODY_PARTS,
  EXERCISE_MESSAGES,
  type Exercise,
  exerciseImagePath,
  exercisePageSchema,
  PAGE_SIZE_DEFAULT,
} from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadExerciseCatalogue } from '../../seed/exercises.ts';
import { EXERCISE_CATALOGUE } from '../../seed/exercises-data.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loginAs, makeAccount } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const page = async (query: string) => {
  const res = await get(`/api/exercises${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return exercisePageSchema.parse(res.json());
};
const names = (items: Exercise[]) => items.map((e) => e.name);
const catalogue = (keep: (e: (typeof EXERCISE_CATALOGUE)[number]) => boolean) =>
  EXERCISE_CATALOGUE.filter(keep).map((e) => e.name);

describe('the catalogue', () => {
  it('holds at least 150 exercises with unique names, 3 to 6 steps each, across every body part', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EXERCISE_CATALOGUE.map((e) => e.name.toLowerCase())).size).toBe(EXERCISE_CATALOGUE.length);
    for (const e of EXERCISE_CATALOGUE) {
      expect(e.instructions.length, e.name).toBeGreaterThanOrEqual(3);
      expect(e.instructions.length, e.name).toBeLessThanOrEqual(6);
      expect(e.imageUrl).toBe(exerciseImagePath(e.bodyPart));
    }
    expect(new Set(EXERCISE_CATALOGUE.map((e) => e.bodyPart))).toEqual(new Set(EXERCISE_BODY_PARTS));
  });

  it('loads once: a second load leaves the table as it is', async () => {
    expect(await loadExerciseCatalogue(t.db)).toBe(false);
    expect((await page('')).total).toBe(EXERCISE_CATALOGUE.length);
  });
});

describe('GET /api/exercises', () => {
  it('answers the first page of the whole catalogue in name order, to anyone', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: EXERCISE_CATALOGUE.length, page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(first.items).toHaveLength(PAGE_SIZE_DEFAULT);
    const all = await page('?pageSize=100');
    const more = await page('?page=2&pageSize=100');
    const everything = names([...all.items, ...more.items]);
    expect(new Set(everything)).toEqual(new Set(EXERCISE_CATALOGUE.map((e) => e.name)));
    expect(names(first.items)).toEqual(everything.slice(0, PAGE_SIZE_DEFAULT));
  });

  it('gives each exercise its fields, with the image as gifUrl', async () => {
    const { items } = await page('?search=barbell%20bench%20press');
    const source = EXERCISE_CATALOGUE.find((e) => e.name === 'Barbell Bench Press');
    expect(items[0]).toEqual({
      id: expect.any(Number),
      name: 'Barbell Bench Press',
      bodyPart: 'chest',
      target: 'pectorals',
      equipment: 'barbell',
      instructions: source?.instructions,
      gifUrl: '/images/exercises/chest.svg',
    });
  });

  it('filters by body part (any case), in name order', async () => {
    const neck = await page('?bodyPart=Neck');
    const expected = catalogue((e) => e.bodyPart === 'neck').sort();
    expect(neck.total).toBe(expected.length);
    expect(names(neck.items)).toEqual(expected);
    const arms = await page('?bodyPart=upper%20arms&pageSize=100');
    expect(arms.items.every((e) => e.bodyPart === 'upper arms')).toBe(true);
    expect(arms.total).toBe(catalogue((e) => e.bodyPart === 'upper arms').length);
  });

  it('searches name, target muscle and equipment without regard to case', async () => {
    const byName = await page('?search=BENCH%20PRESS&pageSize=100');
    expect(new Set(names(byName.items))).toEqual(new Set(catalogue((e) => /bench press/i.test(e.name))));
    const byTarget = await page('?search=Hamstrings&pageSize=100');
    expect(new Set(names(byTarget.items))).toEqual(
      new Set(catalogue((e) => [e.name, e.target, e.equipment].some((s) => /hamstrings/i.test(s)))),
    );
    expect(byTarget.items.length).toBeGreaterThan(0);
    const byEquipment = await page('?search=kettlebell&pageSize=100');
    expect(new Set(names(byEquipment.items))).toEqual(
      new Set(catalogue((e) => [e.name, e.target, e.equipment].some((s) => /kettlebell/i.test(s)))),
    );
  });

  it('combines search and body part, and finds nothing for wildcards typed as text', async () => {
    const both = await page('?search=dumbbell&bodyPart=shoulders&pageSize=100');
    const expected = catalogue(
      (e) => e.bodyPart === 'shoulders' && [e.name, e.target, e.equipment].some((s) => /dumbbell/i.test(s)),
    );
    expect(new Set(names(both.items))).toEqual(new Set(expected));
    expect(both.total).toBe(expected.length);
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=_')).total).toBe(0);
    expect(await page('?search=no-such-exercise')).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it('pages through the list, and a page past the end is empty', async () => {
    const whole = await page('?pageSize=15');
    const second = await page('?page=2&pageSize=5');
    expect(names(second.items)).toEqual(names(whole.items).slice(5, 10));
    const last = Math.ceil(EXERCISE_CATALOGUE.length / 100);
    const beyond = await page(`?page=${last + 1}&pageSize=100`);
    expect(beyond).toEqual({ items: [], total: EXERCISE_CATALOGUE.length, page: last + 1, pageSize: 100 });
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await get(`/api/exercises?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toHaveLength(1);
  });

  it('refuses an unknown body part and an overlong search with their messages', async () => {
    const part = await get('/api/exercises?bodyPart=tail');
    expect(part.statusCode).toBe(400);
    expect(part.json()).toEqual({
      message: EXERCISE_MESSAGES.unknownBodyPart,
      errors: { bodyPart: [EXERCISE_MESSAGES.unknownBodyPart] },
    });
    const long = await get(`/api/exercises?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.search).toEqual([EXERCISE_MESSAGES.searchTooLong]);
  });

  it('answers a signed-in caller and one with a stale token alike (public)', async () => {
    const member = await makeAccount(t.db);
    const { authorization } = await loginAs(t, member.email);
    expect((await get('/api/exercises', { authorization })).statusCode).toBe(200);
    expect((await get('/api/exercises', { authorization: 'Bearer not-a-token' })).statusCode).toBe(200);
  });
});

describe('GET /api/exercises/bodyparts', () => {
  it('lists every body part of the catalogue once, in order', async () => {
    const res = await get('/api/exercises/bodyparts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...EXERCISE_BODY_PARTS].sort());
  });
});

describe('GET /api/exercises/:id', () => {
  it('answers one exercise with its numbered steps in order', async () => {
    const { items } = await page('?search=pull-up&bodyPart=back');
    const pullUp = items.find((e) => e.name === 'Pull-Up');
    expect(pullUp).toBeDefined();
    const res = await get(`/api/exercises/${pullUp?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(pullUp);
    expect(res.json().instructions).toEqual(EXERCISE_CATALOGUE.find((e) => e.name === 'Pull-Up')?.instructions);
  });

  it('answers 404 Exercise not found for an id that does not exist', async () => {
    for (const id of [999_999, 2_147_483_647]) {
      const res = await get(`/api/exercises/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EXERCISE_MESSAGES.notFound });
    }
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/api/exercises/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.id).toHaveLength(1);
  });
});
