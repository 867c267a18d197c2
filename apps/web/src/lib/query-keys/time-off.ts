/** A trainer's time off (docs/decisions/031), by trainer id and the days listed. */
export const timeOffKeys = {
  all: ['time-off'] as const,
  trainer: (trainerId: number, from: string) => ['time-off', trainerId, from] as const,
};
