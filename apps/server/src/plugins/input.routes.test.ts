import { API } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, feedback, payments, plans, trainingSessions } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { makePlan, signedIn } from '../test/factories.ts';
import { INPUT_MESSAGES } from './input.ts';

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
let planId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).headers;
  member = (await signedIn(t, 'user')).headers;
  planId = (await makePlan(t.db)).id;
});
afterAll(() => t.close());

const headersOf = (who: 'admin' | 'member' | 'anonymous') => (who === 'admin' ? admin : who === 'member' ? member : {});
const send = (method: 'POST' | 'PUT' | 'GET', url: string, headers: object, payload?: string) =>
  t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });

/** Rows in every table these requests could write to, to show a refused request wrote nothing. */
const counts = async () =>
  Promise.all([plans, payments, feedback, contactMessages, trainingSessions].map((table) => t.db.$count(table)));

const planBody = (name: string) => ({
  name,
  description: 'Full gym floor access with free weights and machines.',
  price: 29,
  durationInDays: 30,
  imageUrl: '/images/plans/basic.svg',
});

describe('a control character in any text', () => {
  it.each([
    ['POST', API.plans.list, 'admin', planBody('Basic\u0000'), 'name'],
    ['PUT', `/api/plan/PLAN`, 'admin', planBody('Basic\u0000'), 'name'],
    ['POST', API.payments.create, 'member', { amount: 5, paymentMethod: 'Cash', notes: 'desk\u0000' }, 'notes'],
    ['POST', API.feedback.list, 'member', { message: 'Great coaches\u0000', rating: 5 }, 'message'],
    [
      'POST',
      API.contact.list,
      'anonymous',
      { name: 'Ann', email: 'ann@example.com', message: 'Hello\u001b[31m there' },
      'message',
    ],
    ['POST', API.auth.login, 'anonymous', { email: 'ann@example.com', password: 'Secret\u0000123' }, 'password'],
  ] as const)('%s %s answers 400 naming the field and writes nothing', async (method, path, who, payload, field) => {
    const before = await counts();
    const res = await send(method, path.replace('PLAN', String(planId)), headersOf(who), JSON.stringify(payload));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: INPUT_MESSAGES.controlCharacters,
      errors: { [field]: [INPUT_MESSAGES.controlCharacters] },
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses one in a query parameter, where the exercise search used to answer 500', async () => {
    for (const url of ['/api/exercises?search=%00', '/api/users?search=a%01b', '/api/contact?search=%7F']) {
      const res = await send('GET', url, admin);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.search).toEqual([INPUT_MESSAGES.controlCharacters]);
    }
  });

  it('refuses one in a nested field or a key', async () => {
    const nested = await send(
      'POST',
      API.plans.list,
      admin,
      JSON.stringify({ ...planBody('X'), extra: { a: ['\u0000'] } }),
    );
    expect(nested.json().errors).toEqual({ 'extra.a.0': [INPUT_MESSAGES.controlCharacters] });
    const key = await send('POST', API.plans.list, admin, JSON.stringify({ ...planBody('X'), 'a\u0000': 1 }));
    expect(key.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks, which a message may hold', async () => {
    const res = await send(
      'POST',
      API.feedback.list,
      member,
      JSON.stringify({ message: 'Line one\n\tLine two\r\n', rating: 4 }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('leaves an unknown path a 404', async () => {
    expect((await send('GET', '/api/nowhere?search=%00', {})).statusCode).toBe(404);
  });
});

describe('a body that is JSON but not an object', () => {
  it.each([
    ['null', API.sessions.list, 'member'],
    ['null', API.plans.list, 'admin'],
    ['null', API.payments.create, 'member'],
    ['null', API.auth.login, 'anonymous'],
    ['[]', API.feedback.list, 'member'],
    ['[{"message":"Great","rating":5}]', API.feedback.list, 'member'],
    ['5', API.contact.list, 'anonymous'],
    ['"text"', API.auth.register, 'anonymous'],
    ['true', API.newsletter, 'anonymous'],
  ] as const)('body %s to %s answers 400 and writes nothing', async (payload, path, who) => {
    const before = await counts();
    const res = await send('POST', path, headersOf(who), payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: INPUT_MESSAGES.bodyNotObject,
      errors: { _: [INPUT_MESSAGES.bodyNotObject] },
    });
    expect(await counts()).toEqual(before);
  });
});

describe('a request that takes a body but sends none', () => {
  it('reads as an empty form: each missing field is named, where a booking used to answer 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.sessions.list, headers: member });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['trainerId', 'roomId', 'startTime', 'date']),
    );
  });
});
