import {
  API,
  deleteAccountResponseSchema,
  idParamsSchema,
  pageOf,
  publicTrainerSchema,
  sessionDaySchema,
  sessionDaysQuerySchema,
  sessionRangeQuerySchema,
  type Trainer,
  trainerIdParamsSchema,
  trainerListQuerySchema,
  trainerSchema,
  trainerUpdateRequestSchema,
  trainingSessionListSchema,
  userListSchema,
  usersQuerySchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { countTrainerSessionsByDay, listTrainerSessions } from '../sessions/sessions.service.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { personCsvColumns } from '../users/person-csv.ts';
import { listTrainerMembers, trainerMembersExport } from '../users/users.service.ts';
import {
  allTrainers,
  deleteTrainer,
  findPublicTrainer,
  listPublicTrainers,
  listTrainers,
  updateTrainer,
} from './trainers.service.ts';

const tags = ['Trainers'];

export function trainerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.trainers.list, {
    schema: {
      tags,
      summary:
        'Every trainer with their account (any signed-in user), oldest first (`order=desc`: newest first). A plain array without `page`',
      description:
        'With `format=csv` every trainer (not a page), in the same order, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers in the caller’s language, phones in the national form, text cells that could run as a formula neutralised.',
      security,
      querystring: trainerListQuerySchema,
      response: { 200: z.union([z.array(trainerSchema), pageOf(trainerSchema)]), ...errorResponses(400, 401) },
    },
    onRequest: requireSignedIn,
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listTrainers(ctx.db, req.query);
      const { t, phone } = csvCells(req, await gymConfig(ctx, callerOf(req).seen));
      const columns: CsvColumn<Trainer>[] = [
        { header: t('Trainer ID'), cell: (row) => row.trainerId },
        { header: t('Full name'), cell: (row) => row.fullName },
        { header: t('Username'), cell: (row) => row.user.username },
        { header: t('Email'), cell: (row) => row.user.email },
        { header: t('Phone'), cell: (row) => phone(row.user.phone) },
        { header: t('Specialty'), cell: (row) => row.specialty },
        { header: t('Experience (years)'), cell: (row) => row.experience },
        { header: t('Price per hour'), cell: (row) => row.pricePerHour },
      ];
      return sendCsv(reply, 'trainers.csv', columns, allTrainers(ctx.db, req.query));
    },
  });

  r.get(API.trainers.publicList, {
    schema: {
      tags,
      summary:
        'The gym’s trainers as the public site shows them (public): name, specialty, experience, biography and photo address; no e-mail, phone or price',
      response: { 200: z.array(publicTrainerSchema) },
    },
    handler: () => listPublicTrainers(ctx.db),
  });

  r.get(API.trainers.publicOne, {
    schema: {
      tags,
      summary: 'One trainer as the public site shows them, by trainer id (public)',
      params: trainerIdParamsSchema,
      response: { 200: publicTrainerSchema, ...errorResponses(400, 404) },
    },
    handler: (req) => findPublicTrainer(ctx.db, req.params.trainerId),
  });

  r.get(API.trainers.members, {
    schema: {
      tags,
      summary:
        'A trainer’s members, by the trainer’s USER id (that trainer, admin, staff): filtered, searched, sorted and paged as `GET /api/users`',
      description:
        'With `format=csv` every member of the trainer the filters match (not a page), in the same order, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers in the caller’s language, phones in the national form, text cells that could run as a formula neutralised. No password hash or token is in it.',
      security,
      params: idParamsSchema,
      querystring: usersQuerySchema,
      response: { 200: userListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('trainers.members'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listTrainerMembers(ctx.db, caller, req.params.id, req.query);
      const cells = csvCells(req, await gymConfig(ctx, caller.seen));
      const { trainerName, items } = await trainerMembersExport(ctx.db, caller, req.params.id, req.query);
      return sendCsv(reply, `members-of-${trainerName}.csv`, personCsvColumns(cells), items);
    },
  });

  r.get(API.trainers.sessions, {
    schema: {
      tags,
      summary:
        'A trainer’s sessions by start time, cancelled ones included with their `status`, by the trainer’s USER id (that trainer, admin, staff): `from`/`to` days in the gym’s time zone, both included; a plain array without `page`',
      security,
      params: idParamsSchema,
      querystring: sessionRangeQuerySchema,
      response: { 200: trainingSessionListSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('trainers.members'),
    handler: (req) => listTrainerSessions(ctx, callerOf(req), req.params.id, req.query),
  });

  r.get(API.trainers.sessionDays, {
    schema: {
      tags,
      summary:
        'How many of a trainer’s booked sessions start on each day from `from` to `to` (days in the gym’s time zone, both included, at most 366), by the trainer’s USER id (that trainer, admin, staff); cancelled sessions are not counted, and days without booked sessions are left out',
      security,
      params: idParamsSchema,
      querystring: sessionDaysQuerySchema,
      response: { 200: z.array(sessionDaySchema), ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('trainers.members'),
    handler: (req) => countTrainerSessionsByDay(ctx, callerOf(req), req.params.id, req.query),
  });

  r.put(API.trainers.one, {
    schema: {
      tags,
      summary:
        'Edit a trainer by trainer id. The admin: specialty (or `specialization`), experience and price per hour (required), and `biography` and `photoUrl` (an address `POST /api/images` answered; null removes it) when sent. A trainer: their own `biography` and `photoUrl` only; any other field or another trainer’s id is 403',
      security,
      params: idParamsSchema,
      body: trainerUpdateRequestSchema,
      response: { 200: trainerSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('trainers.update'),
    handler: (req) => updateTrainer(ctx.db, callerOf(req), req.params.id, req.body),
  });

  r.delete(API.trainers.one, {
    schema: {
      tags,
      summary:
        'Delete a trainer by trainer id (admin): their account is deleted, their future sessions cancelled and the members told by e-mail; past sessions keep the trainer (docs/decisions/005)',
      security,
      params: idParamsSchema,
      response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('trainers.write'),
    handler: (req) => deleteTrainer(ctx, callerOf(req), req.params.id),
  });
}
