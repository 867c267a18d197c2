const feedback = ['feedback'] as const;

export const feedbackKeys = {
  all: feedback,
  list: <Q>(query: Q) => [...feedback, 'all', query] as const,
  /** The signed-in member's own feedback, every page. */
  mine: ['feedback', 'mine'] as const,
  minePage: (page: number) => [...feedback, 'mine', page] as const,
};
