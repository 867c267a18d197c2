import { addDays, BOOKING_MESSAGES, mondayOf, type TrainingSession, todayIn } from '@gym/contract';
import { CalendarPlus, CalendarX2, Info, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate, formatFullDate } from '../../../lib/format.ts';
import { useGymInfo, useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useMemberSessions } from '../api/get-member-sessions.ts';
import { useSelectedDay } from '../selected-day.ts';
import { CancelSessionButton } from './cancel-session-button.tsx';
import { SessionCard } from './session-card.tsx';
import { WeekStrip } from './week-strip.tsx';

/**
 * The member's week of sessions (spec §2 /dashboard/user/training-sessions), in the gym's time zone. Without a day
 * in the address it opens on the first day from today on, this week, that holds a booked session (today when none
 * does). Booked sessions offer Cancel until their cut-off; cancelled ones are shown as such.
 */
export function MySessions({ dayExtra }: { dayExtra?: DayExtra } = {}) {
  useT();
  const { user } = useAuth();
  const timeZone = useGymTimeZone();
  if (!user || !timeZone) return <PageSpinner label={t('Loading your sessions')} />;
  return <Week userId={user.id} timeZone={timeZone} dayExtra={dayExtra} />;
}

/** What the page adds under the chosen day's sessions (the member's classes that day). */
type DayExtra = (day: string, timeZone: string) => ReactNode;

function Week({ userId, timeZone, dayExtra }: { userId: number; timeZone: string; dayExtra?: DayExtra }) {
  useT();
  const today = todayIn(timeZone);
  const [selected, select, fromAddress] = useSelectedDay(today);
  const monday = mondayOf(selected);
  const sessions = useMemberSessions(userId, { from: monday, to: addDays(monday, 6) });
  const cutoffHours = useGymInfo().data?.cancelCutoffHours;

  // Once, when the page opens on today's week: move to the first day from today that holds a booked session.
  const opened = useRef(fromAddress);
  useEffect(() => {
    if (opened.current || !sessions.data || sessions.isPlaceholderData) return;
    opened.current = true;
    const first = sessions.data
      .filter((s) => s.status === 'Booked' && s.date >= today)
      .map((s) => s.date)
      .sort()[0];
    if (first && first !== today) select(first);
  }, [sessions.data, sessions.isPlaceholderData, today, select]);

  const byDay = useMemo(() => {
    if (!sessions.data) return undefined;
    const days = new Map<string, TrainingSession[]>();
    for (const session of sessions.data) days.set(session.date, [...(days.get(session.date) ?? []), session]);
    return days;
  }, [sessions.data]);
  // While the next week loads, the previous one's data is kept on screen but not shown as this week's.
  const current = sessions.isPlaceholderData ? undefined : byDay;
  const counts = useMemo(
    () => (current ? new Map([...current].map(([day, list]) => [day, list.length])) : undefined),
    [current],
  );
  const dayList = current?.get(selected) ?? [];

  return (
    <div className="grid gap-6">
      <WeekStrip monday={monday} selected={selected} today={today} counts={counts} onSelect={select} />

      <section aria-labelledby="day-heading" aria-busy={current === undefined && !sessions.isError}>
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="day-heading" className="text-lg font-semibold text-zinc-950">
            {formatFullDate(selected)}
          </h2>
          {cutoffHours !== undefined && (
            <p className="flex items-center gap-1.5 text-sm text-zinc-600">
              <Info aria-hidden="true" className="size-4 shrink-0" />
              {t('You can cancel a session up to {hours} hours before it starts.', { hours: cutoffHours })}
            </p>
          )}
        </div>
        {sessions.isError ? (
          <Card className="flex flex-col items-start gap-4">
            <p role="alert" className="text-zinc-700">
              {t(BOOKING_MESSAGES.listFailed)}
            </p>
            <Button variant="outline" onClick={() => sessions.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('Try again')}
            </Button>
          </Card>
        ) : current === undefined ? (
          <div className="flex min-h-40 items-center justify-center text-zinc-500">
            <Spinner size="lg" label={t('Loading sessions')} />
          </div>
        ) : dayList.length === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={t('No training sessions scheduled for {date}', { date: formatDate(selected) })}
            action={
              selected >= today && (
                <Link to={paths.member.registerTraining} className={buttonClasses({ variant: 'outline' })}>
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  {t('Book a session')}
                </Link>
              )
            }
          />
        ) : (
          <ul className="grid gap-4">
            {dayList.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  timeZone={timeZone}
                  action={<CancelSessionButton session={session} timeZone={timeZone} />}
                />
              </li>
            ))}
          </ul>
        )}
        {dayExtra?.(selected, timeZone)}
      </section>
    </div>
  );
}
