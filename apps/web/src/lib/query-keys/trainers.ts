const trainers = ['trainers'] as const;

/** `GET /api/Trainer`: the plain list (booking form) and the admin's pages share the `all` key. */
export const trainerKeys = {
  all: trainers,
  list: ['trainers', 'list'] as const,
  page: (page: number) => [...trainers, 'page', page] as const,
  /** `GET /api/trainers/public/{trainerId}`: under `all`, so an edit in the back office refreshes it too. */
  publicOne: (trainerId: number) => [...trainers, 'public', trainerId] as const,
};
