import type { AttendanceReport, ExpiringReport, MembersReport, RetentionReport, RevenueReport } from '@gym/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkins, paymentRefunds, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { expectCsvFile } from '../../test/csv.ts';
import { loginAs, makeAccount, makePayment, makePlan, makeSubscription, signedIn } from '../../test/factories.ts';
import { absentMembers } from './reports.service.ts';

/**
 * The owner's reports on a small fixed gym whose figures are worked out by hand below, following the definitions in
 * docs/reports.md. The gym is in New York and today is 15 April 2026 there; the period is January to March 2026.
 * Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 *
 * Members (membership days; "created" when bought earlier than the start shows):
 *   A  Monthly  2025-12-20 … 2026-04-30  Active, auto-renew        (extends in March: an extension payment)
 *   B  Quarterly 2026-01-31 … 2026-05-01 Active, next plan bought   (paid 23:30 on 31 Jan in New York, 04:30 UTC on 1 Feb)
 *   C  Monthly  2026-03-05 … 2026-04-03  Expired                    (paid 50, 20 refunded)
 *   D  Monthly  2026-03-06 … 2026-04-04  Cancelled by a full refund on 8 March
 *   E  Monthly  2025-11-15 … 2026-01-14  Expired, renewal off       → cancelled (voluntary) in January
 *   F  Monthly  2025-12-01 … 2026-01-30  Suspended                  → lapsed (involuntary) in January
 *   G  Monthly  2025-12-10 … 2026-02-08  Expired after a failed payment → lapsed in February
 *   H  Monthly 2025-12-05 … 2026-01-03, then Quarterly 2026-01-04 … 2026-04-03: one membership, no churn in January
 *   I  Monthly  bought 2025-10-01, renewed in place to 2026-02-15 … 2026-03-16, Expired → cancelled in March
 *   J  a checkout still waiting for payment; K a checkout whose payment failed: neither is a membership
 *   N  "+Plus" 2026-04-10 … 2026-04-20  Active, renewal off (the CSV's formula cases)
 *
 * Check-ins (New York's clock; daylight saving time starts on 8 March 2026):
 *   H  Mon 5 Jan 08:30, Mon 12 Jan 08:10 and 17:00 (two on one day: one visit)
 *   I  Sun 15 Feb 23:30 (already Monday 04:30 in UTC)
 *   A  Mon 9 Mar 08:45 (12:45 UTC, after the change), Wed 25 Mar 10:00: 21 days before today
 */

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
let member: { authorization: string };

const at = (instant: string) => new Date(instant);

beforeAll(async () => {
  setClock('2026-04-15T15:00:00Z');
  t = await createTestApp({ GYM_TIME_ZONE: 'America/New_York' });
  admin = (await signedIn(t, 'admin')).headers;
  staff = (await signedIn(t, 'staff')).headers;
  member = (await signedIn(t, 'user')).headers;

  const monthly = await makePlan(t.db, { name: 'Monthly', price: '50.00', durationInDays: 30 });
  const quarterly = await makePlan(t.db, { name: 'Quarterly', price: '270.00', durationInDays: 90 });
  const plus = await makePlan(t.db, { name: '+Plus', price: '50.00', durationInDays: 30 });
  const person = (fullName: string) => makeAccount(t.db, { fullName });
  const [a, b, c, d, e, f, g, h, i, j, k, n] = await Promise.all(
    ['Ana Able', 'Ben Best', 'Cal Cole', 'Dee Dunn', 'Eve East', 'Fay Fox', 'Gus Gray', 'Hal Hale', 'Ivy Ives'].map(
      person,
    ),
  ).then(async (first) => [
    ...first,
    await person('Jo Jay'),
    await person('Kim Kay'),
    await person('=HYPERLINK("http://x.test","Nia")'),
  ]);
  if (!a || !b || !c || !d || !e || !f || !g || !h || !i || !j || !k || !n) throw new Error('members not made');

  const sub = (
    userId: number,
    planId: number,
    startDate: string,
    endDate: string,
    status: 'Active' | 'Expired' | 'Cancelled' | 'Suspended' | 'Scheduled' | 'Waiting for payment',
    extra: { createdAt?: string; autoRenew?: boolean; paymentId?: number } = {},
  ) =>
    makeSubscription(t.db, {
      userId,
      planId,
      startDate,
      endDate,
      status,
      isActive: status === 'Active',
      autoRenew: extra.autoRenew ?? false,
      paymentId: extra.paymentId,
      createdAt: at(extra.createdAt ?? `${startDate}T17:00:00Z`),
    });
  const pay = (userId: number, amount: string, paymentDate: string, more: Partial<Parameters<typeof makePayment>[1]>) =>
    makePayment(t.db, { userId, amount, paymentDate: at(paymentDate), ...more });

  // Revenue: outside the period, January (one in New York's January but UTC's February), none in February, March.
  await pay(a.id, '50.00', '2026-01-01T04:00:00Z', { planId: monthly.id }); // 31 Dec 23:00 in New York: outside
  await pay(a.id, '50.00', '2026-01-10T15:00:00Z', { planId: monthly.id });
  const paidB = await pay(b.id, '270.00', '2026-02-01T04:30:00Z', {});
  const paidC = await pay(c.id, '50.00', '2026-03-05T15:00:00Z', {
    planId: monthly.id,
    status: 'Partly refunded',
    refundedAmount: '20.00',
  });
  const paidD = await pay(d.id, '50.00', '2026-03-06T15:00:00Z', {
    planId: monthly.id,
    status: 'Refunded',
    refundedAmount: '50.00',
  });
  await t.db
    .insert(paymentRefunds)
    .values({ paymentId: paidD.id, amount: '50.00', reason: 'Moved away', createdAt: at('2026-03-08T15:00:00Z') });
  await pay(c.id, '50.00', '2026-03-20T15:00:00Z', { planId: monthly.id, status: 'Pending' });
  const failedK = await pay(k.id, '50.00', '2026-02-12T15:00:00Z', { planId: monthly.id, status: 'Failed' });

  const subA = await sub(a.id, monthly.id, '2025-12-20', '2026-04-30', 'Active', { autoRenew: true });
  await pay(a.id, '50.00', '2026-03-10T15:00:00Z', { subscriptionId: subA.id }); // an extension: its plan is A's
  await sub(b.id, quarterly.id, '2026-01-31', '2026-05-01', 'Active', {
    paymentId: paidB.id,
    createdAt: '2026-02-01T04:30:00Z',
  });
  await sub(b.id, monthly.id, '2026-05-02', '2026-05-31', 'Scheduled', { createdAt: '2026-04-01T15:00:00Z' });
  await sub(c.id, monthly.id, '2026-03-05', '2026-04-03', 'Expired', { paymentId: paidC.id });
  await sub(d.id, monthly.id, '2026-03-06', '2026-04-04', 'Cancelled', { paymentId: paidD.id });
  await sub(e.id, monthly.id, '2025-11-15', '2026-01-14', 'Expired');
  await sub(f.id, monthly.id, '2025-12-01', '2026-01-30', 'Suspended');
  const subG = await sub(g.id, monthly.id, '2025-12-10', '2026-02-08', 'Expired');
  await pay(g.id, '50.00', '2026-02-07T15:00:00Z', { subscriptionId: subG.id, status: 'Failed' });
  await sub(h.id, monthly.id, '2025-12-05', '2026-01-03', 'Expired');
  await sub(h.id, quarterly.id, '2026-01-04', '2026-04-03', 'Expired');
  await sub(i.id, monthly.id, '2026-02-15', '2026-03-16', 'Expired', { createdAt: '2025-10-01T15:00:00Z' });
  await sub(j.id, monthly.id, '2026-02-10', '2026-03-11', 'Waiting for payment');
  await sub(k.id, monthly.id, '2026-02-12', '2026-03-13', 'Cancelled', { paymentId: failedK.id });
  await sub(n.id, plus.id, '2026-04-10', '2026-04-20', 'Active');

  const checkIn = (userId: number, instant: string, gymDate: string) =>
    t.db.insert(checkins).values({ userId, at: at(instant), gymDate, method: 'search' });
  await checkIn(h.id, '2026-01-05T13:30:00Z', '2026-01-05');
  await checkIn(h.id, '2026-01-12T13:10:00Z', '2026-01-12');
  await checkIn(h.id, '2026-01-12T22:00:00Z', '2026-01-12');
  await checkIn(i.id, '2026-02-16T04:30:00Z', '2026-02-15');
  await checkIn(a.id, '2026-03-09T12:45:00Z', '2026-03-09');
  await checkIn(a.id, '2026-03-25T14:00:00Z', '2026-03-25');
  await checkIn(a.id, '2025-12-30T15:00:00Z', '2025-12-30'); // before the period: only "last seen" could read it
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: headers ?? undefined });
const PERIOD = 'from=2026-01-01&to=2026-03-31';
const zero = { payments: 0, gross: 0, refunded: 0, net: 0 };

describe('revenue', () => {
  it('sums each month and plan in the gym’s zone, nets refunds, and counts MRR from running memberships', async () => {
    const res = await get(`/api/reports/revenue?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as RevenueReport;
    expect(report).toMatchObject({ from: '2026-01-01', to: '2026-03-31', timeZone: 'America/New_York' });
    expect(report.months).toEqual([
      { month: '2026-01', payments: 2, gross: 320, refunded: 0, net: 320 },
      { month: '2026-02', ...zero },
      { month: '2026-03', payments: 3, gross: 150, refunded: 70, net: 80 },
    ]);
    expect(report.plans).toEqual([
      { planId: expect.any(Number), planName: 'Quarterly', payments: 1, gross: 270, refunded: 0, net: 270 },
      { planId: expect.any(Number), planName: 'Monthly', payments: 4, gross: 200, refunded: 70, net: 130 },
    ]);
    expect(report.monthsByPlan.map((r) => [r.month, r.planName, r.payments, r.net])).toEqual([
      ['2026-01', 'Quarterly', 1, 270],
      ['2026-01', 'Monthly', 1, 50],
      ['2026-03', 'Monthly', 3, 80],
    ]);
    expect(report.total).toEqual({ payments: 5, gross: 470, refunded: 70, net: 400 });
    // A and N on Monthly-priced plans (50 × 30 ÷ 30 each), B on Quarterly (270 × 30 ÷ 90 = 90).
    expect(report.mrr).toEqual({ asOf: '2026-04-15', amount: 190, memberships: 3 });
  });

  it('answers a period without payments with every month at 0', async () => {
    const report = (await get('/api/reports/revenue?from=2025-06-01&to=2025-07-31')).json() as RevenueReport;
    expect(report.months).toEqual([
      { month: '2025-06', ...zero },
      { month: '2025-07', ...zero },
    ]);
    expect(report.plans).toEqual([]);
    expect(report.total).toEqual(zero);
  });
});

describe('members', () => {
  it('counts new, cancelled and lapsed members, churn each way and active members per month', async () => {
    const res = await get(`/api/reports/members?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const { months } = res.json() as MembersReport;
    expect(months).toEqual([
      {
        month: '2026-01',
        activeAtStart: 6, // A E F G H I
        activeAtEnd: 5, // A B G H I
        new: 1, // B
        cancelled: 1, // E
        lapsed: 1, // F
        churnRate: 33.3,
        voluntaryChurnRate: 16.7,
        involuntaryChurnRate: 16.7,
      },
      {
        month: '2026-02',
        activeAtStart: 5, // A B G H I
        activeAtEnd: 4, // A B H I
        new: 0,
        cancelled: 0,
        lapsed: 1, // G
        churnRate: 20,
        voluntaryChurnRate: 0,
        involuntaryChurnRate: 20,
      },
      {
        month: '2026-03',
        activeAtStart: 4, // A B H I
        activeAtEnd: 4, // A B C H
        new: 2, // C D
        cancelled: 2, // D (refunded on the 8th), I
        lapsed: 0,
        churnRate: 50,
        voluntaryChurnRate: 50,
        involuntaryChurnRate: 0,
      },
    ]);
  });

  it('gives no churn rate for a month that starts with no members', async () => {
    const { months } = (await get('/api/reports/members?from=2025-01-01&to=2025-01-31')).json() as MembersReport;
    expect(months).toEqual([
      {
        month: '2025-01',
        activeAtStart: 0,
        activeAtEnd: 0,
        new: 0,
        cancelled: 0,
        lapsed: 0,
        churnRate: null,
        voluntaryChurnRate: null,
        involuntaryChurnRate: null,
      },
    ]);
  });
});

describe('expiring', () => {
  it('lists memberships ending in the next days with whether they renew, for staff too', async () => {
    const res = await get('/api/reports/expiring?days=30', staff);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ExpiringReport;
    expect(report).toMatchObject({ from: '2026-04-15', to: '2026-05-15', days: 30 });
    expect(report.items.map((r) => [r.planName, r.endDate, r.daysLeft, r.renews, r.renewal])).toEqual([
      ['+Plus', '2026-04-20', 5, false, 'none'],
      ['Monthly', '2026-04-30', 15, true, 'auto-renew'],
      ['Quarterly', '2026-05-01', 16, true, 'next-plan'],
    ]);
    expect(report.total).toBe(3);
    expect(report.counts).toEqual({ 'auto-renew': 1, 'next-plan': 1, none: 1 });
    expect(report).not.toHaveProperty('page');
    expect((await get('/api/reports/expiring?days=5')).json().items).toHaveLength(1);
    expect((await get('/api/reports/expiring')).json().days).toBe(30);
  });

  it('answers a page when asked, soonest first, counting them all', async () => {
    const second = (await get('/api/reports/expiring?days=30&page=2&pageSize=2')).json() as ExpiringReport;
    expect(second.items.map((r) => r.planName)).toEqual(['Quarterly']);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.counts).toEqual({ 'auto-renew': 1, 'next-plan': 1, none: 1 });
    const beyond = (await get('/api/reports/expiring?days=30&page=3&pageSize=2')).json() as ExpiringReport;
    expect(beyond).toMatchObject({ items: [], total: 3 });
    expect((await get('/api/reports/expiring?page=0')).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('follows each month’s new members to the period’s end: a triangle of counts and percentages', async () => {
    const res = await get('/api/reports/retention?from=2025-12-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as RetentionReport;
    expect(report.countedTo).toBe('2026-03');
    const triangle = report.cohorts.map((c) => [
      c.month,
      c.joined,
      c.cells.map((cell) => [cell.members, cell.percent]),
    ]);
    expect(triangle).toEqual([
      // A F G H joined in December; F ended 30 Jan, G 8 Feb.
      [
        '2025-12',
        4,
        [
          [4, 100],
          [4, 100],
          [3, 75],
          [2, 50],
        ],
      ],
      // B (paid late on 31 January in New York).
      [
        '2026-01',
        1,
        [
          [1, 100],
          [1, 100],
          [1, 100],
        ],
      ],
      [
        '2026-02',
        0,
        [
          [0, null],
          [0, null],
        ],
      ],
      // C and D; E, I and the unpaid checkouts joined earlier or never.
      ['2026-03', 2, [[2, 100]]],
    ]);
    expect(report.cohorts[0]?.cells.map((cell) => cell.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('counts no further than this month when the period runs on', async () => {
    const report = (await get('/api/reports/retention?from=2026-03-01&to=2026-06-30')).json() as RetentionReport;
    expect(report.countedTo).toBe('2026-04');
    // On 1 April C still runs (to 3 April), D was refunded on 8 March; N joined on 10 April.
    expect(report.cohorts.map((c) => [c.month, c.joined, c.cells.map((cell) => cell.members)])).toEqual([
      ['2026-03', 2, [2, 1]],
      ['2026-04', 1, [1]],
    ]);
    expect(report.cohorts[0]?.cells[1]?.percent).toBe(50);
  });

  it('downloads a row per cohort and month after joining', async () => {
    const res = await get('/api/reports/retention?from=2026-01-01&to=2026-03-31&format=csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="retention-2026-01-01-to-2026-03-31.csv"');
    expect(res.body.slice(1).split('\n')).toEqual([
      'Joined in,Joined,Months after joining,Month,Still members,Still members %',
      '2026-01,1,0,2026-01,1,100',
      '2026-01,1,1,2026-02,1,100',
      '2026-01,1,2,2026-03,1,100',
      '2026-02,0,0,2026-02,0,',
      '2026-02,0,1,2026-03,0,',
      '2026-03,2,0,2026-03,2,100',
      '',
    ]);
  });
});

describe('attendance', () => {
  it('counts check-ins by weekday and hour on the gym’s clock, across the change to summer time', async () => {
    const res = await get(`/api/reports/attendance?${PERIOD}`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as AttendanceReport;
    expect(report.checkins).toBe(6);
    expect(report.hours).toEqual([
      { weekday: 1, hour: 8, checkins: 3 }, // H twice in January, A on 9 March
      { weekday: 1, hour: 17, checkins: 1 },
      { weekday: 3, hour: 10, checkins: 1 },
      { weekday: 7, hour: 23, checkins: 1 }, // I, late on Sunday in New York
    ]);
  });

  it('gives visits per member per month: days in the gym over members with a running membership', async () => {
    const { visits } = (await get(`/api/reports/attendance?${PERIOD}`)).json() as AttendanceReport;
    expect(visits).toEqual([
      // A B E F G H I held a membership in January; H came on two days (three check-ins).
      {
        month: '2026-01',
        members: 7,
        visits: 2,
        average: 0.3,
        bands: { '0': 6, '1-3': 1, '4-7': 0, '8-11': 0, '12+': 0 },
      },
      {
        month: '2026-02',
        members: 5,
        visits: 1,
        average: 0.2,
        bands: { '0': 4, '1-3': 1, '4-7': 0, '8-11': 0, '12+': 0 },
      },
      {
        month: '2026-03',
        members: 6,
        visits: 2,
        average: 0.3,
        bands: { '0': 5, '1-3': 1, '4-7': 0, '8-11': 0, '12+': 0 },
      },
    ]);
  });

  it('counts a month the period covers in part from that part’s days only', async () => {
    // From 6 January to 9 March: H's 5 January and A's 25 March fall outside; H's 12 January, I's 15 February and
    // A's 9 March are in.
    const { visits } = (await get('/api/reports/attendance?from=2026-01-06&to=2026-03-09')).json() as AttendanceReport;
    expect(visits.map((month) => [month.month, month.visits])).toEqual([
      ['2026-01', 1],
      ['2026-02', 1],
      ['2026-03', 1],
    ]);
  });

  it('lists members in use not seen for 14 days or more, longest away first, never seen counted from joining', async () => {
    const { absent } = (await get(`/api/reports/attendance?${PERIOD}`)).json() as AttendanceReport;
    expect(absent.asOf).toBe('2026-04-15');
    // B never came (a member since 31 January); A was last in on 25 March; N joined five days ago.
    expect(absent.members.map((m) => [m.fullName, m.lastCheckIn, m.daysAway])).toEqual([
      ['Ben Best', null, 74],
      ['Ana Able', '2026-03-25', 21],
    ]);
    expect(absent.counts).toEqual({ days14: 2, days21: 2, days30: 1 });
  });

  it('counts every member away while listing only the longest away', async () => {
    const absent = await absentMembers(t.db, 'America/New_York', 1);
    expect(absent.members.map((m) => m.fullName)).toEqual(['Ben Best']);
    expect(absent.counts).toEqual({ days14: 2, days21: 2, days30: 1 });
  });

  it('downloads each of its tables as CSV', async () => {
    const hours = await get(`/api/reports/attendance?${PERIOD}&format=csv`);
    expect(hours.headers['content-disposition']).toBe(
      'attachment; filename="attendance-hours-2026-01-01-to-2026-03-31.csv"',
    );
    expect(hours.body.slice(1).split('\n').slice(0, 2)).toEqual(['Weekday,Hour,Check-ins', 'Monday,08:00,3']);
    const visits = await get(`/api/reports/attendance?${PERIOD}&format=csv&table=visits`);
    expect(visits.body.slice(1).split('\n').slice(0, 2)).toEqual([
      'Month,Members,Visits,Visits per member,No visits,1–3 visits,4–7 visits,8–11 visits,12 or more visits',
      '2026-01,7,2,0.3,6,1,0,0,0',
    ]);
    const absent = await get(`/api/reports/attendance?${PERIOD}&format=csv&table=absent`, staff);
    expect(absent.headers['content-disposition']).toBe('attachment; filename="attendance-absent-2026-04-15.csv"');
    const lines = absent.body.slice(1).split('\n');
    expect(lines[0]).toBe('Member,Email,Phone,Last check-in,Days away');
    expect(lines[1]).toMatch(/^Ben Best,[^,]+,[^,]*,Never,74$/);
    expect(lines[2]).toMatch(/^Ana Able,[^,]+,[^,]*,2026-03-25,21$/);
  });

  it('refuses a table it does not have', async () => {
    const res = await get(`/api/reports/attendance?${PERIOD}&format=csv&table=people`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.table).toEqual(['Choose hours, visits or absent']);
  });
});

describe('CSV', () => {
  it('downloads the revenue report as UTF-8 with a BOM, one row per month and plan', async () => {
    const res = await get(`/api/reports/revenue?${PERIOD}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expectCsvFile(res, 'revenue-2026-01-01-to-2026-03-31.csv');
    expect(res.body.slice(1).split('\n')).toEqual([
      'Month,Plan,Payments,Gross,Refunded,Net',
      '2026-01,Quarterly,1,270,0,270',
      '2026-01,Monthly,1,50,0,50',
      '2026-03,Monthly,3,150,70,80',
      '',
    ]);
  });

  it('neutralises text that a spreadsheet would run, keeps numbers, and writes phones in national form', async () => {
    const res = await get('/api/reports/expiring?days=30&format=csv');
    expect(res.statusCode, res.body).toBe(200);
    const [header, first] = res.body.slice(1).split('\n');
    expect(header).toBe('Member,Email,Phone,Plan,Ends,Days left,Renews');
    expect(first).toMatch(
      /^"'=HYPERLINK\(""http:\/\/x\.test"",""Nia""\)",[^,]+,\(212\) 555-0123,'\+Plus,2026-04-20,5,Does not renew$/,
    );
  });

  it('writes the members report’s headers in the caller’s language, rates as numbers', async () => {
    const spanish = await makeAccount(t.db, { role: 'admin' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, spanish.id));
    const res = await get(`/api/reports/members?${PERIOD}&format=csv`, await loginAs(t, spanish.email));
    const lines = res.body.slice(1).split('\n');
    expect(lines[0]).toBe(
      'Mes,Activos al inicio,Nuevos,Bajas,Impagos,Abandono %,Abandono voluntario %,Abandono involuntario %,Activos al final',
    );
    expect(lines[1]).toBe('2026-01,6,1,1,1,33.3,16.7,16.7,5');
    expect(lines).toHaveLength(5);
  });
});

describe('who may ask, and what a period must be', () => {
  it('lets the admin read every report, and staff the expiring and attendance ones', async () => {
    expect((await get(`/api/reports/revenue?${PERIOD}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/reports/members?${PERIOD}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/reports/retention?${PERIOD}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/reports/attendance?${PERIOD}`, member)).statusCode).toBe(403);
    expect((await get('/api/reports/expiring', member)).statusCode).toBe(403);
    expect((await get('/api/reports/expiring', null)).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-31', 'from', 'Use a real date in the format YYYY-MM-DD'],
    ['from=2026-01-01&to=March', 'to', 'Use a real date in the format YYYY-MM-DD'],
    ['to=2026-03-31', 'from', 'Choose the first day of the period'],
    ['from=2026-03-01&to=2026-02-28', 'to', 'The end of the period must not be before its start'],
    ['from=2024-01-01&to=2026-01-31', 'to', 'A report covers at most 24 months'],
    [`${PERIOD}&format=xlsx`, 'format', 'Choose json or csv'],
  ])('refuses %s with 400 on %s', async (query, field, message) => {
    for (const report of ['revenue', 'members', 'retention', 'attendance']) {
      const res = await get(`/api/reports/${report}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('refuses a number of days that is not 1 to 365', async () => {
    for (const days of ['0', '366', 'soon', '1.5']) {
      const res = await get(`/api/reports/expiring?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().errors.days).toEqual(['Choose a whole number of days from 1 to 365']);
    }
  });

  it('accepts exactly 24 months', async () => {
    expect((await get('/api/reports/members?from=2024-04-01&to=2026-03-31')).json().months).toHaveLength(24);
  });
});
