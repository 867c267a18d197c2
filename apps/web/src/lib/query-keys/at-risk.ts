import { reportKeys } from './reports.ts';

/** At-risk members (docs/decisions/039), under the reports' keys: a page of the list is its page and size. */
export const atRiskKeys = {
  all: [...reportKeys.all, 'at-risk'] as const,
  page: (page: number, pageSize: number) => [...atRiskKeys.all, page, pageSize] as const,
};
