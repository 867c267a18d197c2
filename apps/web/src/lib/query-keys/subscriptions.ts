const subscriptions = ['subscriptions'] as const;

export const subscriptionKeys = {
  all: subscriptions,
  member: (userId: number) => [...subscriptions, 'member', userId] as const,
  memberPage: (userId: number, page: number) => [...subscriptions, 'member', userId, page] as const,
};
