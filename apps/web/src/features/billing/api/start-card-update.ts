import { API, type CardUpdateRequest, checkoutResponseSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/checkout/card-update`: spends the e-mailed link and answers the provider's page (docs/decisions/029). */
export const startCardUpdate = (body: CardUpdateRequest) =>
  api.post(API.checkout.cardUpdate, body, checkoutResponseSchema);

/** Opens the checkout that saves the new card, and sends the browser to the provider's page. */
export const useStartCardUpdate = () =>
  useMutation({
    mutationFn: startCardUpdate,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
