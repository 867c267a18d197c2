import { z } from 'zod';
import {
  birthdaySchema,
  emailSchema,
  fullNameSchema,
  languageSchema,
  nullable,
  passwordSchema,
  usernameSchema,
} from './auth.ts';
import { photoUrlSchema } from './images.ts';
import { type PhoneCountryOf, phoneSchema } from './phone.ts';

/**
 * The two account forms that take a phone: register and profile. Apart from auth.ts, so that the login and
 * password-reset pages, which take no phone, do not load the phone rule's numbering plans.
 */

/** The phone is read in the gym's country (`GET /api/gym`'s `country`). */
export const registerRequestSchema = (country: PhoneCountryOf) =>
  z.object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    /** The spec's register payload spells it `fullname`. */
    fullname: fullNameSchema,
    phone: phoneSchema(country),
    /** Not in the spec: the language of the account's e-mails; without it, the request's language. */
    language: languageSchema.optional(),
  });
export type RegisterRequest = z.input<ReturnType<typeof registerRequestSchema>>;

/**
 * A stored phone that the rule does not accept (kept as written when the rule came) is refused here too: its
 * owner is asked for a valid number on their next save.
 */
export const profileRequestSchema = (country: PhoneCountryOf) =>
  z.object({
    username: usernameSchema,
    /** Read-only: sent back unchanged by the form; any other value is refused. */
    email: emailSchema,
    birthday: nullable(birthdaySchema),
    fullName: nullable(fullNameSchema),
    phone: nullable(phoneSchema(country)),
    /** Not in the spec: without it the account keeps its language. */
    language: languageSchema.optional(),
    /**
     * Not in the spec: a member's photo, an address `POST /api/images?purpose=member-photo` answered; null removes
     * it; without it the account keeps its photo (docs/decisions/038).
     */
    photoUrl: photoUrlSchema.optional(),
  });
export type ProfileRequest = z.input<ReturnType<typeof profileRequestSchema>>;
export type ProfileUpdate = z.output<ReturnType<typeof profileRequestSchema>>;
