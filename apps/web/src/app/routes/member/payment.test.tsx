import { BILLING_MESSAGES, type SubscriptionRow } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSubscription, paymentRecorded } from '../../../features/billing/test/billing-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import PaymentRoute from './payment.tsx';

const checkout = { amount: 249.99, planId: 3, startDate: '2025-01-05', endDate: '2025-04-05' };
const paid = paymentRecorded();
const subscribed = (row: SubscriptionRow = makeSubscription()) => ({ status: 201, body: row });
type Answer = { status?: number; body?: unknown };

const renderPayment = (state: unknown = checkout, answers: { pay?: () => Answer; subscribe?: () => Answer } = {}) => {
  signIn('user', { id: 1 });
  const api = mockApi({
    'GET /api/plan/3': () => ({ status: 404, body: { message: 'Plan not found' } }),
    'POST /api/payment': answers.pay ?? (() => paid),
    'POST /api/subscription': answers.subscribe ?? (() => subscribed()),
  });
  renderWithApp(<PaymentRoute />, {
    path: '/dashboard/user/payment',
    initialEntries: [{ pathname: '/dashboard/user/payment', state }],
  });
  return api;
};

const payAndConfirm = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
};

describe('the payment screen', () => {
  it("says 'No plan selected' and goes back to the dashboard without a plan", async () => {
    renderPayment(null);
    expect(await screen.findByText(BILLING_MESSAGES.noPlanSelected)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/user$/));
  });

  it('shows the passed amount read-only, Cash by default and the three methods', () => {
    renderPayment();
    // The price, in the one money format; not a field to change.
    expect(screen.getByRole('status', { name: 'Amount' })).toHaveTextContent('$249.99');
    expect(screen.queryByLabelText('Amount (USD)')).not.toBeInTheDocument();
    const method = screen.getByLabelText('Payment method');
    expect(method).toHaveValue('Cash');
    expect(
      within(method)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cash', 'Credit Card', 'Bank Transfer']);
    expect(screen.getByText('Apr 05, 2025')).toBeInTheDocument();
  });

  it('asks for the required fields before anything is sent', async () => {
    const { requestsTo } = renderPayment({ planId: 3 });
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('step', '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findAllByText(BILLING_MESSAGES.requiredFields)).toHaveLength(2);
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('/api/payment')).toHaveLength(0);
  });

  it('confirms, pays, subscribes and goes to the dashboard', async () => {
    const { requestsTo } = renderPayment();
    await userEvent.selectOptions(screen.getByLabelText('Payment method'), 'Credit Card');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'At the desk');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(dialog).getByText('$249.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Credit Card')).toBeInTheDocument();
    expect(requestsTo('/api/payment')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText(BILLING_MESSAGES.purchased)).toBeInTheDocument();
    expect(requestsTo('/api/payment')[0]?.body).toEqual({
      userId: 1,
      amount: 249.99,
      paymentMethod: 'Credit Card',
      notes: 'At the desk',
      planId: 3,
    });
    expect(requestsTo('/api/subscription')[0]?.body).toEqual({ userId: 1, planId: 3, paymentId: 21 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/user$/));
  });

  it("says 'Payment failed: Server error' when the server gives no reason", async () => {
    const { requestsTo } = renderPayment(checkout, { pay: () => ({ status: 500 }) });
    await payAndConfirm();
    expect(await screen.findByText(BILLING_MESSAGES.paymentServerError)).toBeInTheDocument();
    expect(requestsTo('/api/subscription')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/user/payment');
  });

  it("shows the server's reason when it gives one", async () => {
    renderPayment(checkout, { pay: () => ({ status: 409, body: { message: BILLING_MESSAGES.planFull } }) });
    await payAndConfirm();
    expect(await screen.findByText(BILLING_MESSAGES.planFull)).toBeInTheDocument();
  });

  it("says 'Payment failed: No success confirmation' without one", async () => {
    const { requestsTo } = renderPayment(checkout, { pay: () => ({ status: 201, body: { success: false } }) });
    await payAndConfirm();
    expect(await screen.findByText(BILLING_MESSAGES.paymentNotConfirmed)).toBeInTheDocument();
    expect(requestsTo('/api/subscription')).toHaveLength(0);
  });

  it("says 'Failed to create subscription: No data returned' on an empty answer, and a retry does not pay again", async () => {
    let answer: Answer = { status: 201 };
    const { requestsTo } = renderPayment(checkout, { subscribe: () => answer });
    await payAndConfirm();
    expect(await screen.findByText(BILLING_MESSAGES.subscriptionNoData)).toBeInTheDocument();

    answer = subscribed();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish subscription' }));
    expect(await screen.findByText(BILLING_MESSAGES.purchased)).toBeInTheDocument();
    expect(requestsTo('/api/payment')).toHaveLength(1);
    expect(requestsTo('/api/subscription')).toHaveLength(2);
  });
});
