import { describe, expect, it } from 'vitest';
import {
  profileRequestSchema as profileRequestSchemaFor,
  registerRequestSchema as registerRequestSchemaFor,
} from './account-forms.ts';
import { forgotPasswordRequestSchema, loginRequestSchema } from './auth.ts';
import { AUTH_MESSAGES } from './auth-rules.ts';

const registerRequestSchema = registerRequestSchemaFor('US');
const profileRequestSchema = profileRequestSchemaFor('US');

const firstMessage = (
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path[0] === field)?.message;

const validRegister = {
  username: 'jane_doe',
  email: 'jane@example.com',
  password: 'Secret123',
  fullname: 'Jane Doe',
  phone: '(212) 555-0123',
};

describe('register rules', () => {
  it('accepts a well-formed member', () => {
    expect(registerRequestSchema.safeParse(validRegister).success).toBe(true);
  });

  it.each([
    ['email', 'Jane@Example.com', AUTH_MESSAGES.emailInvalid],
    ['email', 'not-an-email', AUTH_MESSAGES.emailInvalid],
    ['password', 'short1A', AUTH_MESSAGES.passwordTooShort],
    ['password', 'x'.repeat(129), AUTH_MESSAGES.passwordTooLong],
    ['fullname', '', AUTH_MESSAGES.fullNameRequired],
    ['fullname', '   ', AUTH_MESSAGES.fullNameRequired],
    ['fullname', 'x'.repeat(101), AUTH_MESSAGES.fullNameTooLong],
    ['fullname', 'Jane Doe 2', AUTH_MESSAGES.fullNameInvalid],
    ['fullname', 'Jane <b>', AUTH_MESSAGES.fullNameInvalid],
    ['username', 'ab', AUTH_MESSAGES.usernameTooShort],
    ['username', 'a'.repeat(21), AUTH_MESSAGES.usernameTooLong],
    ['username', 'jane doe', AUTH_MESSAGES.usernameInvalid],
  ])('refuses %s %j with the spec message', (field, value, message) => {
    const result = registerRequestSchema.safeParse({ ...validRegister, [field]: value });
    expect(firstMessage(result, field)).toBe(message);
  });

  it('treats limits as inclusive', () => {
    expect(registerRequestSchema.safeParse({ ...validRegister, username: 'a'.repeat(20) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, fullname: 'x'.repeat(100) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, fullname: 'J' }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, password: 'x'.repeat(8) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...validRegister, password: 'x'.repeat(128) }).success).toBe(true);
  });

  it.each(["O'Neil", 'Sarah O’Neil', 'José Álvarez-Núñez', '李雷', 'St. John', 'Zoë Ångström'])(
    'accepts the name %j',
    (fullname) => {
      expect(registerRequestSchema.parse({ ...validRegister, fullname }).fullname).toBe(fullname);
    },
  );

  it.each(['all lowercase no digits', 'pässwörd mit Umlaut', 'spaces and symbols !? #', '12345678'])(
    'takes any characters as a password, without a composition rule: %j',
    (password) => {
      expect(registerRequestSchema.safeParse({ ...validRegister, password }).success).toBe(true);
    },
  );

  it('answers the phone in E.164', () => {
    expect(registerRequestSchema.parse(validRegister).phone).toBe('+12125550123');
  });
});

describe('login rules', () => {
  it('requires both inputs', () => {
    const result = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(firstMessage(result, 'email')).toBe(AUTH_MESSAGES.emailRequired);
    expect(firstMessage(result, 'password')).toBe(AUTH_MESSAGES.passwordRequired);
  });

  it('takes any filled password, whatever rule it was chosen under', () => {
    for (const password of ['short', 'x'.repeat(200), 'password1'])
      expect(loginRequestSchema.safeParse({ email: 'jane@example.com', password }).success, password).toBe(true);
  });
});

describe('profile rules', () => {
  const valid = {
    username: 'jane',
    email: 'jane@example.com',
    birthday: '1990-05-01',
    fullName: 'Jane Doe',
    phone: '+12125550123',
  };

  it('refuses a phone kept as written under an older rule, so its owner is asked for a valid one', () => {
    expect(firstMessage(profileRequestSchema.safeParse({ ...valid, phone: '0912345678' }), 'phone')).toBe(
      'Enter a valid phone number, for example (201) 555-0123',
    );
  });

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
