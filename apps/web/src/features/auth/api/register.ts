import { API, type RegisterRequest, registerResponseSchema } from '@gym/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const register = (body: RegisterRequest) => api.post(API.auth.register, body, registerResponseSchema);

type RegisterResult = Awaited<ReturnType<typeof register>>;

export const useRegister = (options?: UseMutationOptions<RegisterResult, Error, RegisterRequest>) =>
  useMutation({ ...options, mutationFn: register });
