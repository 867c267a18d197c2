import {
  AMENITY_AVAILABLE,
  AMENITY_NOT_AVAILABLE,
  AUTH_MESSAGES,
  PLAN_AMENITIES,
  PLAN_MESSAGES,
  type Plan,
  type PlanRequest,
  type Role,
} from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeAccount, signedIn } from '../../test/factories.ts';
import { loadPlan } from './plans.service.ts';

let t: TestApp;
const headers: Partial<Record<Role, { authorization: string }>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'staff', 'trainer', 'user'] as const) headers[role] = (await signedIn(t, role)).headers;
});
afterAll(() => t.close());

const as = (role: Role) => headers[role] as { authorization: string };
let counter = 0;
const newPlan = (overrides: Partial<PlanRequest> = {}): PlanRequest => {
  counter += 1;
  return {
    name: `Plan ${counter}`,
    description: 'Full gym floor access with free weights and machines.',
    price: 29,
    durationInDays: 30,
    imageUrl: '/images/plans/basic.svg',
    ...overrides,
  };
};
const create = async (overrides: Partial<PlanRequest> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/plan',
    headers: as('admin'),
    payload: newPlan(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Plan;
};
const subscribe = async (planId: number) => {
  const member = await makeAccount(t.db);
  await t.db
    .insert(subscriptions)
    .values({ userId: member.id, planId, startDate: '2025-01-01', endDate: '2025-01-31' });
};

const LONG_URL = `https://example.com/${'x'.repeat(2029)}`;

describe('POST /api/plan', () => {
  it('lets admin and staff create a plan and answers 201 with it', async () => {
    for (const role of ['admin', 'staff'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/plan',
        headers: as(role),
        payload: newPlan({ name: `By ${role}`, price: 19.99, subscriptions: [] }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const plan = res.json();
      expect(plan).toEqual({
        id: expect.any(Number),
        name: `By ${role}`,
        description: 'Full gym floor access with free weights and machines.',
        price: 19.99,
        durationInDays: 30,
        isActive: true,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
        imageUrl: '/images/plans/basic.svg',
        planType: 'Standard',
        maxMembers: null,
        amenities: Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, false])),
      });
      expect((await loadPlan(t.db, plan.id)).name).toBe(`By ${role}`);
    }
  });

  it('keeps the type, member limit and amenities it is given, and reads numbers sent as strings', async () => {
    const plan = await create({
      price: '899.00' as unknown as number,
      durationInDays: '365' as unknown as number,
      maxMembers: '25' as unknown as number,
      planType: 'Diamond',
      amenities: { wifiService: true, personalTrainer: true },
    });
    expect(plan).toMatchObject({ price: 899, durationInDays: 365, maxMembers: 25, planType: 'Diamond' });
    expect(plan.amenities).toMatchObject({ wifiService: true, personalTrainer: true, cafeOrLounge: false });
  });

  it('refuses callers without a token (401) and members and trainers (403)', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/plan', payload: newPlan() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    for (const role of ['user', 'trainer'] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/plan', headers: as(role), payload: newPlan() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it.each(
    (
      [
        ['name', '', PLAN_MESSAGES.nameRequired],
        ['name', 'x'.repeat(101), PLAN_MESSAGES.nameTooLong],
        ['description', '', PLAN_MESSAGES.descriptionRequired],
        ['description', 'x'.repeat(1001), PLAN_MESSAGES.descriptionTooLong],
        ['price', '', PLAN_MESSAGES.priceRequired],
        ['price', -1, PLAN_MESSAGES.priceMin],
        ['price', 'abc', PLAN_MESSAGES.priceInvalid],
        ['price', 9.999, PLAN_MESSAGES.priceStep],
        ['durationInDays', '', PLAN_MESSAGES.durationRequired],
        ['durationInDays', 0, PLAN_MESSAGES.durationMin],
        ['durationInDays', 3651, PLAN_MESSAGES.durationMax],
        ['durationInDays', 2.5, PLAN_MESSAGES.durationWhole],
        ['imageUrl', '', PLAN_MESSAGES.imageUrlRequired],
        ['imageUrl', LONG_URL, PLAN_MESSAGES.imageUrlTooLong],
        ['imageUrl', 'no url', PLAN_MESSAGES.imageUrlInvalid],
        ['maxMembers', -1, PLAN_MESSAGES.maxMembersMin],
        ['maxMembers', 101, PLAN_MESSAGES.maxMembersMax],
        ['maxMembers', 1.5, PLAN_MESSAGES.maxMembersWhole],
        ['planType', 'Gold', undefined],
      ] as const
    ).map(([field, value, message]) => ({
      field,
      value,
      message,
      shown: typeof value === 'string' && value.length > 40 ? `(${value.length} characters)` : JSON.stringify(value),
    })),
  )('answers 400 on $field $shown with the message on that field', async ({ field, value, message }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: as('admin'),
      payload: { ...newPlan(), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    if (message) {
      expect(body.errors[field]).toEqual([message]);
      expect(body.message).toBe(message);
    }
  });

  it('names every missing field at once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plan', headers: as('staff'), payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [PLAN_MESSAGES.nameRequired],
      description: [PLAN_MESSAGES.descriptionRequired],
      price: [PLAN_MESSAGES.priceRequired],
      durationInDays: [PLAN_MESSAGES.durationRequired],
      imageUrl: [PLAN_MESSAGES.imageUrlRequired],
    });
  });

  it('accepts every limit itself (limits are inclusive)', async () => {
    const plan = await create({
      name: 'x'.repeat(100),
      description: 'y'.repeat(1000),
      price: 0,
      durationInDays: 3650,
      imageUrl: `/${'z'.repeat(2047)}`,
      maxMembers: 100,
    });
    expect(plan).toMatchObject({ price: 0, durationInDays: 3650, maxMembers: 100 });
    expect(plan.imageUrl).toHaveLength(2048);
    expect((await create({ durationInDays: 1, maxMembers: 0, price: 99_999_999.99 })).price).toBe(99_999_999.99);
  });
});

describe('GET /api/plan and /api/plan/{id}', () => {
  let visible: Plan[];
  let retired: Plan;
  beforeAll(async () => {
    await t.db.delete(plans);
    visible = [await create({ name: 'Basic' }), await create({ name: 'Standard' }), await create({ name: 'Premium' })];
    retired = await create({ name: 'Retired', isActive: false });
  });

  it('lists the plans on offer to anyone, oldest first, as a plain array', async () => {
    const res = await t.app.inject({ url: '/api/plan' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(visible);
  });

  it('still answers a visitor whose saved token went stale', async () => {
    const res = await t.app.inject({ url: '/api/plan', headers: { authorization: 'Bearer not.a.token' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
  });

  it('pages when asked (decisions §8)', async () => {
    const first = (await t.app.inject({ url: '/api/plan?page=1&pageSize=2' })).json();
    expect(first).toEqual({ items: visible.slice(0, 2), total: 3, page: 1, pageSize: 2 });
    const second = (await t.app.inject({ url: '/api/plan?page=2&pageSize=2' })).json();
    expect(second).toEqual({ items: visible.slice(2), total: 3, page: 2, pageSize: 2 });
    expect((await t.app.inject({ url: '/api/plan?page=0' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/plan?page=1&pageSize=101' })).statusCode).toBe(400);
  });

  it('adds retired plans for admin and staff only', async () => {
    for (const role of ['admin', 'staff'] as const) {
      const res = await t.app.inject({ url: '/api/plan?includeInactive=true', headers: as(role) });
      expect(res.json()).toEqual([...visible, retired]);
    }
    const paged = await t.app.inject({ url: '/api/plan?includeInactive=true&page=1', headers: as('staff') });
    expect(paged.json()).toMatchObject({ total: 4 });
    expect((await t.app.inject({ url: '/api/plan?includeInactive=true' })).statusCode).toBe(401);
    for (const role of ['user', 'trainer'] as const)
      expect((await t.app.inject({ url: '/api/plan?includeInactive=true', headers: as(role) })).statusCode).toBe(403);
  });

  it('answers one plan to anyone, retired ones too', async () => {
    const res = await t.app.inject({ url: `/api/plan/${visible[1]?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(visible[1]);
    expect((await t.app.inject({ url: `/api/Plan/${retired.id}` })).json()).toEqual(retired);
  });

  it('answers 404 for an unknown plan and 400 for an id that is not one', async () => {
    const missing = await t.app.inject({ url: '/api/plan/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PLAN_MESSAGES.notFound });
    expect((await t.app.inject({ url: '/api/plan/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/plan/0' })).statusCode).toBe(400);
  });
});

describe('PUT /api/plan/{id}', () => {
  it('lets admin and staff save a plan and answers success, message and the plan', async () => {
    const plan = await create({ maxMembers: 10, planType: 'Premium', amenities: { wifiService: true } });
    for (const role of ['admin', 'staff'] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/plan/${plan.id}`,
        headers: as(role),
        payload: newPlan({ name: `Renamed by ${role}`, price: '59.50' as unknown as number, durationInDays: 60 }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: PLAN_MESSAGES.updated,
        // Fields left out keep their saved values.
        data: { ...plan, name: `Renamed by ${role}`, price: 59.5, durationInDays: 60 },
      });
    }
  });

  it('changes the type, clears the member limit with null and retires a plan', async () => {
    const plan = await create({ maxMembers: 10 });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/plan/${plan.id}`,
      headers: as('admin'),
      payload: newPlan({ planType: 'Basic', maxMembers: null, isActive: false, amenities: { refreshment: true } }),
    });
    expect(res.json().data).toMatchObject({ planType: 'Basic', maxMembers: null, isActive: false });
    expect(res.json().data.amenities.refreshment).toBe(true);
  });

  it('checks the same rules as create', async () => {
    const plan = await create();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/plan/${plan.id}`,
      headers: as('admin'),
      payload: newPlan({ durationInDays: 0, name: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: [PLAN_MESSAGES.nameRequired],
      durationInDays: [PLAN_MESSAGES.durationMin],
    });
  });

  it('refuses without a token (401), members and trainers (403), and unknown plans (404)', async () => {
    const plan = await create();
    const put = (h?: { authorization: string }, id = plan.id) =>
      t.app.inject({ method: 'PUT', url: `/api/plan/${id}`, headers: h, payload: newPlan({ name: 'Hacked' }) });
    expect((await put()).statusCode).toBe(401);
    expect((await put(as('user'))).statusCode).toBe(403);
    expect((await put(as('trainer'))).statusCode).toBe(403);
    const missing = await put(as('admin'), 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PLAN_MESSAGES.notFound);
    expect((await loadPlan(t.db, plan.id)).name).toBe(plan.name);
  });
});

describe('DELETE /api/plan/{id}', () => {
  it('lets admin and staff delete a plan nobody subscribed to', async () => {
    for (const role of ['admin', 'staff'] as const) {
      const plan = await create();
      const res = await t.app.inject({ method: 'DELETE', url: `/api/plan/${plan.id}`, headers: as(role) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: PLAN_MESSAGES.deleted });
      expect((await t.app.inject({ url: `/api/plan/${plan.id}` })).statusCode).toBe(404);
    }
  });

  it('refuses a plan with subscriptions with 409 and keeps it', async () => {
    const plan = await create();
    await subscribe(plan.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/plan/${plan.id}`, headers: as('admin') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PLAN_MESSAGES.hasSubscriptions });
    expect((await t.db.select().from(plans).where(eq(plans.id, plan.id))).length).toBe(1);
  });

  it('refuses without a token (401), members and trainers (403), and unknown plans (404)', async () => {
    const plan = await create();
    const del = (h?: { authorization: string }, id = plan.id) =>
      t.app.inject({ method: 'DELETE', url: `/api/plan/${id}`, headers: h });
    expect((await del()).statusCode).toBe(401);
    expect((await del(as('user'))).statusCode).toBe(403);
    expect((await del(as('trainer'))).statusCode).toBe(403);
    const missing = await del(as('staff'), 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PLAN_MESSAGES.notFound);
    expect((await loadPlan(t.db, plan.id)).id).toBe(plan.id);
  });
});

describe('GET /api/v1/plan/get-plan/{id} (legacy features)', () => {
  it('answers the old shape to anyone: amounts per month and year, amenities as Available', async () => {
    const plan = await create({
      name: 'Basic',
      price: 29,
      durationInDays: 30,
      amenities: { waterStations: true, lockerRooms: true },
    });
    const res = await t.app.inject({ url: `/api/v1/plan/get-plan/${plan.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      plan: {
        planName: 'Basic',
        monthlyPlanAmount: 29,
        yearlyPlanAmount: 352.83,
        ...Object.fromEntries(PLAN_AMENITIES.map(({ key }) => [key, AMENITY_NOT_AVAILABLE])),
        waterStations: AMENITY_AVAILABLE,
        lockerRooms: AMENITY_AVAILABLE,
      },
    });
  });

  it('scales a yearly plan down to a month', async () => {
    const plan = await create({ price: 899, durationInDays: 365 });
    const body = (await t.app.inject({ url: `/api/V1/Plan/get-plan/${plan.id}` })).json();
    expect(body.plan).toMatchObject({ monthlyPlanAmount: 73.89, yearlyPlanAmount: 899 });
  });

  it('answers 404 for an unknown plan', async () => {
    const res = await t.app.inject({ url: '/api/v1/plan/get-plan/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(PLAN_MESSAGES.notFound);
  });
});

describe('loadPlan (used by subscriptions)', () => {
  it('reads a plan inside a transaction, locking it when asked, and throws 404 for an unknown id', async () => {
    const plan = await create({ price: 12.5 });
    const locked = await t.db.transaction((tx) => loadPlan(tx, plan.id, { forUpdate: true }));
    expect(locked).toEqual(plan);
    await expect(loadPlan(t.db, 999999)).rejects.toMatchObject({ statusCode: 404, message: PLAN_MESSAGES.notFound });
  });
});

it('describes the plan calls in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining(['/api/plan', '/api/plan/{id}', '/api/v1/plan/get-plan/{id}']),
  );
  expect(doc.paths['/api/plan'].post.security).toEqual([{ bearerAuth: [] }]);
});
