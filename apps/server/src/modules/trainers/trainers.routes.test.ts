import { AUTH_MESSAGES, type Trainer } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import { makeTrainer, signedIn } from '../../test/factories.ts';
import { allTrainers } from './trainers.service.ts';

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

describe('GET /api/trainer?format=csv', () => {
  const csv = (headers: { authorization: string } | undefined, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/trainer?format=csv${query}`, ...(headers ? { headers } : {}) });

  it('exports every trainer in the list’s order, not a page: phones national, formulas neutralised, English and Spanish', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/trainer', headers: (await signedIn(t)).headers }))
      .json()
      .map((x: Trainer) => x.trainerId) as number[];
    const formula = await makeTrainer(t.db, { fullName: '=HYPERLINK("x")', specialty: '+Boxing', pricePerHour: 55 });
    // More trainers than the screen's page of 20.
    for (let i = 0; i < 21; i++) await makeTrainer(t.db, { fullName: `Csvt ${String(i).padStart(2, '0')}` });
    const admin = await signedIn(t, 'admin');

    const res = await csv(admin.headers, '&order=desc&page=1&pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'trainers.csv');
    const lines = csvRecords(res.body);
    expect(lines[0]).toBe('Trainer ID,Full name,Username,Email,Phone,Specialty,Experience (years),Price per hour');
    // Every trainer, newest first, whatever the page asked.
    const listed = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(listed).toHaveLength(before.length + 22);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    expect(lines.at(-before.length - 1)).toBe(
      `${formula.trainerId},"'=HYPERLINK(""x"")",${formula.user.username},${formula.user.email},(212) 555-0123,'+Boxing,5,55`,
    );
    expect(res.body).not.toMatch(/argon|password/i);

    // Oldest first without `order`, as the plain list.
    const ascending = csvRecords((await csv(admin.headers)).body).slice(1);
    expect(ascending.map((line) => Number(line.split(',')[0]))).toEqual([...listed].reverse());

    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, admin.user.id));
    const spanish = csvRecords((await csv(admin.headers)).body);
    expect(spanish[0]).toBe(
      'ID de entrenador,Nombre completo,Nombre de usuario,Correo electrónico,Teléfono,Especialidad,Experiencia (años),Precio por hora',
    );
  });

  it('reads the trainers in batches that neither overlap nor skip, either way', async () => {
    const { headers } = await signedIn(t, 'staff');
    for (const order of ['asc', 'desc'] as const) {
      const listed = (await t.app.inject({ method: 'GET', url: `/api/trainer?order=${order}`, headers })).json();
      const batched: number[] = [];
      for await (const trainer of allTrainers(t.db, { order }, 4)) batched.push(trainer.trainerId);
      expect(batched, order).toEqual(listed.map((x: Trainer) => x.trainerId));
    }
  });

  it('is any signed-in caller’s, as the list is, and 401 without a token', async () => {
    const { headers } = await signedIn(t, 'user');
    expect((await csv(headers)).statusCode).toBe(200);
    const res = await csv(undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    expect((await csv(headers, '&format=xml')).statusCode).toBe(400);
  });
});
