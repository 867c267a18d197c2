import { CalendarDays, ClipboardList, Inbox, MessageSquareText, UserCog, UsersRound } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { TrainerAgenda } from '../../../features/sessions/components/trainer-agenda.tsx';
import { TrainerOverview } from '../../../features/statistics/components/trainer-overview.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Shortcuts } from '../shared/shortcuts.tsx';

/** /dashboard/trainer (spec §2): the trainer's day and week first, then their own members and sessions, counted. */
export default function TrainerDashboardRoute() {
  usePageTitle('Trainer dashboard');
  const { user } = useAuth();
  const link = useScreenLink();
  const name = user?.fullName || user?.username;
  return (
    <>
      <PageHeader
        title={name ? `Welcome back, ${name}` : 'Trainer dashboard'}
        description="Your members and your sessions."
      />
      {user && <TrainerAgenda trainerUserId={user.id} />}
      <TrainerOverview
        links={{ members: link(paths.trainerArea.userList), sessions: link(paths.trainerArea.sessionList) }}
      />
      <Shortcuts
        items={[
          {
            to: paths.trainerArea.userList,
            title: 'My members',
            description: 'The members who train with you.',
            icon: UsersRound,
          },
          {
            to: paths.trainerArea.sessionList,
            title: 'My sessions',
            description: 'Your sessions, month by month.',
            icon: CalendarDays,
          },
          { to: paths.staff.plans, title: 'Plans', description: 'The plans members can buy.', icon: ClipboardList },
          {
            to: paths.staff.feedbacks,
            title: 'Feedback',
            description: 'What members told us about the gym.',
            icon: MessageSquareText,
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
            to: paths.profile('trainer'),
            title: 'Profile',
            description: 'Update your username, name, phone and birthday.',
            icon: UserCog,
          },
        ]}
      />
    </>
  );
}
