import type { Role } from '@gym/contract';
import { paths } from '../../config/paths.ts';

export type NavItem = { to: string; label: string };

/**
 * The header's links, decided by role (decisions §1): Feedback for visitors and members, Create Plan for the
 * admin. Desktop and mobile menus show the same list.
 */
export function mainNavItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [
    { to: paths.home, label: 'Home' },
    { to: paths.exercises, label: 'Exercises' },
    { to: paths.classes, label: 'Classes' },
  ];
  if (role === null || role === 'user') items.push({ to: paths.feedback, label: 'Feedback' });
  if (role === 'admin') items.push({ to: paths.admin.createPlan, label: 'Create Plan' });
  return items;
}
