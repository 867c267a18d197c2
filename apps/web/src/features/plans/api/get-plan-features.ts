import { API, apiPath, legacyPlanFeaturesSchema } from '@gym/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { planKeys } from '../../../lib/query-keys/plans.ts';

/** The legacy plan-features call (spec §7): amounts per month and year, amenities as 'Available' or not. */
export const getPlanFeatures = (id: number, signal?: AbortSignal) =>
  api.get(apiPath(API.plans.legacyFeatures, { id }), legacyPlanFeaturesSchema, signal).then((body) => body.plan);

export const planFeaturesQueryOptions = (id: number) =>
  queryOptions({ queryKey: planKeys.features(id), queryFn: ({ signal }) => getPlanFeatures(id, signal) });

export const usePlanFeatures = (id: number | undefined) =>
  useQuery({ ...planFeaturesQueryOptions(id ?? 0), enabled: id !== undefined });
