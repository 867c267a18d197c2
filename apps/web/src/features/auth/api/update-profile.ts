import { type Account, API, accountSchema, type ProfileUpdate } from '@gym/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

/** Answers the updated account, which replaces the stored one. */
export const updateProfile = (body: ProfileUpdate) => api.put(API.auth.profile, body, accountSchema);

export const useUpdateProfile = (options?: UseMutationOptions<Account, Error, ProfileUpdate>) =>
  useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (user, ...rest) => {
      authStore.updateUser(user);
      return options?.onSuccess?.(user, ...rest);
    },
  });
