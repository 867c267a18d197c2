import { API, apiPath, type TrainerUpdateRequest, trainerSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { trainerKeys } from '../../../lib/query-keys/trainers.ts';

/** The admin sends the whole profile; a trainer only `biography` and `photoUrl` (their own). */
export type UpdateTrainerVariables = { trainerId: number; body: TrainerUpdateRequest };

/** `PUT /api/Trainer/{trainerId}` (the trainer's id, decisions §8); answers the trainer list item. */
export const updateTrainer = ({ trainerId, body }: UpdateTrainerVariables) =>
  api.put(apiPath(API.trainers.one, { id: trainerId }), body, trainerSchema);

export const useUpdateTrainer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrainer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainerKeys.all }),
  });
};
