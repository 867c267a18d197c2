import { AUTH_MESSAGES, type Trainer } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeTrainer, signedIn } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/trainer', () => {
  it('lists trainers in the shape of decisions §6 to any signed-in user', async () => {
    const sofia = await makeTrainer(t.db, { fullName: 'Sofia Bennett', specialty: 'Yoga & Mobility' });
    await makeTrainer(t.db, { fullName: 'Marcus Lee', specialty: 'HIIT & Fat Loss' });
    for (const role of ['user', 'trainer', 'staff', 'admin'] as const) {
      const { headers } = await signedIn(t, role);
      const res = await t.app.inject({ method: 'GET', url: '/api/Trainer', headers });
      expect(res.statusCode).toBe(200);
      const trainers = res.json() as Trainer[];
      expect(trainers.map((x) => x.fullName)).toEqual(['Sofia Bennett', 'Marcus Lee']);
      expect(trainers[0]).toEqual({
        trainerId: sofia.trainerId,
        userId: sofia.user.id,
        fullName: 'Sofia Bennett',
        specialty: 'Yoga & Mobility',
        specialization: 'Yoga & Mobility',
        experience: 5,
        pricePerHour: 40.5,
        biography: null,
        photoUrl: null,
        user: {
          id: sofia.user.id,
          username: sofia.user.username,
          email: sofia.user.email,
          phone: sofia.user.phone,
          fullName: 'Sofia Bennett',
        },
      });
      expect(res.body).not.toContain('password');
    }
  });

  it('pages when asked', async () => {
    const { headers } = await signedIn(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/trainer?page=1&pageSize=1', headers });
    expect(res.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ fullName: 'Sofia Bennett' }] });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/trainer' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
  });
});
