const sessions = ['sessions'] as const;
const calendarSessions = ['sessions', 'calendar'] as const;
const availability = ['sessions', 'availability'] as const;

/** Sessions: a cancelled or moved one changes every list of them, so writes invalidate `all`. */
export const sessionKeys = {
  all: sessions,
  member: (userId: number) => [...sessions, 'member', userId] as const,
  memberRange: (userId: number, from: string, to: string) => [...sessions, 'member', userId, from, to] as const,
  history: (memberId: number, today: string) => [...sessions, 'member', memberId, 'history', today] as const,
  /** The staff and trainer calendars' lists of a day range, patched in place after an edit. */
  calendar: calendarSessions,
  calendarAll: (from: string, to: string) => [...calendarSessions, 'all', from, to] as const,
  calendarTrainer: (trainerUserId: number, from: string, to: string) =>
    [...calendarSessions, 'trainer', trainerUserId, from, to] as const,
  days: <S>(scope: S, from: string, to: string) => [...sessions, 'days', scope, from, to] as const,
  availability,
  availabilityFor: (trainerId: number, date: string, roomId: number | undefined) =>
    [...availability, trainerId, date, roomId ?? 'any'] as const,
};
