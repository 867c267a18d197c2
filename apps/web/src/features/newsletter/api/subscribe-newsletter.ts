import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Not in the contract yet: the endpoint arrives with a later issue (to add there: API.newsletter and schemas). */
export const NEWSLETTER_PATH = '/api/newsletter';

const newsletterResponseSchema = z.looseObject({ message: z.string() });

export const subscribeNewsletter = (body: { email: string }) =>
  api.post(NEWSLETTER_PATH, body, newsletterResponseSchema);

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
