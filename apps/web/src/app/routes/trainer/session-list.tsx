import { type ClassSession, todayIn } from '@gym/contract';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { monthGrid } from '../../../components/ui/month-calendar.tsx';
import { useMyClasses } from '../../../features/classes/api/get-my-classes.ts';
import { TrainerClassesOnDay } from '../../../features/classes/components/trainer-classes.tsx';
import { SessionsCalendar } from '../../../features/sessions/components/sessions-calendar.tsx';
import { useSelectedDay } from '../../../features/sessions/selected-day.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * trainer/session-list (spec §2): the signed-in trainer's own sessions, a month at a time: the day's register
 * (attendance ticks) and their private notes (decisions §3), and the group classes they teach that day, each
 * opening its roster (docs/decisions/032).
 */
export default function TrainerSessionListRoute() {
  useT();
  usePageTitle(t('My sessions'));
  const { user } = useAuth();
  const timeZone = useGymTimeZone();
  return (
    <>
      <PageHeader
        title={t('My sessions')}
        description={t('Your training sessions and group classes, a month at a time.')}
      />
      {user && timeZone && <TrainerMonth trainerUserId={user.id} timeZone={timeZone} />}
    </>
  );
}

/** The calendar with the month's classes beside the sessions: on the dots, and under the selected day. */
function TrainerMonth({ trainerUserId, timeZone }: { trainerUserId: number; timeZone: string }) {
  const [selected] = useSelectedDay(todayIn(timeZone));
  const grid = monthGrid(selected);
  const classes = useMyClasses(grid.start, grid.end);
  const list = classes.isPlaceholderData ? undefined : classes.data;
  const counts = useMemo(() => classCounts(list), [list]);
  return (
    <SessionsCalendar
      scope={{ kind: 'trainer', trainerUserId }}
      editor="trainer"
      extra={{
        counts,
        describeCount: (count) =>
          count === 0
            ? t('nothing scheduled')
            : t('{count, plural, one {# session or class} other {# sessions and classes}}', { count }),
        day: (date, zone) => <TrainerClassesOnDay classes={list} day={date} timeZone={zone} />,
      }}
    />
  );
}

/** Scheduled classes a day, for the calendar's dots. */
function classCounts(classes: ClassSession[] | undefined): ReadonlyMap<string, number> | undefined {
  if (!classes) return undefined;
  const counts = new Map<string, number>();
  for (const c of classes) if (c.status === 'Scheduled') counts.set(c.date, (counts.get(c.date) ?? 0) + 1);
  return counts;
}
