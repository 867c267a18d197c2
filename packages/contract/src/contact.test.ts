import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-rules.ts';
import {
  CONTACT_CITY_MAX,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  contactFormSchema as contactFormSchemaFor,
  contactRequestSchema as contactRequestSchemaFor,
  firstContactError,
} from './contact.ts';
import { PHONE_MESSAGES } from './phone.ts';

const contactFormSchema = contactFormSchemaFor('US');
const contactRequestSchema = contactRequestSchemaFor('US');
const phoneInvalid = PHONE_MESSAGES.invalid('US');

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  city: 'New York',
  phone: '+12125550123',
  message: 'I would like a tour of the gym',
};

/** The form's rules: every field required. */
const issuesOf = (
  input: unknown,
  schema: typeof contactFormSchema | typeof contactRequestSchema = contactFormSchema,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ field: String(i.path[0]), message: i.message }));
};
const messageFor = (input: unknown, field: string) => issuesOf(input).find((i) => i.field === field)?.message;

describe('contact rules', () => {
  it('accepts a well-formed message, trimmed, with the address in lowercase', () => {
    for (const schema of [contactFormSchema, contactRequestSchema]) {
      expect(schema.parse({ ...valid, name: '  Jane Doe ', email: ' Jane@Example.com' })).toEqual({
        ...valid,
        name: 'Jane Doe',
        email: 'jane@example.com',
      });
    }
  });

  it.each([
    ['name', 'Jane2', CONTACT_MESSAGES.nameInvalid],
    ['name', 'Jane <script>', CONTACT_MESSAGES.nameInvalid],
    ['name', '', CONTACT_MESSAGES.nameRequired],
    ['name', '   ', CONTACT_MESSAGES.nameRequired],
    ['name', 'a'.repeat(CONTACT_NAME_MAX + 1), CONTACT_MESSAGES.nameTooLong],
    ['email', '', AUTH_MESSAGES.emailRequired],
    ['email', 'not-an-address', AUTH_MESSAGES.emailInvalid],
    ['city', 'Paris 75', CONTACT_MESSAGES.cityInvalid],
    ['city', 'Paris (75)', CONTACT_MESSAGES.cityInvalid],
    ['city', '', CONTACT_MESSAGES.cityRequired],
    ['city', 'a'.repeat(CONTACT_CITY_MAX + 1), CONTACT_MESSAGES.cityTooLong],
    ['phone', '', PHONE_MESSAGES.required],
    ['phone', '(555) 010-2024', phoneInvalid],
    ['phone', '987654321', phoneInvalid],
    ['phone', '212-555-01ab', phoneInvalid],
    ['message', '', CONTACT_MESSAGES.messageRequired],
    ['message', 'a'.repeat(CONTACT_MESSAGE_MAX + 1), CONTACT_MESSAGES.messageTooLong],
  ])('refuses %s %j with %j, in the form and in a request', (field, value, message) => {
    expect(issuesOf({ ...valid, [field]: value })).toEqual([{ field, message }]);
    expect(issuesOf({ ...valid, [field]: value }, contactRequestSchema)).toEqual([{ field, message }]);
  });

  it.each([
    ['name', "Jane O'Brien"],
    ['name', 'José Álvarez-Núñez'],
    ['name', '李雷'],
    ['city', 'St. Louis'],
    ['city', 'Hồ Chí Minh'],
    ['message', 'Hello, is it open at 6:30? Call me: +1 212 555 0123 — thanks!'],
  ])('accepts the %s %j', (field, value) => {
    expect(contactFormSchema.parse({ ...valid, [field]: value })[field as 'name']).toBe(value);
  });

  it('accepts letters of any alphabet, line breaks in the message, and the inclusive limits', () => {
    const ok = {
      name: 'José Zoë'.padEnd(CONTACT_NAME_MAX, 'a'),
      email: 'jane@example.com',
      city: 'São Paulo'.padEnd(CONTACT_CITY_MAX, 'a'),
      phone: '(212) 555-0123',
      message: `Hello\nSee you soon${' x'.repeat((CONTACT_MESSAGE_MAX - 17) / 2)}`.slice(0, CONTACT_MESSAGE_MAX),
    };
    expect(ok.message).toHaveLength(CONTACT_MESSAGE_MAX);
    expect(contactFormSchema.safeParse(ok).success).toBe(true);
  });

  it('reports the spec rules in the spec order: name, city, phone, message (the e-mail in its place)', () => {
    const allWrong = { name: 'J4ne', email: 'nope', city: 'C1ty', phone: '123', message: '' };
    expect(issuesOf(allWrong)).toEqual([
      { field: 'name', message: CONTACT_MESSAGES.nameInvalid },
      { field: 'email', message: AUTH_MESSAGES.emailInvalid },
      { field: 'city', message: CONTACT_MESSAGES.cityInvalid },
      { field: 'phone', message: phoneInvalid },
      { field: 'message', message: CONTACT_MESSAGES.messageRequired },
    ]);
    expect(CONTACT_FIELDS).toEqual(['name', 'email', 'city', 'phone', 'message']);
  });

  it('names the first broken rule in that order, whatever order the errors come in', () => {
    expect(firstContactError({ message: ['m'], phone: 'p', city: ['c'] })).toEqual({ field: 'city', message: 'c' });
    expect(firstContactError({ message: 'm', phone: ['p'] })).toEqual({ field: 'phone', message: 'p' });
    expect(firstContactError({ message: ['m'] })).toEqual({ field: 'message', message: 'm' });
    expect(firstContactError({ name: 'n', message: 'm' })).toEqual({ field: 'name', message: 'n' });
    expect(firstContactError({})).toBeUndefined();
  });

  it('asks the form for every field when nothing is filled in', () => {
    expect(messageFor({}, 'name')).toBe(CONTACT_MESSAGES.nameRequired);
    expect(messageFor({}, 'city')).toBe(CONTACT_MESSAGES.cityRequired);
    expect(messageFor({}, 'phone')).toBe(PHONE_MESSAGES.required);
    expect(messageFor({}, 'message')).toBe(CONTACT_MESSAGES.messageRequired);
    expect(messageFor({}, 'email')).toBeDefined();
  });
});

describe('contact request from other clients (decisions §1)', () => {
  const original = { name: valid.name, email: valid.email, message: valid.message };

  it('takes name, e-mail and message alone, as the original client sends them', () => {
    expect(contactRequestSchema.parse(original)).toEqual(original);
    expect(contactRequestSchema.parse({ ...original, city: null, phone: null })).toEqual({
      ...original,
      city: null,
      phone: null,
    });
  });

  it('still requires name, e-mail and message', () => {
    expect(issuesOf({}, contactRequestSchema).map((i) => i.field)).toEqual(['name', 'email', 'message']);
  });

  it('checks a city or phone that is sent with the form’s rules, in the form’s order', () => {
    expect(issuesOf({ ...original, name: 'J4ne', city: 'C1ty', phone: '123' }, contactRequestSchema)).toEqual([
      { field: 'name', message: CONTACT_MESSAGES.nameInvalid },
      { field: 'city', message: CONTACT_MESSAGES.cityInvalid },
      { field: 'phone', message: phoneInvalid },
    ]);
    expect(issuesOf({ ...original, city: '', phone: ' ' }, contactRequestSchema)).toEqual([
      { field: 'city', message: CONTACT_MESSAGES.cityRequired },
      { field: 'phone', message: PHONE_MESSAGES.required },
    ]);
  });

  it('leaves the form requiring city and phone', () => {
    expect(issuesOf(original)).toEqual([
      { field: 'city', message: CONTACT_MESSAGES.cityRequired },
      { field: 'phone', message: PHONE_MESSAGES.required },
    ]);
  });
});
