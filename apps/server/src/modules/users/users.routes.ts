import {
  API,
  CREATABLE_ROLE_LABELS,
  createAccountRequestSchema,
  createAccountResponseSchema,
  deleteAccountResponseSchema,
  INVITATION_MESSAGES,
  idParamsSchema,
  invitationResendResponseSchema,
  type ListedUser,
  myDataSchema,
  type Role,
  userListSchema,
  userOrPublicUserSchema,
  userSchema,
  usersQuerySchema,
  userUpdateRequestSchema,
} from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, csvCells, sendCsv } from '../../lib/csv.ts';
import { callerOf, requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig, phoneCountry } from '../settings/settings.service.ts';
import { exportMemberData } from './data-export.ts';
import { type Origin, resendInvitation } from './invitations.ts';
import { personCsvColumns } from './person-csv.ts';
import { allUsers, createAccountByAdmin, deleteUser, getUser, listUsers, updateUser } from './users.service.ts';

const tags = ['Users'];
const ROLE_NAMES: Record<Role, string> = { ...CREATABLE_ROLE_LABELS, admin: 'Admin' };
const FILE_NAMES: Record<Role | 'all', string> = {
  all: 'accounts',
  user: 'members',
  staff: 'staff',
  trainer: 'trainers',
  admin: 'admins',
};
const INVITATION_WORDS = { pending: INVITATION_MESSAGES.pending, expired: INVITATION_MESSAGES.lapsed };

/** Where invitation links point: PUBLIC_URL, or the origin the admin's request came to (TRUST_PROXY as configured). */
const originOf = (ctx: AppContext, req: FastifyRequest): Origin => ({
  publicUrl: ctx.config.PUBLIC_URL,
  protocol: req.protocol,
  host: req.host,
});

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const phones = phoneCountry(ctx);

  r.get(API.users.list, {
    schema: {
      tags,
      summary:
        'Accounts (admin, staff; a trainer sees their own members only), filtered by `role` and `search` (full name, username, e-mail, phone), sorted by `sort`/`order` (name by default). A plain array without `page`',
      description:
        'With `format=csv` every account the filters match (not a page), in the same order, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, phones in the national form, text cells that could run as a formula neutralised. No password hash or token is in it.',
      security,
      querystring: usersQuerySchema,
      response: { 200: userListSchema, ...errorResponses(400, 401, 403) },
    },
    onRequest: requirePermission('users.list'),
    handler: async (req, reply) => {
      const caller = callerOf(req);
      if (req.query.format === 'json') return listUsers(ctx.db, caller, req.query);
      const cells = csvCells(req, await gymConfig(ctx, caller.seen));
      const { t } = cells;
      const columns: CsvColumn<ListedUser>[] = [
        ...personCsvColumns(cells),
        { header: t('Role'), cell: (row) => t(ROLE_NAMES[row.role]) },
        { header: t('Birthday'), cell: (row) => row.birthday },
        { header: t('Invitation'), cell: (row) => row.invitation && t(INVITATION_WORDS[row.invitation.status]) },
      ];
      return sendCsv(reply, `${FILE_NAMES[req.query.role ?? 'all']}.csv`, columns, allUsers(ctx.db, caller, req.query));
    },
  });

  r.post(API.users.createByAdmin, {
    schema: {
      tags,
      summary:
        'Create a staff, trainer (with specialty, experience and price per hour) or member account (admin; staff for member accounts only: a walk-in at the front desk). Staff and trainers need a full name, and so does a member created without a password; created without a password, they are e-mailed an invitation to choose it (72 hours, used once)',
      security,
      body: createAccountRequestSchema(phones.country),
      response: { 201: createAccountResponseSchema, ...errorResponses(400, 401, 403, 409) },
    },
    // The phone rule reads the gym's country as it is set now.
    preValidation: phones.refresh,
    onRequest: requirePermission('users.createMember'),
    handler: async (req, reply) =>
      reply.code(201).send(await createAccountByAdmin(ctx, callerOf(req), req.body, originOf(ctx, req), req.log)),
  });

  r.post(API.users.invitation, {
    schema: {
      tags,
      summary:
        'Send a new invitation to a staff member or trainer who has not chosen a password yet, pending or expired (admin); the earlier link stops working',
      security,
      params: idParamsSchema,
      response: { 200: invitationResendResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('users.create'),
    handler: (req) => resendInvitation(ctx, callerOf(req), req.params.id, originOf(ctx, req), req.log),
  });

  r.get(API.users.one, {
    schema: {
      tags,
      summary:
        'One account (own, admin, staff, or a trainer of that member); a trainer’s public fields (id, username, fullName, role) to any signed-in user',
      security,
      params: idParamsSchema,
      response: { 200: userOrPublicUserSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requireSignedIn,
    handler: (req) => getUser(ctx.db, callerOf(req), req.params.id),
  });

  r.put(API.users.one, {
    schema: {
      tags,
      summary:
        'Edit an account: username and e-mail required, full name, phone, birthday and a member’s `photoUrl` optional (admin; staff for member accounts only). A new e-mail ends the account’s sessions',
      security,
      params: idParamsSchema,
      body: userUpdateRequestSchema(phones.country),
      response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    // The phone rule reads the gym's country as it is set now.
    preValidation: phones.refresh,
    onRequest: requirePermission('users.update'),
    handler: (req) => updateUser(ctx.db, callerOf(req), req.params.id, req.body),
  });

  r.delete(API.users.one, {
    schema: {
      tags,
      summary:
        'Delete an account (admin, not oneself). One with payments, subscriptions or sessions is deactivated and anonymised instead; its future sessions are cancelled (docs/decisions/005)',
      security,
      params: idParamsSchema,
      response: { 200: deleteAccountResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('users.delete'),
    handler: (req) => deleteUser(ctx, callerOf(req), req.params.id),
  });

  r.get(API.users.export, {
    schema: {
      tags,
      summary:
        'A member’s own data as one JSON file to keep (data portability, docs/decisions/037): profile, preferences, subscriptions with their freezes, payments with refunds and receipt numbers, personal sessions, classes, check-ins and feedback; instants in UTC, days in the gym’s time zone. No password hash, token, feed secret or staff note. The member themself, the admin; another member 403; a staff, trainer or admin account 404',
      security,
      params: idParamsSchema,
      response: { 200: myDataSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('users.export'),
    handler: async (req, reply) => {
      const gym = await gymConfig(ctx, req.caller?.seen);
      const { fileName, document } = await exportMemberData(ctx.db, callerOf(req), req.params.id, gym);
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(document);
    },
  });
}
