import { type AdminStats, STATS_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { AdminOverview } from './admin-overview.tsx';

const stats: AdminStats = {
  counts: { staff: 3, subscribers: 1250, plans: 6, feedbacks: 25, trainers: 4, gymRooms: 5 },
  growth: {
    current: { from: '2025-06-01', to: '2025-06-10', totalAmount: 900 },
    previous: { from: '2025-05-01', to: '2025-05-10', totalAmount: 800 },
    rate: 12.5,
  },
  revenue: [
    { year: 2025, month: 1, totalAmount: 1200 },
    { year: 2025, month: 2, totalAmount: 980.5 },
    { year: 2025, month: 3, totalAmount: 0 },
    { year: 2025, month: 4, totalAmount: 1500 },
    { year: 2025, month: 5, totalAmount: 800 },
    { year: 2025, month: 6, totalAmount: 900 },
  ],
  subscriptionsByPlanType: { Standard: 12, Basic: 7, Premium: 9, Diamond: 2 },
  usersByRole: { user: 1250, staff: 3, trainer: 4 },
};

const cardValue = (label: string) => {
  const card = screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement;
  return within(card);
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the admin dashboard overview', () => {
  it("shows '...' on every card until the one summary call answers, then the six counts", async () => {
    signIn('admin');
    let answer: (value: { body: unknown }) => void = () => {};
    const { requestsTo } = mockApi({ 'GET /api/stats/admin': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<AdminOverview links={{ plans: '/dashboard/admin/plans' }} />);

    const list = screen.getByRole('list');
    expect(within(list).getAllByText('...')).toHaveLength(6);
    answer({ body: stats });
    expect(await within(list).findByText('1,250')).toBeInTheDocument();
    expect(within(list).queryByText('...')).not.toBeInTheDocument();
    for (const [label, value] of [
      ['Staff', '3'],
      ['Subscribers', '1,250'],
      ['Plans', '6'],
      ['Feedbacks', '25'],
      ['Trainers', '4'],
      ['Gym rooms', '5'],
    ]) {
      expect(cardValue(label as string).getByText(value as string)).toBeInTheDocument();
    }
    // Only screens that exist are linked.
    expect(screen.getByRole('link', { name: /Plans/ })).toHaveAttribute('href', '/dashboard/admin/plans');
    expect(screen.queryByRole('link', { name: /Trainers/ })).not.toBeInTheDocument();
    expect(requestsTo('/api/stats/admin')).toHaveLength(1);
    expect(requestsTo('/api/stats/admin')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows six months of revenue and the growth rate of the current month, as text too', async () => {
    signIn('admin');
    mockApi({ 'GET /api/stats/admin': () => ({ body: stats }) });
    renderWithApp(<AdminOverview />);

    const revenue = await screen.findByRole('region', { name: 'Revenue, last 6 months' });
    expect(within(revenue).getByText('+12.5 %')).toBeInTheDocument();
    expect(revenue).toHaveTextContent('June 1–10 ($900) compared with May 1–10 ($800)');
    const table = within(revenue).getByRole('table', { name: 'Revenue, last 6 months' });
    expect(rowsOf(table)).toEqual([
      ['January 2025', '$1,200'],
      ['February 2025', '$980.50'],
      ['March 2025', '$0'],
      ['April 2025', '$1,500'],
      ['May 2025', '$800'],
      ['June 2025', '$900'],
    ]);
  });

  it('counts active subscriptions per plan type, exactly, and accounts per role', async () => {
    signIn('admin');
    mockApi({ 'GET /api/stats/admin': () => ({ body: stats }) });
    renderWithApp(<AdminOverview />);

    const plans = await screen.findByRole('region', { name: 'Active subscriptions by plan type' });
    expect(plans).toHaveTextContent('30 subscriptions in all');
    expect(rowsOf(within(plans).getByRole('table'))).toEqual([
      ['Standard', '12'],
      ['Basic', '7'],
      ['Premium', '9'],
      ['Diamond', '2'],
    ]);
    const roles = screen.getByRole('region', { name: 'Accounts by role' });
    expect(rowsOf(within(roles).getByRole('table'))).toEqual([
      ['Members', '1250'],
      ['Staff', '3'],
      ['Trainers', '4'],
    ]);
  });

  it('says when the same days of the month before took nothing to compare with', async () => {
    signIn('admin');
    const growth = { ...stats.growth, previous: { ...stats.growth.previous, totalAmount: 0 }, rate: null };
    mockApi({ 'GET /api/stats/admin': () => ({ body: { ...stats, growth } }) });
    renderWithApp(<AdminOverview />);
    const region = await screen.findByRole('region', { name: 'Revenue, last 6 months' });
    expect(region).toHaveTextContent('No revenue in May 1–10 to compare June 1–10 with.');
    expect(region).not.toHaveTextContent('%');
  });

  it("toasts each count's failure text, says 'Could not load the statistics' and tries again", async () => {
    signIn('admin');
    let fail = true;
    mockApi({
      'GET /api/stats/admin': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: stats }),
    });
    renderWithApp(<AdminOverview />);

    expect(await screen.findByRole('alert')).toHaveTextContent(STATS_MESSAGES.loadFailed);
    for (const subject of ['users', 'plans', 'feedback', 'trainers', 'gymrooms']) {
      expect(await screen.findByText(`Something went wrong in getting ${subject}`)).toBeInTheDocument();
    }
    // One toast per text, although two cards (staff and subscribers) count users.
    expect(screen.getAllByText('Something went wrong in getting users')).toHaveLength(1);
    expect(within(screen.getAllByRole('list')[0] as HTMLElement).getAllByText('—')).toHaveLength(6);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Revenue, last 6 months' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(STATS_MESSAGES.loadFailed)).not.toBeInTheDocument());
  });
});
