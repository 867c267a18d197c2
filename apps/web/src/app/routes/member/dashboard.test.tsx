import { BILLING_MESSAGES } from '@gym/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSubscription, pageOfRows } from '../../../features/billing/test/billing-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import MemberDashboardRoute from './dashboard.tsx';

const renderDashboard = (rows = [makeSubscription()]) => {
  signIn('user', { id: 1, fullName: 'Jane Doe' });
  mockApi({
    'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }),
  });
  renderWithApp(<MemberDashboardRoute />, { path: '/dashboard/user' });
};

describe('the member dashboard', () => {
  it('links to every member page (spec §2)', () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    const links = Object.fromEntries(
      ['My subscriptions', 'Training sessions', 'Book a session', 'Favourite exercises', 'My feedback', 'Profile'].map(
        (name) => [name, screen.getAllByRole('link', { name }).at(-1)?.getAttribute('href')],
      ),
    );
    expect(links).toEqual({
      'My subscriptions': '/dashboard/user/plan-detail',
      'Training sessions': '/dashboard/user/training-sessions',
      'Book a session': '/dashboard/user/register-training',
      'Favourite exercises': '/dashboard/user/favourite-exercises',
      'My feedback': '/dashboard/user/feedbacks',
      Profile: '/dashboard/user/profile',
    });
  });

  it('shows the running plans', async () => {
    renderDashboard([makeSubscription(), makeSubscription({ id: 2, planName: 'Old plan', isActive: false })]);
    expect(await screen.findByText('Premium Quarterly')).toBeInTheDocument();
    expect(screen.queryByText('Old plan')).not.toBeInTheDocument();
  });

  it('says when there is none', async () => {
    renderDashboard([]);
    expect(await screen.findByText(BILLING_MESSAGES.noSubscriptions)).toBeInTheDocument();
  });
});
