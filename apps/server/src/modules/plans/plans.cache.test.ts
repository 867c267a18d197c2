import type { Plan, PlanRequest } from '@gym/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exercises, plans } from '../../db/schema/index.ts';
import { anotherInstance, createTestApp, type TestApp } from '../../test/app.ts';
import { signedIn } from '../../test/factories.ts';

// The public catalogue is cached per process (docs/decisions/012): these show that every write is seen by the next
// read, on this instance and on a second one over the same database, and the ETag / 304 behaviour.
let t: TestApp;
/** Another instance of the app on the same database, with its own cache. */
let other: FastifyInstance;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  other = await anotherInstance(t);
  admin = (await signedIn(t, 'admin')).headers;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const request: PlanRequest = {
  name: 'Cached plan',
  description: 'Full gym floor access with free weights and machines.',
  price: 29,
  durationInDays: 30,
  imageUrl: '/images/plans/basic.svg',
};
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const names = (body: string) => (JSON.parse(body) as Plan[]).map((p) => p.name);

describe('the public catalogue cache', () => {
  it('answers the plan list with a strong ETag and revalidation, and 304 to If-None-Match', async () => {
    const first = await get(t.app, '/api/plan');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await get(t.app, '/api/plan', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(t.app, '/api/plan', { 'if-none-match': `"nope", W/${etag}` })).statusCode).toBe(304);
    expect((await get(t.app, '/api/plan', { 'if-none-match': '"nope"' })).statusCode).toBe(200);
    // Another instance answers the same bytes with the same tag.
    const elsewhere = await get(other, '/api/plan');
    expect(elsewhere.headers.etag).toBe(etag);
    expect(elsewhere.body).toBe(first.body);
  });

  it('shows a plan created, edited, retired and deleted on the next read, on both instances', async () => {
    // Both caches are warm first.
    const before = await get(t.app, '/api/plan');
    await get(other, '/api/plan');

    const created = await t.app.inject({ method: 'POST', url: '/api/plan', headers: admin, payload: request });
    expect(created.statusCode).toBe(201);
    const plan = created.json() as Plan;
    for (const app of [t.app, other]) expect(names((await get(app, '/api/plan')).body)).toContain('Cached plan');
    const stale = await get(t.app, '/api/plan', { 'if-none-match': before.headers.etag as string });
    expect(stale.statusCode).toBe(200);

    await get(other, `/api/plan/${plan.id}`);
    const edit = { ...request, name: 'Renamed plan', price: 31 };
    const put = await t.app.inject({ method: 'PUT', url: `/api/plan/${plan.id}`, headers: admin, payload: edit });
    expect(put.statusCode).toBe(200);
    for (const app of [t.app, other]) {
      expect(names((await get(app, '/api/plan')).body)).toContain('Renamed plan');
      const one = (await get(app, `/api/plan/${plan.id}`)).json() as Plan;
      expect([one.name, one.price]).toEqual(['Renamed plan', 31]);
    }

    // Edited on the other instance, read on the first.
    const retire = { ...edit, isActive: false };
    expect(
      (await other.inject({ method: 'PUT', url: `/api/plan/${plan.id}`, headers: admin, payload: retire })).statusCode,
    ).toBe(200);
    expect(names((await get(t.app, '/api/plan')).body)).not.toContain('Renamed plan');
    expect(((await get(t.app, `/api/plan/${plan.id}`)).json() as Plan).isActive).toBe(false);

    // Written straight to the database (a script, another tool): still seen.
    await t.db.update(plans).set({ description: 'Changed behind the API.' }).where(eq(plans.id, plan.id));
    for (const app of [t.app, other]) {
      expect(((await get(app, `/api/plan/${plan.id}`)).json() as Plan).description).toBe('Changed behind the API.');
    }

    expect((await other.inject({ method: 'DELETE', url: `/api/plan/${plan.id}`, headers: admin })).statusCode).toBe(
      200,
    );
    for (const app of [t.app, other]) expect((await get(app, `/api/plan/${plan.id}`)).statusCode).toBe(404);
  });

  it('keeps retired plans out of the cache: includeInactive still asks for a manager', async () => {
    expect((await get(t.app, '/api/plan?includeInactive=true')).statusCode).toBe(401);
    const res = await get(t.app, '/api/plan?includeInactive=true', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('caches exercise pages, body parts and the gym settings with ETags, and sees a catalogue change', async () => {
    for (const url of ['/api/exercises?page=1&pageSize=20', '/api/exercises/bodyparts', '/api/gym']) {
      const first = await get(t.app, url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toBeDefined();
      expect((await get(t.app, url, { 'if-none-match': first.headers.etag as string })).statusCode, url).toBe(304);
    }
    const page = (await get(other, '/api/exercises?page=1&pageSize=20')).json() as { items: { id: number }[] };
    const id = page.items[0]?.id as number;
    const search = '/api/exercises?search=aaa%20renamed&page=1&pageSize=20';
    for (const app of [t.app, other]) {
      await get(app, `/api/exercises/${id}`);
      expect(((await get(app, search)).json() as { items: unknown[] }).items).toEqual([]);
    }
    await t.db.update(exercises).set({ name: 'aaa renamed exercise' }).where(eq(exercises.id, id));
    for (const app of [t.app, other]) {
      const after = await get(app, `/api/exercises/${id}`);
      expect(after.json().name).toBe('aaa renamed exercise');
      const found = (await get(app, search)).json() as { items: { id: number }[] };
      expect(found.items.map((e) => e.id)).toEqual([id]);
    }
  });

  it('answers many reads at once with one version each, all current', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(t.app, '/api/plan')));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});
