import { z } from 'zod';
import {
  AUTH_MESSAGES,
  BIRTHDAY_MIN,
  EMAIL_MAX,
  EMAIL_PATTERN,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_PATTERN,
  RESET_CODE_PATTERN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './auth-rules.ts';
import { DATE_PATTERN } from './common.ts';
import { LANGUAGES } from './languages.ts';
import { ROLES } from './roles.ts';

export const emailSchema = z
  .string()
  .trim()
  .min(1, { message: AUTH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid);

/** A new password: 8 to 128 characters of any kind. The server also refuses the most common ones. */
export const passwordSchema = z
  .string()
  .min(1, { message: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** A password given to log in: only filled. Stored passwords of any older rule keep working. */
export const loginPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameTooLong)
  .regex(USERNAME_PATTERN, AUTH_MESSAGES.usernameInvalid);

/** Required, then the length, then the characters: one message, the first rule broken. */
export const personNameSchema = (m: { required: string; tooLong: string; invalid: string }) =>
  z
    .string({ error: m.required })
    .trim()
    .min(FULL_NAME_MIN, { message: m.required, abort: true })
    .max(FULL_NAME_MAX, { message: m.tooLong, abort: true })
    .regex(PERSON_NAME_PATTERN, m.invalid);

export const fullNameSchema = personNameSchema({
  required: AUTH_MESSAGES.fullNameRequired,
  tooLong: AUTH_MESSAGES.fullNameTooLong,
  invalid: AUTH_MESSAGES.fullNameInvalid,
});

/** Today as YYYY-MM-DD in UTC; birthdays are calendar dates, a day either way does not matter. */
const todayIso = () => new Date().toISOString().slice(0, 10);

/** A date with a time, with or without a zone, as the original client sends dates (`1990-01-15T00:00:00.000Z`). */
const isoDateTimeSchema = z.iso.datetime({ offset: true, local: true });

/**
 * A calendar date, YYYY-MM-DD. A date-time is accepted for the clients written against the original API, and
 * its date part is kept as written: a birthday is a calendar date, not an instant, so it is never moved to
 * another zone (`1990-01-15T00:00:00.000Z` is 1990-01-15, wherever the server or the browser is).
 */
export const birthdaySchema = z
  .string()
  .transform((v) => (isoDateTimeSchema.safeParse(v).success ? v.slice(0, 10) : v))
  .pipe(
    z
      .string()
      .regex(DATE_PATTERN, AUTH_MESSAGES.birthdayInvalid)
      .refine(
        (d) => d >= BIRTHDAY_MIN && d <= todayIso() && !Number.isNaN(Date.parse(d)),
        AUTH_MESSAGES.birthdayInvalid,
      ),
  );

/** Optional text inputs: an empty field means "not given" and is stored as null. */
const emptyToNull = (v: unknown) =>
  v === '' || v === undefined ? null : typeof v === 'string' && v.trim() === '' ? null : v;
export const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable());

/** The safe view of an account: never a hash or a secret. */
export const roleSchema = z.enum(ROLES);

export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    role: roleSchema,
    birthday: z.string().nullable(),
    fullName: z.string().nullable(),
    phone: z.string().nullable(),
    /** The account's photo (`/api/images/{id}`; members only, docs/decisions/038), or null. */
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The language of a person's screens, e-mails and reminders (docs/decisions/021). */
export const languageSchema = z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid });

/** One's own account, as login, register and the profile answer it: the safe view and the chosen language. */
export const accountSchema = userSchema.extend({ language: languageSchema }).meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: accountSchema,
});

export const loginRequestSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: accountSchema,
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordStep1Schema = z.object({ email: emailSchema });
export const forgotPasswordStep2Schema = z.object({
  email: emailSchema,
  code: z.string().trim().regex(RESET_CODE_PATTERN, AUTH_MESSAGES.resetCodeInvalid),
  newPassword: passwordSchema,
});
/**
 * Both steps share one endpoint (decisions §8). A body with neither `code` nor `newPassword` is step 1;
 * a body with either must carry both, so a half-filled step 2 is an error, never a new code.
 */
export const forgotPasswordRequestSchema = z
  .object({
    email: emailSchema,
    code: forgotPasswordStep2Schema.shape.code.optional(),
    newPassword: passwordSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.code === undefined && body.newPassword !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: AUTH_MESSAGES.resetCodeInvalid });
    }
    if (body.code !== undefined && body.newPassword === undefined) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: AUTH_MESSAGES.passwordRequired });
    }
  });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export type ForgotPasswordStep1 = z.infer<typeof forgotPasswordStep1Schema>;
export type ForgotPasswordStep2 = z.infer<typeof forgotPasswordStep2Schema>;
