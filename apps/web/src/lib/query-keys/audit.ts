import type { AuditParams } from '@gym/contract';

export const auditKey = ['audit'] as const;
export const auditListKey = (params: AuditParams) => [...auditKey, 'list', params] as const;
export const auditVerifyKey = [...auditKey, 'verify'] as const;
