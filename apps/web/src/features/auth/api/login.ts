import { API, type LoginRequest, loginResponseSchema } from '@gym/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginRequest) => api.post(API.auth.login, body, loginResponseSchema);

type LoginResult = Awaited<ReturnType<typeof login>>;

export const useLogin = (options?: UseMutationOptions<LoginResult, Error, LoginRequest>) =>
  useMutation({ ...options, mutationFn: login });
