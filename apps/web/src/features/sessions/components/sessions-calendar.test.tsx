import {
  BOOKING_MESSAGES,
  CANCEL_MESSAGES,
  type ClassSession,
  SESSION_MESSAGES,
  type TrainingSession,
} from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StaffSessionsRoute from '../../../app/routes/staff/sessions.tsx';
import TrainerSessionListRoute from '../../../app/routes/trainer/session-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CLOCKS_UTC, gymInfo, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeSession } from '../test/booking-fixtures.ts';
import { calendarServer, queryOf } from '../test/calendar-server.ts';

const STAFF_PATH = '/dashboard/staff/sessions';
const TRAINER_PATH = '/dashboard/trainer/session-list';
const SESSIONS = '/api/trainingsession';
const DAYS = '/api/trainingsession/days';

const at = (date: string, start: string, end: string) => ({
  date,
  startTime: `${date}T${start}:00.000Z`,
  endTime: `${date}T${end}:00.000Z`,
});

// The gym is on UTC here unless a test says otherwise; Tuesday 10 March 2026 is today (the clock is set below).
const sessions: TrainingSession[] = [
  makeSession({
    id: 1,
    ...at('2026-03-10', '09:00', '11:00'),
    sessionType: 'Strength',
    notes: 'Focus on form',
    attendanceStatus: true,
    userName: 'Maya Lopez',
    trainerId: 1,
    trainerName: 'John Carter',
    roomName: 'Weights Floor',
  }),
  makeSession({
    id: 2,
    ...at('2026-03-10', '14:00', '16:00'),
    sessionType: 'Yoga',
    userName: 'Liam Chen',
    trainerId: 2,
    trainerName: 'Sofia Bennett',
    roomName: 'Yoga Studio',
  }),
  makeSession({ id: 3, ...at('2026-03-13', '18:00', '20:00'), sessionType: 'HIIT', userName: 'Ava Smith' }),
  // In March's grid (its last row), but April's day.
  makeSession({ id: 4, ...at('2026-04-02', '10:00', '12:00'), userName: 'Noah Park', trainerId: 2 }),
  makeSession({ id: 5, ...at('2026-04-20', '10:00', '12:00'), userName: 'Emma Stone' }),
  // Before March's grid, which starts on Monday 23 February.
  makeSession({ id: 6, ...at('2026-02-20', '10:00', '12:00'), userName: 'Old Timer' }),
];

function renderStaff({ path = STAFF_PATH, list = sessions, timeZone = 'UTC' } = {}) {
  signIn('staff', { id: 2, fullName: 'Sam Desk' });
  const server = calendarServer(list);
  const api = mockApi({ 'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }), ...server.routes });
  renderWithApp(<StaffSessionsRoute />, { path: STAFF_PATH, initialEntries: [path] });
  return api;
}

const dayButton = (name: RegExp | string) => screen.getByRole('button', { name });
const dayOn = (date: string) => document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
const monthHeading = () => screen.getAllByRole('heading', { level: 2 })[0];
/** The selected day's session cards: the first list (a trainer's classes follow in their own). */
const cards = () => within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => setClock(CLOCKS_UTC[1]));

describe('the staff sessions calendar', () => {
  it("counts the month's grid in one request, dots its days and lists today's sessions as cards", async () => {
    const { requestsTo } = renderStaff();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const today = await screen.findByRole('button', { name: 'Tuesday, March 10, 2026, today, 2 sessions' });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Friday, March 13, 2026, 1 session')).toHaveAttribute('aria-pressed', 'false');
    expect(dayButton('Thursday, April 2, 2026, 1 session')).toHaveAttribute('data-outside-month');
    expect(dayButton('Wednesday, March 11, 2026, no sessions')).toBeInTheDocument();
    const dotted = [...document.querySelectorAll('[data-dot]')].map((dot) => dot.closest('button')?.dataset.date);
    expect(dotted).toEqual(['2026-03-10', '2026-03-13', '2026-04-02']);

    // One ranged count for the whole grid, Monday 23 February to Sunday 5 April, and the day's sessions.
    expect(requestsTo(DAYS).map(queryOf)).toEqual([{ from: '2026-02-23', to: '2026-04-05' }]);
    expect(requestsTo(SESSIONS).map(queryOf)).toEqual([{ from: '2026-03-10', to: '2026-03-10' }]);

    expect(screen.getByRole('heading', { name: 'Tuesday, March 10, 2026' })).toBeInTheDocument();
    expect(screen.getByText('2 sessions')).toBeInTheDocument();
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Strength' })).toBeInTheDocument();
    expect(within(first).getByText('Maya Lopez')).toBeInTheDocument();
    expect(within(first).getByText('John Carter')).toBeInTheDocument();
    expect(within(first).getByText('Weights Floor')).toBeInTheDocument();
    expect(within(first).getByText('Focus on form')).toBeInTheDocument();
    expect(within(first).getAllByText('09:00').length).toBeGreaterThan(0);
    expect(within(first).getByText('11:00')).toBeInTheDocument();
    // The day's list is the register: attendance is ticked in place.
    const attended = within(first).getByRole('checkbox', { name: 'Attended' });
    expect(attended).toBeChecked();
    expect(attended).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Edit Session of Maya Lopez at 09:00' })).toBeInTheDocument();
    expect(within(second).getByText('Liam Chen')).toBeInTheDocument();
    expect(within(second).getByRole('checkbox', { name: 'Attended' })).not.toBeChecked();
  });

  it('lists the selected day, keeps it in the address, and says when a day has none', async () => {
    const user = userEvent.setup();
    const { requestsTo } = renderStaff();
    await user.click(await screen.findByRole('button', { name: /^Friday, March 13, 2026, 1 session/ }));
    expect(location()).toBe(`${STAFF_PATH}?date=2026-03-13`);
    expect(screen.getByRole('heading', { name: 'Friday, March 13, 2026' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(requestsTo(SESSIONS).map(queryOf).at(-1)).toEqual({ from: '2026-03-13', to: '2026-03-13' });
    expect(requestsTo(DAYS)).toHaveLength(1);
    expect(within(cards()[0] as HTMLElement).getByText('Ava Smith')).toBeInTheDocument();

    await user.click(dayButton(/^Thursday, March 12, 2026/));
    expect(await screen.findByText(BOOKING_MESSAGES.noneOn('Mar 12, 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // Today is the plain address.
    await user.click(dayButton('Today'));
    expect(location()).toBe(STAFF_PATH);
  });

  it('moves to the next month with one count for its grid, keeping the calendar while it loads, and back', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const server = calendarServer(sessions);
    signIn('staff');
    const { requestsTo } = mockApi({
      ...server.routes,
      'GET /api/trainingsession/days': async (request) => {
        // April's answer waits until the test has looked at the screen while it loads.
        if (queryOf(request).from !== '2026-02-23') await new Promise<void>((resolve) => (release = resolve));
        return server.routes['GET /api/trainingsession/days']?.(request) ?? {};
      },
    });
    renderWithApp(<StaffSessionsRoute />, { path: STAFF_PATH });
    await screen.findByRole('button', { name: /^Tuesday, March 10, 2026, today, 2 sessions/ });

    await user.click(dayButton('Next month'));
    expect(monthHeading()).toHaveTextContent('April 2026');
    expect(dayOn('2026-04-10')).toHaveAttribute('aria-pressed', 'true');
    expect(dayOn('2026-04-10')).toHaveAccessibleName('Friday, April 10, 2026, loading');
    await waitFor(() => expect(requestsTo(DAYS)).toHaveLength(2));
    expect(queryOf(requestsTo(DAYS)[1])).toEqual({ from: '2026-03-30', to: '2026-05-03' });
    // The day's list does not wait for the month's dots.
    expect(await screen.findByText(BOOKING_MESSAGES.noneOn('Apr 10, 2026'))).toBeInTheDocument();
    expect(dayOn('2026-04-10')).toHaveAccessibleName('Friday, April 10, 2026, loading');

    release();
    expect(await screen.findByRole('button', { name: 'Monday, April 20, 2026, 1 session' })).toBeInTheDocument();
    expect(location()).toBe(`${STAFF_PATH}?date=2026-04-10`);

    await user.click(dayButton('Previous month'));
    expect(monthHeading()).toHaveTextContent('March 2026');
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    expect(location()).toBe(STAFF_PATH);
  });

  it('shows a spinner while the selected day loads', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const server = calendarServer(sessions);
    signIn('staff');
    mockApi({
      ...server.routes,
      'GET /api/trainingsession': async (request) => {
        if (queryOf(request).from === '2026-03-13') await new Promise<void>((resolve) => (release = resolve));
        return server.routes['GET /api/trainingsession']?.(request) ?? {};
      },
    });
    renderWithApp(<StaffSessionsRoute />, { path: STAFF_PATH });
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^Friday, March 13, 2026, 1 session/ }));
    // The day before is not shown as this one's.
    expect(screen.getByText('Loading sessions')).toBeInTheDocument();
    expect(screen.queryByText('Maya Lopez')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Ava Smith')).toBeInTheDocument();
  });

  it('opens the month of the day named in the address', async () => {
    const { requestsTo } = renderStaff({ path: `${STAFF_PATH}?date=2026-04-20` });
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(await screen.findByText('Emma Stone')).toBeInTheDocument();
    expect(requestsTo(DAYS).map(queryOf)).toEqual([{ from: '2026-03-30', to: '2026-05-03' }]);
    expect(requestsTo(SESSIONS).map(queryOf)).toEqual([{ from: '2026-04-20', to: '2026-04-20' }]);
  });

  it('goes to another month from the keyboard, and the list follows', async () => {
    const user = userEvent.setup();
    renderStaff();
    const today = await screen.findByRole('button', { name: /^Tuesday, March 10, 2026, today/ });
    today.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dayOn('2026-03-13')).toHaveFocus();
    expect(await screen.findByText('Ava Smith')).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(monthHeading()).toHaveTextContent('April 2026');
    await waitFor(() => expect(dayOn('2026-04-13')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(dayOn('2026-04-20')).toHaveFocus();
    expect(await screen.findByText('Emma Stone')).toBeInTheDocument();
  });

  it.each([
    ['the month’s counts', 'GET /api/trainingsession/days'],
    ['the day’s sessions', 'GET /api/trainingsession'],
  ])('says when %s cannot be loaded, and tries again', async (_, failing) => {
    const user = userEvent.setup();
    signIn('staff');
    const server = calendarServer(sessions);
    let fail = true;
    mockApi({
      ...server.routes,
      [failing]: (request) => (fail ? { status: 500 } : (server.routes[failing]?.(request) ?? {})),
    });
    renderWithApp(<StaffSessionsRoute />, { path: STAFF_PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.listFailed);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Tuesday, March 10, 2026, today, 2 sessions/ })).toBeVisible();
  });
});

describe('cancelling from the staff calendar', () => {
  // Today (10 March, 11:00 UTC): Maya's 09:00 session has started, Liam's 14:00 one has not; Ava's is cancelled.
  const day = [
    ...sessions.slice(0, 2),
    makeSession({
      id: 7,
      ...at('2026-03-10', '18:00', '19:00'),
      userName: 'Ava Smith',
      status: 'Cancelled',
      cancelledAt: '2026-03-09T08:00:00.000Z',
    }),
  ];

  it('offers Cancel session on a booked session that has not started, and shows a cancelled one without actions', async () => {
    renderStaff({ list: day });
    await screen.findByRole('button', { name: /^Tuesday, March 10, 2026, today/ });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const [started, coming, cancelled] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(started).queryByRole('button', { name: CANCEL_MESSAGES.cancel })).not.toBeInTheDocument();
    expect(within(started).getByRole('button', { name: /^Edit Session/ })).toBeInTheDocument();
    // Its description says whose session, and when, for a screen reader moving from button to button.
    expect(within(coming).getByRole('button', { name: CANCEL_MESSAGES.cancel })).toHaveAccessibleDescription(
      /^Liam .*, Tuesday, March 10, 2026 at 14:00$/,
    );
    expect(within(coming).getByRole('button', { name: /^Edit Session/ })).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels behind the confirmation, and the card turns Cancelled without Edit Session', async () => {
    const user = userEvent.setup();
    // The server's list after the cancel, for the refetch that follows it.
    let list = day;
    const server = calendarServer(day);
    signIn('staff', { id: 2 });
    const { requestsTo } = mockApi({
      ...server.routes,
      [`GET ${SESSIONS}`]: () => ({ body: list }),
      'POST /api/trainingsession/2/cancel': () => {
        list = list.map((s) =>
          s.id === 2 ? { ...s, status: 'Cancelled', cancelledAt: '2026-03-10T11:00:00.000Z' } : s,
        );
        return { body: list[1] };
      },
    });
    renderWithApp(<StaffSessionsRoute />, { path: STAFF_PATH });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(within(cards()[1] as HTMLElement).getByRole('button', { name: CANCEL_MESSAGES.cancel }));
    const dialog = await screen.findByRole('dialog', { name: CANCEL_MESSAGES.confirmTitle });
    // The safe choice first: keeping the session sends nothing.
    await user.click(within(dialog).getByRole('button', { name: CANCEL_MESSAGES.keep }));
    expect(requestsTo('/api/trainingsession/2/cancel')).toHaveLength(0);

    await user.click(within(cards()[1] as HTMLElement).getByRole('button', { name: CANCEL_MESSAGES.cancel }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CANCEL_MESSAGES.confirmTitle })).getByRole('button', {
        name: CANCEL_MESSAGES.cancel,
      }),
    );
    expect(await screen.findByText(CANCEL_MESSAGES.cancelled)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession/2/cancel')).toHaveLength(1);
    const card = cards()[1] as HTMLElement;
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: /^Edit Session/ })).not.toBeInTheDocument();
  });

  it('shows a trainer the cancellation, with nothing to cancel', async () => {
    signIn('trainer', { id: 42 });
    const server = calendarServer(
      day.map((s) => ({ ...s, trainerId: 1 })),
      { trainerUserIds: { 1: 42 } },
    );
    mockApi(server.routes);
    renderWithApp(<TrainerSessionListRoute />, { path: TRAINER_PATH });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(cards()[2] as HTMLElement).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANCEL_MESSAGES.cancel })).not.toBeInTheDocument();
  });
});

describe("the trainer's session list", () => {
  it('asks for their own sessions by their user id, ticks attendance and keeps a private note, nothing more', async () => {
    const user = userEvent.setup();
    signIn('trainer', { id: 42, fullName: 'John Carter' });
    const server = calendarServer(sessions, { trainerUserIds: { 1: 42 } });
    // The class they teach that evening, from their own classes (docs/decisions/032).
    const spin: ClassSession = {
      id: 21,
      classTypeId: 3,
      name: 'Spin Express',
      description: '',
      level: 'All levels',
      trainerId: 1,
      trainerName: 'John Carter',
      roomId: 2,
      roomName: 'Spin Studio',
      date: '2026-03-10',
      startTime: '2026-03-10T22:00:00.000Z',
      endTime: '2026-03-10T22:45:00.000Z',
      capacity: 12,
      booked: 5,
      waitlisted: 0,
      status: 'Scheduled',
      myStatus: null,
      waitlistPosition: null,
    };
    const { requestsTo } = mockApi({ ...server.routes, 'GET /api/classes/mine': () => ({ body: [spin] }) });
    renderWithApp(<TrainerSessionListRoute />, { path: TRAINER_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeInTheDocument();
    // Sofia Bennett's session that day is not theirs; their class is.
    expect(
      await screen.findByRole('button', { name: 'Tuesday, March 10, 2026, today, 2 sessions and classes' }),
    ).toBeInTheDocument();
    expect(requestsTo('/api/classes/mine').map(queryOf)).toEqual([{ from: '2026-02-23', to: '2026-04-05' }]);
    const classes = screen.getByRole('region', { name: 'Classes' });
    expect(within(classes).getByText('Spin Express')).toBeInTheDocument();
    expect(within(classes).getByRole('button', { name: 'Roster' })).toHaveAccessibleDescription('Spin Express');
    expect(requestsTo('/api/trainer/42/sessions/days').map(queryOf)).toEqual([
      { from: '2026-02-23', to: '2026-04-05' },
    ]);
    expect(requestsTo('/api/trainer/42/sessions').map(queryOf)).toEqual([{ from: '2026-03-10', to: '2026-03-10' }]);
    expect(requestsTo(SESSIONS)).toHaveLength(0);
    expect(requestsTo(DAYS)).toHaveLength(0);

    const [card] = cards() as [HTMLElement];
    expect(cards()).toHaveLength(1);
    expect(within(card).getByText('Maya Lopez')).toBeInTheDocument();
    expect(screen.queryByText('Liam Chen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Session/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CANCEL_MESSAGES.cancel })).not.toBeInTheDocument();

    // The register's tick saves at once, through the attendance call.
    const attended = within(card).getByRole('checkbox', { name: 'Attended' });
    const wasAttended = (attended as HTMLInputElement).checked;
    await user.click(attended);
    await waitFor(() =>
      expect(requestsTo(`/api/trainingsession/${(server.current()[0] as { id: number }).id}/attendance`)).toHaveLength(
        1,
      ),
    );
    await waitFor(() =>
      expect(within(cards()[0] as HTMLElement).getByRole('checkbox', { name: 'Attended' })).toHaveProperty(
        'checked',
        !wasAttended,
      ),
    );

    // The private note: the trainer's dialog offers the note and attendance, not the type.
    await user.click(within(cards()[0] as HTMLElement).getByRole('button', { name: /^Private note/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Private note' });
    expect(within(dialog).queryByRole('combobox', { name: 'Session type' })).not.toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Private note (optional)' }),
      'Ready for heavier squats',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await within(cards()[0] as HTMLElement).findByText('Ready for heavier squats')).toBeInTheDocument();
    const sessionId = (server.current()[0] as { id: number }).id;
    expect(requestsTo(`/api/trainingsession/${sessionId}`).map((r) => r.body)).toEqual([
      { staffNotes: 'Ready for heavier squats', attendanceStatus: !wasAttended },
    ]);
  });
});

describe('in the gym’s time zone, whatever the browser’s', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  // Berlin moves its clocks from 02:00 CET (+1) to 03:00 CEST (+2) on Sunday 29 March 2026. The clock reads 23:30
  // UTC on Saturday the 28th: already 00:30 on Sunday in Berlin.
  const berlin: TrainingSession[] = [
    makeSession({
      id: 11,
      date: '2026-03-28',
      startTime: '2026-03-28T08:00:00.000Z',
      endTime: '2026-03-28T10:00:00.000Z',
      userName: 'Saturday Morning',
    }),
    // 00:30 CET to 03:30 CEST: two hours that the wall clock counts as three.
    makeSession({
      id: 12,
      date: '2026-03-29',
      startTime: '2026-03-28T23:30:00.000Z',
      endTime: '2026-03-29T01:30:00.000Z',
      userName: 'Night Owl',
    }),
    // 09:00 on both days, an hour apart in UTC.
    makeSession({
      id: 13,
      date: '2026-03-29',
      startTime: '2026-03-29T07:00:00.000Z',
      endTime: '2026-03-29T09:00:00.000Z',
      userName: 'Sunday Morning',
    }),
    // 23:00 CEST on the month's last day is 21:00 UTC.
    makeSession({
      id: 14,
      date: '2026-03-31',
      startTime: '2026-03-31T21:00:00.000Z',
      endTime: '2026-03-31T23:00:00.000Z',
      userName: 'Late Finish',
    }),
  ];
  const timesOn = (card: HTMLElement) => [...card.querySelectorAll('time')].map((t) => t.textContent);

  it.each([
    ['America/St_Johns', 150], // NDT, −2:30: still Saturday evening there
    ['Asia/Tokyo', -540], // Sunday morning
    ['UTC', 0],
  ])(
    'shows a month across a daylight-saving change on the gym’s clock, in a browser in %s',
    async (browser, offset) => {
      process.env.TZ = browser;
      setClock('2026-03-28T23:30:00Z');
      // The process really is in that zone.
      expect(new Date().getTimezoneOffset()).toBe(offset);
      const user = userEvent.setup();
      const { requestsTo } = renderStaff({ list: berlin, timeZone: 'Europe/Berlin' });

      const today = await screen.findByRole('button', { name: 'Sunday, March 29, 2026, today, 2 sessions' });
      expect(today).toHaveAttribute('aria-pressed', 'true');
      expect(dayButton('Saturday, March 28, 2026, 1 session')).not.toHaveAttribute('aria-current');
      expect(dayButton('Tuesday, March 31, 2026, 1 session')).toBeInTheDocument();
      expect(dayButton('Monday, March 30, 2026, no sessions')).toBeInTheDocument();
      expect(requestsTo(DAYS).map(queryOf)).toEqual([{ from: '2026-02-23', to: '2026-04-05' }]);

      await waitFor(() => expect(cards()).toHaveLength(2));
      const [night, morning] = cards() as [HTMLElement, HTMLElement];
      expect(within(night).getByText('Night Owl')).toBeInTheDocument();
      expect(timesOn(night)).toEqual(['00:30', '03:30']);
      expect(screen.getByRole('heading', { name: 'Sunday, March 29, 2026' })).toBeInTheDocument();
      expect(within(morning).getByText('Sunday Morning')).toBeInTheDocument();
      expect(timesOn(morning)).toEqual(['09:00', '11:00']);

      await user.click(dayButton(/^Saturday, March 28, 2026/));
      expect(await screen.findByText('Saturday Morning')).toBeInTheDocument();
      expect(timesOn(cards()[0] as HTMLElement)).toEqual(['09:00', '11:00']);
      await user.click(dayButton(/^Tuesday, March 31, 2026/));
      expect(await screen.findByText('Late Finish')).toBeInTheDocument();
      expect(timesOn(cards()[0] as HTMLElement)).toEqual(['23:00', '01:00']);
    },
  );

  it.each([
    [CLOCKS_UTC[0], 'Pacific/Kiritimati', '2026-03-10'],
    [CLOCKS_UTC[0], 'America/New_York', '2026-03-09'],
    [CLOCKS_UTC[1], 'Pacific/Kiritimati', '2026-03-11'],
    [CLOCKS_UTC[1], 'America/New_York', '2026-03-10'],
    [CLOCKS_UTC[2], 'Pacific/Kiritimati', '2026-03-11'],
    [CLOCKS_UTC[2], 'America/New_York', '2026-03-10'],
  ])('at %s, with the gym in %s, marks and opens the gym’s today, %s', async (clock, timeZone, date) => {
    setClock(clock);
    renderStaff({ list: [], timeZone });
    const today = await screen.findByRole('button', { name: /, today, no sessions$/ });
    expect(today.dataset.date).toBe(date);
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelectorAll('[aria-current="date"]')).toHaveLength(1);
    expect(screen.getByText(BOOKING_MESSAGES.noneOn(formatDate(date)))).toBeInTheDocument();
  });
});
