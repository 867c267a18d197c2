import { z } from 'zod';
import { emailSchema, personNameSchema } from './auth.ts';
import { FULL_NAME_MAX } from './auth-rules.ts';
import { pageQuerySchema } from './common.ts';
import { formatField } from './list-format.ts';
import { type PhoneCountryOf, phoneSchema } from './phone.ts';
import { searchQuerySchema } from './users.ts';

/** The database columns' sizes (contact_messages). */
export const CONTACT_NAME_MAX = FULL_NAME_MAX;
export const CONTACT_CITY_MAX = FULL_NAME_MAX;
/** Messages of every kind (contact, feedback, session notes) take up to this many characters (decisions §1). */
export const MESSAGE_MAX = 2000;
export const CONTACT_MESSAGE_MAX = MESSAGE_MAX;

/**
 * The order the form checks and reports its fields in: the spec's four rules keep their order (name, city,
 * phone, message); the e-mail, which the spec leaves to the browser, is checked where it sits in the form.
 */
export const CONTACT_FIELDS = ['name', 'email', 'city', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Names and cities follow the name rule (letters of any alphabet, spaces, apostrophes, hyphens, periods); the
 * message is any text (control characters are refused for every field by the server's input guard). The
 * spec's 'letters and spaces only' rules are not kept (decisions §1, docs/spec-deviations.md).
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  nameInvalid: "Name can contain letters, spaces, apostrophes ('), hyphens (-) and periods (.)",
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${CONTACT_CITY_MAX} characters`,
  cityInvalid: "City can contain letters, spaces, apostrophes ('), hyphens (-) and periods (.)",
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  sent: 'Message sent successfully!',
  tooMany: 'Too many messages from this address. Try again in a minute.',
} as const;

const contactCitySchema = personNameSchema({
  required: CONTACT_MESSAGES.cityRequired,
  tooLong: CONTACT_MESSAGES.cityTooLong,
  invalid: CONTACT_MESSAGES.cityInvalid,
});

/**
 * Our contact form: all five fields are required, sent and stored (decisions §1). Keys are in CONTACT_FIELDS
 * order, so issues are too. The phone is read in the gym's country.
 */
export const contactFormSchema = (country: PhoneCountryOf) =>
  z.object({
    name: personNameSchema({
      required: CONTACT_MESSAGES.nameRequired,
      tooLong: CONTACT_MESSAGES.nameTooLong,
      invalid: CONTACT_MESSAGES.nameInvalid,
    }),
    // Phones capitalise the first letter of an address; the newsletter accepts any case too.
    email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), emailSchema),
    city: contactCitySchema,
    phone: phoneSchema(country),
    message: z
      .string({ error: CONTACT_MESSAGES.messageRequired })
      .trim()
      .min(1, { message: CONTACT_MESSAGES.messageRequired, abort: true })
      .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
  });
export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

/**
 * `POST /api/contact`: the form's rules, except that city and phone may be left out (or null), as the clients
 * written against the original API do (they send name, e-mail and message only); they are stored as null then.
 * A city or phone that is sent follows the form's rules and messages, an empty one included. Same key order.
 */
export const contactRequestSchema = (country: PhoneCountryOf) =>
  contactFormSchema(country).extend({
    city: contactCitySchema.nullish(),
    phone: phoneSchema(country).nullish(),
  });
export type ContactRequest = z.input<ReturnType<typeof contactRequestSchema>>;
export type ContactInput = z.output<ReturnType<typeof contactRequestSchema>>;

/**
 * The first broken rule in the form's order (CONTACT_FIELDS), given messages per field: the one the error
 * notice shows.
 */
export function firstContactError(errors: Partial<Record<string, string | readonly string[] | undefined>>) {
  for (const field of CONTACT_FIELDS) {
    const value = errors[field];
    const message = typeof value === 'string' ? value : value?.[0];
    if (message) return { field, message };
  }
  return undefined;
}

/** A stored message as staff read it. */
export const contactMessageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    /** Null when the sender's client left it out. */
    city: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * `GET /api/contact`: newest first, paged with `?page` (decisions §8); `search` looks in the name, e-mail, city,
 * phone and message without regard to case; `format=csv` every match as a CSV file.
 */
export const contactListQuerySchema = pageQuerySchema.extend({ search: searchQuerySchema, format: formatField });
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
