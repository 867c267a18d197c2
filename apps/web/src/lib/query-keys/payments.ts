import type { PaymentListParams } from '@gym/contract';

/** Every payment list (back office and a member's): a new payment or refund invalidates them all. */
export const paymentsKey = ['payments'] as const;
export const paymentListKey = (params: PaymentListParams) => [...paymentsKey, 'list', params] as const;
export const memberPaymentsKey = (userId: number, page: number) => [...paymentsKey, 'member', userId, page] as const;
