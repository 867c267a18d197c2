import { z } from 'zod';

/** Lowercase role names, as they appear in tokens and in `user.role` (decisions §6). */
export const ROLES = ['user', 'staff', 'trainer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Staff and trainer accounts are made by an admin; only members can sign themselves up. */
export const SELF_REGISTER_ROLE: Role = 'user';
