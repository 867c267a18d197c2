const exercises = ['exercises'] as const;

export const exerciseKeys = {
  all: exercises,
  page: <Q>(search: Q) => [...exercises, 'page', search] as const,
  one: (id: number) => [...exercises, 'one', id] as const,
  bodyParts: ['exercises', 'body-parts'] as const,
};
