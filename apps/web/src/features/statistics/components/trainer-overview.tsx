import { CalendarClock, CalendarDays, UsersRound } from 'lucide-react';
import { t, useT } from '../../../lib/i18n.ts';
import { useTrainerStats } from '../api/get-trainer-stats.ts';
import { StatGrid } from './stat-grid.tsx';

export type TrainerCount = 'members' | 'sessions';

/** The trainer dashboard's counts of their own members and sessions (spec §2), from `GET /api/stats/trainer`. */
export function TrainerOverview({ links = {} }: { links?: Partial<Record<TrainerCount, string>> }) {
  useT();
  const stats = useTrainerStats();
  const data = stats.data;
  return (
    <StatGrid
      title={t('At a glance')}
      failed={stats.isError}
      items={[
        {
          key: 'members',
          label: t('My members'),
          icon: UsersRound,
          value: data?.members,
          to: links.members,
          failureSubject: 'users',
        },
        {
          key: 'sessions',
          label: t('My sessions'),
          icon: CalendarDays,
          value: data?.sessions,
          to: links.sessions,
          failureSubject: 'Training Sessions',
        },
        {
          key: 'upcomingSessions',
          label: t('Upcoming sessions'),
          icon: CalendarClock,
          value: data?.upcomingSessions,
          to: links.sessions,
          failureSubject: 'Training Sessions',
        },
      ]}
    />
  );
}
