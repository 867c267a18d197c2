import type { AuditEntry, GymInfo } from '@gym/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { csvRecords, expectCsvFile } from '../../test/csv.ts';
import { loginAs, makeAccount, makePlan, signedIn } from '../../test/factories.ts';
import { allAudit, appendAudit } from './audit.service.ts';

/**
 * The audit trail (docs/decisions/023): money, account and settings changes each leave one entry with who, what,
 * before and after; the chain verifies, and an entry changed behind the application's back (the trigger disabled,
 * as only a table owner can) is named as the place it breaks. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let staff: Headers;

beforeAll(async () => {
  setClock('2026-03-10T11:00:00Z');
  t = await createTestApp({ GYM_TIME_ZONE: 'Europe/Madrid' });
  admin = await signedIn(t, 'admin');
  staff = (await signedIn(t, 'staff')).headers;
});
afterAll(() => t.close());

const trail = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/audit?${query}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AuditEntry[]; total: number; page: number; pageSize: number };
};
const verify = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/audit/verify', headers: admin.headers })).json();
const run = (statement: string) => t.db.execute(sql.raw(statement));

describe('what the trail records', () => {
  it('records a settings change with the changed fields only, before and after, and who made it', async () => {
    const gym = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json() as GymInfo;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/gym',
      headers: admin.headers,
      payload: { ...gym, name: 'Pulse Gym Downtown', taxRate: 21 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await trail('kind=settings')).items;
    expect(entry).toMatchObject({
      action: 'settings.changed',
      kind: 'settings',
      actorId: admin.user.id,
      actorName: admin.user.fullName ?? admin.user.username,
      before: { name: gym.name, taxRate: null },
      after: { name: 'Pulse Gym Downtown', taxRate: 21 },
    });
    // Saving the same settings again changes nothing, and writes nothing.
    const total = (await trail()).total;
    await t.app.inject({ method: 'PUT', url: '/api/gym', headers: admin.headers, payload: res.json() });
    expect((await trail()).total, JSON.stringify((await trail()).items[0])).toBe(total);
  });

  it('records a desk payment, a plan price change and an account created at the desk', async () => {
    const plan = await makePlan(t.db, { price: '19.99' });
    const member = await signedIn(t, 'user');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: staff,
      payload: {
        userId: member.user.id,
        amount: 19.99,
        paymentMethod: 'Cash',
        planId: plan.id,
        notes: 'Paid in coins',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = (await trail('kind=money')).items;
    expect(payment).toMatchObject({
      action: 'payment.recorded',
      subjectType: 'payment',
      subjectId: paid.json().payment.id,
      before: null,
      after: { memberId: member.user.id, amount: 19.99, method: 'Cash', status: 'Completed', planId: plan.id },
    });
    // The member's own note is theirs; the trail keeps money facts only.
    expect(JSON.stringify(payment?.after)).not.toContain('coins');

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/plan/${plan.id}`,
      headers: admin.headers,
      payload: {
        name: plan.name,
        description: plan.description,
        price: 24.5,
        durationInDays: plan.durationInDays,
        imageUrl: plan.imageUrl,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await trail('kind=money')).items[0]).toMatchObject({
      action: 'plan.priceChanged',
      subjectId: plan.id,
      before: { price: 19.99 },
      after: { price: 24.5 },
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-by-admin',
      headers: admin.headers,
      payload: {
        role: 'staff',
        username: 'newdesk',
        fullName: 'New Desk',
        email: 'newdesk@example.com',
        birthday: '1990-01-01',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await trail('kind=accounts')).items[0]).toMatchObject({
      action: 'account.created',
      actorId: admin.user.id,
      subjectId: created.json().user.id,
      after: { role: 'staff', by: 'invitation' },
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${created.json().user.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await trail('kind=accounts')).items[0]).toMatchObject({
      action: 'account.deleted',
      subjectId: created.json().user.id,
      before: { role: 'staff' },
      after: { kept: 'removed' },
    });
  });

  it('records a sign-up as the new member’s own act', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'selfmade',
        email: 'selfmade@example.com',
        password: 'Lifting-Every-Day',
        fullname: 'Self Made',
        phone: '+12125550123',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().user.id;
    expect((await trail(`actorId=${id}`)).items).toMatchObject([
      { action: 'account.created', actorId: id, subjectId: id, after: { role: 'user', by: 'register' } },
    ]);
  });

  it('lists newest first, a page at a time, and by the gym’s days', async () => {
    const all = await trail('pageSize=100');
    const ids = all.items.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await trail('page=2&pageSize=2');
    expect(second.items.map((e) => e.id)).toEqual(ids.slice(2, 4));
    // Every entry was written on 10 March in Madrid; the day before has none.
    expect((await trail('from=2026-03-10&to=2026-03-10')).total).toBe(all.total);
    expect((await trail('to=2026-03-09')).total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/audit?kind=lunch', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a chain that cannot be quietly edited', () => {
  it('keeps one gap-free chain when many changes append at once', async () => {
    const plan = await makePlan(t.db);
    const before = (await trail()).total;
    const body = (price: number) => ({
      name: plan.name,
      description: plan.description,
      price,
      durationInDays: plan.durationInDays,
      imageUrl: plan.imageUrl,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: 'PUT', url: `/api/plan/${plan.id}`, headers: staff, payload: body(30 + i) }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const after = await trail('pageSize=100');
    // Each save changed the price from the one before it, whichever order they ran in.
    expect(after.total - before).toBeGreaterThanOrEqual(19);
    const ids = after.items.map((e) => e.id).sort((a, b) => a - b);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
    expect(await verify()).toEqual({ ok: true, entries: after.total, head: after.items[0]?.hash });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of an entry, whoever sends them', async () => {
    const count = (await trail()).total;
    await expect(run(`update audit_log set action = 'settings.changed' where id = 1`)).rejects.toThrow();
    await expect(run('delete from audit_log where id = 1')).rejects.toThrow();
    await expect(run('truncate audit_log')).rejects.toThrow();
    expect((await trail()).total).toBe(count);
    expect((await verify()).ok).toBe(true);
  });

  it('names the entry changed behind the application’s back, with the trigger disabled', async () => {
    const entries = (await trail()).total;
    const target = (await trail('kind=money')).items.find((e) => e.action === 'plan.priceChanged') as AuditEntry;
    await run('alter table audit_log disable trigger audit_log_append_only');
    await run(`update audit_log set after = '{"price": 1}'::jsonb where id = ${target.id}`);
    await run('alter table audit_log enable trigger audit_log_append_only');
    expect(await verify()).toEqual({ ok: false, entries, brokenAt: target.id });
  });
});

describe('GET /api/audit?format=csv', () => {
  const csv = (query: string, headers: Headers | Record<string, never> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/audit?format=csv&${query}`, headers });
  let evil: Awaited<ReturnType<typeof signedIn>>;
  let planId: number;

  beforeAll(async () => {
    evil = await signedIn(t, 'admin', { fullName: '=HYPERLINK("http://x.test")' });
    planId = (await makePlan(t.db)).id;
    const priceChange = (from: number, to: number) =>
      t.db.transaction((tx) =>
        appendAudit(tx, {
          actorId: evil.user.id,
          action: 'plan.priceChanged',
          subject: { type: 'plan', id: planId },
          before: { price: from },
          after: { price: to },
        }),
      );
    for (let price = 30; price < 35; price++) await priceChange(price, price + 1);
    // Late on 12 March by the clock of the world: 13 March in Madrid, the gym's zone.
    setClock('2026-03-12T23:30:00Z');
    await priceChange(35, 40);
    setClock('2026-03-10T11:00:00Z');
  });

  it('exports every entry the filters match, newest first, not a page: the gym’s clock, words, formulas neutralised', async () => {
    const res = await csv(`actorId=${evil.user.id}&page=2&pageSize=2`);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'audit.csv');
    const records = csvRecords(res.body);
    expect(records[0]).toBe('#,Date,Time,Who,What,Kind,Subject,Subject number,Before,After,Fingerprint');
    const entries = (await trail(`actorId=${evil.user.id}&pageSize=100`)).items;
    expect(entries).toHaveLength(6);
    const [latest] = entries as [AuditEntry];
    expect(records.slice(1)).toHaveLength(6);
    expect(records[1]).toBe(
      `${latest.id},2026-03-13,00:30,"'=HYPERLINK(""http://x.test"")",Plan price changed,Money,Plan,${planId},"{""price"":35}","{""price"":40}",${latest.hash}`,
    );
    expect(records.slice(1).map((r) => Number(r.split(',')[0]))).toEqual(entries.map((e) => e.id));
  });

  it('keeps the period and kind, and writes the headers and words in the caller’s language', async () => {
    const spanish = await makeAccount(t.db, { role: 'admin' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const res = await csv('kind=money&from=2026-03-13&to=2026-03-13', await loginAs(t, spanish.email));
    const records = csvRecords(res.body);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-2026-03-13-to-2026-03-13.csv"');
    expect(records).toEqual([
      '#,Fecha,Hora,Quién,Qué,Tipo,Elemento,N.º del elemento,Antes,Después,Huella',
      expect.stringMatching(
        /^\d+,2026-03-13,00:30,"'=HYPERLINK\(""http:\/\/x\.test""\)",Precio del plan cambiado,Dinero,Plan,/,
      ),
    ]);
    const settings = csvRecords((await csv('kind=settings', await loginAs(t, spanish.email))).body).slice(1);
    expect(settings.length).toBeGreaterThan(0);
    expect(settings.every((r) => r.includes(',Ajustes cambiados,Ajustes,Los ajustes del gimnasio,,'))).toBe(true);
  });

  it('is the admin’s alone, and holds no password hash or token', async () => {
    expect((await csv('', staff)).statusCode).toBe(403);
    const member = await signedIn(t, 'user');
    expect((await csv('', member.headers)).statusCode).toBe(403);
    expect((await csv('', {})).statusCode).toBe(401);
    expect((await csv('')).body).not.toMatch(/argon|password|token/i);
  });

  it('reads the trail in batches below the last number given, in the list’s order', async () => {
    const listed = (await trail('pageSize=100')).items.map((e) => e.id);
    const batched: number[] = [];
    for await (const entry of allAudit(t.db, {}, 'Europe/Madrid', 4)) batched.push(entry.id);
    expect(batched).toEqual(listed);
  });
});
