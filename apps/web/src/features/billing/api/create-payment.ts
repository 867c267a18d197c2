import { API, type PaymentRequest, paymentSchema } from '@gym/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/**
 * Read leniently: an answer without `success: true` and a payment is not thrown as a parse error but handed to
 * the screen, which says 'Payment failed: No success confirmation' (spec §8).
 */
const paymentResultSchema = z.object({
  success: z.boolean().catch(false),
  message: z.string().optional().catch(undefined),
  payment: paymentSchema.nullish().catch(null),
});
const lenientSchema = z.union([paymentResultSchema, z.unknown().transform(() => ({ success: false, payment: null }))]);
export type PaymentResult = z.infer<typeof lenientSchema>;

export const createPayment = (body: PaymentRequest) => api.post(API.payments.create, body, lenientSchema);

/** The payment when the server confirmed it, otherwise null. */
export const confirmedPayment = (result: PaymentResult) => (result.success && result.payment ? result.payment : null);

export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
