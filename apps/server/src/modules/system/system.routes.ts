import { API, gymInfoSchema } from '@gym/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { etagOf, sendCached, serializeWithSchema } from '../../lib/cache/catalogue.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { type GymConfig, gymConfig, gymInfoOf } from '../settings/settings.service.ts';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Each stored version of the settings, serialised once, with its ETag. */
  const answers = new WeakMap<GymConfig, { body: Buffer; etag: string }>();

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
      summary:
        "The gym's settings: name, contact details, opening hours (as rows and per weekday), time zone, country, currency, language, logo and links",
      response: { 200: gymInfoSchema },
    },
    // The stored settings as this instance keeps them, current on every request (modules/settings).
    handler: async (req, reply) => {
      const current = await gymConfig(ctx, req.caller?.seen);
      let answer = answers.get(current);
      if (answer === undefined) {
        const body = serializeWithSchema(reply, gymInfoOf(current.settings));
        answer = { body, etag: etagOf(body) };
        answers.set(current, answer);
      }
      return sendCached(req, reply, answer);
    },
  });
}
