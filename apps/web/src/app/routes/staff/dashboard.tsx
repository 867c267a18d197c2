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
import { t, useT } from '../../../lib/i18n.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Shortcuts } from '../shared/shortcuts.tsx';

/** /dashboard/staff (spec §2): subscriptions, feedback, training sessions and rooms, counted. */
export default function StaffDashboardRoute() {
  useT();
  usePageTitle(t('Staff dashboard'));
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? t('Welcome back, {name}', { name }) : t('Staff dashboard')}
        description={t('The front desk at a glance.')}
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
            title: t('Members'),
            description: t('Find a member, edit them, see their subscriptions.'),
            icon: UsersRound,
          },
          {
            to: paths.staff.sessions,
            title: t('Sessions'),
            description: t('The month’s training sessions. Record attendance and notes.'),
            icon: CalendarRange,
          },
          {
            to: paths.staff.gymRooms,
            title: t('Gym rooms'),
            description: t('Rooms, their equipment and what is being repaired.'),
            icon: DoorOpen,
          },
          {
            to: paths.staff.feedbacks,
            title: t('Feedback'),
            description: t('What members told us. Process it once handled.'),
            icon: MessageSquareText,
          },
          {
            to: paths.staff.plans,
            title: t('Plans'),
            description: t('Every plan, to edit or retire.'),
            icon: ClipboardList,
          },
          {
            to: paths.admin.createPlan,
            title: t('New plan'),
            description: t('A plan members can buy as soon as it is saved.'),
            icon: SquarePlus,
          },
          {
            to: paths.admin.contactUs,
            title: t('Contact messages'),
            description: t('What visitors sent through the contact form.'),
            icon: Inbox,
          },
        ]}
        always={[
          {
            to: paths.profile('staff'),
            title: t('Profile'),
            description: t('Update your username, name, phone and birthday.'),
            icon: UserCog,
          },
        ]}
      />
    </>
  );
}
