import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-rules.ts';
import { can, isStaffSide } from './permissions.ts';
import {
  createAccountRequestSchema as createAccountRequestSchemaFor,
  createdAccountMessage,
  publicUserSchema,
  TRAINER_MESSAGES,
  trainerUpdateRequestSchema,
  USER_MESSAGES,
  userListQuerySchema,
  userOrPublicUserSchema,
  userUpdateRequestSchema as userUpdateRequestSchemaFor,
} from './users.ts';

const createAccountRequestSchema = createAccountRequestSchemaFor('US');
const userUpdateRequestSchema = userUpdateRequestSchemaFor('US');

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const staff = {
  role: 'staff',
  username: 'front_desk',
  email: 'desk@gym.test',
  password: 'Secret123',
  birthday: '1990-04-02',
  fullName: 'Dana Front',
};

describe('creating an account as the admin', () => {
  it('takes a staff account with phone optional, ignoring the null trainer fields', () => {
    const parsed = createAccountRequestSchema.parse({ ...staff, experience: null, pricePerHour: null, phone: '' });
    expect(parsed).toEqual({ ...staff, phone: null });
  });

  it('needs a full name for staff and trainers; their password (an invitation instead) and birthday are optional', () => {
    const { password: _password, birthday: _birthday, ...invited } = staff;
    expect(createAccountRequestSchema.parse(invited)).toEqual(invited);
    expect(messages(createAccountRequestSchema.safeParse({ ...staff, fullName: undefined }))).toEqual({
      fullName: AUTH_MESSAGES.fullNameRequired,
    });
  });

  it('needs specialty, whole years and a price with at most cents for a trainer', () => {
    const trainer = { ...staff, role: 'trainer' };
    expect(messages(createAccountRequestSchema.safeParse(trainer))).toEqual({
      specialty: TRAINER_MESSAGES.specialtyRequired,
      experience: TRAINER_MESSAGES.experienceRequired,
      pricePerHour: TRAINER_MESSAGES.priceRequired,
    });
    expect(
      messages(
        createAccountRequestSchema.safeParse({ ...trainer, specialty: 'Yoga', experience: 2.5, pricePerHour: 10.005 }),
      ),
    ).toEqual({ experience: TRAINER_MESSAGES.experienceInvalid, pricePerHour: TRAINER_MESSAGES.priceInvalid });
    expect(
      createAccountRequestSchema.parse({ ...trainer, specialization: 'Yoga', experience: '0', pricePerHour: '0' }),
    ).toMatchObject({ specialty: 'Yoga', experience: 0, pricePerHour: 0 });
  });

  it('needs a role it may create, a member’s birthday and the register rules', () => {
    expect(messages(createAccountRequestSchema.safeParse({ ...staff, role: undefined }))).toEqual({
      role: USER_MESSAGES.roleRequired,
    });
    expect(messages(createAccountRequestSchema.safeParse({ ...staff, role: 'admin' }))).toEqual({
      role: USER_MESSAGES.roleInvalid,
    });
    expect(
      messages(
        createAccountRequestSchema.safeParse({
          ...staff,
          role: 'user',
          birthday: undefined,
          password: 'short',
          email: 'x',
        }),
      ),
    ).toEqual({
      birthday: USER_MESSAGES.birthdayRequired,
      password: AUTH_MESSAGES.passwordTooShort,
      email: AUTH_MESSAGES.emailInvalid,
    });
  });
});

describe('editing a user', () => {
  it('needs username and e-mail; keeps left-out optional fields out and clears empty ones', () => {
    expect(messages(userUpdateRequestSchema.safeParse({}))).toEqual({
      username: USER_MESSAGES.usernameRequired,
      email: AUTH_MESSAGES.emailRequired,
    });
    expect(userUpdateRequestSchema.parse({ username: 'jane', email: 'jane@gym.test', phone: '' })).toEqual({
      username: 'jane',
      email: 'jane@gym.test',
      phone: null,
    });
  });

  it('reads the phone in the gym’s country and answers it in E.164', () => {
    const edit = { username: 'jane', email: 'jane@gym.test', phone: '0912 345 678' };
    expect(userUpdateRequestSchemaFor('VN').parse(edit).phone).toBe('+84912345678');
    expect(messages(userUpdateRequestSchema.safeParse(edit))).toEqual({
      phone: 'Enter a valid phone number, for example (201) 555-0123',
    });
  });
});

describe('the user list query', () => {
  it('filters by role and a search of at most 100 characters', () => {
    expect(userListQuerySchema.parse({ role: 'trainer', search: ' ann ' })).toMatchObject({
      role: 'trainer',
      search: 'ann',
    });
    expect(messages(userListQuerySchema.safeParse({ search: 'x'.repeat(101) }))).toEqual({
      search: USER_MESSAGES.searchTooLong,
    });
    expect(messages(userListQuerySchema.safeParse({ role: 'boss' }))).toHaveProperty('role');
  });

  it('reads an empty search as no search', () => {
    expect(userListQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('sorts by name ascending unless told otherwise, and only by the listed columns', () => {
    expect(userListQuerySchema.parse({})).toEqual({ pageSize: 20, sort: 'fullName', order: 'asc' });
    expect(userListQuerySchema.parse({ sort: 'email', order: 'desc', page: '2' })).toMatchObject({
      sort: 'email',
      order: 'desc',
      page: 2,
    });
    expect(messages(userListQuerySchema.safeParse({ sort: 'passwordHash', order: 'up' }))).toEqual({
      sort: USER_MESSAGES.sortInvalid,
      order: USER_MESSAGES.orderInvalid,
    });
  });
});

describe('reading one account', () => {
  const full = {
    id: 3,
    username: 'coach',
    email: 'coach@gym.test',
    role: 'trainer',
    birthday: null,
    fullName: 'Coach Carter',
    phone: '0123456789',
    photoUrl: null,
  };

  it('keeps the whole safe view when it is given, and never more than the public fields otherwise', () => {
    expect(userOrPublicUserSchema.parse(full)).toEqual(full);
    expect(publicUserSchema.parse(full)).toEqual({
      id: 3,
      username: 'coach',
      fullName: 'Coach Carter',
      role: 'trainer',
    });
    expect(userOrPublicUserSchema.parse(publicUserSchema.parse(full))).toEqual({
      id: 3,
      username: 'coach',
      fullName: 'Coach Carter',
      role: 'trainer',
    });
  });
});

describe('the created-account message', () => {
  it('names the role in lower case, a member as a member', () => {
    expect(createdAccountMessage('trainer')).toBe('Successfully created new trainer account!');
    expect(createdAccountMessage('staff')).toBe('Successfully created new staff account!');
    expect(createdAccountMessage('user')).toBe('Successfully created new member account!');
  });
});

describe('the trainer edit', () => {
  it('reads the old client’s `specialization` and ignores its `id`', () => {
    expect(
      trainerUpdateRequestSchema.parse({ id: 3, specialization: 'HIIT', experience: 4, pricePerHour: 45.5 }),
    ).toEqual({ specialty: 'HIIT', experience: 4, pricePerHour: 45.5 });
  });
});

describe('permissions', () => {
  it('names the roles that may try, and admin and staff as acting for members', () => {
    expect(can('staff', 'users.update')).toBe(true);
    expect(can('staff', 'users.delete')).toBe(false);
    expect(can('trainer', 'feedback.listAll')).toBe(true);
    expect(can('trainer', 'plans.write')).toBe(false);
    expect(can(undefined, 'plans.write')).toBe(false);
    expect([isStaffSide('admin'), isStaffSide('staff'), isStaffSide('trainer'), isStaffSide('user')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
