import { BOOKING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import RegisterTrainingRoute from '../../../app/routes/member/register-training.tsx';
import { CLOCKS_UTC, gymInfo, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeRoom, makeSession, makeTrainer } from '../test/booking-fixtures.ts';

const trainers = [makeTrainer(1, 'John Carter', 'Strength & Conditioning'), makeTrainer(2, 'Sofia Bennett', 'Yoga')];
const rooms = [
  makeRoom(1, 'Weights Floor', { roomType: 'Strength', roomQuantity: 8 }),
  makeRoom(2, 'PT Suite', { roomType: 'Personal Training', roomQuantity: 1 }),
  makeRoom(3, 'Recovery Lounge', { roomStatus: 'Inactive' }),
];

type Handlers = Parameters<typeof mockApi>[0];

/** Free times as the server answers them: each start with its end and the rooms with a place, on 11 March. */
function freeTimes(times: [string, number[]][], hours: { open: string; close: string } | null = OPEN) {
  return {
    date: tomorrow(),
    trainerId: 2,
    roomId: null,
    userId: 1,
    hours,
    times: times.map(([time, roomIds]) => {
      const end = `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}${time.slice(2)}`;
      return {
        time,
        endsAt: end,
        startTime: `${tomorrow()}T${time}:00.000Z`,
        endTime: `${tomorrow()}T${end}:00.000Z`,
        roomIds,
      };
    }),
  };
}
const OPEN = { open: '06:00', close: '22:00' };
const SOME_TIMES: [string, number[]][] = [
  ['06:00', [1, 2]],
  ['09:00', [2, 1]],
  ['13:30', [1]],
];

function renderForm(handlers: Handlers = {}, timeZone = 'UTC') {
  signIn('user');
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }),
    'GET /api/trainer': () => ({ body: trainers }),
    'GET /api/gymroom': () => ({ body: rooms }),
    'GET /api/trainingsession/availability': () => ({ body: freeTimes(SOME_TIMES) }),
    ...handlers,
  });
  renderWithApp(<RegisterTrainingRoute />, { path: '/dashboard/user/register-training' });
  return api;
}

/** Picks the trainer (Sofia Bennett) and the day; the free times follow. */
async function chooseTrainerAndDate(date: string) {
  await screen.findByRole('option', { name: 'Sofia Bennett — Yoga' });
  await userEvent.selectOptions(screen.getByLabelText('Trainer'), 'Sofia Bennett — Yoga');
  await userEvent.type(screen.getByLabelText('Date'), date);
}

async function fillIn(date: string, time = '09:00') {
  await chooseTrainerAndDate(date);
  await userEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${time} to`) }));
}

const availabilityQueries = (requestsTo: ReturnType<typeof mockApi>['requestsTo']) =>
  requestsTo('/api/trainingsession/availability').map((r) => new URL(r.url, 'http://localhost').search);

// Midday UTC on Tuesday 10 March 2026 unless a test says otherwise.
beforeEach(() => setClock(CLOCKS_UTC[1]));
const tomorrow = () => '2026-03-11';

describe('booking form', () => {
  it('offers the trainers and the active rooms, any room by default, and says sessions last 2 hours', async () => {
    const { requestsTo } = renderForm();
    expect(await screen.findByText(BOOKING_MESSAGES.sessionLength)).toBeInTheDocument();
    const trainer = screen.getByLabelText('Trainer');
    await waitFor(() => expect(within(trainer).getAllByRole('option')).toHaveLength(3));
    expect(within(trainer).getByRole('option', { name: 'John Carter — Strength & Conditioning' })).toBeInTheDocument();
    const room = screen.getByLabelText('Room (optional)');
    await waitFor(() => expect(within(room).getAllByRole('option')).toHaveLength(3));
    expect(room).toHaveValue('');
    expect(within(room).getByRole('option', { name: 'Any room with space' })).toBeInTheDocument();
    expect(
      within(room).getByRole('option', { name: 'PT Suite · Personal Training · up to 1 person' }),
    ).toBeInTheDocument();
    expect(within(room).queryByRole('option', { name: /Recovery Lounge/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-03-10');
    // Nothing to ask about before a trainer and a day are chosen.
    expect(screen.getByText(BOOKING_MESSAGES.pickTrainerAndDate)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession/availability')).toHaveLength(0);
  });

  it('shows the free times of the trainer on the day as one labelled choice, and asks again for a room', async () => {
    const { requestsTo } = renderForm();
    await chooseTrainerAndDate(tomorrow());
    const group = await screen.findByRole('radiogroup', { name: 'Start time' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['06:00 to 08:00', '09:00 to 11:00', '13:30 to 15:30']);
    expect(group).toHaveAccessibleDescription('Open 6:00 AM to 10:00 PM on Wednesdays. Sessions last 2 hours.');
    expect(availabilityQueries(requestsTo)).toEqual([`?trainerId=2&date=${tomorrow()}`]);

    await userEvent.click(within(group).getByRole('radio', { name: '09:00 to 11:00' }));
    // Any room: the one with the most places at 09:00, which the server names first.
    expect(screen.getByText('Ends at 11:00, in PT Suite.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Room (optional)'), '1');
    await waitFor(() =>
      expect(availabilityQueries(requestsTo).at(-1)).toBe(`?trainerId=2&date=${tomorrow()}&roomId=1`),
    );
  });

  it('says when the gym is closed that day, and when no time is free', async () => {
    let answer = freeTimes([], null);
    renderForm({ 'GET /api/trainingsession/availability': () => ({ body: answer }) });
    await chooseTrainerAndDate(tomorrow());
    expect(await screen.findByText('The gym is closed on Wednesdays. Please choose another day.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    answer = freeTimes([]);
    await userEvent.selectOptions(screen.getByLabelText('Room (optional)'), '2');
    expect(await screen.findByText(BOOKING_MESSAGES.noFreeTimes)).toBeInTheDocument();
  });

  it('says why the free times are refused, and offers to try again when they fail', async () => {
    let fail: 'refused' | 'broken' = 'refused';
    renderForm({
      'GET /api/trainingsession/availability': () =>
        fail === 'refused'
          ? { status: 409, body: { message: BOOKING_MESSAGES.noSubscription } }
          : { status: 500, body: { message: 'boom' } },
    });
    await chooseTrainerAndDate(tomorrow());
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.noSubscription);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    fail = 'broken';
    await userEvent.selectOptions(screen.getByLabelText('Room (optional)'), '2');
    expect(await screen.findByText(BOOKING_MESSAGES.freeTimesFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says once that required fields are missing, marks them and sends nothing', async () => {
    const { requestsTo } = renderForm();
    await screen.findByRole('option', { name: /Sofia Bennett/ });
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findAllByText(BOOKING_MESSAGES.required)).toHaveLength(1);
    for (const label of ['Trainer', 'Date'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Room (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Session type (optional)')).not.toHaveAttribute('aria-invalid');

    // With a trainer and a day but no time picked, the choice is marked.
    await chooseTrainerAndDate(tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByRole('radiogroup', { name: 'Start time' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('/api/trainingsession')).toHaveLength(0);
  });

  it('books a free time in the room with space, says so and clears the form', async () => {
    const date = tomorrow();
    const { requestsTo } = renderForm({
      'POST /api/trainingsession': () => ({
        status: 201,
        body: makeSession({ id: 9, trainerId: 2, roomId: 2, date, sessionType: 'Yoga', notes: 'Knee injury' }),
      }),
    });
    await fillIn(date, '09:00');
    await userEvent.selectOptions(screen.getByLabelText('Session type (optional)'), 'Yoga');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Knee injury');
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));

    expect(await screen.findByText(BOOKING_MESSAGES.registered)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession')[0]?.body).toEqual({
      trainerId: 2,
      roomId: 2,
      date,
      startTime: '09:00',
      sessionType: 'Yoga',
      notes: 'Knee injury',
    });
    expect(screen.getByLabelText('Trainer')).toHaveValue('');
    expect(screen.getByLabelText('Room (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
    expect(screen.getByRole('link', { name: /in your sessions/ })).toHaveAttribute(
      'href',
      `/dashboard/user/training-sessions?date=${date}`,
    );
  });

  it('books the room the member chose', async () => {
    const { requestsTo } = renderForm({
      'POST /api/trainingsession': () => ({ status: 201, body: makeSession({ roomId: 1 }) }),
    });
    await chooseTrainerAndDate(tomorrow());
    await userEvent.selectOptions(screen.getByLabelText('Room (optional)'), '1');
    await userEvent.click(await screen.findByRole('radio', { name: /^09:00 to/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    await screen.findByText(BOOKING_MESSAGES.registered);
    expect(requestsTo('/api/trainingsession')[0]?.body).toMatchObject({ roomId: 1, startTime: '09:00' });
  });

  it('refuses a day before today', async () => {
    const { requestsTo } = renderForm();
    await chooseTrainerAndDate('2020-01-01');
    expect(screen.getByText(BOOKING_MESSAGES.dateBeforeToday)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession/availability')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.required)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession')).toHaveLength(0);
  });

  it('when the time was taken meanwhile, toasts the server’s reason and shows the list afresh', async () => {
    let taken = false;
    const { requestsTo } = renderForm({
      'GET /api/trainingsession/availability': () => ({
        body: freeTimes(taken ? SOME_TIMES.filter(([time]) => time !== '09:00') : SOME_TIMES),
      }),
      'POST /api/trainingsession': () => {
        taken = true;
        return { status: 409, body: { message: BOOKING_MESSAGES.trainerBusy } };
      },
    });
    await fillIn(tomorrow(), '09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.trainerBusy)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /^09:00 to/ })).not.toBeInTheDocument());
    expect(requestsTo('/api/trainingsession/availability')).toHaveLength(2);
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    // The rest of the form is kept.
    expect(screen.getByLabelText('Trainer')).toHaveValue('2');
    expect(screen.getByLabelText('Date')).toHaveValue(tomorrow());
  });

  it('falls back to the generic text, and names a connection failure', async () => {
    let fail: 'status' | 'network' = 'status';
    renderForm({
      'POST /api/trainingsession': () => {
        if (fail === 'network') throw new TypeError('Failed to fetch');
        return { status: 500 };
      },
    });
    await fillIn(tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.registerFailed);
    fail = 'network';
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.registerConnectionError)).toBeInTheDocument();
  });

  it('puts server field errors on their fields', async () => {
    renderForm({
      'POST /api/trainingsession': () => ({
        status: 400,
        body: { message: BOOKING_MESSAGES.trainerNotFound, errors: { trainerId: [BOOKING_MESSAGES.trainerNotFound] } },
      }),
    });
    await fillIn(tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.trainerNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Trainer')).toHaveAccessibleDescription(BOOKING_MESSAGES.trainerNotFound);
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.registerFailed);
  });

  it('says which list failed to load, with the status or the connection error', async () => {
    renderForm({
      'GET /api/trainer': () => ({ status: 500, body: { message: 'boom' } }),
      'GET /api/gymroom': () => ({ status: 403 }),
    });
    expect(await screen.findByText('Could not load trainer list (500)')).toBeInTheDocument();
    expect(await screen.findByText('Could not load training room list (403)')).toBeInTheDocument();
  });

  it('reports a connection error while loading the trainers', async () => {
    renderForm({
      'GET /api/trainer': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await screen.findByText('Connection error when loading trainer list: Failed to fetch')).toBeInTheDocument();
  });

  // Kiritimati is UTC+14: from 10:00 UTC it is already tomorrow there.
  it.each([
    [CLOCKS_UTC[0], '2026-03-10'],
    [CLOCKS_UTC[1], '2026-03-11'],
    [CLOCKS_UTC[2], '2026-03-11'],
  ])("takes today's date from the gym's zone (at %s it is %s there)", async (clock, gymToday) => {
    setClock(clock);
    renderForm({}, 'Pacific/Kiritimati');
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveAttribute('min', gymToday));
  });
});
