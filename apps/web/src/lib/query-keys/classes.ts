/**
 * Group classes (docs/decisions/025, 032): the timetable by range, the types, one class's roster, and the caller's
 * own classes by range (keyed by account: a member's places, a trainer's classes).
 */
export const classKeys = {
  all: ['classes'] as const,
  range: (from: string, to: string) => ['classes', 'range', from, to] as const,
  types: ['classes', 'types'] as const,
  roster: (id: number) => ['classes', 'roster', id] as const,
  mine: (from: string, to: string, userId: number) => ['classes', 'mine', from, to, userId] as const,
};
