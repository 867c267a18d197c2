import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeSession } from '../test/booking-fixtures.ts';
import { AttendanceTick } from './attendance-tick.tsx';

const session = makeSession({ id: 7, date: '2026-03-10', attendanceStatus: false, userName: 'Maya Lopez' });

/** The register's tick, against a server that answers only when the test lets it. */
function renderTick(status: number) {
  setClock('2026-03-10T15:00:00Z');
  signIn('trainer');
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  mockApi({
    'PUT /api/trainingsession/7/attendance': async () => {
      await answered;
      return status === 200
        ? { body: { ...session, attendanceStatus: true } }
        : { status, body: { message: 'Session not found' } };
    },
  });
  renderWithApp(<AttendanceTick session={session} today="2026-03-10" />);
  return { answer };
}

describe('the register’s tick', () => {
  it('shows the tick as soon as it is clicked, before the server answers', async () => {
    const { answer } = renderTick(200);
    const box = screen.getByRole('checkbox', { name: 'Attended' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    answer();
    expect(await screen.findByText('Attendance saved')).toBeInTheDocument();
  });

  it('puts the box back when the server refuses', async () => {
    const { answer } = renderTick(404);
    const box = screen.getByRole('checkbox', { name: 'Attended' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    answer();
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});
