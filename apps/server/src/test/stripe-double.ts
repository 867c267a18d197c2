import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the app calls (docs/decisions/022), written from Stripe's API
 * reference: `POST /v1/checkout/sessions` (form-encoded, `Idempotency-Key` replayed for the same parameters and an
 * `idempotency_error` for others, `expires_at` between 30 minutes and 24 hours, `invalid_request_error`s with their
 * `param`), `GET /v1/payment_intents/{id}`, `POST /v1/payment_intents` with a saved customer and card, `off_session`
 * and `confirm` (a decline is 402 with a `card_error`, its `code`, `decline_code` and the failed PaymentIntent, and
 * is replayed for its idempotency key like any answer); and Stripe's side of a payment: a card paid or declined on the hosted
 * page becomes the event Stripe would post, signed with the SDK's own `generateTestHeaderString`. Tests only: the
 * app reaches it through STRIPE_API_HOST/_PORT/_PROTOCOL, as it would reach Stripe.
 */

const SECRET_KEY = 'sk_test_double';
export const WEBHOOK_SECRET = 'whsec_double';

type Session = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
  /** Not Stripe's: what the request asked, kept to build the PaymentIntent. */
  _saveCard: boolean;
  _intentMetadata: Record<string, string>;
};

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded' | 'requires_payment_method';
  description?: string | null;
  created?: number;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | null;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string; type: 'card_error' } | null;
  livemode: false;
  /** Not Stripe's field: what has been refunded, as the charge's `amount_refunded` keeps it. */
  _refunded: number;
};

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=v`) read back into objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(parts[i + 1] as string) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
  res.end(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  res.end(JSON.stringify(body));
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

export async function startStripeDouble() {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  /** Every request the app made, for tests that count them. */
  const requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  const refunds: { id: string; amount: number; payment_intent: string }[] = [];
  /** Saved cards (PaymentMethods attached to a customer) and the test number each was made from. */
  const savedCards = new Map<string, { customer: string; number: string }>();

  const invalid = (message: string, param: string, code?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) } },
  });

  /**
   * `POST /v1/payment_intents` with `confirm=true` and `off_session=true`: a charge of a saved card without the
   * customer. 4000…0341 is attached fine but its charges fail (Stripe's test card); a card not attached to the
   * customer is refused as Stripe does.
   */
  function createIntent(params: Record<string, unknown>): { status: number; body: unknown } {
    const amount = Number(params.amount);
    if (params.amount === undefined) return invalid('Missing required param: amount.', 'amount');
    if (!Number.isInteger(amount) || amount < 50) {
      return invalid('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
    }
    if (typeof params.currency !== 'string') return invalid('Missing required param: currency.', 'currency');
    if (params.off_session === 'true' && params.confirm !== 'true') {
      return invalid('You may only specify `off_session` when `confirm=true`.', 'off_session');
    }
    const pm = String(params.payment_method ?? '');
    const card = savedCards.get(pm);
    if (!card) return invalid(`No such PaymentMethod: '${pm}'`, 'payment_method', 'resource_missing');
    if (card.customer !== params.customer) {
      return invalid(
        `The provided PaymentMethod ${pm} does not belong to the Customer ${params.customer}.`,
        'payment_method',
      );
    }
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: params.currency,
      status: 'succeeded',
      customer: card.customer,
      payment_method: pm,
      setup_future_usage: null,
      description: (params.description as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      last_payment_error: null,
      livemode: false,
      created: now(),
      _refunded: 0,
    };
    intents.set(intent.id, intent);
    if (card.number === '4000000000000341') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      const { _refunded, ...shown } = intent;
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: shown,
            payment_method: { id: pm, object: 'payment_method', customer: card.customer },
            request_log_url: `https://dashboard.stripe.com/test/logs/${id('req')}`,
          },
        },
      };
    }
    const { _refunded, ...shown } = intent;
    return { status: 200, body: shown };
  }

  function createSession(params: Record<string, unknown>): { status: number; body: unknown } {
    const fail = (message: string, param: string) => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message, param } },
    });
    if (params.mode !== 'payment') return fail('Missing required param: mode.', 'mode');
    if (typeof params.success_url !== 'string') return fail('Missing required param: success_url.', 'success_url');
    const items = params.line_items as { quantity?: string; price_data?: Record<string, unknown> }[] | undefined;
    const item = items?.[0];
    const price = item?.price_data as { currency?: string; unit_amount?: string; product_data?: { name?: string } };
    if (!item || !price?.currency || price.unit_amount === undefined || !price.product_data?.name) {
      return fail('Missing required param: line_items[0][price_data].', 'line_items');
    }
    const expiresAt = params.expires_at === undefined ? now() + 24 * 3600 : Number(params.expires_at);
    if (expiresAt < now() + 30 * 60 - 5 || expiresAt > now() + 24 * 3600) {
      return fail(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    const intentData = (params.payment_intent_data ?? {}) as {
      metadata?: Record<string, string>;
      setup_future_usage?: string;
    };
    const sessionId = id('cs');
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      amount_total: Number(price.unit_amount) * Number(item.quantity ?? 1),
      currency: price.currency,
      customer: null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      success_url: params.success_url,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      expires_at: expiresAt,
      created: now(),
      livemode: false,
      _saveCard: intentData.setup_future_usage === 'off_session',
      _intentMetadata: intentData.metadata ?? {},
    };
    sessions.set(sessionId, session);
    return { status: 200, body: publicSession(session) };
  }

  /** `POST /v1/refunds`: of a succeeded PaymentIntent, at most what is left of it. */
  function createRefund(params: Record<string, unknown>): { status: number; body: unknown } {
    const intent = intents.get(String(params.payment_intent ?? ''));
    if (intent?.status !== 'succeeded') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `No such payment_intent: '${params.payment_intent}'`,
            param: 'payment_intent',
          },
        },
      };
    }
    const left = intent.amount - intent._refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!(amount > 0) || amount > left) {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            param: 'amount',
          },
        },
      };
    }
    intent._refunded += amount;
    refunds.push({ id: id('re'), amount, payment_intent: intent.id });
    return {
      status: 200,
      body: {
        id: refunds.at(-1)?.id,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
        created: now(),
      },
    };
  }

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.params !== body) {
          return stripeError(
            res,
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          );
        }
        if (earlier) return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      }
      const answer = createSession(parseForm(body));
      if (idempotencyKey) idempotent.set(idempotencyKey, { params: body, ...answer });
      return send(res, answer.status, answer.body);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.params !== body) {
          return stripeError(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        if (earlier) return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      }
      const answer = createRefund(parseForm(body));
      if (idempotencyKey) idempotent.set(idempotencyKey, { params: body, ...answer });
      return send(res, answer.status, answer.body);
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.params !== body) {
          return stripeError(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        if (earlier) return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
      }
      const answer = createIntent(parseForm(body));
      // Stripe keeps the outcome of a request that ran (a decline too), not one refused before it ran (400).
      if (idempotencyKey && answer.status !== 400) idempotent.set(idempotencyKey, { params: body, ...answer });
      return send(res, answer.status, answer.body);
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && intentPath) {
      const intent = intents.get(decodeURIComponent(intentPath[1] as string));
      if (!intent) {
        return stripeError(res, 404, 'invalid_request_error', `No such payment_intent: '${intentPath[1]}'`, 'intent');
      }
      const { _refunded, ...shown } = intent;
      return send(res, 200, shown);
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(SECRET_KEY);

  /** A Stripe event about `object`, as Stripe posts it to the webhook. */
  const event = (type: string, object: unknown) => ({
    id: id('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });

  return {
    /** The configuration that points the app's Stripe client here. */
    config: {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    refunds,
    session: (sessionId: string) => sessions.get(sessionId),
    /** The PaymentIntents made by the API (off-session charges), in order. */
    chargesMade: () => [...intents.values()].filter((intent) => intent.created !== undefined),

    /**
     * The member pays on Stripe's page: 4242… succeeds (the session completes, paid, with a PaymentIntent that
     * keeps the card when the session asked to), 4000…0002 is declined (the PaymentIntent's payment fails and the
     * session stays open), 4000…0341 pays and is kept, but every later charge of it is declined. Answers the event
     * Stripe would send.
     */
    pay(sessionId: string, card: '4242424242424242' | '4000000000000002' | '4000000000000341') {
      const session = sessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
      const intent: Intent = {
        id: session.payment_intent ?? id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'requires_payment_method',
        customer: null,
        payment_method: id('pm'),
        setup_future_usage: session._saveCard ? 'off_session' : null,
        metadata: session._intentMetadata,
        last_payment_error: null,
        livemode: false,
        _refunded: 0,
      };
      session.payment_intent = intent.id;
      if (card === '4000000000000002') {
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        };
        intent.payment_method = null;
        intents.set(intent.id, intent);
        return event('payment_intent.payment_failed', intent);
      }
      intent.status = 'succeeded';
      if (session._saveCard) {
        session.customer = id('cus');
        intent.customer = session.customer;
        savedCards.set(intent.payment_method as string, { customer: session.customer, number: card });
      }
      intents.set(intent.id, intent);
      session.status = 'complete';
      session.payment_status = 'paid';
      return event('checkout.session.completed', publicSession(session));
    },

    /** The session's time ran out on Stripe's side. */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'expired';
      session.url = null;
      return event('checkout.session.expired', publicSession(session));
    },

    /** An event type the app does not act on. */
    other: () => event('customer.created', { id: id('cus'), object: 'customer' }),

    /** The body and `Stripe-Signature` header Stripe would post; `secret` another to forge one. */
    signed(payload: unknown, secret = WEBHOOK_SECRET) {
      const body = JSON.stringify(payload);
      return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

/** A session as the API answers it, without the double's own bookkeeping. */
function publicSession(session: Session) {
  const { _saveCard, _intentMetadata, ...rest } = session;
  return rest;
}
