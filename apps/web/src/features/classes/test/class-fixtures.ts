import type { ClassSession } from '@gym/contract';

/** A scheduled class of an hour with free places; override what a test is about. */
export const makeClassSession = (overrides: Partial<ClassSession> = {}): ClassSession => ({
  id: 21,
  classTypeId: 3,
  name: 'Morning Yoga',
  description: '',
  level: 'All levels',
  trainerId: 4,
  trainerName: 'Rita Stone',
  roomId: 2,
  roomName: 'Studio A',
  date: '2026-03-12',
  startTime: '2026-03-12T10:00:00.000Z',
  endTime: '2026-03-12T11:00:00.000Z',
  capacity: 12,
  booked: 5,
  waitlisted: 0,
  status: 'Scheduled',
  myStatus: null,
  waitlistPosition: null,
  ...overrides,
});
