import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type Cast, makeCast, makePlan, makeTrainer } from '../../test/factories.ts';

// Back-office lists show the newest first (docs/decisions/020): `order=desc` on the lists ordered by when their items
// were added. Without it the order stays the specification's, oldest first, for older clients and the landing page.

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: cast.headers('admin') });
const ids = (body: { id?: number; trainerId?: number }[]) => body.map((x) => x.id ?? x.trainerId);

describe('order=desc', () => {
  it('lists plans newest first, a page at a time; oldest first without it', async () => {
    const made = [];
    for (const name of ['First', 'Second', 'Third']) made.push((await makePlan(t.db, { name })).id);
    const oldest = (await get('/api/plan')).json();
    expect(ids(oldest).slice(-3)).toEqual(made);
    const newest = (await get('/api/plan?order=desc&includeInactive=true&page=1&pageSize=2')).json();
    expect(ids(newest.items)).toEqual([made[2], made[1]]);
    expect((await get('/api/plan?order=desc')).json()[0].name).toBe('Third');
  });

  it('lists trainers newest first', async () => {
    const latest = await makeTrainer(t.db);
    const page = (await get('/api/trainer?order=desc&page=1&pageSize=1')).json();
    expect(page.items[0].trainerId).toBe(latest.trainerId);
    const all = (await get('/api/trainer')).json();
    expect(all.at(-1).trainerId).toBe(latest.trainerId);
  });

  it('refuses an order that is neither', async () => {
    const res = await get('/api/plan?order=newest');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Order must be asc or desc');
  });
});
