import { adminStatsSchema } from '@gym/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { setClock } from '../../test/clock.ts';
import { type Cast, loginAs, makeCast, makePayment } from '../../test/factories.ts';
import { growthSpans } from './stats.service.ts';

// The dashboard's growth figure compares like with like (decisions §3): this month so far against the same days of
// the previous month. Every case sets the clock; nothing depends on the day the tests run.

const timeZone = 'Europe/Paris';
let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  setClock('2026-01-15T12:00:00Z');
  t = await createTestApp({ GYM_TIME_ZONE: timeZone });
  cast = await makeCast(t);
  const pay = (amount: string, at: string) =>
    makePayment(t.db, { userId: cast.member.user.id, amount, paymentDate: new Date(at), status: 'Completed' });
  // February: the 1st to the 10th take 150, the rest of the month much more.
  await pay('100.00', '2026-02-03T10:00:00Z');
  await pay('50.00', '2026-02-10T22:30:00Z'); // 23:30 on the 10th in Paris: still the 10th.
  await pay('1000.00', '2026-02-10T23:30:00Z'); // 00:30 on the 11th in Paris.
  await pay('2000.00', '2026-02-25T12:00:00Z');
  // March so far (the clock below is the 10th).
  await pay('120.00', '2026-03-02T09:00:00Z');
  await pay('60.00', '2026-03-10T08:00:00Z');
  // April has 30 days: all of it is compared with May 1st–31st.
  await pay('300.00', '2026-04-01T08:00:00Z');
  await pay('100.00', '2026-04-30T20:00:00Z');
  await pay('500.00', '2026-05-31T09:00:00Z');
});
afterAll(() => t.close());

/** The figure as the admin's dashboard reads it, logged in at the clock's time (a session lasts a week). */
const growth = async () => {
  const { authorization } = await loginAs(t, cast.admin.user.email);
  const res = await t.app.inject({ method: 'GET', url: '/api/stats/admin', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  return adminStatsSchema.parse(res.json()).growth;
};

describe('the growth figure', () => {
  it('on the 10th, compares the 1st–10th with the 1st–10th of the previous month', async () => {
    setClock('2026-03-10T15:00:00Z');
    expect(await growth()).toEqual({
      current: { from: '2026-03-01', to: '2026-03-10', totalAmount: 180 },
      previous: { from: '2026-02-01', to: '2026-02-10', totalAmount: 150 },
      rate: 20,
    });
  });

  it('on the 31st, compares the month so far with the whole of a 30-day previous month', async () => {
    setClock('2026-05-31T18:00:00Z');
    expect(await growth()).toEqual({
      current: { from: '2026-05-01', to: '2026-05-31', totalAmount: 500 },
      previous: { from: '2026-04-01', to: '2026-04-30', totalAmount: 400 },
      rate: 25,
    });
  });

  it('on the 1st, compares the first day with the first day', async () => {
    setClock('2026-05-01T10:00:00Z');
    expect(await growth()).toEqual({
      current: { from: '2026-05-01', to: '2026-05-01', totalAmount: 0 },
      previous: { from: '2026-04-01', to: '2026-04-01', totalAmount: 300 },
      rate: -100,
    });
  });

  it('has no rate when the same days of the previous month took nothing', async () => {
    setClock('2026-02-05T10:00:00Z');
    expect(await growth()).toEqual({
      current: { from: '2026-02-01', to: '2026-02-05', totalAmount: 100 },
      previous: { from: '2026-01-01', to: '2026-01-05', totalAmount: 0 },
      rate: null,
    });
  });

  it('turns the day at midnight in the gym’s zone', async () => {
    // 23:30 UTC on 10 March is already the 11th in Paris: February's 11th counts now.
    setClock('2026-03-10T23:30:00Z');
    const late = await growth();
    expect(late.current.to).toBe('2026-03-11');
    expect(late.previous).toEqual({ from: '2026-02-01', to: '2026-02-11', totalAmount: 1150 });
  });
});

describe('growthSpans', () => {
  it.each([
    ['2026-03-10', ['2026-03-01', '2026-03-10'], ['2026-02-01', '2026-02-10']],
    ['2026-03-31', ['2026-03-01', '2026-03-31'], ['2026-02-01', '2026-02-28']],
    ['2028-03-30', ['2028-03-01', '2028-03-30'], ['2028-02-01', '2028-02-29']],
    ['2026-05-31', ['2026-05-01', '2026-05-31'], ['2026-04-01', '2026-04-30']],
    ['2026-01-31', ['2026-01-01', '2026-01-31'], ['2025-12-01', '2025-12-31']],
    ['2026-01-01', ['2026-01-01', '2026-01-01'], ['2025-12-01', '2025-12-01']],
  ])('on %s compares %j with %j', (today, current, previous) => {
    expect(growthSpans(today)).toEqual({ current, previous });
  });
});
