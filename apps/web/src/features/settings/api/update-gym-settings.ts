import { API, type GymSettings, gymSettingsSavedSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { showGymInfo } from '../../../lib/gym.ts';
import { settingsKeys } from '../../../lib/query-keys/settings.ts';

/** `PUT /api/gym` (admin): the whole settings object; answers them saved, with the sessions now outside the hours. */
export const updateGymSettings = (body: GymSettings) => api.put(API.gym, body, gymSettingsSavedSchema);

/**
 * Saves the settings, and shows them on every screen at once: the frame's name and © line, the money's currency,
 * the dates' zone. Every cached query is read again, since amounts, times and hours may all read differently.
 */
export function useUpdateGymSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGymSettings,
    onSuccess: (saved) => {
      const { sessionsOutsideHours, ...gym } = saved;
      showGymInfo(gym);
      queryClient.setQueryData(settingsKeys.gym, gym);
      queryClient.setQueryData(settingsKeys.outsideHours, sessionsOutsideHours);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
    },
  });
}
