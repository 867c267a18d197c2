import { z } from 'zod';
import {
  birthdaySchema,
  emailSchema,
  fullNameSchema,
  passwordSchema,
  roleSchema,
  usernameSchema,
  userSchema,
} from './auth.ts';
import { AUTH_MESSAGES } from './auth-rules.ts';
import { hasAtMostTwoDecimals, numberInput, pageOf, pageQuerySchema } from './common.ts';
import { photoUrlSchema } from './images.ts';
import { invitationStateSchema } from './invitations.ts';
import { formatField } from './list-format.ts';
import { type PhoneCountryOf, phoneSchema } from './phone.ts';

/** Spec §8 "Auth and account" word for word, then the texts the back office adds where the spec has none. */
export const USER_MESSAGES = {
  updated: 'User updated successfully',
  updateFailed: (status: number | string) => `Error updating user: ${status}`,
  updateUnexpected: 'An unexpected error occurred during update.',
  deleteFailed: (status: number | string) => `Error deleting user: ${status}`,
  listFailed: 'Something went wrong in getting all users || internet issue',
  deleted: 'User deleted successfully',
  confirmDelete: (name: string) => `Delete the account of ${name}? They will no longer be able to log in.`,
  created: (role: string) => `Successfully created new ${role} account!`,
  createFailed: 'An error occurred while creating the staff member',
  createFailedStatus: 'Failed to create staff member',
  notFound: 'User not found',
  cannotDeleteSelf: 'You cannot delete your own account',
  staffEditMembersOnly: 'Staff can edit member accounts only',
  roleRequired: 'Role is required',
  roleInvalid: 'Choose staff, trainer or member',
  birthdayRequired: 'Birthday is required',
  usernameRequired: 'Username is required',
  searchTooLong: 'Search must be at most 100 characters',
  sortInvalid: 'Sort by fullName, username, email, phone, role or id',
  orderInvalid: 'Order must be asc or desc',
  noUsers: 'No accounts match.',
  /** The back office's screens: what a list without anyone in it says, and a delete that got no answer. */
  noMembersYet: 'No members yet.',
  deleteUnreachable: 'Error deleting user: no answer from the server',
} as const;

export const TRAINER_MESSAGES = {
  updated: 'Trainer updated successfully',
  updateError: 'Error updating trainer',
  updateFailed: 'Failed to update trainer',
  deleted: 'Trainer deleted successfully',
  listFailed: 'Something went wrong in getting trainers || internet issue',
  notFound: 'Trainer not found',
  confirmDelete: (name: string) =>
    `Delete ${name}? Their upcoming sessions are cancelled and the members are told by e-mail.`,
  specialtyRequired: 'Specialty is required',
  specialtyTooLong: 'Specialty must be at most 100 characters',
  experienceRequired: 'Experience is required',
  experienceInvalid: 'Experience must be a whole number of years, 0 or more',
  priceRequired: 'Price per hour is required',
  priceInvalid: 'Price per hour must be 0 or more, with at most 2 decimals',
  noTrainers: 'No trainers yet.',
  biographyTooLong: 'Biography must be at most 2000 characters',
  photoInvalid: 'Upload the photo first: a photo is one of the gym’s own images',
  photoNotFound: 'That photo is no longer stored; upload it again',
  ownProfileOnly: 'A trainer may edit only their own biography and photo',
  ownFieldsOnly: 'A trainer may change only their biography and photo',
  profileSaved: 'Your trainer profile is saved',
} as const;

export const TRAINER_BIOGRAPHY_MAX = 2000;

export const SEARCH_MAX = 100;
export const TRAINER_SPECIALTY_MAX = 100;
export const TRAINER_EXPERIENCE_MAX = 80;
export const TRAINER_PRICE_MAX = 99_999.99;

/**
 * Columns the account list sorts by. `fullName` falls back to the username for accounts without a name (that is
 * what the screens show), text compares without regard to case, and ties are broken by id, so paging is stable.
 */
export const USER_SORT_FIELDS = ['fullName', 'username', 'email', 'phone', 'role', 'id'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's `?search=`: at most SEARCH_MAX characters, trimmed; an empty search is no search. The account list and
 * the contact messages share it.
 */
export const searchQuerySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(SEARCH_MAX, USER_MESSAGES.searchTooLong).optional(),
);

/**
 * `GET /api/users` and `GET /api/Trainer/{id}/users`: filter by role, search over full name, username, e-mail
 * and phone (case-insensitive, `%` and `_` taken literally), sort by a column (name first by default); paged
 * with `?page` (decisions §8). An empty search is no search. `phoneNeedsFix=true` lists the phones to fix.
 */
export const userListQuerySchema = pageQuerySchema.extend({
  role: roleSchema.optional(),
  search: searchQuerySchema,
  sort: z.enum(USER_SORT_FIELDS, { error: USER_MESSAGES.sortInvalid }).default('fullName'),
  order: z.enum(SORT_ORDERS, { error: USER_MESSAGES.orderInvalid }).default('asc'),
  /**
   * `true`: only accounts whose phone is not a valid number in E.164, kept as written when the phone rule came
   * (decisions §1); the front desk asks them for a valid one.
   */
  phoneNeedsFix: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export type UserListParams = z.input<typeof userListQuerySchema>;

/** `GET /api/users` and a trainer's members: the list, or with `format=csv` every match as a CSV file. */
export const usersQuerySchema = userListQuerySchema.extend({ format: formatField });
export type UsersQuery = z.output<typeof usersQuerySchema>;
export type UsersParams = z.input<typeof usersQuerySchema>;

/**
 * An account as the back office lists it: a staff member or trainer who has not chosen a password yet also carries
 * their invitation's state (docs/decisions/020), so the admin can send it again.
 */
export const listedUserSchema = userSchema.extend({ invitation: invitationStateSchema.optional() });
export type ListedUser = z.infer<typeof listedUserSchema>;

export const userPageSchema = pageOf(listedUserSchema);
export const userListSchema = z.union([z.array(listedUserSchema), userPageSchema]);

/** What any signed-in user may read of a trainer's account (decisions §4): the booking form shows the name. */
export const publicUserSchema = userSchema.pick({ id: true, username: true, fullName: true, role: true });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * `GET /api/users/{id}`: the whole safe view for those who may see the account, a trainer's public fields for
 * any other signed-in user. The full view is tried first, so it is never cut down to the public one.
 */
export const userOrPublicUserSchema = z.union([userSchema, publicUserSchema]);

/** Optional text: an empty field is "not given", stored as null. */
const emptyToNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v);
const optionalNullable = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable().optional());

/**
 * `PUT /api/users/{id}` (spec §5 "Edit user"): username and e-mail required, full name, phone and birthday
 * optional (left out keeps the saved value, empty clears it).
 */
export const userUpdateRequestSchema = (country: PhoneCountryOf) =>
  z.object({
    username: z.string({ error: USER_MESSAGES.usernameRequired }).pipe(usernameSchema),
    email: z.string({ error: AUTH_MESSAGES.emailRequired }).pipe(emailSchema),
    fullName: optionalNullable(fullNameSchema),
    phone: optionalNullable(phoneSchema(country)),
    birthday: optionalNullable(birthdaySchema),
    /** A member's photo: an address `POST /api/images?purpose=member-photo` answered; null removes it; left out keeps it. */
    photoUrl: photoUrlSchema.optional(),
  });
export type UserUpdateRequest = z.input<ReturnType<typeof userUpdateRequestSchema>>;
export type UserUpdate = z.output<ReturnType<typeof userUpdateRequestSchema>>;

/** Roles an admin may create (decisions §4): staff, trainers, and members signed up at the front desk. */
export const CREATABLE_ROLES = ['staff', 'trainer', 'user'] as const;
export type CreatableRole = (typeof CREATABLE_ROLES)[number];
export const CREATABLE_ROLE_LABELS: Record<CreatableRole, string> = {
  staff: 'Staff',
  trainer: 'Trainer',
  user: 'Member',
};

const moneyOrZero = (required: string, invalid: string) =>
  numberInput({ required, invalid }).pipe(
    z.number().min(0, invalid).max(TRAINER_PRICE_MAX, invalid).refine(hasAtMostTwoDecimals, invalid),
  );

/** A trainer's professional details: `specialty` (the old client also says `specialization`), years, hourly price. */
export const trainerDetailsSchema = z.object({
  specialty: z
    .string({ error: TRAINER_MESSAGES.specialtyRequired })
    .trim()
    .min(1, TRAINER_MESSAGES.specialtyRequired)
    .max(TRAINER_SPECIALTY_MAX, TRAINER_MESSAGES.specialtyTooLong),
  experience: numberInput({
    required: TRAINER_MESSAGES.experienceRequired,
    invalid: TRAINER_MESSAGES.experienceInvalid,
  }).pipe(
    z
      .number()
      .int(TRAINER_MESSAGES.experienceInvalid)
      .min(0, TRAINER_MESSAGES.experienceInvalid)
      .max(TRAINER_EXPERIENCE_MAX, TRAINER_MESSAGES.experienceInvalid),
  ),
  pricePerHour: moneyOrZero(TRAINER_MESSAGES.priceRequired, TRAINER_MESSAGES.priceInvalid),
});
export type TrainerDetails = z.output<typeof trainerDetailsSchema>;

/** The old client's spelling `specialization` is read as `specialty`. */
const withSpecialty = (v: unknown) => {
  if (!v || typeof v !== 'object') return v;
  const body = v as Record<string, unknown>;
  return body.specialty === undefined && body.specialization !== undefined
    ? { ...body, specialty: body.specialization }
    : body;
};

/** A password given by an older client or a form; an empty one counts as none (the invitation then goes). */
const optionalPassword = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: AUTH_MESSAGES.passwordRequired }).pipe(passwordSchema).optional(),
);

/**
 * `POST /api/users/create-by-admin` (spec §3 "Staff creation payload", §5 "Add staff"): username, e-mail and role
 * required, phone optional. A member follows `memberFields` (a password and the register rules, or an invitation).
 * Staff and trainers need a full name (every screen shows it); their birthday is optional, and so is their password:
 * without one they get an e-mailed invitation to choose it (decisions §1, docs/decisions/020). A trainer also needs
 * specialty, experience (whole years, 0 or more) and a price per hour (0 or more, cents allowed). Staff and members
 * send experience and pricePerHour as null, which is ignored.
 */
const accountFields = (country: PhoneCountryOf) => ({
  username: z.string({ error: USER_MESSAGES.usernameRequired }).pipe(usernameSchema),
  email: z.string({ error: AUTH_MESSAGES.emailRequired }).pipe(emailSchema),
  phone: optionalNullable(phoneSchema(country)),
});
/**
 * A member: with a password (older clients), the register rules (username, password and birthday required, name
 * optional); without one, a walk-in signed up at the front desk (docs/decisions/030): name and e-mail required,
 * username (made from the e-mail when left out), phone and birthday optional, and an e-mailed invitation sets the
 * password.
 */
const memberFields = {
  username: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.string({ error: USER_MESSAGES.usernameRequired }).pipe(usernameSchema).optional(),
  ),
  password: optionalPassword,
  birthday: optionalNullable(birthdaySchema),
  fullName: optionalNullable(fullNameSchema),
};
type MemberShape = { password?: unknown; birthday?: unknown; fullName?: unknown; username?: unknown };
const given = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
const staffFields = {
  password: optionalPassword,
  birthday: optionalNullable(birthdaySchema),
  fullName: fullNameSchema,
};

export const createAccountRequestSchema = (country: PhoneCountryOf) => {
  const fields = accountFields(country);
  return z.preprocess(
    withSpecialty,
    z.discriminatedUnion(
      'role',
      [
        z.object({ role: z.literal('trainer'), ...fields, ...staffFields, ...trainerDetailsSchema.shape }),
        z.object({ role: z.literal('staff'), ...fields, ...staffFields }),
        z.object({ role: z.literal('user'), ...fields, ...memberFields }).superRefine((v: MemberShape, ctx) => {
          const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
          if (given(v.password)) {
            if (!given(v.birthday)) issue('birthday', USER_MESSAGES.birthdayRequired);
            if (!given(v.username)) issue('username', USER_MESSAGES.usernameRequired);
          } else if (!given(v.fullName)) {
            issue('fullName', AUTH_MESSAGES.fullNameRequired);
          }
        }),
      ],
      {
        // The issue carries the whole body; the role in it says whether it was left out or is not one we create.
        error: (issue) => {
          const role =
            issue.input && typeof issue.input === 'object' ? (issue.input as { role?: unknown }).role : undefined;
          return role === undefined || role === null || role === ''
            ? USER_MESSAGES.roleRequired
            : USER_MESSAGES.roleInvalid;
        },
      },
    ),
  );
};
export type CreateAccountRequest = z.input<ReturnType<typeof createAccountRequestSchema>>;
export type CreateAccountInput = z.output<ReturnType<typeof createAccountRequestSchema>>;

/** The word `USER_MESSAGES.created` puts in its sentence: 'Successfully created new trainer account!'. */
export const createdAccountMessage = (role: CreatableRole) =>
  USER_MESSAGES.created(CREATABLE_ROLE_LABELS[role].toLowerCase());

export const createAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: listedUserSchema,
});
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** A biography: any text up to 2,000 characters; empty clears it. */
export const trainerBiographySchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z.string().max(TRAINER_BIOGRAPHY_MAX, TRAINER_MESSAGES.biographyTooLong).nullable(),
);
/** A photo: the address of one of the gym's images (`POST /api/images` answers it); null removes it. */
export const trainerPhotoUrlSchema = photoUrlSchema;

/** What a trainer may change of their own profile: only these (decisions §4). */
export const trainerProfileSchema = z.object({
  biography: trainerBiographySchema.optional(),
  photoUrl: trainerPhotoUrlSchema.optional(),
});
export type TrainerProfileUpdate = z.input<typeof trainerProfileSchema>;

/**
 * `PUT /api/Trainer/{id}` (the trainer's id; the old client also sends `id`, which is ignored). The admin sends
 * specialty, experience and price per hour (each required, as before) and may send a biography and a photo; a
 * trainer sends only their own biography and photo. Each field is optional here: the service asks for the
 * admin's three and refuses the trainer's others, since which apply depends on who calls.
 */
export const trainerUpdateRequestSchema = z.preprocess(
  withSpecialty,
  z.object({ ...trainerDetailsSchema.partial().shape, ...trainerProfileSchema.shape }),
);
export type TrainerUpdateRequest = z.input<typeof trainerUpdateRequestSchema>;
export type TrainerUpdateInput = z.output<typeof trainerUpdateRequestSchema>;

/** `DELETE /api/users/{id}` and `DELETE /api/Trainer/{id}`. */
export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
