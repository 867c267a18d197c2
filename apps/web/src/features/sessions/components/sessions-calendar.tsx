import { BOOKING_MESSAGES, SESSION_MESSAGES, type TrainingSession, todayIn } from '@gym/contract';
import { CalendarX2, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MonthCalendar, monthGrid } from '../../../components/ui/month-calendar.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatFullDate } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { type DayRange, useSessions } from '../api/get-sessions.ts';
import { useTrainerSessions } from '../api/get-trainer-sessions.ts';
import { useSelectedDay } from '../selected-day.ts';
import { EditSessionButton } from './edit-session-dialog.tsx';
import { SessionCard } from './session-card.tsx';

/** Whose sessions the calendar shows: every session (admin, staff), or one trainer's by their user id. */
export type CalendarScope = { kind: 'all' } | { kind: 'trainer'; trainerUserId: number };

type SessionsCalendarProps = {
  scope: CalendarScope;
  /** Whether the cards offer Edit Session (`useCan('sessions.update')`); otherwise attendance is only shown. */
  canEdit: boolean;
  /** The area's toasts (spec §9: the staff area's are 5000 ms, top right). */
  toastOptions?: ToastOptions;
};

/**
 * A month of sessions (spec §2 staff/sessions and trainer/session-list): the month calendar with a dot on the days
 * that have sessions, and the selected day's sessions as cards. The day lives in the address (`?date=`); dates and
 * times are the gym's, whatever the browser's zone.
 */
export function SessionsCalendar(props: SessionsCalendarProps) {
  const timeZone = useGymTimeZone();
  if (!timeZone) return <PageSpinner label="Loading sessions" />;
  return <Month {...props} timeZone={timeZone} />;
}

/** The month's sessions in one ranged call for the whole grid; only the one the scope names is asked for. */
function useMonthSessions(scope: CalendarScope, range: DayRange) {
  const all = useSessions(range, { enabled: scope.kind === 'all' });
  const own = useTrainerSessions(scope.kind === 'trainer' ? scope.trainerUserId : 0, range, {
    enabled: scope.kind === 'trainer',
  });
  return scope.kind === 'all' ? all : own;
}

function Month({ scope, canEdit, toastOptions, timeZone }: SessionsCalendarProps & { timeZone: string }) {
  const today = todayIn(timeZone);
  const [selected, select] = useSelectedDay(today);
  const grid = monthGrid(selected);
  const sessions = useMonthSessions(scope, { from: grid.start, to: grid.end });

  // While another month loads, the one before stays on screen, but its sessions are not shown as this month's.
  const current = sessions.isPlaceholderData ? undefined : sessions.data;
  const byDay = useMemo(() => {
    if (!current) return undefined;
    const days = new Map<string, TrainingSession[]>();
    for (const session of current) {
      const list = days.get(session.date);
      if (list) list.push(session);
      else days.set(session.date, [session]);
    }
    return days;
  }, [current]);
  const counts = useMemo(
    () => (byDay ? new Map([...byDay].map(([day, list]) => [day, list.length])) : undefined),
    [byDay],
  );
  const dayList = byDay?.get(selected) ?? [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      {/* On a wide screen the month stays in sight while a busy day's cards scroll past. */}
      <MonthCalendar
        selected={selected}
        today={today}
        counts={counts}
        onSelect={select}
        className="lg:sticky lg:top-24"
      />

      <section aria-labelledby="day-heading" aria-busy={byDay === undefined && !sessions.isError}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="day-heading" className="text-lg font-semibold text-zinc-950">
            {formatFullDate(selected)}
          </h2>
          {byDay && dayList.length > 0 && (
            <p className="text-sm text-zinc-600">{dayList.length === 1 ? '1 session' : `${dayList.length} sessions`}</p>
          )}
        </div>
        {sessions.isError ? (
          <Card className="flex flex-col items-start gap-4">
            <p role="alert" className="text-zinc-700">
              {SESSION_MESSAGES.listFailed}
            </p>
            <Button variant="outline" onClick={() => sessions.refetch()} isLoading={sessions.isFetching}>
              {!sessions.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
              Try again
            </Button>
          </Card>
        ) : byDay === undefined ? (
          <div className="flex min-h-40 items-center justify-center text-zinc-500">
            <Spinner size="lg" label="Loading sessions" />
          </div>
        ) : dayList.length === 0 ? (
          <EmptyState icon={CalendarX2} title={BOOKING_MESSAGES.noneOn(formatDate(selected))} />
        ) : (
          <ul className="grid gap-4">
            {dayList.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  timeZone={timeZone}
                  variant="calendar"
                  action={
                    canEdit && (
                      <EditSessionButton
                        session={session}
                        timeZone={timeZone}
                        today={today}
                        toastOptions={toastOptions}
                      />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
