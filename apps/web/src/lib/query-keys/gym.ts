export const gymKey = ['gym'] as const;
