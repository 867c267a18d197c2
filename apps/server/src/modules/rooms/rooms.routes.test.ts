import { AUTH_MESSAGES, type Room } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { makeRoom, signedIn } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/gymroom', () => {
  it('lists every room, in any spelling, to any signed-in user', async () => {
    const weights = await makeRoom(t.db, { roomName: 'Weights Floor', roomType: 'Strength', roomQuantity: 8 });
    await makeRoom(t.db, { roomName: 'Old Studio', roomStatus: 'Inactive' });
    for (const role of ['user', 'trainer', 'staff', 'admin'] as const) {
      const { headers } = await signedIn(t, role);
      const res = await t.app.inject({ method: 'GET', url: '/api/GymRoom', headers });
      expect(res.statusCode).toBe(200);
      const rooms = res.json() as Room[];
      expect(rooms.map((r) => r.roomName)).toEqual(['Weights Floor', 'Old Studio']);
      expect(rooms[0]).toEqual({
        id: weights.id,
        roomName: 'Weights Floor',
        roomType: 'Strength',
        roomQuantity: 8,
        roomStatus: 'Active',
      });
      expect(rooms[1]?.roomStatus).toBe('Inactive');
    }
  });

  it('pages when asked', async () => {
    const { headers } = await signedIn(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/gymroom?page=2&pageSize=1', headers });
    expect(res.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ roomName: 'Old Studio' }] });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gymroom' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
  });
});
