import { LANDING_PLAN_COUNT } from '@gym/contract';
import { usePlainRead } from '../../../lib/use-plain-read.ts';
import { getPlanPage } from './plan-page.ts';

const getOfferedPlans = (signal: AbortSignal) => getPlanPage({ page: 1, pageSize: LANDING_PLAN_COUNT }, signal);

/**
 * The plans on offer that the landing page shows: the first page, at most LANDING_PLAN_COUNT, oldest first, read
 * outside the query cache (`usePlainRead`).
 */
export const useOfferedPlans = () => usePlainRead(getOfferedPlans);
