import { BILLING_MESSAGES, CANCEL_MESSAGES, type ClassSession, type TrainingSession } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_PLAN_TEXT } from '../../../features/billing/components/active-plans-summary.tsx';
import { makeSubscription, pageOfRows } from '../../../features/billing/test/billing-fixtures.ts';
import { makeClassSession } from '../../../features/classes/test/class-fixtures.ts';
import { makeSession } from '../../../features/sessions/test/booking-fixtures.ts';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import MemberDashboardRoute from './dashboard.tsx';

// Wednesday 11 March 2026, noon UTC.
beforeEach(() => setClock('2026-03-11T12:00:00Z'));

const next = makeSession({
  id: 5,
  userId: 1,
  date: '2026-03-13',
  startTime: '2026-03-13T18:00:00.000Z',
  endTime: '2026-03-13T20:00:00.000Z',
  trainerName: 'Sofia Bennett',
  roomName: 'Yoga Studio',
});
const later = makeSession({
  id: 6,
  userId: 1,
  date: '2026-03-16',
  startTime: '2026-03-16T09:00:00.000Z',
  endTime: '2026-03-16T11:00:00.000Z',
  trainerName: 'John Carter',
  roomName: 'Weights Floor',
});
const current = makeSubscription({ startDate: '2026-03-01', endDate: '2026-05-30' });

const renderDashboard = ({
  rows = [current],
  sessions = [next, later],
  classes = [],
}: {
  rows?: ReturnType<typeof makeSubscription>[];
  sessions?: TrainingSession[];
  classes?: ClassSession[];
} = {}) => {
  signIn('user', { id: 1, fullName: 'Jane Doe' });
  const api = mockApi({
    'GET /api/users/1/subscriptions': () => ({ body: pageOfRows(rows) }),
    'GET /api/users/1/trainingSessions': () => ({ body: sessions }),
    'GET /api/classes/mine': () => ({ body: classes }),
    'POST /api/classes/21/leave': () => ({ body: { status: 'Cancelled', late: false } }),
  });
  renderWithApp(<MemberDashboardRoute />, { path: '/dashboard/user' });
  return api;
};

describe('the member dashboard', () => {
  it('leads with the next session, with Cancel and Book a session', async () => {
    const api = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    const lead = screen.getByRole('region', { name: 'Your next session' });
    expect(await within(lead).findByText('Friday, March 13, 2026')).toBeInTheDocument();
    expect(within(lead).getByText('18:00 – 20:00')).toBeInTheDocument();
    expect(within(lead).getByText('Sofia Bennett')).toBeInTheDocument();
    expect(within(lead).getByText('Yoga Studio')).toBeInTheDocument();
    expect(within(lead).getByRole('button', { name: CANCEL_MESSAGES.cancel })).toBeInTheDocument();
    expect(within(lead).getByRole('link', { name: 'Book a session' })).toHaveAttribute(
      'href',
      '/dashboard/user/register-training',
    );
    // The sessions after the next one, each opening its day in the week.
    const coming = screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(coming).getByRole('link', { name: /Monday, March 16, 2026 at 09:00 with John Carter/ }),
    ).toHaveAttribute('href', '/dashboard/user/training-sessions?date=2026-03-16');
    const asked = new URL(api.requestsTo('/api/users/1/trainingSessions')[0]?.url ?? '', 'http://x').searchParams;
    expect(asked.get('from')).toBe('2026-03-11');
  });

  it('shows the current plan with its days left, not the ended ones', async () => {
    renderDashboard({ rows: [current, makeSubscription({ id: 2, planName: 'Old plan', isActive: false })] });
    expect(await screen.findByText('Premium Quarterly')).toBeInTheDocument();
    expect(screen.getByText('80 days left')).toBeInTheDocument();
    expect(screen.queryByText('Old plan')).not.toBeInTheDocument();
  });

  it('greets a new account with Welcome, and points a member without a plan to the plans', async () => {
    renderDashboard({ rows: [], sessions: [] });
    expect(await screen.findByText(NO_PLAN_TEXT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/user/plans');
    expect(screen.getByText(/No sessions booked/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Coming up' })).not.toBeInTheDocument();
  });

  it('says Welcome back to a member whose plan has ended', async () => {
    renderDashboard({ rows: [makeSubscription({ isActive: false })], sessions: [] });
    expect(await screen.findByText(NO_PLAN_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
  });

  it('links to the pages the cards do not cover', async () => {
    renderDashboard();
    const more = await screen.findByRole('navigation', { name: 'More' });
    const links = within(more)
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    expect(links).toEqual([
      ['Plans', '/dashboard/user/plans'],
      ['Favourite exercises', '/dashboard/user/favourite-exercises'],
      ['My feedback', '/dashboard/user/feedbacks'],
      ['Profile', '/dashboard/user/profile'],
    ]);
  });

  it('shows its cards together, once both the plan and the sessions have answered, so none pushes another down', async () => {
    signIn('user', { id: 1, fullName: 'Jane Doe' });
    let answerSessions = (_rows: TrainingSession[]) => {};
    const sessionsAnswer = new Promise<TrainingSession[]>((resolve) => {
      answerSessions = resolve;
    });
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ body: pageOfRows([current]) }),
      'GET /api/users/1/trainingSessions': async () => ({ body: await sessionsAnswer }),
    });
    renderWithApp(<MemberDashboardRoute />, { path: '/dashboard/user' });
    // Two loading frames with the same words follow each other (the gym's zone, then the member's data).
    await waitFor(() => expect(screen.getByText('Loading your dashboard')).toBeInTheDocument());
    // The plan has answered; its card still waits for the sessions.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /your plan/i })).not.toBeInTheDocument();
    answerSessions([next]);
    expect(await screen.findByText('Sofia Bennett')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /your plan/i })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard')).not.toBeInTheDocument();
  });

  it('says when the membership cannot be loaded', async () => {
    signIn('user', { id: 1, fullName: 'Jane Doe' });
    mockApi({
      'GET /api/users/1/subscriptions': () => ({ status: 500 }),
      'GET /api/users/1/trainingSessions': () => ({ body: [] }),
    });
    renderWithApp(<MemberDashboardRoute />, { path: '/dashboard/user' });
    expect(await screen.findByText(BILLING_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('lists the member’s booked and waitlisted classes, each with Leave saying what leaving does', async () => {
    const yoga = makeClassSession({ myStatus: 'Booked' }); // tomorrow at 10:00: 22 hours ahead
    const spin = makeClassSession({
      id: 22,
      name: 'Spin',
      date: '2026-03-14',
      startTime: '2026-03-14T18:00:00.000Z',
      endTime: '2026-03-14T19:00:00.000Z',
      myStatus: 'Waitlisted',
      waitlistPosition: 2,
    });
    const api = renderDashboard({ classes: [yoga, spin] });
    const card = await screen.findByRole('region', { name: 'Your classes' });
    const [first, second] = within(card).getAllByRole('listitem');
    expect(first).toHaveTextContent('Morning Yoga');
    expect(first).toHaveTextContent('Booked');
    expect(first).toHaveTextContent('Thursday, March 12, 2026 at 10:00 – 11:00');
    expect(second).toHaveTextContent('Waitlist position 2');
    expect(within(second as HTMLElement).getByRole('button', { name: /^Leave waitlist/ })).toBeInTheDocument();
    const asked = new URL(api.requestsTo('/api/classes/mine')[0]?.url ?? '', 'http://x').searchParams;
    expect([asked.get('from'), asked.get('to')]).toEqual(['2026-03-11', '2026-05-10']);

    await userEvent.click(within(first as HTMLElement).getByRole('button', { name: /^Leave class/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this class?' });
    expect(dialog).toHaveTextContent('goes to the first person on the waitlist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave class' }));
    await waitFor(() => expect(api.requestsTo('/api/classes/21/leave')).toHaveLength(1));
  });

  it('warns that leaving a class after the cut-off is a late cancellation', async () => {
    setClock('2026-03-12T03:00:00Z'); // 7 hours before the class; the cut-off is 12
    renderDashboard({ classes: [makeClassSession({ myStatus: 'Booked' })] });
    const card = await screen.findByRole('region', { name: 'Your classes' });
    await userEvent.click(within(card).getByRole('button', { name: /^Leave class/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this class?' });
    expect(dialog).toHaveTextContent('leaving now is a late cancellation');
  });
});
