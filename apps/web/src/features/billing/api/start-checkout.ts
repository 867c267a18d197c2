import { API, type CheckoutRequest, checkoutResponseSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/checkout`: holds the place and answers the provider's page (docs/decisions/022). */
export const startCheckout = (body: CheckoutRequest) => api.post(API.checkout.create, body, checkoutResponseSchema);

/** Starts the checkout and sends the browser to the provider's page. */
export const useStartCheckout = () =>
  useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
