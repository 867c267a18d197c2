import { API, describeOpeningHours, gymInfoSchema } from '@gym/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { etagOf, sendCached, serializeWithSchema } from '../../lib/cache/catalogue.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../plugins/openapi.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same setting that bookings are checked against (docs/decisions/010), as rows to show.
  const openingHours = describeOpeningHours(ctx.config.OPENING_HOURS);
  let gym: { body: Buffer; etag: string } | undefined;

  r.get(API.health, {
    schema: {
      tags: ['System'],
      summary: 'Healthy once the database answers; with REDIS_URL, says whether Redis answers too',
      description:
        'Redis down is reported but not a failure: the rate limits count per instance until it is back (decision 009).',
      response: {
        200: z.object({ status: z.literal('ok'), redis: z.enum(['ok', 'down']).optional() }),
        ...errorResponses(503),
      },
    },
    handler: async () => {
      const [database, redis] = await Promise.all([
        ctx.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        ctx.limits.redisHealth(),
      ]);
      if (!database) throw new AppError(503, 'The database is not reachable');
      return redis ? { status: 'ok' as const, redis } : { status: 'ok' as const };
    },
  });

  r.get(API.gym, {
    schema: {
      tags: ['System'],
      summary: "The gym's name, contact details, opening hours, time zone and country",
      response: { 200: gymInfoSchema },
    },
    // Settings only change with the configuration, that is with a restart: serialised once, with an ETag.
    handler: async (req, reply) => {
      if (gym === undefined) {
        const body = serializeWithSchema(reply, {
          name: ctx.config.GYM_NAME,
          email: ctx.config.GYM_EMAIL,
          hotline: ctx.config.GYM_HOTLINE,
          address: ctx.config.GYM_ADDRESS,
          timeZone: ctx.config.GYM_TIME_ZONE,
          country: ctx.config.GYM_COUNTRY,
          openingHours,
          cancelCutoffHours: ctx.config.CANCEL_CUTOFF_HOURS,
        });
        gym = { body, etag: etagOf(body) };
      }
      return sendCached(req, reply, gym);
    },
  });
}
