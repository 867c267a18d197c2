const plans = ['plans'] as const;

export const planKeys = {
  all: plans,
  page: <Q>(query: Q) => [...plans, 'page', query] as const,
  one: (id: number) => [...plans, 'one', id] as const,
  features: (id: number) => [...plans, 'features', id] as const,
};
