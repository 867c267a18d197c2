import type { Role } from '@gym/contract';
import { paths } from '../../../config/paths.ts';

/**
 * The plans list of a person's own area: the admin's admin/plans, everyone else's staff/plans (spec §2: trainers
 * reuse staff/plans). Plan screens lead back, and creating or deleting a plan leads, there.
 */
export const plansListFor = (role: Role | undefined) => (role === 'admin' ? paths.admin.plans : paths.staff.plans);

/**
 * Where a plan card leads: the edit screen of the list's own area for those who may change plans; trainers open
 * admin/plan/{id}, which they reuse read-only (spec §2).
 */
export const planPathFor = (role: Role | undefined, area: 'admin' | 'staff') => (planId: number) =>
  area === 'staff' && role !== 'trainer' ? paths.staff.plan(planId) : paths.admin.plan(planId);
