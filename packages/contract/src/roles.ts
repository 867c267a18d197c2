// No zod here (its schema is `roleSchema` in auth.ts): the web app's landing page reads the roles, and the
// package is side-effect free (package.json), so a page that imports only zod-free modules loads no zod.

/** Lowercase role names, as they appear in tokens and in `user.role` (decisions §6). */
export const ROLES = ['user', 'staff', 'trainer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Staff and trainer accounts are made by an admin; only members can sign themselves up. */
export const SELF_REGISTER_ROLE: Role = 'user';
