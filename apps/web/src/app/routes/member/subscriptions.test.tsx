import { BILLING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makePayment,
  makeSubscription,
  pageOfRows,
  paymentRecorded,
} from '../../../features/billing/test/billing-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import SubscriptionsRoute from './subscriptions.tsx';

type Answer = { status?: number; body?: unknown };
const row = makeSubscription({ id: 11, planPrice: 249.99, endDate: '2025-04-05', durationInDays: 90 });
const recorded = paymentRecorded(
  makePayment({
    id: 30,
    paymentMethod: 'Cash',
    paymentDate: '2025-03-01T10:00:00.000Z',
    planId: null,
    subscriptionId: 11,
  }),
);

const renderPage = (answers: { pay?: () => Answer; toggle?: () => Answer } = {}) => {
  signIn('user', { id: 1 });
  let current = row;
  const api = mockApi({
    'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([current]) }),
    'POST /api/payment': answers.pay ?? (() => recorded),
    'PUT /api/subscription/toggle-auto-renew': () => {
      const answer = answers.toggle?.() ?? { body: { ...current, autoRenew: true } };
      if (!answer.status || answer.status < 300) current = { ...current, autoRenew: true };
      return answer;
    },
  });
  renderWithApp(<SubscriptionsRoute />, { path: '/dashboard/user/plan-detail' });
  return api;
};

const extend = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Extend Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend Premium Quarterly' });
  expect(within(dialog).getByRole('status', { name: 'Amount' })).toHaveTextContent('$249.99');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm extension' });
  expect(within(confirm).getByText('Jul 04, 2025')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm and pay' }));
};

describe('my subscriptions: extending a plan', () => {
  it('pays, then switches auto-renew on, and shows Extended', async () => {
    const { requestsTo } = renderPage();
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.paymentRecorded)).toBeInTheDocument();
    expect(await screen.findByText(BILLING_MESSAGES.planExtended)).toBeInTheDocument();
    expect(requestsTo('/api/payment')[0]?.body).toEqual({ amount: 249.99, paymentMethod: 'Cash', subscriptionId: 11 });
    expect(requestsTo('/api/subscription/toggle-auto-renew')[0]?.body).toEqual({ id: 11, autoRenew: true });
    expect(await screen.findByRole('button', { name: 'Extended' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Failed to extend plan' when the payment fails, and does not switch", async () => {
    const { requestsTo } = renderPage({ pay: () => ({ status: 500 }) });
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.extendFailed)).toBeInTheDocument();
    expect(requestsTo('/api/subscription/toggle-auto-renew')).toHaveLength(0);
  });

  it("says 'Failed to extend plan' when the switch fails, and a retry uses the payment already made", async () => {
    let toggleAnswer: Answer = { status: 500 };
    let payAnswer: Answer = recorded;
    const { requestsTo } = renderPage({ pay: () => payAnswer, toggle: () => toggleAnswer });
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.extendFailed)).toBeInTheDocument();

    payAnswer = { status: 409, body: { message: BILLING_MESSAGES.extensionAlreadyPaid } };
    toggleAnswer = { body: { ...row, autoRenew: true } };
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByText(BILLING_MESSAGES.planExtended)).toBeInTheDocument();
    expect(requestsTo('/api/subscription/toggle-auto-renew')).toHaveLength(2);
    // The payment made on the first try is remembered: the retry does not try to charge again.
    expect(requestsTo('/api/payment')).toHaveLength(1);
  });

  it('only switches when the extension was paid before (the server says so), without a second charge', async () => {
    const { requestsTo } = renderPage({
      pay: () => ({ status: 409, body: { message: BILLING_MESSAGES.extensionAlreadyPaid } }),
    });
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.planExtended)).toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.extensionAlreadyPaid)).not.toBeInTheDocument();
    expect(requestsTo('/api/payment')).toHaveLength(1);
    expect(requestsTo('/api/subscription/toggle-auto-renew')[0]?.body).toEqual({ id: 11, autoRenew: true });
  });

  it("shows the server's reason when it refuses the payment, and does not switch", async () => {
    const { requestsTo } = renderPage({
      pay: () => ({ status: 409, body: { message: BILLING_MESSAGES.subscriptionEnded } }),
    });
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.subscriptionEnded)).toBeInTheDocument();
    expect(requestsTo('/api/subscription/toggle-auto-renew')).toHaveLength(0);
  });
});
