import { CalendarDays, DoorOpen, MessageSquareText, Ticket } from 'lucide-react';
import { formatCount } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useStaffStats } from '../api/get-staff-stats.ts';
import { StatGrid } from './stat-grid.tsx';

export type StaffCount = 'subscriptions' | 'feedbacks' | 'trainingSessions' | 'gymRooms';

/** The staff dashboard's four counts (spec §2), from one call (`GET /api/stats/staff`). */
export function StaffOverview({ links = {} }: { links?: Partial<Record<StaffCount, string>> }) {
  useT();
  const stats = useStaffStats();
  const data = stats.data;
  return (
    <StatGrid
      title={t('At a glance')}
      failed={stats.isError}
      toastOptions={useAreaToast()}
      items={[
        {
          key: 'subscriptions',
          label: t('Subscriptions'),
          icon: Ticket,
          value: data?.subscriptions,
          detail: data ? t('{count} running', { count: formatCount(data.activeSubscriptions) }) : null,
          to: links.subscriptions,
          failureSubject: 'subscription',
        },
        {
          key: 'feedbacks',
          label: t('Feedbacks'),
          icon: MessageSquareText,
          value: data?.feedbacks,
          detail: data ? t('{count} unprocessed', { count: formatCount(data.unprocessedFeedbacks) }) : null,
          to: links.feedbacks,
          failureSubject: 'feedback',
        },
        {
          key: 'trainingSessions',
          label: t('Training sessions'),
          icon: CalendarDays,
          value: data?.trainingSessions,
          detail: data ? t('{count} upcoming', { count: formatCount(data.upcomingSessions) }) : null,
          to: links.trainingSessions,
          failureSubject: 'Training Sessions',
        },
        {
          key: 'gymRooms',
          label: t('Gym rooms'),
          icon: DoorOpen,
          value: data?.gymRooms,
          to: links.gymRooms,
          failureSubject: 'gymrooms',
        },
      ]}
    />
  );
}
