import { LANDING_PLAN_COUNT, PLAN_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { makePlan } from '../test/plan-fixtures.ts';
import { PLANS_EMPTY, PLANS_HEADING, PLANS_LOADING, PLANS_SUBTITLE, PlansShowcase } from './plans-showcase.tsx';

const six = Array.from({ length: 6 }, (_, i) =>
  makePlan({ id: i + 1, name: `Plan ${i + 1}`, price: 20 + i + 0.5 * (i % 2), durationInDays: 30 * (i + 1) }),
);
const pageOf = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: LANDING_PLAN_COUNT });

describe('the Training Plans section', () => {
  it("shows 'Loading...' while the plans load, then at most four cards linking to each plan", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { requestsTo } = mockApi({ 'GET /api/plan': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderWithApp(<PlansShowcase />);

    expect(container.querySelector('section#plans')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: PLANS_HEADING })).toBeInTheDocument();
    expect(screen.getByText(PLANS_SUBTITLE)).toBeInTheDocument();
    expect(screen.getByText(PLANS_LOADING).closest('[role="status"]')).toBeInTheDocument();

    // Even if a server answered more than the page it was asked for, no more than four cards appear.
    answer({ body: pageOf(six) });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(LANDING_PLAN_COUNT);
    expect(screen.queryByText(PLANS_LOADING)).not.toBeInTheDocument();
    expect(new URL(requestsTo('/api/plan')[0]?.url ?? '', 'http://x').search).toBe('?page=1&pageSize=4');

    const second = within(cards[1] as HTMLElement);
    expect(second.getByRole('heading', { name: 'Plan 2' })).toBeInTheDocument();
    expect(second.getByRole('img', { name: 'Plan 2 plan' })).toHaveAttribute('src', '/images/plans/basic.svg');
    expect(second.getByText('$21.50')).toBeInTheDocument();
    expect(second.getByText('60 days')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Select Plan' })).toHaveAttribute('href', '/plan-detail/2');
    expect(screen.getAllByRole('link', { name: 'Select Plan' }).map((a) => a.getAttribute('href'))).toEqual([
      '/plan-detail/1',
      '/plan-detail/2',
      '/plan-detail/3',
      '/plan-detail/4',
    ]);
    expect(screen.queryByText('Plan 5')).not.toBeInTheDocument();
  });

  it('ends loading and says so in a toast when the plans cannot be loaded, and can try again', async () => {
    let fail = true;
    mockApi({ 'GET /api/plan': () => (fail ? { status: 500, body: { message: 'boom' } } : { body: pageOf(six) }) });
    renderWithApp(<PlansShowcase />);
    expect(await screen.findByText(PLAN_MESSAGES.listFailed)).toBeInTheDocument();
    expect(screen.queryByText(PLANS_LOADING)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(LANDING_PLAN_COUNT));
  });

  it('says so when no plan is on offer', async () => {
    mockApi({ 'GET /api/plan': () => ({ body: pageOf([]) }) });
    renderWithApp(<PlansShowcase />);
    expect(await screen.findByText(PLANS_EMPTY)).toBeInTheDocument();
  });
});
