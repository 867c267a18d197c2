import { API, type ContactInput, successResponseSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** All five fields travel (decisions §1). */
export const sendContactMessage = (body: ContactInput) => api.post(API.contact.list, body, successResponseSchema);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
