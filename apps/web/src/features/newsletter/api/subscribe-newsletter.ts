import { LANDING_API, type NewsletterRequest, type SuccessResponse } from '@gym/contract';
import { api, TRUSTED } from '../../../lib/api-client.ts';

// In the footer of every page, the landing page's too: trusted (lib/api-client.ts), so that page loads no zod,
// and sent without the query library, which that page does not load either.
export const subscribeNewsletter = (body: NewsletterRequest) =>
  api.post<SuccessResponse>(LANDING_API.newsletter, body, TRUSTED);
