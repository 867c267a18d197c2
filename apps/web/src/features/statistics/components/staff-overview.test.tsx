import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { StaffOverview } from './staff-overview.tsx';
import { TrainerOverview } from './trainer-overview.tsx';

const card = (label: string) => within(screen.getByText(label, { selector: 'span' }).closest('li') as HTMLElement);

describe('the staff dashboard overview', () => {
  it('counts subscriptions, feedback, sessions and rooms, with what is running, waiting and coming', async () => {
    signIn('staff');
    mockApi({
      'GET /api/stats/staff': () => ({
        body: {
          subscriptions: 80,
          activeSubscriptions: 52,
          feedbacks: 25,
          unprocessedFeedbacks: 9,
          trainingSessions: 140,
          upcomingSessions: 31,
          gymRooms: 5,
        },
      }),
    });
    renderWithApp(<StaffOverview links={{ feedbacks: '/dashboard/staff/feedbacks' }} />, {
      path: '/dashboard/staff',
    });

    expect(await screen.findByText('52 running')).toBeInTheDocument();
    expect(card('Subscriptions').getByText('80')).toBeInTheDocument();
    expect(card('Feedbacks').getByText('25')).toBeInTheDocument();
    expect(card('Feedbacks').getByText('9 unprocessed')).toBeInTheDocument();
    expect(card('Training sessions').getByText('140')).toBeInTheDocument();
    expect(card('Training sessions').getByText('31 upcoming')).toBeInTheDocument();
    expect(card('Gym rooms').getByText('5')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Feedbacks/ })).toHaveAttribute('href', '/dashboard/staff/feedbacks');
  });

  it("toasts the spec's failure text of each count", async () => {
    signIn('staff');
    mockApi({ 'GET /api/stats/staff': () => ({ status: 500, body: { message: 'boom' } }) });
    renderWithApp(<StaffOverview />, { path: '/dashboard/staff' });
    for (const subject of ['subscription', 'feedback', 'Training Sessions', 'gymrooms']) {
      expect(await screen.findByText(`Something went wrong in getting ${subject}`)).toBeInTheDocument();
    }
    expect(screen.getAllByText('—')).toHaveLength(4);
  });
});

describe('the trainer dashboard overview', () => {
  it('counts their own members and sessions', async () => {
    signIn('trainer');
    mockApi({ 'GET /api/stats/trainer': () => ({ body: { members: 7, sessions: 22, upcomingSessions: 4 } }) });
    renderWithApp(<TrainerOverview />);
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(card('My members').getByText('7')).toBeInTheDocument();
    expect(card('My sessions').getByText('22')).toBeInTheDocument();
    expect(card('Upcoming sessions').getByText('4')).toBeInTheDocument();
  });

  it("toasts 'Something went wrong in getting users' and '... Training Sessions' when the call fails", async () => {
    signIn('trainer');
    mockApi({ 'GET /api/stats/trainer': () => ({ status: 503 }) });
    renderWithApp(<TrainerOverview />);
    expect(await screen.findByText('Something went wrong in getting users')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong in getting Training Sessions')).toBeInTheDocument();
  });
});
