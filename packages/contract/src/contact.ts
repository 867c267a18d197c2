import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { pageQuerySchema } from './common.ts';
import { searchQuerySchema } from './users.ts';

/** The database columns' sizes (contact_messages). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_CITY_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;

/**
 * Spec §5: "letters and spaces only". Letters of any alphabet count (José, Zoë), with their combining marks.
 * A message may also break lines: it is typed in a multi-line box.
 */
export const CONTACT_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;
export const CONTACT_CITY_PATTERN = CONTACT_NAME_PATTERN;
export const CONTACT_MESSAGE_PATTERN = /^[\p{L}\p{M} \r\n]+$/u;
/** Starts with 9, 8, 7 or 6 and has exactly 10 digits. */
export const CONTACT_PHONE_PATTERN = /^[6-9]\d{9}$/;

/**
 * The order the form checks and reports its fields in: the spec's four rules keep their order (name, city,
 * phone, message); the e-mail, which the spec leaves to the browser, is checked where it sits in the form.
 */
export const CONTACT_FIELDS = ['name', 'email', 'city', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Spec §5 and §8 word for word; the required and length texts are ours (docs/spec-deviations.md). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX} characters`,
  nameInvalid: 'Name must contain only alphabets',
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${CONTACT_CITY_MAX} characters`,
  cityInvalid: 'City must contain only alphabets and spaces',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number must start with 9, 8, 7, or 6 and contain exactly 10 digits',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
  messageInvalid: 'Message must contain only alphabets and spaces',
  sent: 'Message sent successfully!',
  tooMany: 'Too many messages from this address. Try again in a minute.',
} as const;

/** Required, then the length, then the pattern: one message per field, the first rule it breaks. */
const text = (max: number, pattern: RegExp, m: { required: string; tooLong: string; invalid: string }) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { message: m.required, abort: true })
    .max(max, { message: m.tooLong, abort: true })
    .regex(pattern, m.invalid);

const contactCitySchema = text(CONTACT_CITY_MAX, CONTACT_CITY_PATTERN, {
  required: CONTACT_MESSAGES.cityRequired,
  tooLong: CONTACT_MESSAGES.cityTooLong,
  invalid: CONTACT_MESSAGES.cityInvalid,
});
const contactPhoneSchema = z
  .string({ error: CONTACT_MESSAGES.phoneRequired })
  .trim()
  .min(1, { message: CONTACT_MESSAGES.phoneRequired, abort: true })
  .regex(CONTACT_PHONE_PATTERN, CONTACT_MESSAGES.phoneInvalid);

/**
 * Our contact form: all five fields are required, sent and stored (decisions §1). Keys are in CONTACT_FIELDS
 * order, so issues are too.
 */
export const contactFormSchema = z.object({
  name: text(CONTACT_NAME_MAX, CONTACT_NAME_PATTERN, {
    required: CONTACT_MESSAGES.nameRequired,
    tooLong: CONTACT_MESSAGES.nameTooLong,
    invalid: CONTACT_MESSAGES.nameInvalid,
  }),
  // Phones capitalise the first letter of an address; the newsletter accepts any case too.
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), emailSchema),
  city: contactCitySchema,
  phone: contactPhoneSchema,
  message: text(CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_PATTERN, {
    required: CONTACT_MESSAGES.messageRequired,
    tooLong: CONTACT_MESSAGES.messageTooLong,
    invalid: CONTACT_MESSAGES.messageInvalid,
  }),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/**
 * `POST /api/contact`: the form's rules, except that city and phone may be left out (or null), as the clients
 * written against the original API do (they send name, e-mail and message only); they are stored as null then.
 * A city or phone that is sent follows the form's rules and messages, an empty one included. Same key order.
 */
export const contactRequestSchema = contactFormSchema.extend({
  city: contactCitySchema.nullish(),
  phone: contactPhoneSchema.nullish(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

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
 * phone and message without regard to case.
 */
export const contactListQuerySchema = pageQuerySchema.extend({ search: searchQuerySchema });
export type ContactListQuery = z.output<typeof contactListQuerySchema>;
