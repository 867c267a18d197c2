const stats = ['stats'] as const;

/** The dashboards' figures: what changes a count (a plan, a room, an account, a feedback) invalidates `all`. */
export const statsKeys = {
  all: stats,
  admin: ['stats', 'admin'] as const,
  staff: ['stats', 'staff'] as const,
  trainer: ['stats', 'trainer'] as const,
};
