import { can, type Permission } from '@gym/contract';
import { useCallback } from 'react';
import { useAuth } from './auth.ts';

/**
 * Whether the signed-in user's role may use a permission (decisions §4, the contract's `PERMISSIONS`, the same
 * table the server's route guards read). Screens hide the buttons a role may not use with it:
 *
 *   const can = useCan();
 *   {can('plans.write') && <Button>Edit</Button>}
 *
 * It answers for the role only. Whether the thing is the user's own (their feedback, their subscription) is
 * still the server's question; a visitor who is not signed in may do nothing.
 */
export function useCan(): (permission: Permission) => boolean {
  const role = useAuth().user?.role ?? null;
  return useCallback((permission: Permission) => can(role, permission), [role]);
}
