import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSubscription, pageOfRows } from '../../../features/billing/test/billing-fixtures.ts';
import { makeRoom, makeTrainer } from '../../../features/sessions/test/booking-fixtures.ts';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import RegisterTrainingRoute, { NO_PLAN_FOR_BOOKING } from './register-training.tsx';

beforeEach(() => setClock('2026-03-11T12:00:00Z'));

const renderPage = (rows: ReturnType<typeof makeSubscription>[], status = 200) => {
  signIn('user', { id: 1 });
  mockApi({
    'GET /api/users/1/subscriptions': () => (status === 200 ? { body: pageOfRows(rows) } : { status }),
    'GET /api/trainer': () => ({ body: [makeTrainer(1, 'John Carter', 'Strength')] }),
    'GET /api/gymroom': () => ({ body: [makeRoom(1, 'Weights Floor')] }),
  });
  renderWithApp(<RegisterTrainingRoute />, { path: '/dashboard/user/register-training' });
};

describe('the booking screen', () => {
  it('tells a member without a running plan before any form, with the way to the plans', async () => {
    renderPage([makeSubscription({ isActive: false })]);
    expect(await screen.findByText(NO_PLAN_FOR_BOOKING)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/user/plans');
    expect(screen.queryByLabelText('Trainer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book session' })).not.toBeInTheDocument();
  });

  it('gives a member with a running plan the form', async () => {
    renderPage([makeSubscription()]);
    expect(await screen.findByRole('button', { name: 'Book session' })).toBeInTheDocument();
    expect(screen.getByLabelText('Trainer')).toBeInTheDocument();
    expect(screen.queryByText(NO_PLAN_FOR_BOOKING)).not.toBeInTheDocument();
  });

  it('shows the form when the plans cannot be read (the server still checks)', async () => {
    renderPage([], 500);
    expect(await screen.findByRole('button', { name: 'Book session' })).toBeInTheDocument();
  });
});
