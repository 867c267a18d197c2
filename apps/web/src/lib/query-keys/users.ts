const users = ['users'] as const;

/** Accounts as staff see them; a trainer's members are accounts too. */
export const userKeys = {
  all: users,
  list: <F>(filter: F) => [...users, 'list', filter] as const,
  one: (id: number) => [...users, 'one', id] as const,
  trainerMembers: <F>(trainerUserId: number, filter: F) =>
    [...users, 'trainer-members', trainerUserId, filter] as const,
};
