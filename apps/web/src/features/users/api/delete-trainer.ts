import { API, apiPath, deleteAccountResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountQueryKeys } from './create-account.ts';

/**
 * `DELETE /api/Trainer/{trainerId}`: the trainer's account goes as any account does, and their coming sessions
 * are cancelled with each member told by e-mail (docs/decisions/005).
 */
export const deleteTrainer = (trainerId: number) =>
  api.delete(apiPath(API.trainers.one, { id: trainerId }), deleteAccountResponseSchema);

export const useDeleteTrainer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrainer,
    // A trainer's account goes as any account does: the lists and the dashboards' counts change with it.
    onSuccess: () => Promise.all(accountQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
