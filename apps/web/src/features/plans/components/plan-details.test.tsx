import { PLAN_MESSAGES, type Role } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MemberPlanRoute from '../../../app/routes/member/plan.tsx';
import PlanDetailRoute from '../../../app/routes/public/plan-detail.tsx';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makePlan } from '../test/plan-fixtures.ts';
import { MEMBER_LOGIN_HINT, PLAN_NOT_FOUND_TEXT, PLAN_RETIRED_TEXT } from './plan-details.tsx';

const plan = makePlan({
  id: 7,
  name: 'Diamond Annual',
  description: 'A year of our best.',
  price: 899,
  durationInDays: 365,
  planType: 'Diamond',
  imageUrl: '/images/plans/diamond.svg',
  maxMembers: 20,
  amenities: { personalTrainer: true, refreshment: true },
});

const renderPlan = (id: string | number = 7, answer: { status?: number; body?: unknown } = { body: plan }) => {
  const api = mockApi({ [`GET /api/plan/${id}`]: () => answer });
  renderWithApp(<PlanDetailRoute />, { path: '/plan-detail/:planId', initialEntries: [`/plan-detail/${id}`] });
  return api;
};

describe('the plan page', () => {
  it('shows the image, name, description, price in dollars and duration in days', async () => {
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diamond Annual' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Diamond Annual plan' })).toHaveAttribute(
      'src',
      '/images/plans/diamond.svg',
    );
    expect(screen.getByText('A year of our best.')).toBeInTheDocument();
    expect(screen.getByText('$899')).toBeInTheDocument();
    expect(screen.getByText('365 days')).toBeInTheDocument();
    expect(screen.getByText('Limited to 20 members')).toBeInTheDocument();
    const included = screen.getByRole('region', { name: "What's included" });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Personal trainer', 'Refreshment']);
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Diamond Annual · Pulse Gym'));
  });

  it('in the member area, leads back to the area’s plans and on to the area’s own checkout', async () => {
    signIn('user');
    mockApi({ 'GET /api/plan/7': () => ({ body: plan }) });
    renderWithApp(<MemberPlanRoute />, {
      path: '/dashboard/user/plans/:planId',
      initialEntries: ['/dashboard/user/plans/7'],
    });
    expect(await screen.findByRole('link', { name: 'Buy Now' })).toHaveAttribute(
      'href',
      '/dashboard/user/plans/7/subscribe',
    );
    expect(screen.getByRole('link', { name: 'All plans' })).toHaveAttribute('href', '/dashboard/user/plans');
  });

  it('offers Buy Now, to the subscribe page, to a member only', async () => {
    signIn('user');
    renderPlan();
    expect(await screen.findByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/plan-subscribe/7');
    expect(screen.queryByText(MEMBER_LOGIN_HINT)).not.toBeInTheDocument();
  });

  it('tells a visitor to log in as a member, and brings them back here after logging in', async () => {
    renderPlan();
    expect(await screen.findByText(MEMBER_LOGIN_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/plan-detail/7' }));
  });

  it.each(['admin', 'staff', 'trainer'] as Role[])('shows no Buy Now and no login hint to %s', async (role) => {
    signIn(role);
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Diamond Annual' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(MEMBER_LOGIN_HINT)).not.toBeInTheDocument();
  });

  it('offers no Buy Now for a plan that is no longer on offer', async () => {
    signIn('user');
    renderPlan(7, { body: { ...plan, isActive: false } });
    expect(await screen.findByText(PLAN_RETIRED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).not.toBeInTheDocument();
  });

  it('says the plan was not found for an unknown id, without a toast', async () => {
    renderPlan(99, { status: 404, body: { message: PLAN_MESSAGES.notFound } });
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByText(PLAN_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our plans' })).toHaveAttribute('href', '/#plans');
    expect(screen.queryByText(PLAN_MESSAGES.detailFailed)).not.toBeInTheDocument();
  });

  it('does not ask the server about an id that is not one', async () => {
    const { spy } = renderPlan('abc');
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.notFound })).toBeInTheDocument();
    expect(spy.mock.calls.filter(([url]) => String(url).includes('/api/plan'))).toHaveLength(0);
  });

  it("toasts 'Something went wrong while getting plan details' when loading fails", async () => {
    renderPlan(7, { status: 500, body: { message: 'boom' } });
    expect(await screen.findByText(PLAN_MESSAGES.detailFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
