import type { SubscriptionRow } from '@gym/contract';

/** A subscription row as the API answers it (decisions §6); overrides win. */
export const makeSubscription = (overrides: Partial<SubscriptionRow> = {}): SubscriptionRow => ({
  id: 11,
  userId: 1,
  username: 'jane_doe',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '0123456789',
  planId: 3,
  planName: 'Premium Quarterly',
  planImageUrl: '/images/plans/premium.svg',
  planDescription: 'Three months to make real progress.',
  planPrice: 249.99,
  durationInDays: 90,
  startDate: '2025-01-05',
  endDate: '2025-04-05',
  isActive: true,
  status: 'Active',
  autoRenew: false,
  paymentId: 21,
  paymentDate: '2025-01-05T10:00:00.000Z',
  paymentAmount: 249.99,
  paymentStatus: 'Completed',
  ...overrides,
});

export const pageOfRows = (items: SubscriptionRow[], page = 1, pageSize = 12) => ({
  items,
  total: items.length,
  page,
  pageSize,
});
