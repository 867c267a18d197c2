import type { TimeOff, Trainer } from '@gym/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import StaffTimeOffRoute from '../../../app/routes/staff/time-off.tsx';
import { catchDownloads, csvRequest, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';

const trainer: Trainer = {
  trainerId: 2,
  userId: 7,
  fullName: 'Sofia Bennett',
  specialty: 'Yoga',
  specialization: 'Yoga',
  experience: 7,
  pricePerHour: 40,
  biography: null,
  photoUrl: null,
  user: { id: 7, username: 'sofia_b', email: 'sofia@gym.test', phone: null, fullName: 'Sofia Bennett' },
};
const entry: TimeOff = {
  id: 4,
  trainerId: 2,
  start: '2026-03-12T09:00:00.000Z',
  end: '2026-03-12T12:00:00.000Z',
  reason: 'Dentist',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('staff/time-off', () => {
  it('exports the chosen trainer’s time off from today on, as listed, as CSV', async () => {
    setClock('2026-03-10T11:00:00Z');
    const downloads = catchDownloads();
    const { requestsTo } = mockApi({
      'GET /api/trainer': () => ({ body: [trainer] }),
      'GET /api/trainer/2/time-off': () => ({ body: [entry] }),
    });
    signIn('staff');
    renderWithApp(<StaffTimeOffRoute />, {
      path: '/dashboard/staff/time-off',
      initialEntries: ['/dashboard/staff/time-off?trainer=2'],
    });
    expect(await screen.findByText('Dentist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export time off as CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const url = new URL(csvRequest(requestsTo('/api/trainer/2/time-off'))?.url ?? '', 'http://x');
    // The same days as the list on screen.
    const listed = new URL(requestsTo('/api/trainer/2/time-off')[0]?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-03-10', format: 'csv' });
    expect(listed.searchParams.get('from')).toBe('2026-03-10');
    expect(downloads[0]?.download).toBe('time-off.csv');
  });
});
