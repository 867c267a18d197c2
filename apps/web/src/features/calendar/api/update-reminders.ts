import { API, type ReminderSettingsRequest, reminderSettingsSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { remindersKey } from '../../../lib/query-keys/calendar.ts';

/** `PUT /api/reminders`: switches the member's reminder e-mails on or off; answers the saved setting. */
export const updateReminders = (body: ReminderSettingsRequest) => api.put(API.reminders, body, reminderSettingsSchema);

export const useUpdateReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (saved) => queryClient.setQueryData(remindersKey, saved),
  });
};
