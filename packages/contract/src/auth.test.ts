import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  profileRequestSchema,
  registerRequestSchema,
} from './auth.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path[0] === field)?.message;

const validRegister = {
  username: 'jane_doe',
  email: 'jane@example.com',
  password: 'Secret123',
  fullname: 'Jane Doe',
  phone: '0123456789',
};

describe('register rules', () => {
  it('accepts a well-formed member', () => {
    expect(registerRequestSchema.safeParse(validRegister).success).toBe(true);
  });

  it.each([
    ['email', 'Jane@Example.com', AUTH_MESSAGES.emailInvalid],
    ['email', 'not-an-email', AUTH_MESSAGES.emailInvalid],
    ['password', 'short1A', AUTH_MESSAGES.passwordInvalid],
    ['password', 'alllowercase1', AUTH_MESSAGES.passwordInvalid],
    ['password', 'NoDigitsHere', AUTH_MESSAGES.passwordInvalid],
    ['password', 'Symbols#123', AUTH_MESSAGES.passwordInvalid],
    ['phone', '1123456789', AUTH_MESSAGES.phoneInvalid],
    ['phone', '012345678', AUTH_MESSAGES.phoneInvalid],
    ['fullname', 'Jo', AUTH_MESSAGES.fullNameTooShort],
    ['fullname', 'x'.repeat(31), AUTH_MESSAGES.fullNameTooLong],
    ['username', 'ab', AUTH_MESSAGES.usernameTooShort],
    ['username', 'a'.repeat(21), AUTH_MESSAGES.usernameTooLong],
    ['username', 'jane doe', AUTH_MESSAGES.usernameInvalid],
  ])('refuses %s %j with the spec message', (field, value, message) => {
    const result = registerRequestSchema.safeParse({ ...validRegister, [field]: value });
    expect(firstMessage(result, field)).toBe(message);
  });

  it('treats limits as inclusive', () => {
    expect(registerRequestSchema.safeParse({ ...validRegister, username: 'a'.repeat(20) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, fullname: 'x'.repeat(30) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, fullname: 'abcd' }).success).toBe(true);
  });
});

describe('login rules', () => {
  it('requires both inputs', () => {
    const result = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(firstMessage(result, 'email')).toBe(AUTH_MESSAGES.emailRequired);
    expect(firstMessage(result, 'password')).toBe(AUTH_MESSAGES.passwordRequired);
  });
});

describe('profile rules', () => {
  const valid = {
    username: 'jane',
    email: 'jane@example.com',
    birthday: '1990-05-01',
    fullName: 'Jane Doe',
    phone: '0123456789',
  };

  it('turns empty optional fields into null', () => {
    const parsed = profileRequestSchema.parse({ ...valid, birthday: '', fullName: '', phone: '' });
    expect(parsed).toMatchObject({ birthday: null, fullName: null, phone: null });
  });

  it('keeps the calendar date of a birthday sent as a date-time, as the original client sends it', () => {
    const birthdayOf = (birthday: string) => profileRequestSchema.parse({ ...valid, birthday }).birthday;
    expect(birthdayOf('1990-01-15T00:00:00.000Z')).toBe('1990-01-15');
    expect(birthdayOf('1990-01-15T23:30:00Z')).toBe('1990-01-15');
    // The date as written, not moved to UTC or to the machine's zone.
    expect(birthdayOf('1990-01-15T00:30:00+02:00')).toBe('1990-01-15');
    expect(birthdayOf('1990-01-15T22:00:00-05:00')).toBe('1990-01-15');
    expect(birthdayOf('1990-01-15T08:00:00')).toBe('1990-01-15');
    for (const bad of ['1899-12-31T00:00:00.000Z', '1990-01-15T25:00:00Z', '1990-02-30T00:00:00Z', '1990-01-15 x']) {
      expect(firstMessage(profileRequestSchema.safeParse({ ...valid, birthday: bad }), 'birthday'), bad).toBe(
        AUTH_MESSAGES.birthdayInvalid,
      );
    }
  });

  it('keeps birthdays between 1900-01-01 and today', () => {
    expect(profileRequestSchema.safeParse({ ...valid, birthday: '1900-01-01' }).success).toBe(true);
    expect(firstMessage(profileRequestSchema.safeParse({ ...valid, birthday: '1899-12-31' }), 'birthday')).toBe(
      AUTH_MESSAGES.birthdayInvalid,
    );
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    expect(firstMessage(profileRequestSchema.safeParse({ ...valid, birthday: tomorrow }), 'birthday')).toBe(
      AUTH_MESSAGES.birthdayInvalid,
    );
  });
});

describe('forgot-password steps', () => {
  it('reads a bare e-mail as step 1', () => {
    expect(forgotPasswordRequestSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('refuses the old shape without a code rather than sending a new code', () => {
    const result = forgotPasswordRequestSchema.safeParse({ email: 'a@b.co', newPassword: 'Secret123' });
    expect(firstMessage(result, 'code')).toBe(AUTH_MESSAGES.resetCodeInvalid);
  });

  it('needs six digits', () => {
    const result = forgotPasswordRequestSchema.safeParse({ email: 'a@b.co', code: '12345', newPassword: 'Secret123' });
    expect(firstMessage(result, 'code')).toBe(AUTH_MESSAGES.resetCodeInvalid);
  });
});
