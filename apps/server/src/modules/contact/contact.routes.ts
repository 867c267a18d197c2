import {
  API,
  type ContactMessage,
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
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig, phoneCountry } from '../settings/settings.service.ts';
import { allContactMessages, listContactMessages, sendContactMessage } from './contact.service.ts';

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
      description:
        'With `format=csv` every message the search matches (not a page), newest first, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers in the caller’s language, dates and times in the gym’s time zone, phones in the national form, text cells that could run as a formula neutralised.',
      security,
      querystring: contactListQuerySchema,
      response: {
        200: z.union([z.array(contactMessageSchema), pageOf(contactMessageSchema)]),
        ...errorResponses(400, 401, 403),
      },
    },
    onRequest: requirePermission('contact.list'),
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listContactMessages(ctx.db, req.query);
      const { t, phone, date, time } = csvCells(req, await gymConfig(ctx, req.caller?.seen));
      const columns: CsvColumn<ContactMessage>[] = [
        { header: t('Date'), cell: (row) => date(row.createdAt) },
        { header: t('Time'), cell: (row) => time(row.createdAt) },
        { header: t('Name'), cell: (row) => row.name },
        { header: t('Email'), cell: (row) => row.email },
        { header: t('Phone'), cell: (row) => phone(row.phone) },
        { header: t('City'), cell: (row) => row.city },
        { header: t('Message'), cell: (row) => row.message },
      ];
      return sendCsv(reply, 'contact-messages.csv', columns, allContactMessages(ctx.db, req.query));
    },
  });
}
