import { API, calendarFeedSchema, reminderSettingsRequestSchema, reminderSettingsSchema } from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import {
  FEED_MAX_AGE_SECONDS,
  feedCalendar,
  getFeed,
  getReminders,
  type Origin,
  resetFeed,
  setReminders,
} from './calendar.service.ts';

/** PUBLIC_URL, or the origin the request came to (X-Forwarded-Proto and -Host count only with TRUST_PROXY). */
const originOf = (ctx: AppContext, req: FastifyRequest): Origin => ({
  publicUrl: ctx.config.PUBLIC_URL,
  protocol: req.protocol,
  host: req.host,
});

export function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.calendar.feed, {
    schema: {
      tags: ['Calendar'],
      summary: "The caller's private iCal feed URL, made on the first ask (members, trainers)",
      security,
      response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('calendar.feed'),
    handler: (req) => getFeed(ctx.db, callerOf(req), originOf(ctx, req)),
  });

  r.post(API.calendar.reset, {
    schema: {
      tags: ['Calendar'],
      summary: "A new secret for the caller's feed; the old URL answers 404 at once (members, trainers)",
      security,
      response: { 200: calendarFeedSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('calendar.feed'),
    handler: (req) => resetFeed(ctx.db, callerOf(req), originOf(ctx, req)),
  });

  r.get(API.calendar.ics, {
    schema: {
      tags: ['Calendar'],
      summary:
        "A member's or trainer's sessions and group classes as `text/calendar` (90 days back to a year ahead, cancelled ones as CANCELLED); whoever holds the secret URL, no token",
      params: z.object({ secret: z.string() }),
      response: {
        // The answer is an iCalendar document, not JSON: the OpenAPI document says so with its media type.
        200: {
          description: 'An iCalendar document',
          content: { 'text/calendar': { schema: z.string() } },
        },
        ...errorResponses(404),
      },
    },
    handler: async (req, reply) => {
      const body = await feedCalendar(ctx, req.params.secret);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', `private, max-age=${FEED_MAX_AGE_SECONDS}`)
        .send(body);
    },
  });

  r.get(API.reminders, {
    schema: {
      tags: ['Reminders'],
      summary: "The member's reminder e-mail setting and how many hours before a session the reminder goes",
      security,
      response: { 200: reminderSettingsSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('reminders.manage'),
    handler: (req) => getReminders(ctx, callerOf(req)),
  });

  r.put(API.reminders, {
    schema: {
      tags: ['Reminders'],
      summary: 'Switch reminder e-mails on or off (members)',
      security,
      body: reminderSettingsRequestSchema,
      response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('reminders.manage'),
    handler: (req) => setReminders(ctx, callerOf(req), req.body),
  });
}
