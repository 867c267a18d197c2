import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { SessionsOutsideHours } from './sessions-outside-hours.tsx';

const early = {
  id: 7,
  startTime: '2026-03-12T05:00:00.000Z',
  endTime: '2026-03-12T07:00:00.000Z',
  memberName: 'Ana Ruiz',
  trainerName: 'John Carter',
  roomName: 'Studio A',
};

describe('the sessions outside the opening hours', () => {
  it('lists each one at its moment on the gym’s clock, with who and where', async () => {
    signIn('staff');
    mockApi({
      'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'UTC' }) }),
      'GET /api/gym/sessions-outside-hours': () => ({ body: [early] }),
    });
    renderWithApp(<SessionsOutsideHours onlyWhenAny />);
    expect(await screen.findByRole('heading', { name: 'Sessions outside the opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Ana Ruiz with John Carter, Studio A');
  });

  it('says all is well on the Settings screen, and shows nothing on the desk’s Sessions screen', async () => {
    signIn('admin');
    const api = mockApi({ 'GET /api/gym/sessions-outside-hours': () => ({ body: [] }) });
    const settings = renderWithApp(<SessionsOutsideHours />);
    expect(await screen.findByText('Every coming session is inside the opening hours.')).toBeInTheDocument();
    settings.unmount();
    renderWithApp(<SessionsOutsideHours onlyWhenAny />);
    await waitFor(() => expect(api.requestsTo('/api/gym/sessions-outside-hours')).toHaveLength(2));
    expect(screen.queryByRole('heading', { name: 'Sessions outside the opening hours' })).not.toBeInTheDocument();
    expect(screen.queryByText(/opening hours/)).not.toBeInTheDocument();
  });
});
