import { API, gymSettingsRequestSchema, gymSettingsSavedSchema, sessionsOutsideHoursSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { gymConfig, saveGymSettings, sessionsOutsideHours } from './settings.service.ts';

export function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(API.gym, {
    schema: {
      tags: ['System'],
      summary:
        "Saves the gym's settings, the whole object as GET /api/gym answers it (admin); answers them with the coming sessions now outside the hours",
      description:
        'The currency changes only while no payment exists (409). Booked sessions keep their instant when the hours or the time zone change; those now outside the hours are listed, never moved or dropped.',
      security: [{ bearerAuth: [] }],
      body: gymSettingsRequestSchema,
      response: { 200: gymSettingsSavedSchema, ...errorResponses(400, 401, 403, 409) },
    },
    onRequest: requirePermission('settings.write'),
    handler: async (req) => {
      const caller = callerOf(req);
      // The audit trail keeps who changed what (saveGymSettings); the log says it too, for the operator.
      const { saved, changed } = await saveGymSettings(ctx, caller.id, req.body);
      if (changed.length > 0) req.log.info({ userId: caller.id, changed }, 'gym settings changed');
      return saved;
    },
  });

  r.get(API.gymSessionsOutsideHours, {
    schema: {
      tags: ['System'],
      summary:
        'Coming booked sessions that fall outside the opening hours as they are now, after a change of hours or time zone (admin, staff)',
      security: [{ bearerAuth: [] }],
      response: { 200: sessionsOutsideHoursSchema, ...errorResponses(401, 403) },
    },
    onRequest: requirePermission('settings.outsideHours'),
    handler: async (req) => sessionsOutsideHours(ctx.db, (await gymConfig(ctx, req.caller?.seen)).settings),
  });
}
