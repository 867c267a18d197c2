import {
  API,
  contactListQuerySchema,
  contactMessageSchema,
  contactRequestSchema,
  pageOf,
  successResponseSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { phoneCountry } from '../settings/settings.service.ts';
import { listContactMessages, sendContactMessage } from './contact.service.ts';

const tags = ['Contact'];

export function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const phones = phoneCountry(ctx);

  r.post(API.contact.list, {
    schema: {
      tags,
      summary:
        'Send the gym a message (public; name, email, city, phone and message, checked in that order; city and phone may be left out)',
      body: contactRequestSchema(phones.country),
      response: { 201: successResponseSchema, ...errorResponses(400, 429) },
    },
    // The phone rule reads the gym's country as it is set now.
    preValidation: phones.refresh,
    handler: async (req, reply) => reply.code(201).send(await sendContactMessage(ctx, req.body, req.ip)),
  });

  r.get(API.contact.list, {
    schema: {
      tags,
      summary:
        'Messages from the contact form, newest first (admin, staff, trainer); `search` in name, e-mail, city, phone and message; `?page` answers one page',
      security,
      querystring: contactListQuerySchema,
      response: {
        200: z.union([z.array(contactMessageSchema), pageOf(contactMessageSchema)]),
        ...errorResponses(400, 401, 403),
      },
    },
    onRequest: requirePermission('contact.list'),
    handler: (req) => listContactMessages(ctx.db, req.query),
  });
}
