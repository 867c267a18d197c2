import { API, type NewsletterRequest, successResponseSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const subscribeNewsletter = (body: NewsletterRequest) => api.post(API.newsletter, body, successResponseSchema);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
