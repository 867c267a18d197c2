import {
  EQUIPMENT_MESSAGES,
  type Equipment,
  MAINTENANCE_NOTICE_MS,
  type MaintenanceEvent,
  ROOM_MESSAGES,
} from '@gym/contract';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import AdminRoomEquipmentRoute from '../../../app/routes/admin/room-equipment.tsx';
import StaffRoomEquipmentRoute from '../../../app/routes/staff/room-equipment.tsx';
import {
  CLOCKS_UTC,
  gymInfo,
  type MockRequest,
  mockApi,
  renderWithApp,
  setClock,
  signIn,
} from '../../../test/utils.tsx';
import { MAINTENANCE_PAGE_SIZE } from '../api/get-maintenance.ts';
import { makeEvent, makeItem, makeRoom, pageOf } from '../test/room-fixtures.ts';

const ROUTE = '/dashboard/staff/gymrooms/:roomId/equipments';
const room = makeRoom();
const bike = makeItem();
const rack = makeItem({ id: 12, name: 'Kettlebell rack', quantity: 2, status: 'Broken', warranty: '2026-03-10' });

const query = (request: MockRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://x').searchParams);

type Server = { items?: Equipment[]; events?: MaintenanceEvent[]; timeZone?: string };

/**
 * The room's equipment and log as the server keeps them: a save changes the list, and saving an item Broken opens
 * an event (answered `maintenanceNotified`) which saving it Active closes.
 */
function equipmentServer({ items: initial = [bike, rack], events: initialEvents = [], timeZone = 'UTC' }: Server = {}) {
  let items = [...initial];
  let events = [...initialEvents];
  const save = (item: Equipment, before: Equipment | undefined) => {
    items = before ? items.map((i) => (i.id === item.id ? item : i)) : [...items, item];
    const breaking = item.status === 'Broken' && before?.status !== 'Broken';
    if (breaking)
      events = [makeEvent({ id: 90 + events.length, equipmentId: item.id, equipmentName: item.name }), ...events];
    if (item.status === 'Active' && before?.status === 'Broken')
      events = events.map((e) =>
        e.equipmentId === item.id && !e.closedAt
          ? { ...e, closedBy: 'Dana Desk', closedAt: '2026-03-10T09:15:00.000Z' }
          : e,
      );
    return { ...item, maintenanceNotified: breaking };
  };
  return mockApi({
    'GET /api/gym': () => ({ body: gymInfo({ timeZone }) }),
    'GET /api/gymroom': () => ({ body: [room] }),
    'GET /api/gymroom/3/equipment': () => ({ body: items }),
    'GET /api/maintenance': () => ({ body: pageOf(events, events.length, 1, MAINTENANCE_PAGE_SIZE) }),
    'POST /api/equipment': ({ body }) => ({
      status: 201,
      body: save({ ...(body as Equipment), id: 50 + items.length }, undefined),
    }),
    'PUT /api/equipment/11': ({ body }) => ({ body: save({ ...bike, ...(body as object) }, items[0]) }),
    'PUT /api/equipment/12': ({ body }) => ({ body: save({ ...rack, ...(body as object) }, items[1]) }),
  });
}

const renderScreen = (roomId: string | number = 3, role: 'staff' | 'admin' = 'staff') => {
  signIn(role);
  const Route = role === 'staff' ? StaffRoomEquipmentRoute : AdminRoomEquipmentRoute;
  return renderWithApp(<Route />, {
    path: role === 'staff' ? ROUTE : '/dashboard/admin/gymrooms/:roomId/equipments',
    initialEntries: [`/dashboard/${role}/gymrooms/${roomId}/equipments`],
  });
};

const fill = async (dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const field = within(dialog).getByLabelText(label);
    if (field instanceof HTMLSelectElement) await userEvent.selectOptions(field, value);
    else {
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
    }
  }
};

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Add equipment' }));
  return screen.getByRole('dialog', { name: 'Add equipment' });
};

describe("a room's equipment", () => {
  it.each([
    [CLOCKS_UTC[0], false],
    [CLOCKS_UTC[1], true],
    [CLOCKS_UTC[2], true],
  ] as const)(
    'names the room and lists each item, its dates and status; a warranty over by the gym’s today is marked (clock %s: %s)',
    async (now, over) => {
      setClock(now);
      // 14 hours ahead of UTC: the gym's 10 March ends at 10:00 UTC, when it is still the 10th in the browser's UTC.
      equipmentServer({ timeZone: 'Pacific/Kiritimati' });
      renderScreen();
      expect(await screen.findByRole('heading', { level: 1, name: 'Spin Studio' })).toBeInTheDocument();
      expect(screen.getByText(/Cycling · capacity 12/)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Spin Studio equipment · Pulse Gym'));
      const spinBike = await screen.findByRole('row', { name: /Spin bike/ });
      expect(spinBike).toHaveTextContent(/Spin bike.*12.*Jan 05, 2025.*Jan 05, 2027.*Active/);
      expect(spinBike).not.toHaveTextContent('expired');
      const kettlebells = screen.getByRole('row', { name: /Kettlebell rack/ });
      expect(kettlebells).toHaveTextContent(/Kettlebell rack.*2.*Mar 10, 2026.*Broken/);
      expect(kettlebells.textContent?.includes('(expired)')).toBe(over);
    },
  );

  it('leads back to the rooms of the area it is in', async () => {
    equipmentServer();
    renderScreen(3, 'admin');
    expect(await screen.findByRole('link', { name: 'All rooms' })).toHaveAttribute('href', '/dashboard/admin/gymrooms');
  });

  it('says so when there is no such room', async () => {
    const { requestsTo } = equipmentServer();
    renderScreen(99);
    expect(await screen.findByRole('heading', { level: 1, name: ROOM_MESSAGES.notFound })).toBeInTheDocument();
    renderScreen('abc');
    expect(await screen.findAllByRole('heading', { level: 1, name: ROOM_MESSAGES.notFound })).toHaveLength(2);
    expect(requestsTo('/api/gymroom/abc/equipment')).toHaveLength(0);
  });

  it('says when the room has no equipment and no maintenance events yet', async () => {
    equipmentServer({ items: [] });
    renderScreen();
    expect(await screen.findByText(EQUIPMENT_MESSAGES.noEquipment)).toBeInTheDocument();
    expect(await screen.findByText(EQUIPMENT_MESSAGES.noMaintenance)).toBeInTheDocument();
  });

  it("says 'Can not get equipments' when the list cannot be loaded", async () => {
    mockApi({
      'GET /api/gymroom': () => ({ body: [room] }),
      'GET /api/gymroom/3/equipment': () => ({ status: 500 }),
      'GET /api/maintenance': () => ({ body: pageOf([]) }),
    });
    renderScreen();
    await waitFor(() => expect(screen.getAllByText(EQUIPMENT_MESSAGES.listFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('Add equipment', () => {
    it("requires every field with the contract's messages, a whole quantity from 0 and a warranty not before the import", async () => {
      const { requestsTo } = equipmentServer();
      renderScreen();
      const dialog = await openAdd();
      await fill(dialog, { Quantity: '', 'Import date': '' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
      for (const message of [
        EQUIPMENT_MESSAGES.nameRequired,
        EQUIPMENT_MESSAGES.quantityRequired,
        EQUIPMENT_MESSAGES.importDateRequired,
        EQUIPMENT_MESSAGES.warrantyRequired,
      ])
        expect(await within(dialog).findByText(message)).toBeInTheDocument();

      for (const quantity of ['1.5', '-1']) {
        await fill(dialog, {
          Name: 'Rower',
          Quantity: quantity,
          'Import date': '2026-03-01',
          'Warranty until': '2027-03-01',
        });
        await userEvent.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
        expect(await within(dialog).findByText(EQUIPMENT_MESSAGES.quantityInvalid)).toBeInTheDocument();
      }
      await fill(dialog, { Quantity: '3', 'Warranty until': '2026-02-28' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
      expect(await within(dialog).findByText(EQUIPMENT_MESSAGES.warrantyBeforeImport)).toBeInTheDocument();
      // The picker offers no day before the import.
      expect(within(dialog).getByLabelText('Warranty until')).toHaveAttribute('min', '2026-03-01');
      expect(requestsTo('/api/equipment')).toHaveLength(0);
    });

    it("adds an item to the room with 'Equipment created successfully'; none of 0 is a quantity too", async () => {
      setClock('2026-03-10T23:30:00Z');
      const { requestsTo } = equipmentServer({ timeZone: 'Asia/Tokyo' });
      renderScreen();
      const dialog = await openAdd();
      // The import date starts at the gym's today (already the 11th in Tokyo).
      expect(within(dialog).getByLabelText('Import date')).toHaveValue('2026-03-11');
      await fill(dialog, { Name: 'Rower', Quantity: '0', 'Warranty until': '2028-03-11' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
      expect(await screen.findByText(EQUIPMENT_MESSAGES.created)).toBeInTheDocument();
      expect(screen.queryByText(EQUIPMENT_MESSAGES.maintenanceNotified)).not.toBeInTheDocument();
      expect(requestsTo('/api/equipment')[0]?.body).toEqual({
        name: 'Rower',
        quantity: 0,
        importDate: '2026-03-11',
        warranty: '2028-03-11',
        status: 'Active',
        roomId: 3,
      });
      expect(await screen.findByRole('row', { name: /Rower/ })).toBeInTheDocument();
    });

    it("says 'Error creating equipment' when the server refuses", async () => {
      mockApi({
        'GET /api/gymroom': () => ({ body: [room] }),
        'GET /api/gymroom/3/equipment': () => ({ body: [] }),
        'GET /api/maintenance': () => ({ body: pageOf([]) }),
        'POST /api/equipment': () => ({ status: 500 }),
      });
      renderScreen();
      const dialog = await openAdd();
      await fill(dialog, { Name: 'Rower', 'Import date': '2026-03-01', 'Warranty until': '2027-03-01' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add equipment' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(EQUIPMENT_MESSAGES.createError);
      expect(screen.getAllByText(EQUIPMENT_MESSAGES.createError)).toHaveLength(2);
    });
  });

  describe('Edit', () => {
    it("saved Broken: 'Maintenance team has been notified' for 5000 ms, and the event is in the log", async () => {
      const { requestsTo } = equipmentServer({ timeZone: 'America/New_York' });
      renderScreen();
      expect(await screen.findByText(EQUIPMENT_MESSAGES.noMaintenance)).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Spin bike' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Spin bike' });
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Spin bike');
      expect(within(dialog).getByLabelText('Warranty until')).toHaveValue('2027-01-05');
      await fill(dialog, { Status: 'Broken' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText(EQUIPMENT_MESSAGES.maintenanceNotified)).toBeInTheDocument();
      expect(screen.getByText(EQUIPMENT_MESSAGES.updated)).toBeInTheDocument();
      const notice = renderHook(() => useToasterStore()).result.current.toasts.find(
        (t) => t.message === EQUIPMENT_MESSAGES.maintenanceNotified,
      );
      expect(notice?.duration).toBe(MAINTENANCE_NOTICE_MS);
      expect(MAINTENANCE_NOTICE_MS).toBe(5000);
      // The staff area's place.
      expect(notice?.position).toBe('top-right');
      expect(requestsTo('/api/equipment/11')[0]?.body).toEqual({
        name: 'Spin bike',
        quantity: 12,
        importDate: '2025-01-05',
        warranty: '2027-01-05',
        status: 'Broken',
      });

      // The row and the log refresh; the time is the gym's (14:30 UTC is 10:30 in New York in March).
      expect(await screen.findByRole('row', { name: /Spin bike.*Broken/ })).toBeInTheDocument();
      const entry = await screen.findByRole('article', { name: 'Spin bike, open' });
      expect(entry).toHaveTextContent('Reported by Sam Rivera · Mar 9, 2026, 10:30');
      expect(entry).toHaveTextContent('Open');
    });

    it('saved Active again, the event is closed, by whom and when', async () => {
      equipmentServer({
        events: [makeEvent({ id: 5, equipmentId: 12, equipmentName: 'Kettlebell rack' })],
      });
      renderScreen();
      expect(await screen.findByRole('article', { name: 'Kettlebell rack, open' })).toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Kettlebell rack' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Kettlebell rack' });
      await fill(dialog, { Status: 'Active' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(EQUIPMENT_MESSAGES.updated)).toBeInTheDocument();
      expect(screen.queryByText(EQUIPMENT_MESSAGES.maintenanceNotified)).not.toBeInTheDocument();
      const entry = await screen.findByRole('article', { name: 'Kettlebell rack, closed' });
      expect(entry).toHaveTextContent('Closed by Dana Desk · Mar 10, 2026, 09:15');
    });

    it("says 'Failed to update equipment' when refused and 'Error updating equipment' offline", async () => {
      let reachable = true;
      mockApi({
        'GET /api/gymroom': () => ({ body: [room] }),
        'GET /api/gymroom/3/equipment': () => ({ body: [bike] }),
        'GET /api/maintenance': () => ({ body: pageOf([]) }),
        'PUT /api/equipment/11': () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return { status: 500 };
        },
      });
      renderScreen();
      await userEvent.click(await screen.findByRole('button', { name: 'Edit Spin bike' }));
      const dialog = screen.getByRole('dialog', { name: 'Edit Spin bike' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(EQUIPMENT_MESSAGES.updateFailed);
      reachable = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(EQUIPMENT_MESSAGES.updateError);
    });
  });

  describe('the maintenance log', () => {
    it('lists open and closed events newest first, a page at a time', async () => {
      const events = Array.from({ length: MAINTENANCE_PAGE_SIZE }, (_, i) =>
        makeEvent({
          id: 100 - i,
          equipmentName: `Item ${i + 1}`,
          closedBy: 'Dana Desk',
          closedAt: '2026-03-10T09:15:00.000Z',
        }),
      );
      const { requestsTo } = mockApi({
        'GET /api/gymroom': () => ({ body: [room] }),
        'GET /api/gymroom/3/equipment': () => ({ body: [bike] }),
        'GET /api/maintenance': (request) =>
          query(request).page === '2'
            ? { body: pageOf([makeEvent({ id: 1, equipmentName: 'Item 11' })], 11, 2, MAINTENANCE_PAGE_SIZE) }
            : { body: pageOf(events, 11, 1, MAINTENANCE_PAGE_SIZE) },
      });
      renderScreen();
      const log = await screen.findByRole('region', { name: 'Maintenance log' });
      expect(await within(log).findByText('11 events')).toBeInTheDocument();
      expect(
        within(log)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label'))[0],
      ).toBe('Item 1, closed');
      expect(query(requestsTo('/api/maintenance')[0])).toEqual({
        roomId: '3',
        page: '1',
        pageSize: String(MAINTENANCE_PAGE_SIZE),
      });
      await userEvent.click(within(log).getByRole('button', { name: 'Next' }));
      expect(await within(log).findByRole('article', { name: 'Item 11, open' })).toBeInTheDocument();
      expect(within(log).getByText('Page 2 of 2')).toBeInTheDocument();
    });

    it('says when it cannot be loaded', async () => {
      mockApi({
        'GET /api/gymroom': () => ({ body: [room] }),
        'GET /api/gymroom/3/equipment': () => ({ body: [bike] }),
        'GET /api/maintenance': () => ({ status: 500 }),
      });
      renderScreen();
      await waitFor(() => expect(screen.getAllByText(EQUIPMENT_MESSAGES.maintenanceListFailed)).toHaveLength(2));
    });
  });
});
