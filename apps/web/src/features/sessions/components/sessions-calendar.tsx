import { SESSION_MESSAGES, todayIn } from '@gym/contract';
import { CalendarX2, RotateCw } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import type { ToastOptions } from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { MonthCalendar, monthGrid } from '../../../components/ui/month-calendar.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatFullDate, formatMonthOf } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { type CalendarScope, useSessionDays } from '../api/get-session-days.ts';
import { monthOf, sessionsCsvPath, useSessions } from '../api/get-sessions.ts';
import { useTrainerSessions } from '../api/get-trainer-sessions.ts';
import { useSelectedDay } from '../selected-day.ts';
import { AttendanceTick } from './attendance-tick.tsx';
import { CancelSessionButton } from './cancel-session-button.tsx';
import { EditSessionButton } from './edit-session-button.tsx';
import { SessionCard } from './session-card.tsx';

type SessionsCalendarProps = {
  scope: CalendarScope;
  /**
   * Who edits from the cards: `desk` (admin, staff) ticks attendance and opens Edit Session, `trainer` (their own
   * sessions) ticks attendance and keeps the private note (decisions §3); null only shows them. Cancel session asks
   * the signed-in role itself.
   */
  editor: 'desk' | 'trainer' | null;
  /** The area's toasts (spec §9: the staff area's are 5000 ms, top right). */
  toastOptions?: ToastOptions;
  /**
   * More on the calendar than sessions (a trainer's classes), from the screen that composes it, so that sessions
   * need not know of them: what each day holds beside its sessions (added to the dots), how a day's total is read
   * out, and what the selected day shows under its sessions.
   */
  extra?: {
    counts: ReadonlyMap<string, number> | undefined;
    describeCount: (count: number) => string;
    day: (date: string, timeZone: string) => ReactNode;
  };
};

/**
 * A month of sessions (spec §2 staff/sessions and trainer/session-list): the month calendar with a dot on the days
 * that have sessions, and the selected day's sessions as cards, cancelled ones shown as Cancelled. Admin and staff
 * may cancel a booked session that has not started from its card (docs/decisions/011); trainers only see it. The day lives in the address (`?date=`); dates and
 * times are the gym's, whatever the browser's zone.
 */
export function SessionsCalendar(props: SessionsCalendarProps) {
  useT();
  const timeZone = useGymTimeZone();
  if (!timeZone) return <PageSpinner label={t('Loading sessions')} />;
  return <Month {...props} timeZone={timeZone} />;
}

/** The selected day's sessions: every session's, or the trainer's; only the one the scope names is asked for. */
function useDaySessions(scope: CalendarScope, date: string) {
  const range = { from: date, to: date };
  const all = useSessions(range, { enabled: scope.kind === 'all' });
  const own = useTrainerSessions(scope.kind === 'trainer' ? scope.trainerUserId : 0, range, {
    enabled: scope.kind === 'trainer',
  });
  return scope.kind === 'all' ? all : own;
}

function Month({ scope, editor, toastOptions, extra, timeZone }: SessionsCalendarProps & { timeZone: string }) {
  useT();
  const today = todayIn(timeZone);
  const [selected, select] = useSelectedDay(today);
  const grid = monthGrid(selected);
  // The month's dots come from one ranged count for the whole grid; the cards are the selected day's sessions.
  const days = useSessionDays(scope, { from: grid.start, to: grid.end });
  const sessions = useDaySessions(scope, selected);

  // While another month or day loads, the one before stays in the cache, but is not shown as this one's.
  const extraCounts = extra?.counts;
  const counts = useMemo(() => {
    if (!days.data || days.isPlaceholderData) return undefined;
    const merged = new Map(days.data.map((d) => [d.date, d.count]));
    for (const [date, n] of extraCounts ?? []) merged.set(date, (merged.get(date) ?? 0) + n);
    return merged;
  }, [days.data, days.isPlaceholderData, extraCounts]);
  const dayList = sessions.isPlaceholderData ? undefined : sessions.data;
  const failed = days.isError || sessions.isError;
  const retry = () => {
    if (days.isError) void days.refetch();
    if (sessions.isError) void sessions.refetch();
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      {/* On a wide screen the month stays in sight while a busy day's cards scroll past. */}
      <div className="grid gap-3 lg:sticky lg:top-24">
        <MonthCalendar
          selected={selected}
          today={today}
          counts={counts}
          onSelect={select}
          describeCount={extra?.describeCount}
        />
        {scope.kind === 'all' && (
          // The month on screen, every session of it (the trainer's own calendar has no file).
          <ExportCsvButton
            className="justify-self-end"
            path={sessionsCsvPath(monthOf(selected))}
            fallbackName="sessions.csv"
            label={t('Export the sessions of {month} as CSV', { month: formatMonthOf(selected) })}
          />
        )}
      </div>

      <section aria-labelledby="day-heading" aria-busy={dayList === undefined && !failed}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="day-heading" className="text-lg font-semibold text-zinc-950">
            {formatFullDate(selected)}
          </h2>
          {dayList && dayList.length > 0 && (
            <p className="text-sm text-zinc-600">
              {t('{count, plural, one {# session} other {# sessions}}', { count: dayList.length })}
            </p>
          )}
        </div>
        {failed ? (
          <Card className="flex flex-col items-start gap-4">
            <p role="alert" className="text-zinc-700">
              {t(SESSION_MESSAGES.listFailed)}
            </p>
            <Button variant="outline" onClick={retry} isLoading={days.isFetching || sessions.isFetching}>
              {!(days.isFetching || sessions.isFetching) && <RotateCw aria-hidden="true" className="size-4" />}
              {t('Try again')}
            </Button>
          </Card>
        ) : dayList === undefined ? (
          <div className="flex min-h-40 items-center justify-center text-zinc-500">
            <Spinner size="lg" label={t('Loading sessions')} />
          </div>
        ) : dayList.length === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={t('No training sessions scheduled for {date}', { date: formatDate(selected) })}
          />
        ) : (
          <ul className="grid gap-4">
            {dayList.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  timeZone={timeZone}
                  variant="calendar"
                  attendance={editor && <AttendanceTick session={session} today={today} toastOptions={toastOptions} />}
                  action={
                    // A cancelled session is final (the server answers 409 to an edit): the card shows it as
                    // Cancelled, with nothing to press. A booked one: Edit Session for admin and staff, and Cancel
                    // session until it starts (the button shows only for those who may; trainers never).
                    session.status === 'Booked' && (
                      <div className="flex flex-wrap gap-2">
                        {editor && (
                          <EditSessionButton
                            session={session}
                            timeZone={timeZone}
                            today={today}
                            editor={editor}
                            toastOptions={toastOptions}
                          />
                        )}
                        <CancelSessionButton session={session} timeZone={timeZone} />
                      </div>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {extra?.day(selected, timeZone)}
      </section>
    </div>
  );
}
