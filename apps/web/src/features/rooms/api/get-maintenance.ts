import { API, maintenancePageSchema } from '@gym/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { maintenanceKeys } from '../../../lib/query-keys/equipment.ts';

/** Events per page of a room's maintenance log. */
export const MAINTENANCE_PAGE_SIZE = 10;

export type MaintenanceFilter = { roomId: number; page: number };

/** `GET /api/maintenance?roomId=&page=&pageSize=` (admin, staff): one room's events, open and closed, newest first. */
export const getMaintenance = ({ roomId, page }: MaintenanceFilter, signal?: AbortSignal) =>
  api.get(
    `${API.maintenance}?${new URLSearchParams({
      roomId: String(roomId),
      page: String(page),
      pageSize: String(MAINTENANCE_PAGE_SIZE),
    })}`,
    maintenancePageSchema,
    signal,
  );

/** One room's whole maintenance log as a CSV file, newest first (docs/decisions/027). */
export const maintenanceCsvPath = (roomId: number) =>
  `${API.maintenance}?${new URLSearchParams({ roomId: String(roomId), format: 'csv' })}`;

export const maintenanceQueryOptions = (filter: MaintenanceFilter) =>
  queryOptions({
    queryKey: maintenanceKeys.page(filter.roomId, filter.page),
    queryFn: ({ signal }) => getMaintenance(filter, signal),
  });

/** Keeps the page on screen while the next one loads. */
export const useMaintenance = (filter: MaintenanceFilter) =>
  useQuery({ ...maintenanceQueryOptions(filter), placeholderData: keepPreviousData });
