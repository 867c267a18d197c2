export const settingsKeys = {
  /** The gym's settings as the Settings screen edits them (`GET /api/gym`, checked with its schema). */
  gym: ['settings', 'gym'] as const,
  /** Coming sessions outside the opening hours as they are now. */
  outsideHours: ['settings', 'outside-hours'] as const,
};
