import {
  API,
  accountSchema,
  forgotPasswordRequestSchema,
  invitationAcceptRequestSchema,
  invitationLookupRequestSchema,
  invitationSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  profileRequestSchema,
  ROLES,
  registerRequestSchema,
  registerResponseSchema,
  successResponseSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import { callerOf, requireRole, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { phoneCountry } from '../settings/settings.service.ts';
import { acceptInvitation, lookupInvitation } from '../users/invitations.ts';
import { forgotPassword, login, register, updateProfile } from './auth.service.ts';

const tags = ['Auth'];

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const phones = phoneCountry(ctx);

  r.post(API.auth.register, {
    schema: {
      tags,
      summary: 'Sign up as a member',
      body: registerRequestSchema(phones.country),
      response: { 201: registerResponseSchema, ...errorResponses(400, 401, 409, 429) },
    },
    // The phone rule reads the gym's country as it is set now.
    preValidation: phones.refresh,
    handler: async (req, reply) => reply.code(201).send(await register(ctx, req.body, req.ip, requestLanguage(req))),
  });

  r.post(API.auth.login, {
    schema: {
      tags,
      summary: 'Log in with e-mail and password',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema, ...errorResponses(400, 401, 409, 429) },
    },
    handler: (req) => login(ctx, req.body, req.ip),
  });

  r.put(API.auth.profile, {
    schema: {
      tags,
      summary:
        'Update your own profile (the e-mail cannot change). A member may send `photoUrl`: a member photo they uploaded, or null to remove it',
      security,
      body: profileRequestSchema(phones.country),
      response: { 200: accountSchema, ...errorResponses(400, 401, 409, 429) },
    },
    // The phone rule reads the gym's country as it is set now.
    preValidation: phones.refresh,
    onRequest: requireSignedIn,
    handler: (req) => updateProfile(ctx, callerOf(req), req.body),
  });

  r.post(API.auth.invitation, {
    schema: {
      tags,
      summary:
        'Whom an invitation link is for (public; the token from the e-mail is the key): 404 for an unknown or replaced link, 410 for a used or expired one',
      body: invitationLookupRequestSchema,
      response: { 200: invitationSchema, ...errorResponses(400, 404, 410) },
    },
    handler: (req) => lookupInvitation(ctx.db, req.body.token),
  });

  r.post(API.auth.acceptInvitation, {
    schema: {
      tags,
      summary:
        'Choose the password of an invited staff or trainer account and log in (public; the token is the key). The link works once',
      body: invitationAcceptRequestSchema,
      response: { 200: loginResponseSchema, ...errorResponses(400, 404, 410) },
    },
    handler: (req) => acceptInvitation(ctx, req.body, req.log),
  });

  r.post(API.auth.forgotPassword, {
    schema: {
      tags,
      summary: 'Reset a password: `{ email }` e-mails a 6-digit code; `{ email, code, newPassword }` sets the password',
      body: forgotPasswordRequestSchema,
      response: { 200: successResponseSchema, ...errorResponses(400, 401, 409, 429) },
    },
    handler: (req) => forgotPassword(ctx, req.body),
  });

  for (const role of ROLES) {
    r.get(API.auth.roleCheck[role], {
      schema: {
        tags,
        summary: `Answers { ok: true } for a valid token of role ${role}`,
        security,
        response: { 200: okResponseSchema, ...errorResponses(401, 403) },
      },
      onRequest: requireRole(role),
      handler: async () => ({ ok: true as const }),
    });
  }
}
