import { z } from 'zod';
import { passwordSchema, roleSchema } from './auth.ts';

/**
 * Staff and trainer invitations (decisions §1, docs/decisions/020): an account the admin creates without a password
 * gets an e-mailed link, valid INVITATION_TTL_HOURS and used once, to choose its own.
 */
export const INVITATION_TTL_HOURS = 72;

/** The link's token: 32 random bytes in base64url. Anything else cannot be one and is not looked up. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const INVITATION_MESSAGES = {
  sent: (email: string) =>
    `We have e-mailed ${email} a link to choose their password. It is valid for ${INVITATION_TTL_HOURS} hours.`,
  resent: (email: string) =>
    `A new invitation is on its way to ${email}. Its link is valid for ${INVITATION_TTL_HOURS} hours; the earlier one no longer works.`,
  invalid:
    'This invitation link is not valid. It may have been replaced by a newer one: use the latest e-mail, or ask the gym to send a new invitation.',
  used: 'This invitation has already been used. Log in with the password you chose, or reset it from the login page.',
  expired: `This invitation has expired (links are valid for ${INVITATION_TTL_HOURS} hours). Ask the gym to send you a new one.`,
  hasPassword: 'This account already has a password: there is no invitation to send.',
  notInvitable: 'Only staff and trainer accounts are invited.',
  welcome: 'Your password is set. Welcome!',
  /** The back office's words for an account still waiting for its password. */
  pending: 'Invitation sent',
  lapsed: 'Invitation expired',
  resend: 'Resend invitation',
} as const;

export const invitationTokenSchema = z
  .string({ error: INVITATION_MESSAGES.invalid })
  .trim()
  .regex(INVITATION_TOKEN_PATTERN, INVITATION_MESSAGES.invalid);

/** `POST /api/auth/invitation`: the token travels in the body, so it never lands in a URL the server logs. */
export const invitationLookupRequestSchema = z.object({ token: invitationTokenSchema });

/** Whom a valid, unused, unexpired invitation is for: the page greets them by name. */
export const invitationSchema = z
  .object({
    email: z.string(),
    username: z.string(),
    fullName: z.string().nullable(),
    role: roleSchema,
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST /api/auth/invitation/accept`: the token and the chosen password (the rule of every new password). */
export const invitationAcceptRequestSchema = z.object({ token: invitationTokenSchema, password: passwordSchema });
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequestSchema>;

/** An account's invitation as the back office sees it: waiting for the password, or its link run out. */
export const invitationStateSchema = z.object({
  status: z.enum(['pending', 'expired']),
  expiresAt: z.iso.datetime(),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;

/** `POST /api/users/{id}/invitation`: a new link sent, the earlier one void. */
export const invitationResendResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invitation: invitationStateSchema,
});
export type InvitationResendResponse = z.infer<typeof invitationResendResponseSchema>;
