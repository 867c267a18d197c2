import { API, checkinPassSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkinKeys } from '../../../lib/query-keys/checkins.ts';
import { keepDayPass } from '../day-pass-store.ts';

const MINUTE_MS = 60_000;
/** Asked again just after each minute turns, when the server makes the next pass. */
const untilNextMinute = () => MINUTE_MS - (Date.now() % MINUTE_MS) + 500;

/** `GET /api/checkin/pass` (members): the minute pass, and today's day pass, kept on the phone for when it is offline. */
export async function getPass(userId: number, signal?: AbortSignal) {
  const pass = await api.get(API.checkin.pass, checkinPassSchema, signal);
  keepDayPass(userId, pass.dayPass);
  return pass;
}

export const passQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...checkinKeys.pass, userId],
    queryFn: ({ signal }) => getPass(userId, signal),
    refetchInterval: untilNextMinute,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
  });

export const usePass = (userId: number) => useQuery(passQueryOptions(userId));
