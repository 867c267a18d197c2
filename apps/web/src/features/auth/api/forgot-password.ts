import { API, type ForgotPasswordRequest, successResponseSchema } from '@gym/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Step 1 sends `{ email }` (a code is e-mailed); step 2 sends `{ email, code, newPassword }` (decisions §8). */
export const forgotPassword = (body: ForgotPasswordRequest) =>
  api.post(API.auth.forgotPassword, body, successResponseSchema);

type ForgotPasswordResult = Awaited<ReturnType<typeof forgotPassword>>;

export const useForgotPassword = (options?: UseMutationOptions<ForgotPasswordResult, Error, ForgotPasswordRequest>) =>
  useMutation({ ...options, mutationFn: forgotPassword });
