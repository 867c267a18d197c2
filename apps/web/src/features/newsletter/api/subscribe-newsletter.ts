import { API, type NewsletterRequest, type SuccessResponse } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api, TRUSTED } from '../../../lib/api-client.ts';

// In the footer of every page, the landing page's too: trusted (lib/api-client.ts), so that page loads no zod.
export const subscribeNewsletter = (body: NewsletterRequest) =>
  api.post<SuccessResponse>(API.newsletter, body, TRUSTED);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
