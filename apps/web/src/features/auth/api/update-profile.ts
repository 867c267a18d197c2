import { API, type ProfileUpdate, type User, userSchema } from '@gym/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/auth-store.ts';

/** Answers the updated user, which replaces the stored one. */
export const updateProfile = (body: ProfileUpdate) => api.put(API.auth.profile, body, userSchema);

export const useUpdateProfile = (options?: UseMutationOptions<User, Error, ProfileUpdate>) =>
  useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: (user, ...rest) => {
      authStore.updateUser(user);
      return options?.onSuccess?.(user, ...rest);
    },
  });
