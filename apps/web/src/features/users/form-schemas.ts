import { createAccountRequestSchema, type PhoneCountry, userUpdateRequestSchema } from '@gym/contract';
import { z } from 'zod';

/**
 * A form sends an empty input as ''. For a required field that is "left out", so the schema says
 * 'Username is required' or 'Birthday is required' rather than a rule about its shape.
 */
export const blankAsMissing =
  (fields: readonly string[]) =>
  (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = { ...value };
    for (const field of fields) {
      if (typeof copy[field] === 'string' && (copy[field] as string).trim() === '') copy[field] = undefined;
    }
    return copy;
  };

/** What the edit form's inputs hold. */
export type EditUserFormValues = { username: string; email: string; fullName: string; phone: string };

/** What the Add New Staff form's inputs hold (numbers as typed; the schema reads them). */
export type AddStaffFormValues = {
  role: string;
  username: string;
  email: string;
  password: string;
  birthday: string;
  fullName: string;
  phone: string;
  specialty: string;
  experience: string;
  pricePerHour: string;
};

// The casts name what the inputs hold: z.preprocess types its input as unknown, and the form needs the fields.
/**
 * Spec §5 "Edit user": the contract's rules (the phone read in the gym's country), with blank required fields
 * reported as missing.
 */
export const editUserFormSchema = (country: PhoneCountry) =>
  z.preprocess(blankAsMissing(['username', 'email']), userUpdateRequestSchema(country)) as unknown as z.ZodType<
    z.output<ReturnType<typeof userUpdateRequestSchema>>,
    EditUserFormValues
  >;

/** Spec §5 "Add staff": the contract's `createAccountRequestSchema`, with blank required fields reported as missing. */
export const addStaffFormSchema = (country: PhoneCountry) =>
  z.preprocess(
    blankAsMissing(['role', 'username', 'email', 'password', 'birthday']),
    createAccountRequestSchema(country),
  ) as unknown as z.ZodType<z.output<ReturnType<typeof createAccountRequestSchema>>, AddStaffFormValues>;
