import { AUTH_MESSAGES, addDays, todayIn } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { loginAs, makeRoom, makeTrainer, signedIn } from '../../test/factories.ts';
import { MEMBER_NOT_FOUND } from './member-access.ts';

let t: TestApp;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (id: number, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, ...(headers ? { headers } : {}) });

describe('GET /api/users/:id', () => {
  it('answers the safe view of one’s own account', async () => {
    const { user, headers } = await signedIn(t);
    const res = await getUser(user.id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
    expect(res.body).not.toMatch(/password|hash|tokenVersion/i);
  });

  it('opens a member to admin, staff and that member’s trainer, not to others', async () => {
    const { user: member } = await signedIn(t);
    for (const role of ['admin', 'staff'] as const)
      expect((await getUser(member.id, (await signedIn(t, role)).headers)).statusCode).toBe(200);

    const trainer = await makeTrainer(t.db);
    const trainerHeaders = { authorization: (await loginAs(t, trainer.user.email)).authorization };
    expect((await getUser(member.id, trainerHeaders)).statusCode).toBe(403);
    const room = await makeRoom(t.db);
    const start = new Date(`${addDays(todayIn('UTC'), 3)}T10:00:00Z`);
    await t.db.insert(trainingSessions).values({
      userId: member.id,
      trainerId: trainer.trainerId,
      roomId: room.id,
      startTime: start,
      endTime: new Date(start.getTime() + 7_200_000),
    });
    expect((await getUser(member.id, trainerHeaders)).json()).toMatchObject({ id: member.id });

    const other = await signedIn(t);
    const refused = await getUser(member.id, other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.forbidden });
  });

  it('answers 404 for an unknown id, 400 for a bad one and 401 without a token', async () => {
    const { headers } = await signedIn(t, 'admin');
    const missing = await getUser(999_999, headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MEMBER_NOT_FOUND });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/abc', headers })).statusCode).toBe(400);
    expect((await getUser(1)).statusCode).toBe(401);
  });
});
