export const failedMailKey = ['mail', 'failed'] as const;
