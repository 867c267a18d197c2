import { API, apiPath, deleteAccountResponseSchema } from '@gym/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountQueryKeys } from './create-account.ts';

/**
 * `DELETE /api/users/{id}` (admin): an account with history is deactivated and anonymised, a trainer's coming
 * sessions are cancelled (docs/decisions/005).
 */
export const deleteUser = (id: number) => api.delete(apiPath(API.users.one, { id }), deleteAccountResponseSchema);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => Promise.all(accountQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
