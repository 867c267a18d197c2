import { PLAN_MESSAGES, type Role } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makePlan } from '../test/plan-fixtures.ts';
import { PLAN_BOARD_PAGE_SIZE, PlanBoard } from './plan-board.tsx';

const plans = [
  makePlan({ id: 1, name: 'Basic Monthly', price: 29, durationInDays: 30 }),
  makePlan({ id: 5, name: 'Standard Quarterly', price: 79.5, durationInDays: 90, isActive: false, maxMembers: 20 }),
];
const page = (items = plans, total = items.length, n = 1) => ({
  items,
  total,
  page: n,
  pageSize: PLAN_BOARD_PAGE_SIZE,
});

const renderBoard = (role: Role, answer: () => { status?: number; body?: unknown } = () => ({ body: page() })) => {
  signIn(role);
  const api = mockApi({ 'GET /api/plan': answer });
  renderWithApp(<PlanBoard planPath={(id) => `/dashboard/x/plan/${id}`} />);
  return api;
};

const query = (url: string | undefined) => Object.fromEntries(new URL(url ?? '', 'http://x').searchParams);

describe('the back office plans grid', () => {
  it.each(['admin', 'staff'] as Role[])('shows %s every plan, retired ones marked, each with Edit', async (role) => {
    const { requestsTo } = renderBoard(role);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(query(requestsTo('/api/plan')[0]?.url)).toEqual({
      page: '1',
      pageSize: String(PLAN_BOARD_PAGE_SIZE),
      includeInactive: 'true',
      // Newest first, as every back-office list (docs/decisions/020).
      order: 'desc',
    });
    const [basic, retired] = cards.map((card) => within(card));
    expect(basic?.getByRole('heading', { name: 'Basic Monthly' })).toBeInTheDocument();
    expect(basic?.getByText('$29')).toBeInTheDocument();
    expect(basic?.queryByText('Retired')).not.toBeInTheDocument();
    expect(basic?.getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/dashboard/x/plan/1');
    expect(retired?.getByText('Retired')).toBeInTheDocument();
    expect(retired?.getByText('$79.50')).toBeInTheDocument();
    expect(retired?.getByText('Up to 20 members')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New plan' })).toHaveAttribute('href', '/dashboard/admin/create-plane');
  });

  it('shows a trainer the plans on offer to read, without edit links or New plan', async () => {
    const { requestsTo } = renderBoard('trainer');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(query(requestsTo('/api/plan')[0]?.url)).toEqual({
      page: '1',
      pageSize: String(PLAN_BOARD_PAGE_SIZE),
      order: 'desc',
    });
    expect(screen.getAllByRole('link', { name: 'View plan' }).map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard/x/plan/1',
      '/dashboard/x/plan/5',
    ]);
    expect(screen.queryByRole('link', { name: /edit|new plan/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('pages through the plans on the server', async () => {
    const { requestsTo } = renderBoard('admin', () => ({ body: page(plans, 14) }));
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    expect(query(requestsTo('/api/plan').at(-1)?.url).page).toBe('2');
  });

  it('says when there are no plans yet, and offers to create one', async () => {
    renderBoard('admin', () => ({ body: page([], 0) }));
    expect(await screen.findByText('No plans yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New plan' })).toBeInTheDocument();
  });

  it("toasts 'Something went wrong in getting plans' and tries again", async () => {
    let fail = true;
    renderBoard('staff', () => (fail ? { status: 500 } : { body: page() }));
    // In the page, and in a toast.
    await waitFor(() => expect(screen.getAllByText(PLAN_MESSAGES.listFailed)).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
