import { API, apiPath, type UserUpdate, userSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { trainerKeys } from '../../../lib/query-keys/trainers.ts';
import { userKeys } from '../../../lib/query-keys/users.ts';

export type UpdateUserVariables = { id: number; body: UserUpdate };

/** `PUT /api/users/{id}` (spec §5 "Edit user"); answers the updated account. */
export const updateUser = ({ id, body }: UpdateUserVariables) =>
  api.put(apiPath(API.users.one, { id }), body, userSchema);

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Names show in the account lists and in the trainer list (a trainer's name is their account's).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainerKeys.all }),
      ]),
  });
};
