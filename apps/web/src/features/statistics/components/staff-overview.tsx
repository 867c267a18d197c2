import { CalendarDays, DoorOpen, MessageSquareText, Ticket } from 'lucide-react';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { useStaffStats } from '../api/get-staff-stats.ts';
import { StatGrid } from './stat-grid.tsx';

export type StaffCount = 'subscriptions' | 'feedbacks' | 'trainingSessions' | 'gymRooms';

/** The staff dashboard's four counts (spec §2), from one call (`GET /api/stats/staff`). */
export function StaffOverview({ links = {} }: { links?: Partial<Record<StaffCount, string>> }) {
  const stats = useStaffStats();
  const data = stats.data;
  return (
    <StatGrid
      title="At a glance"
      failed={stats.isError}
      toastOptions={useAreaToast()}
      items={[
        {
          key: 'subscriptions',
          label: 'Subscriptions',
          icon: Ticket,
          value: data?.subscriptions,
          detail: data ? `${data.activeSubscriptions.toLocaleString('en-US')} running` : null,
          to: links.subscriptions,
          failureSubject: 'subscription',
        },
        {
          key: 'feedbacks',
          label: 'Feedbacks',
          icon: MessageSquareText,
          value: data?.feedbacks,
          detail: data ? `${data.unprocessedFeedbacks.toLocaleString('en-US')} unprocessed` : null,
          to: links.feedbacks,
          failureSubject: 'feedback',
        },
        {
          key: 'trainingSessions',
          label: 'Training sessions',
          icon: CalendarDays,
          value: data?.trainingSessions,
          detail: data ? `${data.upcomingSessions.toLocaleString('en-US')} upcoming` : null,
          to: links.trainingSessions,
          failureSubject: 'Training Sessions',
        },
        {
          key: 'gymRooms',
          label: 'Gym rooms',
          icon: DoorOpen,
          value: data?.gymRooms,
          to: links.gymRooms,
          failureSubject: 'gymrooms',
        },
      ]}
    />
  );
}
