import { AUTH_MESSAGES, CONTACT_MESSAGES, PHONE_MESSAGES, type Role } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import { loginAs, makeAccount, signedIn } from '../../test/factories.ts';
import { allContactMessages } from './contact.service.ts';

let t: TestApp;
type Session = Awaited<ReturnType<typeof signedIn>>;
const as: Partial<Record<Role, Session>> = {};

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITES_PER_MINUTE: '3', GYM_TIME_ZONE: 'Europe/Madrid' });
  for (const role of ['user', 'admin', 'staff', 'trainer'] as const) as[role] = await signedIn(t, role);
});
afterAll(() => t.close());

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  city: 'New York',
  phone: '+12125550123',
  message: 'I would like a tour',
};
const phoneInvalid = PHONE_MESSAGES.invalid('US');

let address = 0;
/** Each call comes from a new address unless one is given, so the rate limit stays out of the way. */
const send = (payload: unknown, ip = `10.1.0.${++address}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip });
const list = (who: Session | undefined, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/contact${query}`, headers: who ? who.headers : {} });

describe('POST /api/contact', () => {
  it('stores all five fields from a visitor without a token and answers 201', async () => {
    const res = await send({ ...valid, name: ' Ana Silva ', email: 'Ana@Example.com', city: 'São Paulo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toContainEqual(
      expect.objectContaining({
        name: 'Ana Silva',
        email: 'ana@example.com',
        city: 'São Paulo',
        phone: valid.phone,
        message: valid.message,
      }),
    );
  });

  it.each([
    ['name', 'Jane 2', CONTACT_MESSAGES.nameInvalid],
    ['name', '', CONTACT_MESSAGES.nameRequired],
    ['name', 'a'.repeat(101), CONTACT_MESSAGES.nameTooLong],
    ['email', 'jane@', AUTH_MESSAGES.emailInvalid],
    ['email', '', AUTH_MESSAGES.emailRequired],
    ['city', 'Paris 8e', CONTACT_MESSAGES.cityInvalid],
    ['city', '', CONTACT_MESSAGES.cityRequired],
    ['city', 'a'.repeat(101), CONTACT_MESSAGES.cityTooLong],
    ['phone', '(555) 010-2024', phoneInvalid],
    ['phone', '212-555-CALL', phoneInvalid],
    ['phone', '987654321', phoneInvalid],
    ['phone', '', PHONE_MESSAGES.required],
    ['message', '', CONTACT_MESSAGES.messageRequired],
    ['message', 'Hello\u0000there', 'Text may not contain control characters'],
    ['message', 'a'.repeat(2001), CONTACT_MESSAGES.messageTooLong],
  ])('refuses %s %j with 400 and %j', async (field, value, message) => {
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } });
  });

  it('takes names, cities and messages as people write them, and answers nothing but E.164 to staff', async () => {
    const message = `Open today at 6:30? Call me — “any time”!\n${'x'.repeat(1950)}`.slice(0, 2000);
    const res = await send({ ...valid, name: "Sarah O'Neil", city: 'St. John’s', phone: '(212) 555-0199', message });
    expect(res.statusCode, res.body).toBe(201);
    const listed = (await list(as.staff, '?search=Neil')).json() as { phone: string; message: string }[];
    expect(listed).toEqual([expect.objectContaining({ name: "Sarah O'Neil", phone: '+12125550199', message })]);
  });

  it('takes name, e-mail and message alone, as the original client sends them, and stores null for the rest', async () => {
    const res = await send({ name: 'Old Client', email: valid.email, message: valid.message });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CONTACT_MESSAGES.sent });
    const withNulls = await send({ name: 'Null Client', email: valid.email, city: null, phone: null, message: 'Hi' });
    expect(withNulls.statusCode, withNulls.body).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toContainEqual(expect.objectContaining({ name: 'Old Client', city: null, phone: null }));
    expect(rows).toContainEqual(expect.objectContaining({ name: 'Null Client', city: null, phone: null }));
    const listed = (await list(as.staff)).json() as { name: string; city: string | null; phone: string | null }[];
    expect(listed.find((m) => m.name === 'Old Client')).toMatchObject({ city: null, phone: null });
  });

  it('still checks a city or phone that is sent, and still requires name, e-mail and message', async () => {
    const original = { name: valid.name, email: valid.email, message: valid.message };
    const badCity = await send({ ...original, city: 'Paris 8e' });
    expect(badCity.json()).toEqual({
      message: CONTACT_MESSAGES.cityInvalid,
      errors: { city: [CONTACT_MESSAGES.cityInvalid] },
    });
    const badPhone = await send({ ...original, phone: '12' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors).toEqual({ phone: [phoneInvalid] });
    const nothing = await send({});
    expect(nothing.statusCode).toBe(400);
    expect(Object.keys(nothing.json().errors)).toEqual(['name', 'email', 'message']);
  });

  it('checks the fields in the spec order and answers the first broken rule', async () => {
    const allWrong = { name: 'J4ne', email: 'nope', city: 'C1ty', phone: '12', message: '' };
    const res = await send(allWrong);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(CONTACT_MESSAGES.nameInvalid);
    expect(Object.entries(body.errors)).toEqual([
      ['name', [CONTACT_MESSAGES.nameInvalid]],
      ['email', [AUTH_MESSAGES.emailInvalid]],
      ['city', [CONTACT_MESSAGES.cityInvalid]],
      ['phone', [phoneInvalid]],
      ['message', [CONTACT_MESSAGES.messageRequired]],
    ]);
    // Fixing each field in turn moves the answer to the next rule.
    expect((await send({ ...allWrong, name: valid.name, email: valid.email })).json().message).toBe(
      CONTACT_MESSAGES.cityInvalid,
    );
    expect((await send({ ...allWrong, name: valid.name, email: valid.email, city: valid.city })).json().message).toBe(
      phoneInvalid,
    );
    expect((await send({ ...valid, message: ' ' })).json().message).toBe(CONTACT_MESSAGES.messageRequired);
  });

  it('limits messages per address (429) without touching other addresses', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid, '10.9.9.9')).statusCode).toBe(201);
    const limited = await send(valid, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(CONTACT_MESSAGES.tooMany);
    expect((await send(valid, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('lists the messages newest first with all five fields for admin, staff and trainers', async () => {
    await send({ ...valid, name: 'Older Sender' });
    await send({ ...valid, name: 'Newer Sender' });
    for (const role of ['admin', 'staff', 'trainer'] as const) {
      const res = await list(as[role]);
      expect(res.statusCode, role).toBe(200);
      const rows = res.json() as { id: number; name: string }[];
      expect(rows[0]).toEqual({
        id: expect.any(Number),
        name: 'Newer Sender',
        email: valid.email,
        city: valid.city,
        phone: valid.phone,
        message: valid.message,
        createdAt: expect.any(String),
      });
      expect(rows[1]?.name).toBe('Older Sender');
      expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    }
  });

  it('answers one page with the total when asked for a page', async () => {
    const all = (await list(as.staff)).json() as unknown[];
    expect(all.length).toBeGreaterThan(3);
    expect((await list(as.staff, '?page=2&pageSize=3')).json()).toEqual({
      items: all.slice(3, 6),
      total: all.length,
      page: 2,
      pageSize: 3,
    });
    expect((await list(as.staff, '?page=1&pageSize=500')).statusCode).toBe(400);
  });

  it('searches name, e-mail, city, phone and message without regard to case, paged alike', async () => {
    await send({ ...valid, name: 'Zelda Quill', email: 'zelda@example.com', city: 'Lisbon', message: 'Sauna hours' });
    await send({ ...valid, name: 'Omar Vale', city: 'Porto', phone: '+16175550123', message: 'Parking please' });
    const names = async (search: string) =>
      ((await list(as.staff, `?search=${encodeURIComponent(search)}`)).json() as { name: string }[]).map((m) => m.name);
    expect(await names('zelda')).toEqual(['Zelda Quill']);
    expect(await names('ZELDA@EXAMPLE')).toEqual(['Zelda Quill']);
    expect(await names('porto')).toEqual(['Omar Vale']);
    expect(await names('6175550123')).toEqual(['Omar Vale']);
    expect(await names('sauna')).toEqual(['Zelda Quill']);
    // Taken literally, and an empty search is no search.
    expect(await names('%')).toEqual([]);
    expect((await names('  ')).length).toBe(((await list(as.staff)).json() as unknown[]).length);

    const page = await list(as.trainer, '?search=zelda&page=1&pageSize=5');
    expect(page.json()).toMatchObject({ items: [{ name: 'Zelda Quill' }], total: 1, page: 1, pageSize: 5 });
    const tooLong = await list(as.staff, `?search=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search must be at most 100 characters');
  });

  it('is closed to visitors (401) and members (403)', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    const member = await list(as.user);
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe(AUTH_MESSAGES.forbidden);
  });
});

describe('GET /api/contact?format=csv', () => {
  const csv = (who: Session | undefined, query: string) => list(who, `?format=csv&${query}`);
  const sameInstant = new Date('2026-03-10T23:30:00Z');

  beforeAll(async () => {
    await t.db.insert(contactMessages).values([
      {
        name: 'Csvc Older',
        email: 'older@example.com',
        message: 'Csvc hello',
        createdAt: new Date('2026-03-01T08:05:00Z'),
      },
      // Five sent in the same microsecond: the export's batches go on by id, neither repeating nor skipping one.
      ...'ABCDE'.split('').map((letter) => ({
        name: `Csvc ${letter}`,
        email: `csvc-${letter.toLowerCase()}@example.com`,
        city: 'Madrid',
        phone: '+12125550123',
        message: 'Same instant',
        createdAt: sameInstant,
      })),
      {
        name: '=HYPERLINK("http://x.test","Csvc")',
        email: 'csvc-evil@example.com',
        city: '@SUM(A1)',
        message: '+1 call me',
        createdAt: new Date('2026-03-12T10:00:00Z'),
      },
    ]);
  });

  it('exports every message the search matches, newest first, not a page: the gym’s clock, formulas neutralised', async () => {
    const res = await csv(as.staff, 'search=csvc&page=2&pageSize=2');
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'contact-messages.csv');
    expect(csvRecords(res.body)).toEqual([
      'Date,Time,Name,Email,Phone,City,Message',
      `2026-03-12,11:00,"'=HYPERLINK(""http://x.test"",""Csvc"")",csvc-evil@example.com,,'@SUM(A1),'+1 call me`,
      ...'EDCBA'
        .split('')
        .map(
          (letter) =>
            `2026-03-11,00:30,Csvc ${letter},csvc-${letter.toLowerCase()}@example.com,(212) 555-0123,Madrid,Same instant`,
        ),
      '2026-03-01,09:05,Csvc Older,older@example.com,,,Csvc hello',
    ]);
  });

  it('writes the headers in the caller’s language, for trainers too; members are refused', async () => {
    const spanish = await makeAccount(t.db, { role: 'trainer' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact?format=csv&search=csvc%20hello',
      headers: await loginAs(t, spanish.email),
    });
    expect(csvRecords(res.body)).toEqual([
      'Fecha,Hora,Nombre,Correo electrónico,Teléfono,Ciudad,Mensaje',
      '2026-03-01,09:05,Csvc Older,older@example.com,,,Csvc hello',
    ]);
    expect((await csv(as.user, '')).statusCode).toBe(403);
    expect((await csv(undefined, '')).statusCode).toBe(401);
  });

  it('reads the messages in batches after the last one given, in the list’s order', async () => {
    const listed = (await list(as.staff, '?search=csvc')).json() as { id: number }[];
    const batched: number[] = [];
    for await (const message of allContactMessages(t.db, { search: 'csvc', pageSize: 20 }, 2)) batched.push(message.id);
    expect(batched).toEqual(listed.map((m) => m.id));
    expect(batched).toHaveLength(7);
  });

  it('goes past the first batch of 500 over HTTP, each message once, even when all were sent at one instant', async () => {
    const bulk = Array.from({ length: 501 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk${i}@example.com`,
      message: 'Bulk',
      createdAt: sameInstant,
    }));
    await t.db.insert(contactMessages).values(bulk);
    const records = csvRecords((await csv(as.admin, 'search=bulk')).body).slice(1);
    expect(records).toHaveLength(501);
    expect(new Set(records).size).toBe(501);
    expect(records.at(0)).toMatch(/^2026-03-11,00:30,Bulk 500,/);
    expect(records.at(-1)).toMatch(/^2026-03-11,00:30,Bulk 0,/);
  });
});
