import {
  API,
  cardUpdateRequestSchema,
  checkoutParamsSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  checkoutStateSchema,
  demoPayRequestSchema,
} from '@gym/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { callerOf, requirePermission } from '../../plugins/auth.ts';
import { errorResponses, security } from '../../plugins/openapi.ts';
import { checkoutState, payDemoCheckout, receiveStripeEvent, startCheckout } from './checkout.service.ts';
import { startCardUpdate } from './dunning.ts';

/** This app's address as the member's browser reaches it: PUBLIC_URL, or the request's own. */
export const originOf = (ctx: AppContext, req: FastifyRequest) =>
  (ctx.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/+$/, '');

/** Checkout and the providers' callbacks (docs/decisions/022): thin routes over checkout.service.ts. */
export function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payments'];

  r.post(API.checkout.create, {
    schema: {
      tags,
      summary:
        "A member's online checkout: `{ planId }` holds a place in a subscription Waiting for payment; `{ subscriptionId, extend: true }` pays the next term. Answers the provider's page.",
      security,
      body: checkoutRequestSchema,
      response: { 201: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('checkout.create'),
    handler: async (req, reply) =>
      reply.code(201).send(await startCheckout(ctx, callerOf(req), req.body, originOf(ctx, req))),
  });

  r.post(API.checkout.cardUpdate, {
    schema: {
      tags,
      summary:
        "A failed renewal's e-mailed link, once (docs/decisions/029): a fresh checkout of the unpaid term that saves the new card. 404 for a link that is not the member's, 409 for one used or whose term is paid or over.",
      security,
      body: cardUpdateRequestSchema,
      response: { 201: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('checkout.cardUpdate'),
    handler: async (req, reply) =>
      reply.code(201).send(await startCardUpdate(ctx, callerOf(req), req.body.token, originOf(ctx, req))),
  });

  r.get(API.checkout.one, {
    schema: {
      tags,
      summary: 'Where a checkout stands: its payment, and the subscription it starts or extends',
      security,
      params: checkoutParamsSchema,
      response: { 200: checkoutStateSchema, ...errorResponses(400, 401, 403, 404) },
    },
    onRequest: requirePermission('checkout.read'),
    handler: (req) => checkoutState(ctx, callerOf(req), req.params.paymentId),
  });

  r.post(API.payments.demoPay, {
    schema: {
      tags,
      summary:
        "The demo provider's page pays its checkout with one of Stripe's test cards (only with demo data; no money moves)",
      security,
      params: checkoutParamsSchema,
      body: demoPayRequestSchema,
      response: { 200: checkoutStateSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    onRequest: requirePermission('checkout.demoPay'),
    handler: (req) => payDemoCheckout(ctx, callerOf(req), req.params.paymentId, req.body.cardNumber),
  });

  // Stripe signs the exact bytes it sent: this route alone reads its JSON body raw.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(API.payments.stripeWebhook, {
      schema: {
        tags,
        summary:
          "Stripe's events, signature checked (400 when it does not match, nothing written); each event acts once, unknown ones are acknowledged",
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) },
      },
      handler: (req) =>
        receiveStripeEvent(ctx, req.body as Buffer, req.headers['stripe-signature'] as string | undefined),
    });
  });
}
