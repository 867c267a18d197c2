/** The owner's reports (docs/reports.md): each report's key holds the period or days it was asked for. */
export const reportKeys = {
  all: ['reports'] as const,
  revenue: (period: { from: string; to: string }) => [...reportKeys.all, 'revenue', period] as const,
  members: (period: { from: string; to: string }) => [...reportKeys.all, 'members', period] as const,
  retention: (period: { from: string; to: string }) => [...reportKeys.all, 'retention', period] as const,
  attendance: (period: { from: string; to: string }) => [...reportKeys.all, 'attendance', period] as const,
  classes: (period: { from: string; to: string }) => [...reportKeys.all, 'classes', period] as const,
  expiring: (days: number, page: number, pageSize: number) =>
    [...reportKeys.all, 'expiring', days, page, pageSize] as const,
};
