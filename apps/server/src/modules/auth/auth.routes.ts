import {
  API,
  accountSchema,
  forgotPasswordRequestSchema,
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
import { forgotPassword, login, register, updateProfile } from './auth.service.ts';

const tags = ['Auth'];

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.auth.register, {
    schema: {
      tags,
      summary: 'Sign up as a member',
      body: registerRequestSchema(ctx.config.GYM_COUNTRY),
      response: { 201: registerResponseSchema, ...errorResponses(400, 401, 409, 429) },
    },
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
      summary: 'Update your own profile (the e-mail cannot change)',
      security,
      body: profileRequestSchema(ctx.config.GYM_COUNTRY),
      response: { 200: accountSchema, ...errorResponses(400, 401, 409, 429) },
    },
    onRequest: requireSignedIn,
    handler: (req) => updateProfile(ctx, callerOf(req), req.body),
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
