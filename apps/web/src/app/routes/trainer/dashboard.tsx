import { addDays, todayIn } from '@gym/contract';
import { CalendarDays, ClipboardList, Inbox, MessageSquareText, UserCog, UsersRound } from 'lucide-react';
import { useDeferredValue } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { PageLoading } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyClasses } from '../../../features/classes/api/get-my-classes.ts';
import { TRAINER_CLASSES_DAYS, TrainerClasses } from '../../../features/classes/components/trainer-classes.tsx';
import { useTrainerSessions } from '../../../features/sessions/api/get-trainer-sessions.ts';
import { AGENDA_DAYS, TrainerAgenda } from '../../../features/sessions/components/trainer-agenda.tsx';
import { useTrainerStats } from '../../../features/statistics/api/get-trainer-stats.ts';
import { TrainerOverview } from '../../../features/statistics/components/trainer-overview.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useScreenLink } from '../../../lib/open-screens.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Shortcuts } from '../shared/shortcuts.tsx';

/**
 * /dashboard/trainer (spec §2): the trainer's day and week first, their classes of the week with each roster
 * (docs/decisions/032), then their own members and sessions, counted.
 */
/**
 * Whether the home's three reads have had their first answer (or error), read with the same keys as its sections. The
 * sections below the heading appear together: each filling in on its own pushed the ones below it down as they arrived
 * (a layout shift of 0.41 in Lighthouse). `isFetched`, not `isPending`, as on the member's home: after an error the
 * sections' own queries fetch again as they mount.
 */
function useFirstAnswers(userId: number) {
  const timeZone = useGymTimeZone();
  const today = timeZone ? todayIn(timeZone) : undefined;
  const sessions = useTrainerSessions(
    userId,
    { from: today ?? '', to: today ? addDays(today, AGENDA_DAYS - 1) : '' },
    { enabled: today !== undefined && userId !== 0 },
  );
  const classes = useMyClasses(today, today === undefined ? undefined : addDays(today, TRAINER_CLASSES_DAYS - 1));
  const stats = useTrainerStats();
  // Rendered in a deferred pass, which React splits into slices of a few milliseconds, instead of in one long task as
  // the last answer arrives (docs/decisions/041).
  return useDeferredValue(sessions.isFetched && classes.isFetched && stats.isFetched);
}

export default function TrainerDashboardRoute() {
  useT();
  usePageTitle(t('Trainer dashboard'));
  const { user } = useAuth();
  const name = user?.fullName || user?.username;
  const answered = useFirstAnswers(user?.id ?? 0);
  return (
    <>
      <PageHeader
        title={name ? t('Welcome back, {name}', { name }) : t('Trainer dashboard')}
        description={t('Your members and your sessions.')}
      />
      {answered ? <Sections userId={user?.id} /> : <PageLoading label={t('Loading your dashboard')} />}
    </>
  );
}

function Sections({ userId }: { userId: number | undefined }) {
  useT();
  const link = useScreenLink();
  return (
    <>
      {userId !== undefined && <TrainerAgenda trainerUserId={userId} />}
      {userId !== undefined && <TrainerClasses />}
      <TrainerOverview
        links={{ members: link(paths.trainerArea.userList), sessions: link(paths.trainerArea.sessionList) }}
      />
      <Shortcuts
        items={[
          {
            to: paths.trainerArea.userList,
            title: t('My members'),
            description: t('The members who train with you.'),
            icon: UsersRound,
          },
          {
            to: paths.trainerArea.sessionList,
            title: t('My sessions'),
            description: t('Your sessions, month by month.'),
            icon: CalendarDays,
          },
          {
            to: paths.staff.plans,
            title: t('Plans'),
            description: t('The plans members can buy.'),
            icon: ClipboardList,
          },
          {
            to: paths.staff.feedbacks,
            title: t('Feedback'),
            description: t('What members told us about the gym.'),
            icon: MessageSquareText,
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
            to: paths.profile('trainer'),
            title: t('Profile'),
            description: t('Update your username, name, phone and birthday.'),
            icon: UserCog,
          },
        ]}
      />
    </>
  );
}
