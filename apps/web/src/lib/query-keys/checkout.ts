const checkouts = ['checkouts'] as const;

export const checkoutKeys = {
  all: checkouts,
  one: (paymentId: number) => [...checkouts, paymentId] as const,
};
