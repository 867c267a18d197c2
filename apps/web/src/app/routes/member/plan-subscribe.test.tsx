import { addDays } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOR_YOUR_ACCOUNT_TITLE } from '../../../features/auth/components/role-guard.tsx';
import { makePlan } from '../../../features/plans/test/plan-fixtures.ts';
import { CLOCKS_UTC, gymInfo, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import PlanSubscribeRoute from './plan-subscribe.tsx';

const plan = makePlan({ id: 7, name: 'Standard Monthly', price: 59.5, durationInDays: 30 });
const zone = 'Pacific/Kiritimati';

const renderPage = () => {
  const api = mockApi({
    'GET /api/auth/user-auth': () => ({ body: { ok: true } }),
    'GET /api/gym': () => ({ body: gymInfo({ timeZone: zone }) }),
    'GET /api/plan/7': () => ({ body: plan }),
  });
  renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
  return api;
};

// Kiritimati is UTC+14: from 10:00 UTC its calendar is a day ahead of UTC's.
const gymTodayAt = [
  [CLOCKS_UTC[0], '2026-03-10'],
  [CLOCKS_UTC[1], '2026-03-11'],
  [CLOCKS_UTC[2], '2026-03-11'],
] as const;

describe('the subscription summary', () => {
  it.each(gymTodayAt)("at %s starts on the gym's today (%s) and ends a duration later", async (clock, today) => {
    setClock(clock);
    signIn('user', { fullName: 'Jane Doe' });
    renderPage();
    expect(await screen.findByText('Standard Monthly')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.getAttribute('datetime') === today)).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.getAttribute('datetime') === addDays(today, 30))).toBeInTheDocument();
    // Decisions §1: one money format, the $ in front, not the spec's suffix.
    expect(screen.getByText('$59.50')).toBeInTheDocument();
  });

  it("opens the payment provider's checkout for the plan (docs/decisions/022)", async () => {
    const assign = vi.fn();
    const realLocation = window.location;
    Object.defineProperty(window, 'location', { value: { ...realLocation, assign }, configurable: true });
    try {
      setClock(CLOCKS_UTC[2]);
      signIn('user');
      const { requestsTo } = mockApi({
        'GET /api/auth/user-auth': () => ({ body: { ok: true } }),
        'GET /api/gym': () => ({ body: gymInfo({ timeZone: zone }) }),
        'GET /api/plan/7': () => ({ body: plan }),
        'POST /api/checkout': () => ({
          status: 201,
          body: { checkoutUrl: '/checkout/demo/5', subscriptionId: 4, paymentId: 5 },
        }),
      });
      renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
      await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/demo/5'));
      expect(requestsTo('/api/checkout')[0]?.body).toEqual({ planId: 7 });
    } finally {
      Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
    }
  });

  it('sends a visitor to log in, coming back here afterwards', async () => {
    mockApi();
    renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
    expect(await screen.findByText(/redirecting to you in/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/), { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/plan-subscribe/7' }));
  });

  it('tells staff it is not open to their account, without the login form', async () => {
    signIn('staff');
    const { requestsTo } = mockApi({ 'GET /api/auth/staff-auth': () => ({ body: { ok: true } }) });
    renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
    expect(await screen.findByRole('heading', { name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/staff');
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
    expect(requestsTo('/api/plan/7')).toHaveLength(0);
  });
});
