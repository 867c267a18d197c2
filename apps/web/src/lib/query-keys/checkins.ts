const checkins = ['checkins'] as const;

/** Check-ins at the front desk and the member's pass (docs/decisions/024). */
export const checkinKeys = {
  all: checkins,
  /** A day's check-ins; `undefined`: today on the gym's clock, as the server counts it. */
  day: (date: string | undefined) => [...checkins, 'day', date ?? 'today'] as const,
  pass: [...checkins, 'pass'] as const,
  /** A member's own check-ins. */
  member: (userId: number) => [...checkins, 'member', userId] as const,
};
