import { BILLING_MESSAGES, DESK_MESSAGES } from '@gym/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkins, payments, receipts, subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import { makeAccount, makePlan, makeSubscription, signedIn } from '../../test/factories.ts';

/** The front desk (docs/decisions/030): walk-ins, desk sales in one transaction, the members list. */

type Headers = { authorization: string };
const TODAY = '2026-03-10';

let t: TestApp;
let desk: Headers;
let deskId: number;
beforeAll(async () => {
  setClock(`${TODAY}T09:00:00Z`);
  t = await createTestApp();
  const staff = await signedIn(t, 'staff', { fullName: 'Desk Staff' });
  desk = staff.headers;
  deskId = staff.user.id;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Headers = desk) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const sell = (payload: object, headers: Headers = desk) => post('/api/desk/sales', payload, headers);
const members = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/desk/members?${query}`, headers: desk });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      id: number;
      fullName: string;
      membership: { status: string; daysLeft: number; planName: string } | null;
      lastCheckInAt: string | null;
    }[];
    total: number;
  };
};
const rowsOf = async (memberId: number) => ({
  subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.userId, memberId)),
  payments: await t.db.select().from(payments).where(eq(payments.userId, memberId)),
});

describe('a walk-in signed up by staff', () => {
  it('gets a member account without a password, a username from the e-mail, an invitation e-mail and an audit entry', async () => {
    const res = await post('/api/users/create-by-admin', {
      role: 'user',
      fullName: 'José O’Neil',
      email: 'jose.oneil@example.com',
      phone: '(201) 555-0123',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      role: 'user',
      fullName: 'José O’Neil',
      username: 'jose_oneil',
      phone: '+12015550123',
    });
    const invitation = t.sent.find((m) => m.to === 'jose.oneil@example.com');
    expect(invitation?.text).toMatch(/membership account at .* is ready/);
    expect(invitation?.text).toMatch(/\/invitation#/);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.created'), eq(auditLog.subjectId, user.id)));
    expect(entry).toMatchObject({ actorId: deskId, after: { role: 'user', by: 'invitation' } });

    // A second walk-in with the same e-mail's name gets the next free username; the e-mail itself is one account's.
    const twin = await post('/api/users/create-by-admin', {
      role: 'user',
      fullName: 'Jose Two',
      email: 'jose.oneil@other.test',
    });
    expect(twin.json().user.username).toBe('jose_oneil2');
    expect(
      (await post('/api/users/create-by-admin', { role: 'user', fullName: 'X', email: 'jose.oneil@example.com' }))
        .statusCode,
    ).toBe(409);
    // The name is needed when no password is typed.
    const nameless = await post('/api/users/create-by-admin', { role: 'user', email: 'anon@example.com' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors).toHaveProperty('fullName');
  });

  it('may be a member only: staff cannot create staff, trainer or admin accounts', async () => {
    const base = { email: 'colleague@example.com', username: 'colleague', fullName: 'New Colleague' };
    const asStaff = await post('/api/users/create-by-admin', { ...base, role: 'staff' });
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().message).toBe(DESK_MESSAGES.staffCreateMembersOnly);
    const trainer = { ...base, role: 'trainer', specialty: 'Yoga', experience: 2, pricePerHour: 30 };
    expect((await post('/api/users/create-by-admin', trainer)).statusCode).toBe(403);
    expect((await post('/api/users/create-by-admin', { ...base, role: 'admin' })).statusCode).toBe(400);
    const made = await t.db.select().from(users).where(eq(users.email, 'colleague@example.com'));
    expect(made).toHaveLength(0);
  });
});

describe('a plan sold at the desk', () => {
  it('records a completed desk payment with its receipt and audit entry and starts the plan, in one step; the next plan is Scheduled', async () => {
    const member = await makeAccount(t.db, { fullName: 'Maya Walkin' });
    const month = await makePlan(t.db, { name: 'Desk Month', price: '45.50', durationInDays: 30 });
    const res = await sell({ userId: member.id, planId: month.id, paymentMethod: 'Cash', notes: 'Paid in coins' });
    expect(res.statusCode, res.body).toBe(201);
    const { payment, subscription } = res.json();
    expect(payment).toMatchObject({
      userId: member.id,
      amount: 45.5,
      paymentMethod: 'Cash',
      status: 'Completed',
      provider: 'desk',
      recordedBy: deskId,
      planId: month.id,
      subscriptionId: subscription.id,
      notes: 'Paid in coins',
    });
    expect(subscription).toMatchObject({
      userId: member.id,
      planId: month.id,
      status: 'Active',
      isActive: true,
      startDate: TODAY,
      endDate: '2026-04-09',
      paymentId: payment.id,
    });
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, payment.id))).toHaveLength(1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.recorded'), eq(auditLog.subjectId, payment.id)));
    expect(audited).toMatchObject([{ actorId: deskId }]);

    // Another plan bought while this one runs starts the day after it ends (decisions §3).
    const classes = await makePlan(t.db, { name: 'Desk Classes', durationInDays: 10 });
    const next = await sell({ userId: member.id, planId: classes.id, paymentMethod: 'Card terminal' });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().subscription).toMatchObject({
      status: 'Scheduled',
      startDate: '2026-04-10',
      endDate: '2026-04-20',
    });
    // The same plan again is refused, and leaves nothing behind.
    const again = await sell({ userId: member.id, planId: month.id, paymentMethod: 'Cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadySubscribed);
    const rows = await rowsOf(member.id);
    expect(rows.subscriptions).toHaveLength(2);
    expect(rows.payments).toHaveLength(2);
  });

  it('leaves nothing written when any step fails: a full plan, a retired plan, a staff account, a failing receipt', async () => {
    const member = await makeAccount(t.db, { fullName: 'Noor Refused' });
    const full = await makePlan(t.db, { maxMembers: 1 });
    await makeSubscription(t.db, {
      userId: (await makeAccount(t.db)).id,
      planId: full.id,
      startDate: TODAY,
      endDate: '2026-05-01',
    });
    expect((await sell({ userId: member.id, planId: full.id, paymentMethod: 'Cash' })).statusCode).toBe(409);
    const retired = await makePlan(t.db, { isActive: false });
    expect((await sell({ userId: member.id, planId: retired.id, paymentMethod: 'Cash' })).statusCode).toBe(409);
    const plan = await makePlan(t.db);
    expect((await sell({ userId: deskId, planId: plan.id, paymentMethod: 'Cash' })).statusCode).toBe(400);
    expect((await sell({ userId: member.id, planId: plan.id, paymentMethod: 'Online card' })).statusCode).toBe(400);
    expect((await sell({ userId: 999_999, planId: plan.id, paymentMethod: 'Cash' })).statusCode).toBe(404);

    // The receipt is the sale's last write: when it fails, the payment and the subscription made before it go too.
    await t.db.execute(
      sql.raw(`create function refuse_receipt() returns trigger language plpgsql as $$
        begin raise exception 'receipt printer on fire'; end $$`),
    );
    await t.db.execute(
      sql.raw('create trigger refuse_receipt before insert on receipts for each row execute function refuse_receipt()'),
    );
    try {
      const failed = await sell({ userId: member.id, planId: plan.id, paymentMethod: 'Cash' });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('printer');
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_receipt on receipts'));
      await t.db.execute(sql.raw('drop function refuse_receipt()'));
    }
    expect(await rowsOf(member.id)).toEqual({ subscriptions: [], payments: [] });
    // With the fault gone the same sale goes through.
    expect((await sell({ userId: member.id, planId: plan.id, paymentMethod: 'Cash' })).statusCode).toBe(201);
  });
});

describe('the members list at the desk', () => {
  it('exports every member the filters match as CSV, not a page: phones national, formulas neutralised', async () => {
    const plan = await makePlan(t.db, { name: 'Csvy Gold' });
    const cmd = await makeAccount(t.db, { fullName: '=cmd', email: 'csvy-cmd@example.com' });
    await makeSubscription(t.db, {
      userId: cmd.id,
      planId: plan.id,
      startDate: '2026-03-01',
      endDate: '2026-04-01',
      status: 'Active',
      isActive: true,
    });
    await t.db.insert(checkins).values({
      userId: cmd.id,
      at: new Date('2026-03-09T18:30:00Z'),
      gymDate: '2026-03-09',
      method: 'search',
      recordedBy: deskId,
    });
    for (let i = 10; i < 35; i++) await makeAccount(t.db, { fullName: `Csvy ${i}` });

    const csv = async (query: string, headers: Headers = desk) =>
      t.app.inject({ method: 'GET', url: `/api/desk/members?search=csvy&format=csv&${query}`, headers });
    const all = await csv('pageSize=5&page=2');
    expect(all.statusCode, all.body).toBe(200);
    expectCsvFile(all, 'members.csv');
    const lines = all.body.slice(1).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Member,Email,Phone,Plan,Status,Ends,Last check-in',
      "'=cmd,csvy-cmd@example.com,(212) 555-0123,Csvy Gold,Active,2026-04-01,2026-03-09 18:30",
      expect.stringMatching(/^Csvy 10,[^,]+,\(212\) 555-0123,No plan,,,$/),
    ]);
    expect(lines).toHaveLength(1 + 26 + 1); // the header, every member (not the page of 5), the last line's end
    expect(lines.at(-2)).toMatch(/^Csvy 34,/);

    const active = (await csv('status=Active')).body.slice(1).split('\n');
    expect(active.slice(1)).toEqual([expect.stringMatching(/^'=cmd,/), '']);
    const sorted = (await csv('sort=lastCheckIn&order=desc&status=none')).body.slice(1).split('\n');
    expect(sorted).toHaveLength(1 + 25 + 1);

    const member = await signedIn(t, 'user');
    expect((await csv('', member.headers)).statusCode).toBe(403);
  });

  it('shows each member’s current plan and last check-in, filters by status and plan, sorts and pages', async () => {
    const gold = await makePlan(t.db, { name: 'Listy Gold' });
    const silver = await makePlan(t.db, { name: 'Listy Silver' });
    const make = (fullName: string) => makeAccount(t.db, { fullName });
    const [ana, ben, cleo, dev, eli] = await Promise.all(
      ['Listy Ana', 'Listy Ben', 'Listy Cleo', 'Listy Dev', 'Listy Eli'].map(make),
    );
    if (!ana || !ben || !cleo || !dev || !eli) throw new Error('members not made');
    const give = (userId: number, planId: number, startDate: string, endDate: string, status = 'Active' as const) =>
      makeSubscription(t.db, { userId, planId, startDate, endDate, status, isActive: status === 'Active' });
    await give(ana.id, gold.id, '2026-02-01', '2026-03-15'); // Active, 5 days left: expiring
    await give(ben.id, silver.id, '2026-03-01', '2026-06-01'); // Active
    await makeSubscription(t.db, {
      userId: cleo.id,
      planId: gold.id,
      startDate: '2026-04-01',
      endDate: '2026-05-01',
      status: 'Scheduled',
      isActive: false,
    });
    await makeSubscription(t.db, {
      userId: dev.id,
      planId: silver.id,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      status: 'Expired',
      isActive: false,
    });
    // eli: nothing at all.
    const visit = (userId: number, at: string) =>
      t.db
        .insert(checkins)
        .values({ userId, at: new Date(at), gymDate: at.slice(0, 10), method: 'search', recordedBy: deskId });
    await visit(ana.id, '2026-03-01T08:00:00Z');
    await visit(ana.id, '2026-03-09T18:30:00Z');
    await visit(ben.id, '2026-03-05T07:00:00Z');
    // A scan kept offline arrives after a newer one: the last visit stays the newer.
    await visit(ben.id, '2026-03-02T07:00:00Z');

    const all = await members('search=Listy');
    expect(all.total).toBe(5);
    expect(all.items.map((m) => m.fullName)).toEqual([
      'Listy Ana',
      'Listy Ben',
      'Listy Cleo',
      'Listy Dev',
      'Listy Eli',
    ]);
    expect(all.items[0]).toMatchObject({
      membership: { status: 'Active', daysLeft: 5, planName: 'Listy Gold' },
      lastCheckInAt: '2026-03-09T18:30:00.000Z',
    });
    expect(all.items[2]?.membership).toMatchObject({ status: 'Scheduled', planName: 'Listy Gold' });
    expect(all.items[3]?.membership).toBeNull(); // an expired plan is history: No plan
    expect(all.items[1]?.lastCheckInAt).toBe('2026-03-05T07:00:00.000Z');
    expect(all.items[4]).toMatchObject({ membership: null, lastCheckInAt: null });

    const names = async (query: string) => (await members(`search=Listy&${query}`)).items.map((m) => m.fullName);
    expect(await names('status=Active')).toEqual(['Listy Ana', 'Listy Ben']);
    expect(await names('status=Expiring')).toEqual(['Listy Ana']);
    expect(await names('status=Scheduled')).toEqual(['Listy Cleo']);
    expect(await names('status=none')).toEqual(['Listy Dev', 'Listy Eli']);
    expect(await names(`planId=${gold.id}`)).toEqual(['Listy Ana', 'Listy Cleo']);
    expect(await names(`planId=${silver.id}&status=Active`)).toEqual(['Listy Ben']);
    // End date: soonest first, members without a plan last whichever the direction.
    expect(await names('sort=endDate')).toEqual(['Listy Ana', 'Listy Cleo', 'Listy Ben', 'Listy Dev', 'Listy Eli']);
    expect(await names('sort=endDate&order=desc')).toEqual([
      'Listy Ben',
      'Listy Cleo',
      'Listy Ana',
      'Listy Eli',
      'Listy Dev',
    ]);
    expect(await names('sort=lastCheckIn&order=desc')).toEqual([
      'Listy Ana',
      'Listy Ben',
      'Listy Eli',
      'Listy Dev',
      'Listy Cleo',
    ]);
    // Pages: two of two, then the last one, with the total each time.
    const second = await members('search=Listy&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.items.map((m) => m.fullName)).toEqual(['Listy Cleo', 'Listy Dev']);
    expect((await members('search=Listy&pageSize=2&page=3')).items.map((m) => m.fullName)).toEqual(['Listy Eli']);

    const bad = await t.app.inject({ method: 'GET', url: '/api/desk/members?status=Sleeping&sort=age', headers: desk });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });
});
