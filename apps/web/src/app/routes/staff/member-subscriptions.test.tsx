import { USER_MESSAGES } from '@gym/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSubscription, pageOfRows } from '../../../features/billing/test/billing-fixtures.ts';
import { makeAccount } from '../../../features/users/test/user-fixtures.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import StaffMemberSubscriptionsRoute from './member-subscriptions.tsx';

const renderAt = (entry: string) => {
  signIn('staff');
  return renderWithApp(<StaffMemberSubscriptionsRoute />, {
    path: '/dashboard/staff/user-list/subscription',
    initialEntries: [entry],
  });
};

describe('staff/user-list/subscription', () => {
  it('names the member whose subscriptions it shows, with a way back to the members', async () => {
    mockApi({
      'GET /api/users/4': () => ({
        body: makeAccount({ id: 4, role: 'user', fullName: 'Maya Lopez', username: 'member' }),
      }),
      'GET /api/users/4/subscriptions': () => ({ body: pageOfRows([makeSubscription({ userId: 4 })]) }),
    });
    renderAt('/dashboard/staff/user-list/subscription?id=4');
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to members' })).toHaveAttribute('href', '/dashboard/staff/user-list');
    expect(screen.getByRole('button', { name: 'Training Histories of Maya Lopez' })).toBeInTheDocument();
  });

  it('says when no member is named, or the member does not exist', async () => {
    const { requestsTo } = mockApi({
      'GET /api/users/999': () => ({ status: 404, body: { message: 'User not found' } }),
    });
    const { unmount } = renderAt('/dashboard/staff/user-list/subscription?id=abc');
    expect(screen.getByText('No member is selected. Open one from the list of members.')).toBeInTheDocument();
    unmount();
    renderAt('/dashboard/staff/user-list/subscription?id=999');
    expect(await screen.findByText(USER_MESSAGES.notFound)).toBeInTheDocument();
    expect(requestsTo('/api/users/999/subscriptions')).toHaveLength(0);
  });
});
