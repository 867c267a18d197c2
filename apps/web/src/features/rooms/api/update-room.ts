import {
  API,
  apiPath,
  type Room,
  type RoomInput,
  type RoomListItem,
  roomConflictSchema,
  roomSchema,
  type StrandedSession,
} from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type FieldErrors } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { statsQueryKey } from '../../../lib/query-client.ts';
import { roomListKey, roomsKey } from './get-rooms.ts';

/**
 * The answer to a room change that would strand upcoming sessions (409, docs/decisions/007): the server's message
 * ('3 upcoming sessions are booked in this room. Confirm to cancel them…') and those sessions by start time.
 * Nothing was saved; the same change with `confirm: true` cancels them and saves.
 */
export class RoomChangeStrandsSessions extends ApiError {
  readonly sessions: StrandedSession[];

  constructor(message: string, sessions: StrandedSession[]) {
    super(409, message);
    this.name = 'RoomChangeStrandsSessions';
    this.sessions = sessions;
  }
}

export type UpdateRoomVariables = { id: number; body: RoomInput };

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * `PUT /api/GymRoom/{id}` (admin, staff); answers the saved room, or throws `RoomChangeStrandsSessions`.
 *
 * This one call sends its own request rather than going through `lib/api-client.ts`: the shared client's
 * `ApiError` keeps a refusal's message and field errors only, and the point of this 409 is the list of sessions
 * beside them. Everything else behaves as the shared client does: the bearer token when there is one, a 401
 * forgets the stored session, and any other refusal is an `ApiError` with the server's message and field errors.
 */
export async function updateRoom({ id, body }: UpdateRoomVariables): Promise<Room> {
  const token = authStore.get()?.token;
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE_URL}${apiPath(API.rooms.one, { id })}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(body),
  });
  const answer = await readJson(response);
  if (response.ok) return roomSchema.parse(answer);

  if (response.status === 401 && token && authStore.get()?.token === token) authStore.clear();
  const conflict = response.status === 409 ? roomConflictSchema.safeParse(answer) : undefined;
  if (conflict?.success) throw new RoomChangeStrandsSessions(conflict.data.message, conflict.data.sessions);
  const record = answer && typeof answer === 'object' ? (answer as { message?: unknown; errors?: unknown }) : {};
  throw new ApiError(
    response.status,
    typeof record.message === 'string' ? record.message : '',
    fieldErrorsOf(record.errors),
  );
}

function fieldErrorsOf(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value)
    .map(([field, messages]) => [field, [messages].flat().filter((m): m is string => typeof m === 'string')] as const)
    .filter(([, messages]) => messages.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const useUpdateRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (room, { body }) => {
      // The card shows the saved values at once; this week's count is the server's, and a confirmed change may
      // have cancelled sessions, so the list, the dashboards' counts and every sessions list are asked again.
      queryClient.setQueryData<RoomListItem[]>(roomListKey, (rooms) =>
        rooms?.map((r) => (r.id === room.id ? { ...r, ...room } : r)),
      );
      const stale: readonly (readonly string[])[] = body.confirm ? [roomsKey, statsQueryKey, ['sessions']] : [roomsKey];
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
};
