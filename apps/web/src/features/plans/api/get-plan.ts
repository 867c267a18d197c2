import { API, apiPath, planSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';

export const getPlan = (id: number, signal?: AbortSignal) =>
  api.get(apiPath(API.plans.one, { id }), planSchema, signal);

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: planKeys.one(id), queryFn: ({ signal }) => getPlan(id, signal) });

/** Waits while `id` is undefined (a route parameter that is not a plan id). */
export const usePlan = (id: number | undefined) =>
  useQuery({ ...planQueryOptions(id ?? 0), enabled: id !== undefined });
