import type { User } from '@gym/contract';

/** An account as the API answers it; overrides win. */
export const makeAccount = (overrides: Partial<User> = {}): User => ({
  id: 5,
  username: 'jordan_b',
  email: 'jordan.blake@gym.test',
  role: 'staff',
  birthday: '1988-06-01',
  fullName: 'Jordan Blake',
  phone: '+12125550105',
  photoUrl: null,
  ...overrides,
});

/** `{ items, total, page, pageSize }` as the paged lists answer (decisions §8). */
export const pageOf = <T>(items: T[], { total = items.length, page = 1, pageSize = 20 } = {}) => ({
  items,
  total,
  page,
  pageSize,
});

/** The query of a recorded request's URL, to assert what a list asked for. */
export const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);
