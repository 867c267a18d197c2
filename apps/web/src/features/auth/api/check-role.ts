import { API, okResponseSchema, type Role } from '@gym/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { roleCheckKey } from '../../../lib/query-keys/auth.ts';

/**
 * Asks the server whether the stored token belongs to `role`. The staff check must answer `{ ok: true }`;
 * for the other roles any 2xx is enough (spec §7).
 */
export const checkRole = (role: Role, signal?: AbortSignal) =>
  api.get(API.auth.roleCheck[role], role === 'staff' ? okResponseSchema : z.unknown(), signal).then(() => true);

/** How long a role check's answer stands for the guard that mounts after it. */
export const ROLE_CHECK_FRESH_MS = 5000;

export const roleCheckQueryOptions = (role: Role, token: string | null) =>
  queryOptions({
    // The token is part of the key: a new login is checked afresh.
    queryKey: roleCheckKey(role, token),
    queryFn: ({ signal }) => checkRole(role, signal),
    enabled: token !== null,
    retry: false,
    // Checked afresh each time the dashboards are entered, but not twice on one entry: the check started before the
    // guard rendered (`warmDashboards`, app/dashboard-area.tsx) is the guard's own.
    staleTime: ROLE_CHECK_FRESH_MS,
  });
