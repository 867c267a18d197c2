import type { Role } from '@gym/contract';
import { CalendarDays, CalendarPlus, Heart, LayoutDashboard, MessageSquareText, Ticket, UserCog } from 'lucide-react';
import { DashboardLayout, type DashboardNavItem } from '../components/layout/dashboard-layout.tsx';
import { paths } from '../config/paths.ts';
import { RoleGuard } from '../features/auth/components/role-guard.tsx';

export const AREA_TITLES: Record<Role, string> = {
  user: 'Member area',
  staff: 'Staff area',
  trainer: 'Trainer area',
  admin: 'Admin area',
};

/** Each area's own screens, between the overview and the profile. Add a line per screen. */
const areaLinks: Record<Role, DashboardNavItem[]> = {
  // The member's pages of spec §2, in the order of the member dashboard's cards.
  user: [
    { to: paths.member.subscriptions, label: 'My subscriptions', icon: Ticket },
    { to: paths.member.trainingSessions, label: 'Training sessions', icon: CalendarDays },
    { to: paths.member.registerTraining, label: 'Book a session', icon: CalendarPlus },
    { to: paths.member.favourites, label: 'Favourite exercises', icon: Heart },
    { to: paths.member.feedbacks, label: 'My feedback', icon: MessageSquareText },
  ],
  staff: [],
  trainer: [],
  admin: [],
};

const areaNav = (role: Role): DashboardNavItem[] => [
  { to: paths.dashboard(role), label: 'Overview', icon: LayoutDashboard, end: true },
  ...areaLinks[role],
  { to: paths.profile(role), label: 'Profile', icon: UserCog },
];

/** A role's area behind its guard (spec §2 "Route guards"). */
export function DashboardArea({ role }: { role: Role }) {
  return (
    <RoleGuard allow={[role]}>
      <DashboardLayout title={AREA_TITLES[role]} nav={areaNav(role)} />
    </RoleGuard>
  );
}
