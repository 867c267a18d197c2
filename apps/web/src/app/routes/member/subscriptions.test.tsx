import { BILLING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSubscription, pageOfRows } from '../../../features/billing/test/billing-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import SubscriptionsRoute from './subscriptions.tsx';

type Answer = { status?: number; body?: unknown };
const row = makeSubscription({ id: 11, planPrice: 249.99, endDate: '2025-04-05', durationInDays: 90 });
const opened = { status: 201, body: { checkoutUrl: '/checkout/demo/30', subscriptionId: 11, paymentId: 30 } };

const assign = vi.fn();
const realLocation = window.location;
afterEach(() => {
  Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
  assign.mockReset();
});

const renderPage = (checkout: () => Answer = () => opened) => {
  Object.defineProperty(window, 'location', { value: { ...realLocation, assign }, configurable: true });
  signIn('user', { id: 1 });
  const api = mockApi({
    'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([row]) }),
    'POST /api/checkout': checkout,
  });
  renderWithApp(<SubscriptionsRoute />, { path: '/dashboard/user/plan-detail' });
  return api;
};

const extend = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Extend Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Extend Premium Quarterly' });
  expect(dialog).toHaveTextContent('Pay $249.99 now');
  expect(dialog).toHaveTextContent('Jul 04, 2025');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
};

describe('my subscriptions: extending a plan', () => {
  it("opens the payment provider's checkout for the next term", async () => {
    const { requestsTo } = renderPage();
    await extend();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/demo/30'));
    expect(requestsTo('/api/checkout')[0]?.body).toEqual({ subscriptionId: 11, extend: true });
  });

  it("shows the server's reason when it refuses, and stays on the page", async () => {
    renderPage(() => ({ status: 409, body: { message: BILLING_MESSAGES.extensionAlreadyPaid } }));
    await extend();
    expect(await screen.findByText(BILLING_MESSAGES.extensionAlreadyPaid)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('names each state in words', async () => {
    renderPage();
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });
});
