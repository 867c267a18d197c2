import type { Equipment, MaintenanceEvent, Room, RoomListItem, StrandedSession } from '@gym/contract';

export const makeRoom = (overrides: Partial<RoomListItem> = {}): RoomListItem => ({
  id: 3,
  roomName: 'Spin Studio',
  roomType: 'Cycling',
  roomQuantity: 12,
  roomStatus: 'Active',
  sessionsThisWeek: 4,
  ...overrides,
});

/** A room as `POST` and `PUT /api/GymRoom` answer it: without this week's count. */
export const savedRoom = ({ sessionsThisWeek: _, ...room }: RoomListItem): Room => room;

export const makeItem = (overrides: Partial<Equipment> = {}): Equipment => ({
  id: 11,
  name: 'Spin bike',
  quantity: 12,
  importDate: '2025-01-05',
  warranty: '2027-01-05',
  status: 'Active',
  roomId: 3,
  ...overrides,
});

export const makeEvent = (overrides: Partial<MaintenanceEvent> = {}): MaintenanceEvent => ({
  id: 21,
  equipmentId: 11,
  equipmentName: 'Spin bike',
  roomId: 3,
  roomName: 'Spin Studio',
  reportedBy: 'Sam Rivera',
  reportedAt: '2026-03-09T14:30:00.000Z',
  closedBy: null,
  closedAt: null,
  ...overrides,
});

export const makeStranded = (overrides: Partial<StrandedSession> = {}): StrandedSession => ({
  id: 31,
  startTime: '2026-03-11T12:00:00.000Z',
  endTime: '2026-03-11T14:00:00.000Z',
  userName: 'Ann Member',
  trainerName: 'Rita Stone',
  ...overrides,
});

export const pageOf = <T>(items: T[], total = items.length, page = 1, pageSize = 10) => ({
  items,
  total,
  page,
  pageSize,
});
