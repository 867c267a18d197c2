import {
  API,
  apiPath,
  type Room,
  type RoomInput,
  type RoomListItem,
  roomConflictSchema,
  roomSchema,
  type StrandedClass,
  type StrandedSession,
} from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { roomKeys } from '../../../lib/query-keys/rooms.ts';
import { sessionKeys } from '../../../lib/query-keys/sessions.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/**
 * The answer to a room change that would strand upcoming sessions or classes (409, docs/decisions/007 and 025): the
 * server's message ('3 upcoming sessions are booked in this room. Confirm to cancel them…'), those sessions and
 * classes by start time.
 * Nothing was saved; the same change with `confirm: true` cancels them and saves.
 */
export class RoomChangeStrandsSessions extends ApiError {
  readonly sessions: StrandedSession[];
  /** The group classes it would cancel (docs/decisions/025). */
  readonly classes: StrandedClass[];

  constructor(message: string, sessions: StrandedSession[], classes: StrandedClass[] = []) {
    super(409, message);
    this.name = 'RoomChangeStrandsSessions';
    this.sessions = sessions;
    this.classes = classes;
  }
}

export type UpdateRoomVariables = { id: number; body: RoomInput };

/** `PUT /api/GymRoom/{id}` (admin, staff); answers the saved room, or throws `RoomChangeStrandsSessions`. */
export async function updateRoom({ id, body }: UpdateRoomVariables): Promise<Room> {
  try {
    return await api.put(apiPath(API.rooms.one, { id }), body, roomSchema);
  } catch (error) {
    const conflict =
      error instanceof ApiError && error.status === 409 ? roomConflictSchema.safeParse(error.body) : null;
    if (conflict?.success)
      throw new RoomChangeStrandsSessions(conflict.data.message, conflict.data.sessions, conflict.data.classes);
    throw error;
  }
}

export const useUpdateRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (room, { body }) => {
      // The card shows the saved values at once; this week's count is the server's, and a confirmed change may
      // have cancelled sessions, so the list, the dashboards' counts and every sessions list are asked again.
      queryClient.setQueryData<RoomListItem[]>(roomKeys.list, (rooms) =>
        rooms?.map((r) => (r.id === room.id ? { ...r, ...room } : r)),
      );
      const stale = body.confirm ? [roomKeys.all, statsKeys.all, sessionKeys.all] : [roomKeys.all];
      return Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
};
