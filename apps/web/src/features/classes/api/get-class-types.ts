import { API, classTypeSchema } from '@gym/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { classKeys } from '../../../lib/query-keys/classes.ts';

/** `GET /api/classes/types` (public): every class type by name. */
export const getClassTypes = (signal?: AbortSignal) => api.get(API.classes.types, z.array(classTypeSchema), signal);

export const useClassTypes = () =>
  useQuery({ queryKey: classKeys.types, queryFn: ({ signal }) => getClassTypes(signal) });
