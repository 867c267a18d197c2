import {
  API,
  cancelRenewalRequestSchema,
  formatPhone,
  freezeConflictSchema,
  freezeRequestSchema,
  idParamsSchema,
  type PhoneCountry,
  pageQuerySchema,
  paymentRequestSchema,
  paymentResponseSchema,
  refundRequestSchema,
  type SubscriptionRow,
  subscriptionListQuerySchema,
  subscriptionListSchema,
  subscriptionRequestSchema,
  subscriptionRowSchema,
  successResponseSchema,
  toggleAutoRenewRequestSchema,
  zonedParts,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import { requestLanguage, translate, translateState } from '../../lib/i18n.ts';
import { callerOf, requirePermission, requireSignedIn } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { gymConfig } from '../settings/settings.service.ts';
import { originOf } from './checkout.routes.ts';
import { cancelRenewal, endFreeze, freezeSubscription } from './freezes.ts';
import { recordPayment } from './payments.service.ts';
import { refundPayment } from './refunds.service.ts';
import {
  allSubscriptions,
  createSubscription,
  deleteSubscription,
  listMemberSubscriptions,
  listSubscriptions,
  renewSubscription,
  toggleAutoRenew,
} from './subscriptions.service.ts';

/** Payments and subscriptions (decisions §1, §3, §8): thin routes over the billing services. */
export function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(API.payments.create, {
    schema: {
      tags: ['Payments'],
      summary:
        "Admin or staff record a desk payment for a member (Completed); a member's own payment is Pending with the provider's `checkoutUrl` until the provider confirms it. With `planId` it buys that plan, with `subscriptionId` it pays an extension; the amount must be the plan price.",
      security,
      body: paymentRequestSchema,
      response: { 201: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('payments.create'),
    handler: async (req, reply) =>
      reply.code(201).send(await recordPayment(ctx, callerOf(req), req.body, originOf(ctx, req))),
  });

  r.post(API.payments.refund, {
    schema: {
      tags: ['Payments'],
      summary:
        'Refund a completed payment wholly or by `amount`, through its provider, with a reason; `endSubscription` ends what it bought (admin)',
      security,
      params: idParamsSchema,
      body: refundRequestSchema,
      response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('payments.refund'),
    handler: (req) => refundPayment(ctx, callerOf(req), req.params.id, req.body),
  });

  const tags = ['Subscriptions'];

  r.get(API.subscriptions.list, {
    schema: {
      tags,
      summary: 'All subscriptions (admin, staff); a plain array, or a page with `?page`',
      description:
        'With `format=csv` every subscription (not a page), in the list’s order, is a CSV download: UTF-8 with a byte-order mark, `Content-Disposition: attachment`, headers and words in the caller’s language, phones in the national form, the payment’s date and time in the gym’s time zone, text cells that could run as a formula neutralised.',
      security,
      querystring: subscriptionListQuerySchema,
      response: { 200: subscriptionListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.listAll'),
    handler: async (req, reply) => {
      if (req.query.format === 'json') return listSubscriptions(ctx, req.query);
      const gym = await gymConfig(ctx, req.caller?.seen);
      const language = requestLanguage(req);
      const t = (english: string) => translate(language, english);
      const paid = (row: SubscriptionRow) =>
        row.paymentDate && zonedParts(new Date(row.paymentDate), gym.GYM_TIME_ZONE);
      const columns: CsvColumn<SubscriptionRow>[] = [
        { header: t('Member'), cell: (row) => row.fullName || row.username },
        { header: t('Email'), cell: (row) => row.email },
        // The national form needs no neutralising (a stored +1… would read as a formula).
        { header: t('Phone'), cell: (row) => row.phone && formatPhone(row.phone, gym.GYM_COUNTRY as PhoneCountry) },
        { header: t('Plan'), cell: (row) => row.planName },
        { header: t('Status'), cell: (row) => translateState(language, row.status) },
        { header: t('Starts'), cell: (row) => row.startDate },
        { header: t('Ends'), cell: (row) => row.endDate },
        { header: t('Auto-renew'), cell: (row) => (row.autoRenew ? t('Yes') : t('No')) },
        { header: t('Frozen from'), cell: (row) => row.frozenFrom },
        { header: t('Frozen until'), cell: (row) => row.frozenUntil },
        { header: t('Amount'), cell: (row) => row.paymentAmount },
        {
          header: t('Payment date'),
          cell: (row) => {
            const at = paid(row);
            return at ? `${at.date} ${at.time}` : '';
          },
        },
        {
          header: t('Payment status'),
          cell: (row) => row.paymentStatus && translateState(language, row.paymentStatus),
        },
      ];
      return sendCsv(reply, 'subscriptions.csv', columns, allSubscriptions(ctx.db));
    },
  });

  r.get(API.users.subscriptions, {
    schema: {
      tags,
      summary: "A member's subscriptions (the member, admin, staff, or a trainer of that member)",
      security,
      params: idParamsSchema,
      querystring: pageQuerySchema,
      response: { 200: subscriptionListSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requireSignedIn,
    handler: (req) => listMemberSubscriptions(ctx, callerOf(req), req.params.id, req.query),
  });

  r.post(API.subscriptions.list, {
    schema: {
      tags,
      summary:
        'Spend a completed payment on a plan: a member for themself, admin or staff for a member. Dates, status and auto-renew are set by the server.',
      security,
      body: subscriptionRequestSchema,
      response: { 201: subscriptionRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.buy'),
    handler: async (req, reply) => reply.code(201).send(await createSubscription(ctx, callerOf(req), req.body)),
  });

  r.put(API.subscriptions.toggleAutoRenew, {
    schema: {
      tags,
      summary:
        'Switch auto-renew. A member turning it on spends an unused extension payment at the plan price (decisions §8).',
      security,
      body: toggleAutoRenewRequestSchema,
      response: { 200: subscriptionRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.toggleAutoRenew'),
    handler: (req) => toggleAutoRenew(ctx, callerOf(req), req.body),
  });

  r.put(API.subscriptions.one, {
    schema: {
      tags,
      summary: 'Renew a due subscription (end date passed, auto-renew on); anything else is answered unchanged',
      security,
      params: idParamsSchema,
      response: { 200: subscriptionRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.renew'),
    handler: (req) => renewSubscription(ctx, req.params.id),
  });

  r.delete(API.subscriptions.one, {
    schema: {
      tags,
      summary: 'Delete a subscription (admin, staff)',
      security,
      params: idParamsSchema,
      response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.delete'),
    handler: (req) => deleteSubscription(ctx, req.params.id),
  });

  r.post(API.subscriptions.cancelRenewal, {
    schema: {
      tags,
      summary:
        'Stop the renewal: the plan runs to its end date and is not charged again (own, admin, staff). A next term already paid is 409.',
      security,
      params: idParamsSchema,
      body: cancelRenewalRequestSchema,
      response: { 200: subscriptionRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.cancelRenewal'),
    handler: (req) => cancelRenewal(ctx, callerOf(req), req.params.id, req.body?.reason ?? null),
  });

  r.post(API.subscriptions.freeze, {
    schema: {
      tags,
      summary:
        "Freeze a running plan from `startDate` to `endDate` (both included); its end date moves on by those days. A member's own within the gym's rules; admin and staff any. Bookings inside it are 409 listing them, cancelled with notice when `confirm` is true.",
      security,
      params: idParamsSchema,
      body: freezeRequestSchema,
      response: {
        200: subscriptionRowSchema,
        ...errorResponses(400, 401, 403, 404),
        409: freezeConflictSchema.partial({ bookings: true }),
      },
    },
    onRequest: requirePermission('subscriptions.freeze'),
    handler: (req) => freezeSubscription(ctx, callerOf(req), req.params.id, req.body),
  });

  r.delete(API.subscriptions.freeze, {
    schema: {
      tags,
      summary:
        'End a freeze early (today is a day of membership again) or drop one not started; the end date moves back by the days not used',
      security,
      params: idParamsSchema,
      response: { 200: subscriptionRowSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('subscriptions.freeze'),
    handler: (req) => endFreeze(ctx, callerOf(req), req.params.id),
  });
}
