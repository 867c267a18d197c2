import { type GymInfo, type PaymentListItem, paymentListQuerySchema, receiptNumberText } from '@gym/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, receipts, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import { makePayment, makePlan, signedIn } from '../../test/factories.ts';
import { allPayments, issueReceipt } from './receipts.service.ts';

/**
 * Receipts and the payments list (docs/decisions/023): a payment recorded at the desk gets the next receipt number,
 * and its member an e-mail with the PDF; numbers have no gap, even with many payments at once or one rolled back;
 * the PDF is its member's, staff's and the admin's alone. Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */

type Headers = { authorization: string };
let t: TestApp;
let admin: Headers;
let staff: Headers;
let plan: Awaited<ReturnType<typeof makePlan>>;

beforeAll(async () => {
  // 23:30 UTC on 10 March is already 11 March in Madrid: the receipt's date is the gym's.
  setClock('2026-03-10T23:30:00Z');
  t = await createTestApp({ GYM_NAME: 'Pulse Gym', GYM_TIME_ZONE: 'Europe/Madrid' });
  admin = (await signedIn(t, 'admin')).headers;
  staff = (await signedIn(t, 'staff')).headers;
  plan = await makePlan(t.db, { name: 'Gold', price: '19.99', durationInDays: 30 });
});
afterAll(() => t.close());

const deskPayment = (memberId: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: staff,
    payload: { userId: memberId, amount: 19.99, paymentMethod: 'Cash', planId: plan.id, ...payload },
  });
const receiptOf = async (paymentId: number) =>
  (
    await t.db
      .select()
      .from(receipts)
      .where(and(eq(receipts.paymentId, paymentId), isNull(receipts.refundId)))
  )[0];
const pdfOf = (paymentId: number, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/payment/${paymentId}/receipt`, ...(headers ? { headers } : {}) });
const list = async (query: string, headers: Headers = staff) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/payments?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: PaymentListItem[]; total: number };
};

describe('a desk payment’s receipt', () => {
  it('numbers it, fixes what it says, and e-mails the member the PDF once', async () => {
    const member = await signedIn(t, 'user', { fullName: 'Ana Torres' });
    t.sent.length = 0;
    const res = await deskPayment(member.user.id);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().payment.id as number;
    const receipt = await receiptOf(id);
    expect(receipt?.content).toMatchObject({
      gym: { name: 'Pulse Gym', address: '120 Market Street, Springfield' },
      billedTo: { name: 'Ana Torres', email: member.user.email },
      item: { kind: 'plan', planName: 'Gold', durationInDays: 30 },
      amount: 19.99,
      currency: 'USD',
      method: 'Cash',
      taxRate: null,
      taxAmount: null,
      timeZone: 'Europe/Madrid',
    });
    const mails = t.sent.filter((m) => m.to === member.user.email);
    expect(mails).toHaveLength(1);
    const number = receiptNumberText(receipt?.number as number);
    expect(mails[0]?.subject).toBe(`Your receipt ${number} from Pulse Gym`);
    // The gym's day: 11 March in Madrid, though it is still the 10th in UTC.
    expect(mails[0]?.text).toContain('March 11, 2026');
    const [pdf] = mails[0]?.attachments ?? [];
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(
      Buffer.from(pdf?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('writes the member’s language, and the tax the price includes when the gym sets a rate', async () => {
    const gym = (await t.app.inject({ method: 'GET', url: '/api/gym' })).json() as GymInfo;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/gym',
      headers: admin,
      payload: { ...gym, taxRate: 21 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const member = await signedIn(t, 'user', { fullName: 'Lucía Gómez' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, member.user.id));
    t.sent.length = 0;
    const id = (await deskPayment(member.user.id)).json().payment.id as number;
    // 19.99 with 21 % included: 16.52 before tax, 3.47 tax.
    expect((await receiptOf(id))?.content).toMatchObject({ taxRate: 21, taxAmount: 3.47, language: 'es' });
    expect(t.sent[0]?.subject).toMatch(/^Tu recibo R-\d{6} de Pulse Gym$/);
    await t.app.inject({ method: 'PUT', url: '/api/gym', headers: admin, payload: { ...gym, taxRate: null } });
  });

  it('answers the PDF to its member, staff and the admin; not to another member', async () => {
    const member = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    const id = (await deskPayment(member.user.id)).json().payment.id as number;
    for (const headers of [member.headers, staff, admin]) {
      const res = await pdfOf(id, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="R-\d{6}\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await pdfOf(id, other.headers)).statusCode).toBe(404);
    expect((await pdfOf(id)).statusCode).toBe(401);
    // A payment that is not completed has no receipt.
    const pending = await makePayment(t.db, { userId: member.user.id, amount: '19.99', status: 'Pending' });
    expect((await pdfOf(pending.id, member.headers)).statusCode).toBe(404);
  });
});

describe('a refund’s receipt', () => {
  const refund = (paymentId: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/payment/${paymentId}/refund`, headers: admin, payload });
  const refundPdf = (refundId: number, headers?: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/refunds/${refundId}/receipt`, ...(headers ? { headers } : {}) });

  it('numbers each refund next in the one sequence, names the payment’s receipt, and e-mails its PDF', async () => {
    const member = await signedIn(t, 'user', { fullName: 'Ana Torres' });
    const other = await signedIn(t, 'user');
    const id = (await deskPayment(member.user.id)).json().payment.id as number;
    const paid = (await receiptOf(id))?.number as number;
    t.sent.length = 0;

    expect((await refund(id, { amount: 5, reason: 'Overcharged at the desk' })).statusCode).toBe(200);
    expect((await refund(id, { reason: 'Left the gym in the first week' })).statusCode).toBe(200);

    const [mine] = (await list(`page=1&pageSize=100`, admin)).items.filter((p) => p.id === id);
    expect(mine).toMatchObject({ status: 'Refunded', refundedAmount: 19.99, receiptNumber: paid });
    const numbers = mine?.refunds.map((r) => r.receiptNumber) ?? [];
    expect(mine?.refunds.map((r) => r.amount)).toEqual([5, 14.99]);
    expect(numbers[0]).toBeGreaterThan(paid);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);

    const rows = await t.db.select().from(receipts).where(eq(receipts.paymentId, id)).orderBy(asc(receipts.number));
    expect(rows.map((r) => r.content.refund ?? null)).toEqual([
      null,
      { ofReceipt: paid, reason: 'Overcharged at the desk' },
      { ofReceipt: paid, reason: 'Left the gym in the first week' },
    ]);
    expect(rows.map((r) => r.content.amount)).toEqual([19.99, 5, 14.99]);

    const mails = t.sent.filter((m) => m.to === member.user.email);
    expect(mails.map((m) => m.subject)).toEqual(
      numbers.map((n) => `Your refund receipt ${receiptNumberText(n as number)} from Pulse Gym`),
    );
    expect(mails[0]?.text).toContain('We have refunded $5.00 to you.');
    expect(mails[0]?.text).toContain(`Refund of receipt: ${receiptNumberText(paid)}`);
    expect(mails[0]?.text).toContain('Reason: Overcharged at the desk');
    expect(mails[0]?.attachments?.[0]).toMatchObject({ filename: `${receiptNumberText(numbers[0] as number)}.pdf` });

    const refundId = mine?.refunds[0]?.id as number;
    for (const headers of [member.headers, staff, admin]) {
      const res = await refundPdf(refundId, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${receiptNumberText(numbers[0] as number)}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await refundPdf(refundId, other.headers)).statusCode).toBe(404);
    expect((await refundPdf(999_999, admin)).json().message).toBe('Refund not found');
    // The payment's own receipt is still the one it had.
    expect((await pdfOf(id, member.headers)).headers['content-disposition']).toContain(receiptNumberText(paid));
  });
});

describe('receipt numbers', () => {
  it('have no gap and no double under 50 payments at once', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => signedIn(t, 'user')));
    const [{ before }] = (await t.db
      .select({ before: sql<number>`coalesce(max(${receipts.number}), 0)::int` })
      .from(receipts)) as [{ before: number }];
    const answers = await Promise.all(members.map((m) => deskPayment(m.user.id, { planId: undefined, amount: 5 })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const numbers = (await t.db.select({ n: receipts.number }).from(receipts).orderBy(asc(receipts.number))).map(
      (r) => r.n,
    );
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(numbers.at(-1)).toBe(before + 50);
  });

  it('take a number back when the payment rolls back', async () => {
    const member = await signedIn(t, 'user');
    const last = async () => (await t.db.select({ n: sql<number>`max(${receipts.number})::int` }).from(receipts))[0]?.n;
    const before = await last();
    await expect(
      t.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(payments)
          .values({ userId: member.user.id, amount: '5.00', status: 'Completed', paymentDate: new Date() })
          .returning();
        await issueReceipt(tx, (row as { id: number }).id);
        throw new Error('the provider said no after all');
      }),
    ).rejects.toThrow('the provider said no');
    expect(await last()).toBe(before);
    const id = (await deskPayment(member.user.id, { planId: undefined, amount: 5 })).json().payment.id as number;
    expect((await receiptOf(id))?.number).toBe((before as number) + 1);
  });
});

describe('GET /api/payments and a member’s payments', () => {
  it('filters by state, method and the gym’s days, newest first, with the receipt number', async () => {
    const member = await signedIn(t, 'user', { fullName: 'Filter Person' });
    const transfer = (
      await deskPayment(member.user.id, { paymentMethod: 'Bank Transfer', planId: undefined, amount: 7 })
    ).json().payment.id as number;
    await makePayment(t.db, { userId: member.user.id, amount: '8.00', status: 'Pending', paymentMethod: 'Cash' });
    await makePayment(t.db, {
      userId: member.user.id,
      amount: '9.00',
      paymentMethod: 'Bank Transfer',
      paymentDate: new Date('2026-02-01T10:00:00Z'),
    });

    const transfers = await list('method=Bank%20Transfer&status=Completed');
    expect(transfers.items.map((p) => p.amount)).toEqual([7, 9]);
    expect(transfers.items[0]).toMatchObject({ id: transfer, memberName: 'Filter Person', status: 'Completed' });
    expect(transfers.items[0]?.receiptNumber).toBeGreaterThan(0);
    // 11 March in Madrid holds today's payments; February's is in its own period.
    expect((await list('method=Bank%20Transfer&from=2026-03-11&to=2026-03-11')).items.map((p) => p.amount)).toEqual([
      7,
    ]);
    expect((await list('method=Bank%20Transfer&from=2026-02-01&to=2026-02-28')).items.map((p) => p.amount)).toEqual([
      9,
    ]);
    const pending = (await list('status=Pending&pageSize=100')).items;
    expect(pending.map((p) => p.status)).toEqual(pending.map(() => 'Pending'));
    expect(pending.filter((p) => p.userId === member.user.id).map((p) => p.amount)).toEqual([8]);
    const page = await list('pageSize=2&page=2', admin);
    expect(page.items).toHaveLength(2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/payments?status=Lost&from=11%20March', headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status']);
  });

  it('exports every payment the filters match as CSV, not a page: the gym’s time, formulas neutralised', async () => {
    const member = await signedIn(t, 'user', { fullName: '=cmd' });
    const card = (paymentDate: string, values: Partial<typeof payments.$inferInsert> = {}) =>
      makePayment(t.db, {
        userId: member.user.id,
        amount: '5.00',
        paymentMethod: 'Card terminal',
        paymentDate: new Date(paymentDate),
        ...values,
      });
    // 23:30 UTC on 31 December is 00:30 on 1 January in Madrid: in January's export. 31 January's is February's.
    await card('2025-12-31T23:30:00Z', { amount: '12.50', status: 'Partly refunded', refundedAmount: '2.50' });
    await card('2026-01-31T23:30:00Z');
    // 25 at one instant, more than a page of 20, and ties that only the id orders.
    for (let i = 0; i < 25; i++) await card('2026-01-15T10:00:00Z');
    await card('2026-01-20T10:00:00Z', { paymentMethod: 'Cash' });

    const url = '/api/payments?method=Card%20terminal&from=2026-01-01&to=2026-01-31&format=csv';
    const res = await t.app.inject({ method: 'GET', url, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'payments-2026-01-01-to-2026-01-31.csv');
    const lines = res.body.slice(1).split('\n');
    expect(lines[0]).toBe('Date,Time,Member,Plan,Amount,Refunded,Payment method,Status,Receipt number,Refund receipts');
    expect(lines.slice(1, 3)).toEqual([
      "2026-01-15,11:00,'=cmd,,5,0,Card terminal,Completed,,",
      "2026-01-15,11:00,'=cmd,,5,0,Card terminal,Completed,,",
    ]);
    expect(lines.at(-2)).toBe("2026-01-01,00:30,'=cmd,,12.5,2.5,Card terminal,Partly refunded,,");
    expect(lines).toHaveLength(1 + 26 + 1); // the header, every row, and the last line's end

    // Read in batches of 7: the same payments in the same order as one long page, none twice.
    const query = paymentListQuerySchema.parse({ method: 'Card terminal', from: '2026-01-01', to: '2026-01-31' });
    const batched: number[] = [];
    for await (const payment of allPayments(t.db, query, 'Europe/Madrid', 7)) batched.push(payment.id);
    const page = await list('method=Card%20terminal&from=2026-01-01&to=2026-01-31&pageSize=100', admin);
    expect(batched).toEqual(page.items.map((p) => p.id));
    expect(new Set(batched).size).toBe(26);

    const refused = await t.app.inject({ method: 'GET', url, headers: member.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('answers a member their own payments, and another member 403', async () => {
    const member = await signedIn(t, 'user');
    const other = await signedIn(t, 'user');
    await deskPayment(member.user.id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/payments`,
      headers: member.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toMatchObject([{ userId: member.user.id, planName: 'Gold', amount: 19.99 }]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.user.id}/payments`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(403);
  });
});
