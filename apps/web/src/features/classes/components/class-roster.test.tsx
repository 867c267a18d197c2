import type { ClassRoster } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeClassSession } from '../test/class-fixtures.ts';
import { ClassRosterDialog } from './class-roster.tsx';

// Thursday 12 March 2026, 08:00 UTC: the class below is today at 10:00.
beforeEach(() => setClock('2026-03-12T08:00:00Z'));

const roster: ClassRoster = {
  booked: [
    { userId: 7, fullName: 'Ann Lee', attended: false },
    { userId: 8, fullName: 'Ben Cho', attended: true },
  ],
  waitlist: [{ userId: 9, fullName: 'Cat Ruiz', position: 1 }],
};

function renderRoster(date = '2026-03-12') {
  signIn('trainer', { id: 40 });
  const api = mockApi({
    'GET /api/classes/21/roster': () => ({ body: roster }),
    'PUT /api/classes/21/attendance': (request) => {
      const { userId, attended } = request.body as { userId: number; attended: boolean };
      return {
        body: { ...roster, booked: roster.booked.map((b) => (b.userId === userId ? { ...b, attended } : b)) },
      };
    },
  });
  const item = makeClassSession({ date, startTime: `${date}T10:00:00.000Z`, endTime: `${date}T11:00:00.000Z` });
  renderWithApp(<ClassRosterDialog item={item} onClose={() => {}} />);
  return api;
}

describe('a class roster’s attendance ticks', () => {
  it('saves a tick at once and shows what the server answered', async () => {
    const api = renderRoster();
    const dialog = await screen.findByRole('dialog', { name: 'Roster: Morning Yoga' });
    const ann = await within(dialog).findByRole('checkbox', { name: 'Ann Lee' });
    expect(ann).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ben Cho' })).toBeChecked();
    expect(within(dialog).getByText('1. Cat Ruiz')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Cat Ruiz/ })).toBeNull();

    await userEvent.click(ann);
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Ann Lee' })).toBeChecked());
    expect(api.requestsTo('/api/classes/21/attendance').map((r) => [r.method, r.body])).toEqual([
      ['PUT', { userId: 7, attended: true }],
    ]);
  });

  it('before the class’s day keeps new ticks off and says from when, but lets a tick be taken back', async () => {
    renderRoster('2026-03-13');
    const dialog = await screen.findByRole('dialog');
    const ann = await within(dialog).findByRole('checkbox', { name: 'Ann Lee' });
    expect(ann).toBeDisabled();
    expect(ann).toHaveAccessibleDescription('Attendance can be ticked from the day of the class.');
    expect(within(dialog).getByRole('checkbox', { name: 'Ben Cho' })).toBeEnabled();
  });
});
