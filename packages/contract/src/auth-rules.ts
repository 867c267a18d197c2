// The accounts' limits, patterns and messages, without zod (their schemas are in auth.ts): every dashboard's guard
// shows these messages, and a module that holds schemas builds all of them when it is first imported, wanted or not
// (docs/decisions/041-homes-first-paint.md, "Since"; plan-rules.ts does the same for the plans).

// Named limits and the spec's messages (spec §5, decisions §8). Limits are inclusive.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const FULL_NAME_MIN = 1;
export const FULL_NAME_MAX = 100;
/** NIST SP 800-63B (decisions §1): at least 8, any characters, no composition rule. */
export const PASSWORD_MIN = 8;
/** A ceiling so nobody can make the server hash megabytes. */
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const BIRTHDAY_MIN = '1900-01-01';
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The spec's lowercase e-mail pattern. */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
/**
 * A person's name or a city (decisions §1): letters of any alphabet with their marks, spaces, apostrophes (' and
 * ’), hyphens and periods. O'Neil, José Álvarez-Núñez, 李雷, St. John.
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M} '’.-]+$/u;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const RESET_CODE_PATTERN = /^\d{6}$/;

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  /** Checked by the server against a list of the most common passwords (decisions §1). */
  passwordCommon: 'This password is one of the most common ones. Choose another.',
  fullNameRequired: 'Name is required',
  fullNameTooLong: `Name must be at most ${FULL_NAME_MAX} characters`,
  fullNameInvalid: "Name can contain letters, spaces, apostrophes ('), hyphens (-) and periods (.)",
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 20 characters',
  usernameInvalid: 'Username can only contain letters, numbers and underscores',
  usernameExists: 'Username already exists',
  /** The profile form marks the username field with this when the server answers usernameExists. */
  usernameTaken: 'Username already taken',
  emailExists: 'Email already exists',
  emailReadOnly: 'Email cannot be changed',
  birthdayInvalid: `Birthday must be between ${BIRTHDAY_MIN} and today`,
  resetCodeInvalid: 'Enter the 6-digit code from the e-mail',
  resetCodeWrong: 'The code is wrong or has expired. Ask for a new one.',
  resetCodeSent: 'If an account uses that address, we have e-mailed it a 6-digit code. It is valid for 15 minutes.',
  passwordResetDone: 'Your password has been changed. Log in with the new one.',
  loginFailed: 'Invalid email or password',
  loginSuccess: 'Login successful!',
  registerSuccess: 'Registration successful!',
  profileUpdated: 'Profile updated successfully!',
  notSignedIn: 'Please log in to continue',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do that',
  languageInvalid: 'Language must be en or es',
} as const;
