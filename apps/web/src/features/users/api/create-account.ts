import { API, type CreateAccountInput, createAccountResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { statsKeys } from '../../../lib/query-keys/stats.ts';
import { trainerKeys } from '../../../lib/query-keys/trainers.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

/** What a new or deleted account changes: the account lists, the trainer list and every dashboard's counts. */
export const accountQueryKeys = [userKeys.all, trainerKeys.all, statsKeys.all] as const;

/**
 * `POST /api/users/create-by-admin` with spec §3's staff creation payload: a trainer's details with a trainer,
 * `experience` and `pricePerHour` as null for staff and members.
 */
export const createAccount = (input: CreateAccountInput) =>
  api.post(
    API.users.createByAdmin,
    input.role === 'trainer' ? input : { ...input, experience: null, pricePerHour: null },
    createAccountResponseSchema,
  );

export const useCreateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => Promise.all(accountQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
