import { BILLING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { makeSubscription, pageOfRows } from '../test/billing-fixtures.ts';
import { SubscriptionList } from './subscription-list.tsx';

const renderList = () => renderWithApp(<SubscriptionList userId={1} onExtend={vi.fn()} />);

describe('SubscriptionList', () => {
  it("asks the server for the member's subscriptions and shows a card each", async () => {
    const { requestsTo } = mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([
          makeSubscription(),
          makeSubscription({ id: 12, planName: 'Basic Monthly', autoRenew: true }),
        ]),
      }),
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic Monthly' })).toBeInTheDocument();
    expect(screen.queryByText(BILLING_MESSAGES.noSubscriptions)).not.toBeInTheDocument();
    expect(requestsTo('/api/users/1/subscriptions')[0]?.url).toContain('page=1');
  });

  it('shows the spec empty text without subscriptions', async () => {
    mockApi({ 'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([]) }) });
    renderList();
    expect(await screen.findByText(BILLING_MESSAGES.noSubscriptions)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/user/plans');
  });

  it('shows the empty text above ended subscriptions when none is running', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([makeSubscription({ isActive: false, status: 'Expired' })]),
      }),
    });
    renderList();
    expect(await screen.findByText(BILLING_MESSAGES.noSubscriptions)).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });

  it('offers Buy again on an ended subscription only while the plan is not held anew', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([
          makeSubscription({ id: 1, planId: 3 }),
          makeSubscription({ id: 2, planId: 3, isActive: false, status: 'Expired' }),
          makeSubscription({ id: 3, planId: 4, planName: 'Basic Monthly', isActive: false, status: 'Expired' }),
        ]),
      }),
    });
    renderList();
    const links = await screen.findAllByRole('link', { name: 'Buy again' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/dashboard/user/plans/4']);
  });

  it('groups the subscriptions as Current, then Past', async () => {
    mockApi({
      'GET /api/users/1/subscriptions': () => ({
        body: pageOfRows([
          makeSubscription({ id: 1 }),
          makeSubscription({ id: 2, planName: 'Old plan', isActive: false, status: 'Expired' }),
        ]),
      }),
    });
    renderList();
    const current = await screen.findByRole('region', { name: 'Current' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(current).getByRole('heading', { name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(within(past).getByRole('heading', { name: 'Old plan' })).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: 'Extend Plan' })).not.toBeInTheDocument();
    // Current comes first in the page.
    expect(current.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Extend is described by the plan's sentence: when it ends, that it does not renew, what the next term costs.
    expect(within(current).getByRole('button', { name: 'Extend Plan' })).toHaveAccessibleDescription(
      /Ends on Apr 05, 2025 and does not renew\. Another 90 days costs \$249\.99\./,
    );
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/users/1/subscriptions': () => ({ status: 500 }) });
    renderList();
    // On the page and as a toast.
    await waitFor(() => expect(screen.getAllByText(BILLING_MESSAGES.loadFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
