import { API, apiPath, userPageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';
import { type UserListFilter, userListCsvQuery, userListQuery } from './get-users.ts';

/**
 * `GET /api/Trainer/{userId}/users`: the members who have booked a session with this trainer (decisions §3), by
 * the trainer's USER id (decisions §8), searched and paged like the account list.
 */
export const getTrainerMembers = (trainerUserId: number, filter: UserListFilter, signal?: AbortSignal) =>
  api.get(`${apiPath(API.trainers.members, { id: trainerUserId })}?${userListQuery(filter)}`, userPageSchema, signal);

/** The trainer's members as a CSV file: the same search and order, every member rather than a page. */
export const trainerMembersCsvPath = (trainerUserId: number, filter: Omit<UserListFilter, 'page'>) =>
  `${apiPath(API.trainers.members, { id: trainerUserId })}?${userListCsvQuery(filter)}`;

export const trainerMembersQueryOptions = (trainerUserId: number, filter: UserListFilter) =>
  queryOptions({
    queryKey: userKeys.trainerMembers(trainerUserId, filter),
    queryFn: ({ signal }) => getTrainerMembers(trainerUserId, filter, signal),
  });

export const useTrainerMembers = (trainerUserId: number, filter: UserListFilter) =>
  useQuery({ ...trainerMembersQueryOptions(trainerUserId, filter), placeholderData: keepPreviousData });
