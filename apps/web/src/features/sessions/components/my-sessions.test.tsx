import { BOOKING_MESSAGES, CANCEL_MESSAGES, type TrainingSession } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TrainingSessionsRoute from '../../../app/routes/member/training-sessions.tsx';
import { gymInfo, type MockRequest, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeSession } from '../test/booking-fixtures.ts';

// Wednesday 11 March 2026, noon UTC: the week runs from Monday the 9th to Sunday the 15th.
const NOW = new Date('2026-03-11T12:00:00Z');
const PATH = '/dashboard/user/training-sessions';

const sessions: TrainingSession[] = [
  makeSession({
    id: 1,
    userId: 7,
    date: '2026-03-11',
    startTime: '2026-03-11T09:00:00.000Z',
    endTime: '2026-03-11T11:00:00.000Z',
    sessionType: 'Strength',
    notes: 'Focus on form',
    attendanceStatus: true,
    trainerName: 'John Carter',
    roomName: 'Weights Floor',
  }),
  makeSession({
    id: 2,
    userId: 7,
    date: '2026-03-13',
    startTime: '2026-03-13T18:00:00.000Z',
    endTime: '2026-03-13T20:00:00.000Z',
    sessionType: null,
    trainerName: 'Sofia Bennett',
    roomName: 'Yoga Studio',
  }),
];

type Answer = (request: MockRequest) => { status?: number; body?: unknown };
function renderPage({
  timeZone = 'UTC',
  at = PATH,
  answer = (() => ({ body: sessions })) as Answer,
}: {
  timeZone?: string;
  at?: string;
  answer?: Answer;
} = {}) {
  signIn('user', { id: 7 });
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }),
    'GET /api/users/7/trainingSessions': answer,
  });
  renderWithApp(<TrainingSessionsRoute />, { path: PATH, initialEntries: [at] });
  return api;
}

const day = (name: RegExp) => screen.getByRole('button', { name });
const query = (r: MockRequest | undefined) => Object.fromEntries(new URL(r?.url ?? '', 'http://x').searchParams);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('my training sessions', () => {
  it("shows Monday to Sunday with today's sessions as cards", async () => {
    const { requestsTo } = renderPage();
    expect(await screen.findByRole('heading', { name: /^Mar 9\s–\s15, 2026$/ })).toBeInTheDocument();
    const days = within(screen.getByRole('group')).getAllByRole('button');
    expect(days.map((d) => d.textContent)).toEqual(['Mon9', 'Tue10', 'Wed11', 'Thu12', 'Fri13', 'Sat14', 'Sun15']);
    expect(query(requestsTo('/api/users/7/trainingSessions')[0])).toEqual({ from: '2026-03-09', to: '2026-03-15' });

    const today = await screen.findByRole('button', { name: 'Wednesday, March 11, 2026, today, 1 session' });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(day(/^Friday, March 13, 2026, 1 session/)).toHaveAttribute('aria-pressed', 'false');
    expect(day(/^Thursday, March 12, 2026, no sessions/)).toBeInTheDocument();

    const card = screen.getByRole('listitem');
    expect(within(card).getByText('John Carter')).toBeInTheDocument();
    expect(within(card).getByText('Mar 11, 2026')).toBeInTheDocument();
    expect(within(card).getAllByText('09:00').length).toBeGreaterThan(0);
    expect(within(card).getByText('Weights Floor')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Strength' })).toBeInTheDocument();
    expect(within(card).getByText('Focus on form')).toBeInTheDocument();
    const attended = within(card).getByRole('checkbox', { name: 'Attended' });
    expect(attended).toBeChecked();
    expect(attended).toBeDisabled();
  });

  it('selects another day, and says when a day has no sessions', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Friday, March 13, 2026, 1 session/ }));
    expect(screen.getByRole('heading', { name: 'Friday, March 13, 2026' })).toBeInTheDocument();
    expect(screen.getByText('Sofia Bennett')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Training session' })).toBeInTheDocument();
    // A session to come: no attendance yet, and Cancel until its cut-off.
    expect(screen.queryByRole('checkbox', { name: 'Attended' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CANCEL_MESSAGES.cancel })).toBeInTheDocument();

    await userEvent.click(day(/^Thursday, March 12/));
    expect(screen.getByText(BOOKING_MESSAGES.noneOn('Mar 12, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('moves a week back and forth, and Today comes home', async () => {
    const { requestsTo } = renderPage();
    await screen.findByRole('heading', { name: /^Mar 9\s–\s15, 2026$/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: /^Mar 16\s–\s22, 2026$/ })).toBeInTheDocument();
    expect(day(/^Wednesday, March 18, 2026/)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(query(requestsTo('/api/users/7/trainingSessions').at(-1))).toEqual({
        from: '2026-03-16',
        to: '2026-03-22',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByRole('heading', { name: /^Mar 2\s–\s8, 2026$/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: /^Mar 9\s–\s15, 2026$/ })).toBeInTheDocument();
    expect(day(/^Wednesday, March 11, 2026, today/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between days with the keyboard, across the start of the week', async () => {
    renderPage();
    const today = await screen.findByRole('button', { name: /^Wednesday, March 11, 2026, today, 1 session/ });
    expect(today).toHaveAttribute('tabindex', '0');
    expect(day(/^Tuesday, March 10/)).toHaveAttribute('tabindex', '-1');
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day(/^Thursday, March 12/)).toHaveFocus();
    expect(day(/^Thursday, March 12/)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Home}');
    expect(day(/^Monday, March 9/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: /^Mar 2\s–\s8, 2026$/ })).toBeInTheDocument();
    await waitFor(() => expect(day(/^Sunday, March 8/)).toHaveFocus());
  });

  it('opens the day named in the address', async () => {
    renderPage({ at: `${PATH}?date=2026-03-13` });
    expect(await screen.findByRole('heading', { name: 'Friday, March 13, 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Sofia Bennett')).toBeInTheDocument();
  });

  it('opens on the next day of the week with a booked session when today has none', async () => {
    const later = sessions.filter((s) => s.id === 2);
    const cancelled = makeSession({ id: 4, date: '2026-03-12', startTime: '2026-03-12T09:00:00.000Z' });
    renderPage({ answer: () => ({ body: [{ ...cancelled, status: 'Cancelled' }, ...later] }) });
    expect(await screen.findByRole('heading', { name: 'Friday, March 13, 2026' })).toBeInTheDocument();
    expect(day(/^Friday, March 13, 2026/)).toHaveAttribute('aria-pressed', 'true');
    // Today comes back to today, and stays there.
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeInTheDocument();
  });

  it('stays on today when no day of the week from today holds a booked session', async () => {
    renderPage({ answer: () => ({ body: [] }) });
    expect(await screen.findByText(BOOKING_MESSAGES.noneOn('Mar 11, 2026'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wednesday, March 11, 2026' })).toBeInTheDocument();
  });

  it('shows the cut-off, and a cancelled session as Cancelled without actions', async () => {
    const cancelled = makeSession({
      ...sessions[1],
      status: 'Cancelled',
      cancelledAt: '2026-03-10T10:00:00.000Z',
    });
    renderPage({ at: `${PATH}?date=2026-03-13`, answer: () => ({ body: [cancelled] }) });
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).queryByText('Upcoming')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(CANCEL_MESSAGES.policy(12))).toBeInTheDocument();
  });

  it('offers no Cancel once the cut-off has passed', async () => {
    const soon = makeSession({
      ...sessions[1],
      startTime: '2026-03-11T20:00:00.000Z',
      endTime: '2026-03-11T22:00:00.000Z',
      date: '2026-03-11',
      cancelBy: '2026-03-11T08:00:00.000Z',
    });
    renderPage({ answer: () => ({ body: [soon] }) });
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: CANCEL_MESSAGES.cancel })).not.toBeInTheDocument();
  });

  it('cancels a session after the confirmation, and shows it Cancelled', async () => {
    signIn('user', { id: 7 });
    let list = [makeSession({ ...sessions[1], userId: 7 })];
    const api = mockApi({
      'GET /api/users/7/trainingSessions': () => ({ body: list }),
      'POST /api/trainingsession/2/cancel': () => {
        list = [{ ...list[0], status: 'Cancelled', cancelledAt: NOW.toISOString() } as TrainingSession];
        return { body: list[0] };
      },
    });
    renderWithApp(<TrainingSessionsRoute />, { path: PATH, initialEntries: [PATH] });
    const card = await screen.findByRole('listitem');
    await userEvent.click(within(card).getByRole('button', { name: CANCEL_MESSAGES.cancel }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(CANCEL_MESSAGES.confirm('Friday, March 13, 2026 at 18:00'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.cancel }));
    expect(await within(screen.getByRole('listitem')).findByText('Cancelled')).toBeInTheDocument();
    expect(api.requestsTo('/api/trainingsession/2/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: CANCEL_MESSAGES.cancel })).not.toBeInTheDocument();
  });

  it('says when the sessions cannot be loaded', async () => {
    renderPage({ answer: () => ({ status: 500 }) });
    expect(await screen.findByText(BOOKING_MESSAGES.listFailed)).toBeInTheDocument();
  });
});

describe('in the gym’s time zone, whatever the browser’s', () => {
  const browserZone = process.env.TZ;
  beforeEach(() => {
    // The test browser sits in Tokyo; the gym is in New York.
    process.env.TZ = 'Asia/Tokyo';
  });
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it("shows today, days and start times on the gym's clock", async () => {
    expect(new Date(NOW).getHours()).toBe(21); // Tokyo really is the browser's zone here.
    // 21:30 on Wednesday in New York is 10:30 on Thursday in Tokyo.
    const late = makeSession({
      id: 3,
      date: '2026-03-11',
      startTime: '2026-03-12T01:30:00.000Z',
      endTime: '2026-03-12T03:30:00.000Z',
      trainerName: 'Marcus Lee',
    });
    renderPage({ timeZone: 'America/New_York', answer: () => ({ body: [late] }) });
    const today = await screen.findByRole('button', { name: 'Wednesday, March 11, 2026, today, 1 session' });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    const card = await screen.findByRole('listitem');
    expect(within(card).getAllByText('21:30').length).toBeGreaterThan(0);
    expect(within(card).getByText('23:30')).toBeInTheDocument();
    expect(within(card).queryByText('10:30')).not.toBeInTheDocument();
  });
});
