import type { Role } from '@gym/contract';
import { LayoutDashboard, UserCog } from 'lucide-react';
import { DashboardLayout, type DashboardNavItem } from '../components/layout/dashboard-layout.tsx';
import { paths } from '../config/paths.ts';
import { RoleGuard } from '../features/auth/components/role-guard.tsx';

export const AREA_TITLES: Record<Role, string> = {
  user: 'Member area',
  staff: 'Staff area',
  trainer: 'Trainer area',
  admin: 'Admin area',
};

/** Later issues add each area's own screens to its list. */
const areaNav = (role: Role): DashboardNavItem[] => [
  { to: paths.dashboard(role), label: 'Overview', icon: LayoutDashboard, end: true },
  { to: paths.profile(role), label: 'Profile', icon: UserCog },
];

/** A role's area behind its guard (spec §2 "Route guards"). */
export function DashboardArea({ role }: { role: Role }) {
  return (
    <RoleGuard role={role}>
      <DashboardLayout title={AREA_TITLES[role]} nav={areaNav(role)} />
    </RoleGuard>
  );
}
