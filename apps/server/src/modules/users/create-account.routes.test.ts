import { AUTH_MESSAGES, PASSWORD_MAX, TRAINER_MESSAGES, type Trainer, USER_MESSAGES } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { trainers, users } from '../../db/schema/index.ts';
import type { Caller } from '../../plugins/auth.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { type Cast, type CastName, loginAs, makeCast } from '../../test/factories.ts';
import { createAccountByAdmin } from './users.service.ts';

const silent = { info() {} } as unknown as FastifyBaseLogger;

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp();
  cast = await makeCast(t);
});
afterAll(() => t.close());

let counter = 0;
const account = (role: string, overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    role,
    username: `new_${role}_${counter}`,
    email: `new.${role}.${counter}@example.com`,
    password: 'Secret123',
    birthday: '1990-04-02',
    fullName: 'New Colleague',
    phone: '+12125550123',
    ...overrides,
  };
};
const trainerAccount = (overrides: Record<string, unknown> = {}) =>
  account('trainer', { specialty: 'Kettlebells', experience: 3, pricePerHour: 45.5, ...overrides });

const create = (who: CastName, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/users/create-by-admin', headers: cast.headers(who), payload });
const accountsWithEmail = async (email: string) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, email)))[0]?.n;

describe('POST /api/users/create-by-admin', () => {
  it('is for the admin only', async () => {
    const expected: Record<CastName, number> = {
      anonymous: 401,
      member: 403,
      otherMember: 403,
      trainer: 403,
      otherTrainer: 403,
      staff: 403,
      admin: 201,
    };
    for (const [who, status] of Object.entries(expected) as [CastName, number][]) {
      const body = account('staff');
      const res = await create(who, body);
      expect(res.statusCode, who).toBe(status);
      expect(await accountsWithEmail(body.email), who).toBe(status === 201 ? 1 : 0);
    }
  });

  it('creates a staff account that logs in, ignoring the null trainer fields the old client sends', async () => {
    const body = account('staff', { experience: null, pricePerHour: null });
    const res = await create('admin', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: 'Successfully created new staff account!',
      user: {
        id: expect.any(Number),
        username: body.username,
        email: body.email,
        role: 'staff',
        birthday: '1990-04-02',
        fullName: 'New Colleague',
        phone: '+12125550123',
        photoUrl: null,
      },
    });
    expect(res.body).not.toMatch(/password|hash/i);
    await loginAs(t, body.email, 'Secret123');
  });

  it('creates a trainer with their profile: listed with specialty, years and an hourly price to the cent', async () => {
    const body = trainerAccount({ specialization: 'Mobility', specialty: undefined, pricePerHour: '45.50' });
    const res = await create('admin', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Successfully created new trainer account!');
    const { id } = res.json().user;
    const list = (await t.app.inject({ method: 'GET', url: '/api/trainer', headers: cast.headers('member') })).json();
    expect(list.find((x: Trainer) => x.userId === id)).toMatchObject({
      fullName: 'New Colleague',
      specialty: 'Mobility',
      specialization: 'Mobility',
      experience: 3,
      pricePerHour: 45.5,
    });
    await loginAs(t, body.email, 'Secret123');
  });

  it('takes names and phones as people write them, answers E.164, and refuses a common password', async () => {
    const res = await create('admin', account('user', { fullName: 'José Álvarez-Núñez', phone: '(212) 555-0188' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ fullName: 'José Álvarez-Núñez', phone: '+12125550188' });
    const common = await create('admin', account('staff', { password: 'qwerty123' }));
    expect(common.statusCode).toBe(400);
    expect(common.json().errors).toEqual({ password: [AUTH_MESSAGES.passwordCommon] });
  });

  it('signs up a member at the front desk', async () => {
    const res = await create('admin', account('user', { phone: '', fullName: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Successfully created new member account!',
      user: { role: 'user', phone: null, fullName: null },
    });
  });

  it('needs a role it may create, a member’s birthday, staff’s full name, the register rules, and a trainer’s details', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [account('admin'), { role: [USER_MESSAGES.roleInvalid] }],
      [{ ...account('staff'), role: undefined }, { role: [USER_MESSAGES.roleRequired] }],
      [
        account('user', { birthday: undefined, password: 'short', email: 'Not@Valid', username: 'x' }),
        {
          birthday: [USER_MESSAGES.birthdayRequired],
          password: [AUTH_MESSAGES.passwordTooShort],
          email: [AUTH_MESSAGES.emailInvalid],
          username: [AUTH_MESSAGES.usernameTooShort],
        },
      ],
      [
        account('trainer'),
        {
          specialty: [TRAINER_MESSAGES.specialtyRequired],
          experience: [TRAINER_MESSAGES.experienceRequired],
          pricePerHour: [TRAINER_MESSAGES.priceRequired],
        },
      ],
      [
        trainerAccount({ experience: 1.5, pricePerHour: -1 }),
        { experience: [TRAINER_MESSAGES.experienceInvalid], pricePerHour: [TRAINER_MESSAGES.priceInvalid] },
      ],
      [trainerAccount({ pricePerHour: 10.005 }), { pricePerHour: [TRAINER_MESSAGES.priceInvalid] }],
      // Staff and trainers: every screen shows the full name, so it is required; a member's stays optional.
      [account('staff', { fullName: undefined }), { fullName: [AUTH_MESSAGES.fullNameRequired] }],
      [account('staff', { fullName: '  ' }), { fullName: [AUTH_MESSAGES.fullNameRequired] }],
      [trainerAccount({ fullName: null }), { fullName: [AUTH_MESSAGES.fullNameRequired] }],
      // A member without a password is a walk-in whose invitation sets it (docs/decisions/030): the name is needed.
      [account('user', { password: undefined, fullName: undefined }), { fullName: [AUTH_MESSAGES.fullNameRequired] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create('admin', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual(errors);
    }
    // Limits are inclusive: 0 years and a free hour are fine.
    expect((await create('admin', trainerAccount({ experience: 0, pricePerHour: 0 }))).statusCode).toBe(201);
    // A staff member's or trainer's birthday is optional.
    const noBirthday = await create('admin', account('staff', { birthday: undefined }));
    expect(noBirthday.statusCode, noBirthday.body).toBe(201);
    expect(noBirthday.json().user).toMatchObject({ birthday: null, fullName: 'New Colleague' });
    expect((await create('admin', trainerAccount({ birthday: '' }))).json().user.birthday).toBeNull();
  });

  it(`takes a password of ${PASSWORD_MAX} characters and refuses one longer, as register does`, async () => {
    const longPassword = (length: number) => `Aa1${'b'.repeat(length - 3)}`;
    const tooLong = account('staff', { password: longPassword(PASSWORD_MAX + 1) });
    const refused = await create('admin', tooLong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: AUTH_MESSAGES.passwordTooLong,
      errors: { password: [AUTH_MESSAGES.passwordTooLong] },
    });
    expect(await accountsWithEmail(tooLong.email)).toBe(0);

    const longest = account('staff', { password: longPassword(PASSWORD_MAX) });
    expect((await create('admin', longest)).statusCode).toBe(201);
    await loginAs(t, longest.email, longest.password);
  });

  it('refuses a username or e-mail in use, whatever the case, as register does', async () => {
    const taken = cast.otherMember.user;
    const username = await create('admin', trainerAccount({ username: taken.username.toUpperCase() }));
    expect(username.statusCode).toBe(409);
    expect(username.json()).toEqual({
      message: AUTH_MESSAGES.usernameExists,
      errors: { username: [AUTH_MESSAGES.usernameExists] },
    });
    const email = await create('admin', account('staff', { email: taken.email }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({
      message: AUTH_MESSAGES.emailExists,
      errors: { email: [AUTH_MESSAGES.emailExists] },
    });
  });

  it('makes the trainer’s account and profile together or not at all', async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(trainers);
    // Past the contract (the route would refuse it), so that the profile's insert fails after the account's.
    const body = {
      ...trainerAccount(),
      role: 'trainer' as const,
      specialty: 'x'.repeat(101),
      experience: 1,
      pricePerHour: 1,
    };
    const ctx = { db: t.db, config: { GYM_NAME: 'Pulse Gym' }, mail: { nudge() {} } } as unknown as AppContext;
    const origin = { publicUrl: undefined, protocol: 'http', host: 'localhost' };
    await expect(
      createAccountByAdmin(ctx, { id: cast.admin.user.id } as Caller, body, origin, silent),
    ).rejects.toThrow();
    expect(await accountsWithEmail(body.email)).toBe(0);
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(trainers);
    expect(after?.n).toBe(before?.n);
  });
});
