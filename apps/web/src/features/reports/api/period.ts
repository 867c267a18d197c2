/** A report's period: days of the gym's calendar, both included (YYYY-MM-DD). */
export type Period = { from: string; to: string };

export const periodSearch = ({ from, to }: Period, format?: 'csv') =>
  new URLSearchParams({ from, to, ...(format ? { format } : {}) }).toString();
