import { BILLING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_SCREEN_TOAST } from '../../../lib/toast-options.ts';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeSubscription, pageOfRows } from '../test/billing-fixtures.ts';
import { MemberSubscriptionsTable } from './member-subscriptions-table.tsx';

afterEach(() => vi.restoreAllMocks());

const rows = [
  makeSubscription({ id: 11, autoRenew: true }),
  makeSubscription({
    id: 12,
    planName: 'Basic Monthly',
    planPrice: 29.5,
    durationInDays: 30,
    isActive: false,
    status: 'Expired',
    paymentStatus: 'Pending',
    paymentAmount: 29.5,
  }),
];

const renderAs = (role: 'admin' | 'trainer') => {
  signIn(role);
  return renderWithApp(<MemberSubscriptionsTable userId={1} />);
};

describe("the admin's view of a member's subscriptions", () => {
  it('shows plan, price, duration, dates, status and payment of each', async () => {
    const { requestsTo } = mockApi({ 'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }) });
    renderAs('admin');
    await screen.findByText('Basic Monthly');
    const [, first, second] = within(screen.getByRole('table', { name: 'Subscriptions' })).getAllByRole('row');
    expect(first).toHaveTextContent(
      /Premium Quarterly.*#11.*\$249\.99.*90 days.*Jan 05, 2025.*to Apr 05, 2025.*Active.*Completed/,
    );
    expect(second).toHaveTextContent(/Basic Monthly.*\$29\.50.*30 days.*Expired.*Pending/);
    expect(requestsTo('/api/users/1/subscriptions')[0]?.url).toContain('page=1');
  });

  it("deletes one after spec §5's confirmation, with this screen's texts in 3-second toasts", async () => {
    const success = vi.spyOn(toast, 'success');
    let deleted = false;
    const { requestsTo } = mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(deleted ? rows.slice(1) : rows) }),
      'DELETE /api/subscription/11': () => {
        deleted = true;
        return { body: { success: true, message: BILLING_MESSAGES.deleted } };
      },
    });
    renderAs('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete subscription #11, Premium Quarterly' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete subscription' });
    expect(dialog).toHaveAccessibleDescription(BILLING_MESSAGES.confirmDelete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BILLING_MESSAGES.deleted)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(BILLING_MESSAGES.deleted, SUBSCRIPTION_SCREEN_TOAST);
    expect(SUBSCRIPTION_SCREEN_TOAST).toEqual({ duration: 3000, position: 'top-right' });
    await waitFor(() => expect(screen.queryByText('Premium Quarterly')).not.toBeInTheDocument());
    expect(requestsTo('/api/subscription/11')[0]?.method).toBe('DELETE');
  });

  it('says when a delete fails, and keeps the subscription', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }),
      'DELETE /api/subscription/11': () => ({ status: 500 }),
    });
    renderAs('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete subscription #11, Premium Quarterly' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(BILLING_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Premium Quarterly')).toBeInTheDocument();
  });

  it('lets a trainer read them without a Delete button', async () => {
    mockApi({ 'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }) });
    renderAs('trainer');
    await screen.findByText('Basic Monthly');
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('says when the member has none, and when they cannot be loaded', async () => {
    let fail = false;
    mockApi({
      'GET /api/users/1/subscriptions': () => (fail ? { status: 500 } : { body: pageOfRows([]) }),
    });
    const { unmount } = renderAs('admin');
    expect(await screen.findByText(BILLING_MESSAGES.memberHasNone)).toBeInTheDocument();
    unmount();
    fail = true;
    renderAs('admin');
    await waitFor(() => expect(screen.getAllByText(BILLING_MESSAGES.loadFailed)).toHaveLength(2));
  });
});
