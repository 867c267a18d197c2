import { ROOM_MESSAGES, type RoomListItem } from '@gym/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminGymRoomsRoute from '../../../app/routes/admin/gymrooms.tsx';
import StaffGymRoomsRoute from '../../../app/routes/staff/gymrooms.tsx';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { gymInfo, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { makeRoom, makeStranded, savedRoom } from '../test/room-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

const spin = makeRoom();
const yoga = makeRoom({
  id: 4,
  roomName: 'Yoga Studio',
  roomType: 'Mind & Body',
  roomQuantity: 1,
  roomStatus: 'Inactive',
  sessionsThisWeek: 1,
});

const renderStaff = () => {
  signIn('staff');
  return renderWithApp(<StaffGymRoomsRoute />, { path: '/dashboard/staff/gymrooms' });
};

type Answer = { status?: number; body?: unknown };

/**
 * A server that keeps its rooms: the list answers what was last saved, as the real one does. `refuse` may answer a
 * change instead (a refusal); when it answers nothing, the change is saved.
 */
function roomServer(
  initial: RoomListItem[],
  {
    refuse,
    timeZone = 'UTC',
  }: { refuse?: (body: Record<string, unknown>) => Answer | undefined; timeZone?: string } = {},
) {
  let rooms = [...initial];
  return mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }),
    'GET /api/gymroom': () => ({ body: rooms }),
    'PUT /api/gymroom/3': ({ body }) => {
      const refusal = refuse?.(body as Record<string, unknown>);
      if (refusal) return refusal;
      const { confirm: _, ...fields } = body as RoomListItem & { confirm?: boolean };
      rooms = rooms.map((r) => (r.id === 3 ? { ...r, ...fields } : r));
      return { body: savedRoom(rooms.find((r) => r.id === 3) as RoomListItem) };
    },
  });
}

const openEdit = async (name = 'Spin Studio') => {
  await userEvent.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return screen.getByRole('dialog', { name: `Edit ${name}` });
};

const retype = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
};

describe('gym rooms', () => {
  it('shows a card per room: name, type, capacity, status and the sessions booked this week', async () => {
    mockApi({ 'GET /api/gymroom': () => ({ body: [spin, yoga] }) });
    renderStaff();
    const card = await screen.findByRole('article', { name: 'Spin Studio' });
    expect(card).toHaveTextContent(/Cycling.*Spin Studio.*Active.*Capacity12 at a time.*This week4 sessions/);
    expect(screen.getByRole('article', { name: 'Yoga Studio' })).toHaveTextContent(
      /Mind & Body.*Inactive.*1 at a time.*This week1 session(?!s)/,
    );
    expect(screen.getByText('2 rooms · 1 active')).toBeInTheDocument();
  });

  it("leads to each room's equipment in the area the page is in", async () => {
    mockApi({ 'GET /api/gymroom': () => ({ body: [spin] }) });
    renderStaff();
    expect(await screen.findByRole('link', { name: 'Equipment in Spin Studio' })).toHaveAttribute(
      'href',
      '/dashboard/staff/gymrooms/3/equipments',
    );
  });

  it('the admin’s rooms lead to the admin’s equipment pages', async () => {
    mockApi({ 'GET /api/gymroom': () => ({ body: [spin] }) });
    signIn('admin');
    renderWithApp(<AdminGymRoomsRoute />, { path: '/dashboard/admin/gymrooms' });
    expect(await screen.findByRole('link', { name: 'Equipment in Spin Studio' })).toHaveAttribute(
      'href',
      '/dashboard/admin/gymrooms/3/equipments',
    );
    expect(screen.getByRole('button', { name: 'New room' })).toBeInTheDocument();
  });

  it('says when there are no rooms yet', async () => {
    mockApi({ 'GET /api/gymroom': () => ({ body: [] }) });
    renderStaff();
    expect(await screen.findByText(ROOM_MESSAGES.noRooms)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("says 'Something went wrong in getting rooms' when the list cannot be loaded, and tries again", async () => {
    let fail = true;
    mockApi({ 'GET /api/gymroom': () => (fail ? { status: 500 } : { body: [spin] }) });
    renderStaff();
    // In the page and as a toast.
    await waitFor(() => expect(screen.getAllByText(ROOM_MESSAGES.listFailed)).toHaveLength(2));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spin Studio' })).toBeInTheDocument();
  });

  describe('New room', () => {
    const openNew = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'New room' }));
      return screen.getByRole('dialog', { name: 'New room' });
    };

    it("requires a name, a type and a capacity, with the contract's messages, and sends nothing", async () => {
      const { requestsTo } = mockApi({ 'GET /api/gymroom': () => ({ body: [spin] }) });
      renderStaff();
      const dialog = await openNew();
      expect(within(dialog).queryByLabelText('Status')).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }));
      expect(await within(dialog).findByText(ROOM_MESSAGES.nameRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(ROOM_MESSAGES.typeRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(ROOM_MESSAGES.capacityRequired)).toBeInTheDocument();
      await retype(within(dialog).getByLabelText('Capacity'), '0');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }));
      expect(await within(dialog).findByText(ROOM_MESSAGES.capacityInvalid)).toBeInTheDocument();
      expect(requestsTo('/api/gymroom').filter((r) => r.method === 'POST')).toHaveLength(0);
    });

    it("creates an Active room, says 'Room created successfully' for 5000 ms at the top right, and lists it", async () => {
      const success = vi.spyOn(toast, 'success');
      let rooms = [spin];
      const { requestsTo } = mockApi({
        'GET /api/gymroom': () => ({ body: rooms }),
        'POST /api/gymroom': ({ body }) => {
          const created = makeRoom({ ...(body as object), id: 9, sessionsThisWeek: 0 });
          rooms = [...rooms, created];
          return { status: 201, body: savedRoom(created) };
        },
      });
      renderStaff();
      const dialog = await openNew();
      // The types in use are offered.
      expect(within(dialog).getByLabelText('Type')).toHaveAttribute('list');
      expect(dialog.querySelector('datalist option[value="Cycling"]')).not.toBeNull();
      await userEvent.type(within(dialog).getByLabelText('Name'), '  Boxing Room ');
      await userEvent.type(within(dialog).getByLabelText('Type'), 'Combat');
      await userEvent.type(within(dialog).getByLabelText('Capacity'), '4');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }));

      expect(await screen.findByText(ROOM_MESSAGES.created)).toBeInTheDocument();
      expect(success).toHaveBeenCalledWith(ROOM_MESSAGES.created, STAFF_AREA_TOAST);
      expect(requestsTo('/api/gymroom').find((r) => r.method === 'POST')?.body).toEqual({
        roomName: 'Boxing Room',
        roomType: 'Combat',
        roomQuantity: 4,
        roomStatus: 'Active',
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(await screen.findByRole('article', { name: 'Boxing Room' })).toHaveTextContent('Active');
    });

    it("says 'Error creating room' and puts the server's field errors on the fields", async () => {
      mockApi({
        'GET /api/gymroom': () => ({ body: [spin] }),
        'POST /api/gymroom': () => ({
          status: 400,
          body: { message: ROOM_MESSAGES.nameTooLong, errors: { roomName: [ROOM_MESSAGES.nameTooLong] } },
        }),
      });
      renderStaff();
      const dialog = await openNew();
      await userEvent.type(within(dialog).getByLabelText('Name'), 'Boxing Room');
      await userEvent.type(within(dialog).getByLabelText('Type'), 'Combat');
      await userEvent.type(within(dialog).getByLabelText('Capacity'), '4');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create room' }));
      expect(await screen.findByText(ROOM_MESSAGES.createError)).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(ROOM_MESSAGES.nameTooLong);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('Edit', () => {
    it('offers Active or Inactive only, and the card shows the saved values', async () => {
      const { requestsTo } = roomServer([spin, yoga]);
      renderStaff();
      const dialog = await openEdit();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Spin Studio');
      expect(within(dialog).getByLabelText('Capacity')).toHaveValue(12);
      const status = within(dialog).getByLabelText('Status');
      expect(status).toHaveValue('Active');
      expect(
        within(status)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Active', 'Inactive']);

      await retype(within(dialog).getByLabelText('Name'), 'Spin Loft');
      await retype(within(dialog).getByLabelText('Capacity'), '14');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText(ROOM_MESSAGES.updated)).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo('/api/gymroom/3')[0]?.body).toEqual({
        roomName: 'Spin Loft',
        roomType: 'Cycling',
        roomQuantity: 14,
        roomStatus: 'Active',
      });
      expect(await screen.findByRole('article', { name: 'Spin Loft' })).toHaveTextContent('14 at a time');
    });

    it('closing a room with sessions booked lists them on the gym’s clock and asks before cancelling them', async () => {
      const sessions = [
        makeStranded(),
        // 01:30 UTC on the 12th is still the 11th in New York.
        makeStranded({
          id: 32,
          startTime: '2026-03-12T01:30:00.000Z',
          endTime: '2026-03-12T03:30:00.000Z',
          userName: 'Ben Member',
        }),
      ];
      const { requestsTo } = roomServer([spin], {
        timeZone: 'America/New_York',
        refuse: (body) =>
          body.confirm === true
            ? undefined
            : { status: 409, body: { message: ROOM_MESSAGES.closingStrands(2), sessions } },
      });
      renderStaff();
      let dialog = await openEdit();
      await retype(within(dialog).getByLabelText('Name'), 'Spin Loft');
      await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      dialog = await screen.findByRole('dialog', { name: 'Cancel 2 upcoming sessions?' });
      expect(within(dialog).getByRole('status')).toHaveTextContent(ROOM_MESSAGES.closingStrands(2));
      const listed = within(within(dialog).getByRole('region', { name: 'Sessions that would be cancelled' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(listed).toEqual([
        'Mar 11, 2026, 08:00–10:00Ann Member with Rita Stone',
        'Mar 11, 2026, 21:30–23:30Ben Member with Rita Stone',
      ]);
      // The safe choice has the focus.
      expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();

      // Backing out finds the form as it was typed; nothing was saved.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
      dialog = screen.getByRole('dialog', { name: 'Edit Spin Studio' });
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Spin Loft');
      expect(within(dialog).getByLabelText('Status')).toHaveValue('Inactive');
      expect(screen.getByRole('article', { name: 'Spin Studio' })).toHaveTextContent('Active');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      dialog = await screen.findByRole('dialog', { name: 'Cancel 2 upcoming sessions?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel sessions and save' }));

      expect(await screen.findByText(ROOM_MESSAGES.updated)).toBeInTheDocument();
      const sent = requestsTo('/api/gymroom/3').map((r) => r.body);
      expect(sent).toHaveLength(3);
      expect(sent[2]).toEqual({
        roomName: 'Spin Loft',
        roomType: 'Cycling',
        roomQuantity: 12,
        roomStatus: 'Inactive',
        confirm: true,
      });
      expect(await screen.findByRole('article', { name: 'Spin Loft' })).toHaveTextContent('Inactive');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('lists the group classes a change would cancel beside the sessions, and confirms both at once', async () => {
      const { requestsTo } = roomServer([spin], {
        timeZone: 'America/New_York',
        refuse: (body) =>
          body.confirm === true
            ? undefined
            : {
                status: 409,
                body: {
                  message: ROOM_MESSAGES.shrinkingStrandsClasses,
                  sessions: [],
                  classes: [
                    {
                      id: 7,
                      name: 'Spin Express',
                      startTime: '2026-03-11T10:45:00.000Z',
                      endTime: '2026-03-11T11:30:00.000Z',
                      trainerName: 'Amara Okafor',
                      booked: 11,
                    },
                  ],
                },
              },
      });
      renderStaff();
      let dialog = await openEdit();
      await retype(within(dialog).getByLabelText('Capacity'), '8');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      dialog = await screen.findByRole('dialog', { name: 'Cancel upcoming sessions and classes?' });
      expect(within(dialog).queryByRole('region', { name: 'Sessions that would be cancelled' })).toBeNull();
      const listed = within(within(dialog).getByRole('region', { name: 'Classes that would be cancelled' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      expect(listed).toEqual(['Mar 11, 2026, 06:45–07:30Spin Express with Amara Okafor: 11 places booked']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel them and save' }));
      expect(await screen.findByText(ROOM_MESSAGES.updated)).toBeInTheDocument();
      expect(requestsTo('/api/gymroom/3').at(-1)?.body).toMatchObject({ roomQuantity: 8, confirm: true });
    });

    it("prefers the server's message, says 'Failed to update room' without one and 'Error updating room' offline", async () => {
      let answer: () => Answer = () => ({
        status: 404,
        body: { message: ROOM_MESSAGES.notFound },
      });
      roomServer([spin], { refuse: () => answer() });
      renderStaff();
      const dialog = await openEdit();
      const save = () => userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      await save();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(ROOM_MESSAGES.notFound);
      answer = () => ({ status: 500 });
      await save();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(ROOM_MESSAGES.updateFailed);
      answer = () => {
        throw new TypeError('Failed to fetch');
      };
      await save();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(ROOM_MESSAGES.updateError);
      expect(screen.getAllByText(ROOM_MESSAGES.updateError)).toHaveLength(2);
    });
  });
});
