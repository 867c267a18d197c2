import type { RoomListItem, Trainer, TrainingSession } from '@gym/contract';

export const makeTrainer = (trainerId: number, fullName: string, specialty: string): Trainer => ({
  trainerId,
  userId: 100 + trainerId,
  fullName,
  specialty,
  specialization: specialty,
  experience: 5,
  pricePerHour: 40,
  biography: null,
  photoUrl: null,
  user: { id: 100 + trainerId, username: `t${trainerId}`, email: `t${trainerId}@gym.test`, phone: null, fullName },
});

export const makeRoom = (id: number, roomName: string, overrides: Partial<RoomListItem> = {}): RoomListItem => ({
  id,
  roomName,
  roomType: 'Studio',
  roomQuantity: 8,
  roomStatus: 'Active',
  sessionsThisWeek: 0,
  ...overrides,
});

export const makeSession = (overrides: Partial<TrainingSession> = {}): TrainingSession => ({
  id: 1,
  userId: 1,
  trainerId: 1,
  roomId: 1,
  date: '2026-03-11',
  startTime: '2026-03-11T09:00:00.000Z',
  endTime: '2026-03-11T11:00:00.000Z',
  sessionType: 'Strength',
  notes: null,
  attendanceStatus: false,
  userName: 'Jane Doe',
  trainerName: 'John Carter',
  roomName: 'Weights Floor',
  status: 'Booked',
  cancelledAt: null,
  // The gym's default cut-off: 12 hours before the start.
  cancelBy: new Date(Date.parse(overrides.startTime ?? '2026-03-11T09:00:00.000Z') - 12 * 3_600_000).toISOString(),
  ...overrides,
});
