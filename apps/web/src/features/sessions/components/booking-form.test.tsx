import { BOOKING_MESSAGES } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import RegisterTrainingRoute from '../../../app/routes/member/register-training.tsx';
import { CLOCKS_UTC, gymInfo, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeRoom, makeTrainer } from '../test/booking-fixtures.ts';

const trainers = [makeTrainer(1, 'John Carter', 'Strength & Conditioning'), makeTrainer(2, 'Sofia Bennett', 'Yoga')];
const rooms = [
  makeRoom(1, 'Weights Floor', { roomType: 'Strength', roomQuantity: 8 }),
  makeRoom(2, 'PT Suite', { roomType: 'Personal Training', roomQuantity: 1 }),
  makeRoom(3, 'Recovery Lounge', { roomStatus: 'Inactive' }),
];

type Handlers = Parameters<typeof mockApi>[0];
function renderForm(handlers: Handlers = {}, timeZone = 'UTC') {
  signIn('user');
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }),
    'GET /api/trainer': () => ({ body: trainers }),
    'GET /api/gymroom': () => ({ body: rooms }),
    ...handlers,
  });
  renderWithApp(<RegisterTrainingRoute />, { path: '/dashboard/user/register-training' });
  return api;
}

async function fillIn(date: string) {
  await screen.findByRole('option', { name: 'Sofia Bennett — Yoga' });
  await screen.findByRole('option', { name: /^PT Suite/ });
  await userEvent.selectOptions(screen.getByLabelText('Trainer'), 'Sofia Bennett — Yoga');
  await userEvent.selectOptions(screen.getByLabelText('Room'), '2');
  await userEvent.type(screen.getByLabelText('Date'), date);
  await userEvent.type(screen.getByLabelText('Start time'), '09:00');
}

// Midday UTC on Tuesday 10 March 2026 unless a test says otherwise.
beforeEach(() => setClock(CLOCKS_UTC[1]));
const tomorrow = () => '2026-03-11';

describe('booking form', () => {
  it('offers the trainers and the active rooms, and says sessions last 2 hours', async () => {
    renderForm();
    expect(await screen.findByText(BOOKING_MESSAGES.sessionLength)).toBeInTheDocument();
    const trainer = screen.getByLabelText('Trainer');
    await waitFor(() => expect(within(trainer).getAllByRole('option')).toHaveLength(3));
    expect(within(trainer).getByRole('option', { name: 'John Carter — Strength & Conditioning' })).toBeInTheDocument();
    const room = screen.getByLabelText('Room');
    await waitFor(() => expect(within(room).getAllByRole('option')).toHaveLength(3));
    expect(
      within(room).getByRole('option', { name: 'PT Suite · Personal Training · up to 1 person' }),
    ).toBeInTheDocument();
    expect(within(room).queryByRole('option', { name: /Recovery Lounge/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('min', '2026-03-10');
  });

  it('says once that required fields are missing, marks them and sends nothing', async () => {
    const { requestsTo } = renderForm();
    await screen.findByRole('option', { name: /Sofia Bennett/ });
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findAllByText(BOOKING_MESSAGES.required)).toHaveLength(1);
    for (const label of ['Trainer', 'Room', 'Date', 'Start time'])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Session type (optional)')).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('/api/trainingsession')).toHaveLength(0);
  });

  it('books, says so and clears the form', async () => {
    const date = tomorrow();
    const { requestsTo } = renderForm({
      'POST /api/trainingsession': () => ({
        status: 201,
        body: {
          id: 9,
          userId: 1,
          trainerId: 2,
          roomId: 2,
          date,
          startTime: `${date}T09:00:00.000Z`,
          endTime: `${date}T11:00:00.000Z`,
          sessionType: 'Yoga',
          notes: 'Knee injury',
          attendanceStatus: false,
          userName: 'Jane Doe',
          trainerName: 'Sofia Bennett',
          roomName: 'PT Suite',
        },
      }),
    });
    await fillIn(date);
    expect(screen.getByText('Ends at 11:00')).toBeInTheDocument();
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
    expect(screen.getByLabelText('Room')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Start time')).toHaveValue('');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('');
    expect(screen.getByRole('link', { name: /in your sessions/ })).toHaveAttribute(
      'href',
      `/dashboard/user/training-sessions?date=${date}`,
    );
  });

  it('refuses a day before today', async () => {
    const { requestsTo } = renderForm();
    await fillIn('2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.dateBeforeToday)).toBeInTheDocument();
    expect(requestsTo('/api/trainingsession')).toHaveLength(0);
  });

  it("shows the server's refusal inline and keeps what was entered", async () => {
    renderForm({
      'POST /api/trainingsession': () => ({ status: 409, body: { message: BOOKING_MESSAGES.trainerBusy } }),
    });
    await fillIn(tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.trainerBusy);
    expect(screen.getByLabelText('Start time')).toHaveValue('09:00');
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
        body: { message: BOOKING_MESSAGES.roomNotFound, errors: { roomId: [BOOKING_MESSAGES.roomNotFound] } },
      }),
    });
    await fillIn(tomorrow());
    await userEvent.click(screen.getByRole('button', { name: 'Book session' }));
    expect(await screen.findByText(BOOKING_MESSAGES.roomNotFound)).toBeInTheDocument();
    expect(screen.getByLabelText('Room')).toHaveAccessibleDescription(BOOKING_MESSAGES.roomNotFound);
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
