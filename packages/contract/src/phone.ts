import {
  type CountryCode,
  getCountries,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { z } from 'zod';

/**
 * The one phone rule (decisions §1): any real number, checked by libphonenumber (Google's numbering plans, the
 * `min` metadata: lengths and prefixes per country, enough to refuse an area code that does not exist such as
 * 555), read in the gym's country when written without a country code, stored and answered in E.164
 * (`+12125550123`), shown in the national form. Every form and endpoint that takes a phone builds its field from
 * `phoneSchema(country)`.
 *
 * This module pulls in the numbering plans (about 40 kB gzipped): only the forms that take or show a phone import
 * it, never the landing page's first chunk.
 */
export type PhoneCountry = CountryCode;

/** Whether `code` is an ISO 3166-1 alpha-2 code whose numbers libphonenumber knows. */
export const isPhoneCountry = (code: string): code is PhoneCountry => isSupportedCountry(code);

/** What a person may type: digits, spaces, `+`, brackets, hyphens, dots and slashes. A letter is never a digit. */
const PHONE_CHARACTERS = /^[\d\s+().\-/]+$/;
/** E.164 as stored: `+`, a country code not starting with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** An example mobile number of `country` in its national form: `(201) 555-0123` for the US. */
export const examplePhone = (country: PhoneCountry) => getExampleNumber(country, examples)?.formatNational() ?? '';

export const PHONE_MESSAGES = {
  required: 'Phone number is required',
  invalid: (country: PhoneCountry) => `Enter a valid phone number, for example ${examplePhone(country)}`,
} as const;

/** `text` in E.164 when it is a valid number (read in `country` without a country code), else undefined. */
export function toE164(text: string, country: PhoneCountry): string | undefined {
  const trimmed = text.trim();
  if (!PHONE_CHARACTERS.test(trimmed)) return undefined;
  const parsed = parsePhoneNumberFromString(trimmed, { defaultCountry: country });
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether a stored phone is in the form the rule stores (rows written before the rule may not be). */
export const isStoredPhoneValid = (stored: string, country: PhoneCountry) =>
  E164_PATTERN.test(stored) && toE164(stored, country) === stored;

/**
 * How a stored phone is shown: the national form for a number of the gym's country (`(212) 555-0123`), the
 * international form for any other (`+44 20 7946 0958`), and a row the rule never accepted as it was written.
 */
export function formatPhone(stored: string, country: PhoneCountry): string {
  const parsed = E164_PATTERN.test(stored) ? parsePhoneNumberFromString(stored) : undefined;
  if (!parsed?.isValid()) return stored;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/** The gym's country, or how to read it when a request is checked (it is a setting the admin may change). */
export type PhoneCountryOf = PhoneCountry | (() => PhoneCountry);

/** A required phone field: trimmed, checked, answered in E.164. The message names an example in `country`. */
export const phoneSchema = (countryOf: PhoneCountryOf) =>
  z
    .string({ error: PHONE_MESSAGES.required })
    .trim()
    .min(1, { message: PHONE_MESSAGES.required, abort: true })
    .transform((text, ctx) => {
      const country = typeof countryOf === 'function' ? countryOf() : countryOf;
      const e164 = toE164(text, country);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid(country) });
      return z.NEVER;
    });

/** A stored phone in the international form, `+1 212 555 0147`: readable, and read the same in any country. */
export function formatPhoneInternational(stored: string): string {
  const parsed = E164_PATTERN.test(stored) ? parsePhoneNumberFromString(stored) : undefined;
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** The countries whose numbers the rule knows (ISO 3166-1 alpha-2): the Settings screen's choices. */
export const phoneCountries = (): PhoneCountry[] => getCountries();
