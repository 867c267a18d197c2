import { PLAN_AMENITIES, PLAN_MESSAGES } from '@gym/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PlanFeaturesRoute from '../../../app/routes/member/plan-features.tsx';
import { mockApi, renderWithApp } from '../../../test/utils.tsx';
import { makeLegacyFeatures, makePlan } from '../test/plan-fixtures.ts';
import { AVAILABLE_LABEL, NOT_INCLUDED_LABEL } from './plan-features.tsx';

const ROUTE = '/dashboard/user/plan-detail-full/:planId?';
const renderAt = (url: string) => renderWithApp(<PlanFeaturesRoute />, { path: ROUTE, initialEntries: [url] });

describe("the member's plan features page", () => {
  it('ticks the available amenities and crosses the others, with the prices and a way back', async () => {
    mockApi({
      'GET /api/v1/plan/get-plan/3': () => ({
        body: makeLegacyFeatures(['waterStations', 'wifiService', 'refreshment']),
      }),
      'GET /api/plan/3': () => ({ body: makePlan({ id: 3, price: 249.5, durationInDays: 90 }) }),
    });
    renderAt('/dashboard/user/plan-detail-full/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium Quarterly' })).toBeInTheDocument();
    // The price as sold, for its own length: no month or year figure for a 90-day plan.
    expect(await screen.findByText('$249.50')).toBeInTheDocument();
    expect(screen.getByText('90 days')).toBeInTheDocument();
    expect(screen.queryByText(/per year/i)).not.toBeInTheDocument();
    expect(screen.queryByText('$1,009.83')).not.toBeInTheDocument();

    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual([
      'tick',
      'cross',
      'cross',
      'tick',
      'cross',
      'cross',
      'cross',
      'cross',
      'tick',
    ]);
    expect(rows.map((row) => row.textContent)).toEqual(
      PLAN_AMENITIES.map(
        ({ key, label }) =>
          `${label}${['waterStations', 'wifiService', 'refreshment'].includes(key) ? AVAILABLE_LABEL : NOT_INCLUDED_LABEL}`,
      ),
    );
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/dashboard/user');
  });

  it("toasts 'Failed to fetch plan info' when the call fails", async () => {
    mockApi({ 'GET /api/v1/plan/get-plan/3': () => ({ status: 500 }) });
    renderAt('/dashboard/user/plan-detail-full/3');
    expect(await screen.findByText(PLAN_MESSAGES.infoFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/dashboard/user');
  });

  it('says the plan was not found for an unknown plan', async () => {
    mockApi({ 'GET /api/v1/plan/get-plan/99': () => ({ status: 404, body: { message: PLAN_MESSAGES.notFound } }) });
    renderAt('/dashboard/user/plan-detail-full/99');
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.notFound })).toBeInTheDocument();
  });

  it("shows 'Plan ID is missing' without asking the server when the link has no id", async () => {
    const { spy } = mockApi();
    renderAt('/dashboard/user/plan-detail-full');
    expect(await screen.findByRole('heading', { level: 1, name: PLAN_MESSAGES.idMissing })).toBeInTheDocument();
    // The heading, and the toast (spec §8).
    expect(await screen.findAllByText(PLAN_MESSAGES.idMissing)).toHaveLength(2);
    expect(spy.mock.calls.filter(([url]) => String(url).includes('/plan'))).toHaveLength(0);
  });
});
