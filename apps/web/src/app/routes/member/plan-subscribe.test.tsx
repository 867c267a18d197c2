import { addDays, todayIn } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePlan } from '../../../features/plans/test/plan-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import PlanSubscribeRoute from './plan-subscribe.tsx';

const plan = makePlan({ id: 7, name: 'Standard Monthly', price: 59.5, durationInDays: 30 });
const zone = 'Pacific/Kiritimati';

const renderPage = () => {
  const api = mockApi({
    'GET /api/auth/user-auth': () => ({ body: { ok: true } }),
    'GET /api/gym': () => ({ body: { name: 'Pulse Gym', timeZone: zone } }),
    'GET /api/plan/7': () => ({ body: plan }),
  });
  renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
  return api;
};

describe('the subscription summary', () => {
  it("shows who, which plan, today to today + duration in the gym's zone, and the price with a $ suffix", async () => {
    signIn('user', { fullName: 'Jane Doe' });
    renderPage();
    expect(await screen.findByText('Standard Monthly')).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
    const today = todayIn(zone);
    expect(screen.getByText((_, el) => el?.getAttribute('datetime') === today)).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.getAttribute('datetime') === addDays(today, 30))).toBeInTheDocument();
    expect(screen.getByText('59.50$')).toBeInTheDocument();
  });

  it('goes to checkout with the amount, plan and dates as navigation state', async () => {
    signIn('user');
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location).toHaveTextContent('/dashboard/user/payment'));
    const today = todayIn(zone);
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({
      amount: 59.5,
      planId: 7,
      startDate: today,
      endDate: addDays(today, 30),
    });
  });

  it('sends a visitor to log in, coming back here afterwards', async () => {
    mockApi();
    renderWithApp(<PlanSubscribeRoute />, { path: '/plan-subscribe/:planId', initialEntries: ['/plan-subscribe/7'] });
    expect(await screen.findByText(/redirecting to you in/i)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/), { timeout: 5000 });
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/plan-subscribe/7' }));
  });
});
