import { API, type RoomInput, roomSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from '../../../lib/query-keys/rooms.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';

/** `POST /api/GymRoom` (admin, staff): the new room, Active unless the body says otherwise. */
export const createRoom = (body: RoomInput) => api.post(API.rooms.list, body, roomSchema);

export const useCreateRoom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    // The dashboards count the rooms.
    onSuccess: () =>
      Promise.all([roomKeys.all, statsKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
