import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  DEFAULT_PAYMENT_METHOD,
  expectedEndDate,
  PAYMENT_METHODS,
  paymentRequestSchema,
  subscriptionRequestSchema,
  subscriptionRowSchema,
  toggleAutoRenewRequestSchema,
} from './billing.ts';

const paymentIssues = (input: unknown, field: string) =>
  (paymentRequestSchema.safeParse(input).error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('payment rules (spec §5 "Payment", §9)', () => {
  it('has the desk methods and the online card, Cash preselected on the form', () => {
    expect(PAYMENT_METHODS).toEqual(['Cash', 'Card terminal', 'Bank Transfer', 'Online card']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('Cash');
  });

  it("reads an older client's Credit Card as the desk's card terminal", () => {
    expect(paymentRequestSchema.parse({ amount: 5, paymentMethod: 'Credit Card' }).paymentMethod).toBe('Card terminal');
  });

  it('accepts amounts sent as strings, exact to the cent', () => {
    expect(paymentRequestSchema.parse({ amount: '19.99', planId: '3', paymentMethod: 'Cash' })).toMatchObject({
      amount: 19.99,
      planId: 3,
    });
    expect(paymentRequestSchema.parse({ amount: 0, paymentMethod: 'Cash' }).amount).toBe(0);
  });

  it.each([
    [undefined, BILLING_MESSAGES.requiredFields],
    ['', BILLING_MESSAGES.requiredFields],
    ['abc', BILLING_MESSAGES.amountInvalid],
    [-0.01, BILLING_MESSAGES.amountMin],
    [10.005, BILLING_MESSAGES.amountStep],
  ])('refuses amount %j with %j', (amount, message) => {
    expect(paymentIssues({ amount }, 'amount')).toEqual([message]);
  });

  it('asks for a method when it is left out, null or empty, and refuses unknown ones', () => {
    for (const missing of [{}, { paymentMethod: null }, { paymentMethod: '' }])
      expect(paymentIssues({ amount: 1, ...missing }, 'paymentMethod')).toEqual([BILLING_MESSAGES.requiredFields]);
    expect(paymentIssues({ amount: 1, paymentMethod: 'Bitcoin' }, 'paymentMethod')).toEqual([
      BILLING_MESSAGES.methodInvalid,
    ]);
  });

  it('keeps notes short and stores blank notes as none', () => {
    expect(paymentRequestSchema.parse({ amount: 1, paymentMethod: 'Cash', notes: '   ' }).notes).toBeNull();
    expect(paymentIssues({ amount: 1, notes: 'x'.repeat(501) }, 'notes')).toEqual([BILLING_MESSAGES.notesTooLong]);
  });

  it('pays for a plan or an extension, never both', () => {
    expect(paymentIssues({ amount: 1, paymentMethod: 'Cash', planId: 1, subscriptionId: 2 }, 'subscriptionId')).toEqual(
      [BILLING_MESSAGES.planOrSubscription],
    );
  });
});

describe('subscription request', () => {
  it('needs a plan and a payment, with the spec messages', () => {
    const issues = subscriptionRequestSchema.safeParse({}).error?.issues ?? [];
    expect(issues.map((i) => [i.path[0], i.message])).toEqual([
      ['planId', BILLING_MESSAGES.noPlanSelected],
      ['paymentId', BILLING_MESSAGES.missingPaymentInfo],
    ]);
  });

  it('accepts the old client body and leaves the dates to the server', () => {
    const parsed = subscriptionRequestSchema.parse({
      userId: 4,
      planId: '2',
      paymentId: 9,
      startDate: '1999-01-01',
      endDate: '2999-01-01',
      isActive: true,
      status: 'Active',
      autoRenew: true,
    });
    expect(parsed).toMatchObject({ userId: 4, planId: 2, paymentId: 9 });
  });

  it('toggles with an id and a boolean', () => {
    expect(toggleAutoRenewRequestSchema.parse({ id: 5, autoRenew: true })).toEqual({ id: 5, autoRenew: true });
    expect(toggleAutoRenewRequestSchema.safeParse({ id: 5, autoRenew: 'yes' }).success).toBe(false);
  });

  it('expects an extended subscription to end one duration after its end date', () => {
    expect(expectedEndDate({ endDate: '2025-01-31', durationInDays: 30 })).toBe('2025-03-02');
  });
});

describe('subscription row (decisions §6)', () => {
  it('keeps planname, the original client’s spelling, beside planName', () => {
    const row = {
      id: 1,
      userId: 2,
      username: 'jane',
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: null,
      planId: 3,
      planName: 'Premium',
      planname: 'Premium',
      planImageUrl: '/images/plans/premium.svg',
      planDescription: 'All of it.',
      planPrice: 59,
      durationInDays: 30,
      startDate: '2026-03-10',
      endDate: '2026-04-09',
      isActive: true,
      status: 'Active',
      autoRenew: false,
      paymentId: 4,
      paymentDate: '2026-03-10T11:00:00.000Z',
      paymentAmount: 59,
      paymentStatus: 'Completed',
    };
    expect(subscriptionRowSchema.parse(row).planname).toBe('Premium');
    expect(subscriptionRowSchema.shape.planname).toBeDefined();
  });
});
