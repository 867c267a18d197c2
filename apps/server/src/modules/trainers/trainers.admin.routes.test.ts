import { AUTH_MESSAGES, type Page, TRAINER_MESSAGES, type User } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import {
  type Cast,
  type CastName,
  loginAs,
  makeAccount,
  makeCast,
  makeSessionWith,
  makeTrainer,
} from '../../test/factories.ts';
import { trainerMembersExport } from '../users/users.service.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, who: CastName, payload?: object) =>
  t.app.inject({ method, url, headers: cast.headers(who), ...(payload ? { payload } : {}) });
const ids = (list: User[]) => list.map((u) => u.id);

describe('GET /api/Trainer/:userId/users', () => {
  it('lists the trainer’s members to that trainer, admin and staff; refuses other trainers and members', async () => {
    const url = `/api/Trainer/${cast.trainer.user.id}/users`;
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 200,
      otherTrainer: 403,
      staff: 200,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await call('GET', url, who);
      expect(res.statusCode, who).toBe(status);
      if (status === 200) expect(res.json(), who).toEqual([cast.member.user]);
      if (status === 403) expect(res.json(), who).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    // The other trainer has no members: an empty list, not an error.
    expect((await call('GET', `/api/trainer/${cast.otherTrainer.user.id}/users`, 'otherTrainer')).json()).toEqual([]);
  });

  it('answers 404 for an id that is not a trainer’s account', async () => {
    for (const id of [999_999, cast.member.user.id, cast.staff.user.id]) {
      const res = await call('GET', `/api/Trainer/${id}/users`, 'admin');
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
    }
    // Another trainer asking about any id is refused before anything is looked up.
    expect((await call('GET', '/api/Trainer/999999/users', 'trainer')).statusCode).toBe(403);
  });

  it('searches, sorts and pages like the account list', async () => {
    const names = ['Kim Member', 'Abe Member', 'Kim Other'];
    const made = [];
    for (const fullName of names) {
      const member = await makeAccount(t.db, { fullName });
      await makeSessionWith(
        t.db,
        member.id,
        cast.trainer.trainerId,
        new Date(Date.now() - 86_400_000 * made.length - 1),
      );
      made.push(member);
    }
    const [kim, abe, kimOther] = made as User[];
    const url = `/api/Trainer/${cast.trainer.user.id}/users`;
    expect(ids((await call('GET', `${url}?search=kim`, 'trainer')).json())).toEqual([kim?.id, kimOther?.id]);
    const page = (await call('GET', `${url}?search=member&sort=fullName&order=desc&page=1&pageSize=1`, 'staff')).json();
    expect(page as Page<User>).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: kim?.id }] });
    expect(ids((await call('GET', `${url}?search=MEMBER`, 'admin')).json())).toEqual([abe?.id, kim?.id]);
    expect(ids((await call('GET', `${url}?role=staff`, 'admin')).json())).toEqual([]);
  });
});

describe('GET /api/Trainer/:userId/users?format=csv', () => {
  it('exports every member of the trainer the filters match, in the list’s order, not a page: phones national, formulas neutralised', async () => {
    const coach = await makeTrainer(t.db, { fullName: 'Rita Stone' });
    const coachHeaders = await loginAs(t, coach.user.email);
    const members: User[] = [];
    // More members than the screen's page of 20, each with a session with the coach at a time of its own.
    for (let i = 0; i < 22; i++) {
      const fullName = i === 0 ? '=cmd|calc' : `Csvm ${String(i).padStart(2, '0')}`;
      const member = await makeAccount(t.db, { fullName });
      await makeSessionWith(t.db, member.id, coach.trainerId, new Date(Date.now() - 3 * 3_600_000 * (i + 1)));
      members.push(member);
    }
    // Another trainer's member is not in the file.
    await makeSessionWith(t.db, (await makeAccount(t.db)).id, cast.otherTrainer.trainerId, new Date());

    const url = `/api/Trainer/${coach.user.id}/users`;
    const csv = (headers: { authorization: string } | undefined, query = '') =>
      t.app.inject({ method: 'GET', url: `${url}?format=csv&${query}`, ...(headers ? { headers } : {}) });
    const res = await csv(coachHeaders, 'role=user&sort=id&order=desc&page=2&pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'members-of-Rita-Stone.csv');
    const lines = csvRecords(res.body);
    expect(lines[0]).toBe('User ID,Full name,Username,Email,Phone');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids(members).reverse());
    const first = members[0] as User;
    expect(lines.at(-1)).toBe(`${first.id},'=cmd|calc,${first.username},${first.email},(212) 555-0123`);
    expect(res.body).not.toMatch(/argon|password|token/i);

    // The same search as the list, for staff and the admin too.
    const found = await csv(cast.staff.headers, 'search=csvm%2021');
    expect(csvRecords(found.body).slice(1)).toEqual([
      `${members[21]?.id},Csvm 21,${members[21]?.username},${members[21]?.email},(212) 555-0123`,
    ]);
    const listed = (await call('GET', `${url}?sort=email`, 'admin')).json() as User[];
    const byEmail = csvRecords((await csv(cast.admin.headers, 'sort=email')).body).slice(1);
    expect(byEmail.map((line) => Number(line.split(',')[0]))).toEqual(ids(listed));

    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, coach.user.id));
    expect(csvRecords((await csv(coachHeaders)).body)[0]).toBe(
      'ID de usuario,Nombre completo,Nombre de usuario,Correo electrónico,Teléfono',
    );

    // Whoever may not read the list may not download it.
    for (const who of ['member', 'otherTrainer', 'trainer'] as const) {
      const refused = await csv(cast.headers(who));
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json(), who).toEqual({ message: AUTH_MESSAGES.forbidden });
    }
    expect((await csv(undefined)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/Trainer/999999/users?format=csv', headers: cast.admin.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('reads the members in batches that neither overlap nor skip', async () => {
    const listed = (await call('GET', `/api/Trainer/${cast.trainer.user.id}/users?sort=email`, 'admin')).json();
    const query = { sort: 'email', order: 'asc', pageSize: 20, format: 'csv' } as const;
    const { items } = await trainerMembersExport(t.db, cast.admin.user, cast.trainer.user.id, query, 1);
    const batched: number[] = [];
    for await (const user of items) batched.push(user.id);
    expect(batched).toEqual(ids(listed));
    expect(batched.length).toBeGreaterThan(1);
  });
});

describe('PUT /api/Trainer/:id', () => {
  const details = { specialty: 'Olympic Lifting', experience: 7, pricePerHour: 62.75 };

  it('lets the admin edit a trainer, by trainer id, and nobody else', async () => {
    const url = `/api/Trainer/${cast.otherTrainer.trainerId}`;
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 403,
      admin: 200,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const res = await call('PUT', url, who, { ...details, experience: status === 200 ? 7 : 1 });
      expect(res.statusCode, who).toBe(status);
    }
    const user = cast.otherTrainer.user;
    const res = await call('PUT', url, 'admin', details);
    expect(res.json()).toEqual({
      trainerId: cast.otherTrainer.trainerId,
      userId: user.id,
      fullName: user.fullName,
      specialty: 'Olympic Lifting',
      specialization: 'Olympic Lifting',
      experience: 7,
      pricePerHour: 62.75,
      biography: null,
      photoUrl: null,
      user: { id: user.id, username: user.username, email: user.email, phone: user.phone, fullName: user.fullName },
    });
    const list = (await call('GET', '/api/trainer', 'member')).json();
    expect(list).toContainEqual(res.json());
  });

  it('takes the old client’s body: `specialization`, numbers as text, and an `id` it ignores', async () => {
    const res = await call('PUT', `/api/trainer/${cast.otherTrainer.trainerId}`, 'admin', {
      id: 12345,
      specialization: 'Boxing',
      experience: '0',
      pricePerHour: '0',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ trainerId: cast.otherTrainer.trainerId, specialty: 'Boxing', experience: 0 });
  });

  it('checks every field with its message', async () => {
    const url = `/api/Trainer/${cast.otherTrainer.trainerId}`;
    const missing = await call('PUT', url, 'admin', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      specialty: [TRAINER_MESSAGES.specialtyRequired],
      experience: [TRAINER_MESSAGES.experienceRequired],
      pricePerHour: [TRAINER_MESSAGES.priceRequired],
    });
    const bad = await call('PUT', url, 'admin', { specialty: 'x'.repeat(101), experience: -1, pricePerHour: 1.234 });
    expect(bad.json().errors).toEqual({
      specialty: [TRAINER_MESSAGES.specialtyTooLong],
      experience: [TRAINER_MESSAGES.experienceInvalid],
      pricePerHour: [TRAINER_MESSAGES.priceInvalid],
    });
  });

  it('answers 404 for an unknown trainer id (a user id is not a trainer id)', async () => {
    const res = await call('PUT', '/api/Trainer/999999', 'admin', details);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: TRAINER_MESSAGES.notFound });
  });
});
