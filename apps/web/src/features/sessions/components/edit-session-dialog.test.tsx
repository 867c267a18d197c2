import { SESSION_MESSAGES, SESSION_TYPES, type SessionUpdate } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import StaffSessionsRoute from '../../../app/routes/staff/sessions.tsx';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { gymInfo, type MockRequest, mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { makeSession } from '../test/booking-fixtures.ts';
import { calendarServer } from '../test/calendar-server.ts';

const PATH = '/dashboard/staff/sessions';

// 11:00 UTC on Tuesday 10 March 2026; the gym is in New York (07:00 there), so the browser's zone
// (America/St_Johns in these tests) and UTC both read other hours.
const NOW = '2026-03-10T11:00:00Z';
const TODAYS = makeSession({
  id: 5,
  date: '2026-03-10',
  startTime: '2026-03-10T13:00:00.000Z', // 09:00 in New York
  endTime: '2026-03-10T15:00:00.000Z',
  sessionType: 'Strength',
  notes: 'Focus on form',
  staffNotes: 'Left knee taped',
  attendanceStatus: false,
  userName: 'Maya Lopez',
  trainerName: 'John Carter',
  roomName: 'Weights Floor',
});
const NEXT_WEEKS = makeSession({
  id: 6,
  date: '2026-03-17',
  startTime: '2026-03-17T22:00:00.000Z', // 18:00 in New York
  endTime: '2026-03-18T00:00:00.000Z',
  sessionType: null,
  notes: null,
  userName: 'Liam Chen',
});

type Refuse = (id: number, body: SessionUpdate) => { status?: number; body?: unknown } | undefined;

function renderCalendar({
  at = PATH,
  refuse,
  role = 'staff' as const,
}: {
  at?: string;
  refuse?: Refuse;
  role?: 'staff' | 'admin';
} = {}) {
  signIn(role);
  const server = calendarServer([TODAYS, NEXT_WEEKS], { refuse });
  const api = mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone: 'America/New_York' }) }),
    ...server.routes,
  });
  renderWithApp(<StaffSessionsRoute />, { path: PATH, initialEntries: [at] });
  return { ...api, server };
}

const puts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'PUT');

async function openEditor(member = 'Maya Lopez', time = '09:00') {
  await userEvent.click(await screen.findByRole('button', { name: `Edit Session of ${member} at ${time}` }));
  return screen.findByRole('dialog', { name: 'Edit Session' });
}

beforeEach(() => setClock(NOW));

describe('Edit Session', () => {
  it('opens with the session’s type, the member’s note to read, the private note and attendance', async () => {
    renderCalendar();
    const dialog = await openEditor();
    expect(dialog).toHaveAccessibleDescription(
      'Maya Lopez with John Carter, Mar 10, 2026, 09:00 – 11:00, Weights Floor',
    );
    const type = within(dialog).getByRole('combobox', { name: 'Session type' });
    expect(type).toHaveValue('Strength');
    expect(type).toBeRequired();
    const options = [...(document.getElementById(type.getAttribute('list') ?? '')?.querySelectorAll('option') ?? [])];
    expect(options.map((o) => o.value)).toEqual([...SESSION_TYPES]);
    // The member's own note is shown as written, not offered for editing; the private note is.
    expect(within(dialog).getByText('Focus on form')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Private note (optional)' })).toHaveValue('Left knee taped');
    const attended = within(dialog).getByRole('checkbox', { name: 'Attended' });
    expect(attended).not.toBeChecked();
    expect(attended).toBeEnabled();
  });

  it('requires a session type and sends nothing without one', async () => {
    const user = userEvent.setup();
    const { requests } = renderCalendar();
    const dialog = await openEditor();
    const type = within(dialog).getByRole('combobox', { name: 'Session type' });
    await user.clear(type);
    await user.type(type, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(SESSION_MESSAGES.typeRequired)).toBeInTheDocument();
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveFocus();
    expect(puts(requests)).toHaveLength(0);
  });

  it('saves type, private note and attendance; the toast says so and the card shows the saved session', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { requests } = renderCalendar();
    const dialog = await openEditor();
    const type = within(dialog).getByRole('combobox', { name: 'Session type' });
    await user.clear(type);
    await user.type(type, 'Mobility');
    const notes = within(dialog).getByRole('textbox', { name: 'Private note (optional)' });
    await user.clear(notes);
    await user.type(notes, 'Hips and shoulders');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts(requests).map((r) => [r.url, r.body])).toEqual([
      ['/api/trainingsession/5', { sessionType: 'Mobility', staffNotes: 'Hips and shoulders', attendanceStatus: true }],
    ]);
    expect(success).toHaveBeenCalledWith(SESSION_MESSAGES.updated, STAFF_AREA_TOAST);
    expect(await screen.findByText(SESSION_MESSAGES.updated)).toBeInTheDocument();

    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Mobility' })).toBeInTheDocument();
    expect(within(card).getByText('Hips and shoulders')).toBeInTheDocument();
    expect(within(card).getByText('Focus on form')).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Attended' })).toBeChecked();
    // The focus is back where it was before the dialog opened.
    expect(within(card).getByRole('button', { name: /^Edit Session/ })).toHaveFocus();
  });

  it('clears an emptied private note and can take the attendance back', async () => {
    const user = userEvent.setup();
    const { requests } = renderCalendar();
    let dialog = await openEditor();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem')).getByRole('checkbox', { name: 'Attended' })).toBeChecked();

    dialog = await openEditor();
    expect(within(dialog).getByRole('checkbox', { name: 'Attended' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attended' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Private note (optional)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts(requests).at(-1)?.body).toEqual({ sessionType: 'Strength', staffNotes: null, attendanceStatus: false });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('checkbox', { name: 'Attended' })).not.toBeChecked();
    expect(within(card).queryByText('Left knee taped')).not.toBeInTheDocument();
    // The member's note is theirs: the desk's edit leaves it.
    expect(within(card).getByText('Focus on form')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog, at the field and as a toast, keeping what was entered", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderCalendar({
      refuse: () => ({
        status: 400,
        body: {
          message: SESSION_MESSAGES.attendanceTooEarly,
          errors: { attendanceStatus: [SESSION_MESSAGES.attendanceTooEarly] },
        },
      }),
    });
    const dialog = await openEditor();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Attended' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.attendanceTooEarly);
    expect(within(dialog).getByRole('checkbox', { name: 'Attended' })).toHaveAccessibleDescription(
      SESSION_MESSAGES.attendanceTooEarly,
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Attended' })).toBeChecked();
    expect(error).toHaveBeenCalledWith(SESSION_MESSAGES.attendanceTooEarly, STAFF_AREA_TOAST);
    // Nothing was saved: once the dialog is closed, the card shows the session as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('listitem')).getByRole('checkbox', { name: 'Attended' })).not.toBeChecked();
  });

  it("says 'Could not update the session' when the server gives no reason", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    renderCalendar({ refuse: () => ({ status: 500 }) });
    const dialog = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SESSION_MESSAGES.updateFailed);
    expect(error).toHaveBeenCalledWith(SESSION_MESSAGES.updateFailed, STAFF_AREA_TOAST);
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it('explains why attendance waits for the session’s day, and still saves the type', async () => {
    const user = userEvent.setup();
    const { requests } = renderCalendar({ at: `${PATH}?date=2026-03-17`, role: 'admin' });
    const dialog = await openEditor('Liam Chen', '18:00');
    const attended = within(dialog).getByRole('checkbox', { name: 'Attended' });
    expect(attended).toBeDisabled();
    expect(attended).toHaveAccessibleDescription(SESSION_MESSAGES.attendanceTooEarly);
    // A session without a type has to be given one.
    expect(within(dialog).getByRole('combobox', { name: 'Session type' })).toHaveValue('');
    await user.type(within(dialog).getByRole('combobox', { name: 'Session type' }), 'Boxing');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(puts(requests).map((r) => r.body)).toEqual([
      { sessionType: 'Boxing', staffNotes: null, attendanceStatus: false },
    ]);
    expect(within(screen.getByRole('listitem')).getByRole('heading', { name: 'Boxing' })).toBeInTheDocument();
  });

  it('closes on Cancel without saving', async () => {
    const user = userEvent.setup();
    const { requests } = renderCalendar();
    const dialog = await openEditor();
    await user.type(within(dialog).getByRole('combobox', { name: 'Session type' }), ' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(puts(requests)).toHaveLength(0);
    expect(within(screen.getByRole('listitem')).getByRole('heading', { name: 'Strength' })).toBeInTheDocument();
  });
});
