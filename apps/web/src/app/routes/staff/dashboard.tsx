import {
  CalendarRange,
  ClipboardList,
  DoorOpen,
  Inbox,
  MessageSquareText,
  SquarePlus,
  UserCog,
  UsersRound,
} from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { StaffOverview } from '../../../features/statistics/components/staff-overview.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Shortcuts } from '../shared/shortcuts.tsx';

/** /dashboard/staff (spec §2): subscriptions, feedback, training sessions and rooms, counted. */
export default function StaffDashboardRoute() {
  usePageTitle('Staff dashboard');
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Staff dashboard'}
        description="The front desk at a glance."
      />
      <StaffOverview
        links={{
          subscriptions: link(paths.staff.userList),
          feedbacks: link(paths.staff.feedbacks),
          trainingSessions: link(paths.staff.sessions),
          gymRooms: link(paths.staff.gymRooms),
        }}
      />
      <Shortcuts
        items={[
          {
            to: paths.staff.userList,
            title: 'Members',
            description: 'Find a member, edit them, see their subscriptions.',
            icon: UsersRound,
          },
          {
            to: paths.staff.sessions,
            title: 'Sessions',
            description: 'The month’s training sessions. Record attendance and notes.',
            icon: CalendarRange,
          },
          {
            to: paths.staff.gymRooms,
            title: 'Gym rooms',
            description: 'Rooms, their equipment and what is being repaired.',
            icon: DoorOpen,
          },
          {
            to: paths.staff.feedbacks,
            title: 'Feedback',
            description: 'What members told us. Process it once handled.',
            icon: MessageSquareText,
          },
          { to: paths.staff.plans, title: 'Plans', description: 'Every plan, to edit or retire.', icon: ClipboardList },
          {
            to: paths.admin.createPlan,
            title: 'New plan',
            description: 'A plan members can buy as soon as it is saved.',
            icon: SquarePlus,
          },
          {
            to: paths.admin.contactUs,
            title: 'Contact messages',
            description: 'What visitors sent through the contact form.',
            icon: Inbox,
          },
        ]}
        always={[
          {
            to: paths.profile('staff'),
            title: 'Profile',
            description: 'Update your username, name, phone and birthday.',
            icon: UserCog,
          },
        ]}
      />
    </>
  );
}
