import { addDays, BOOKING_MESSAGES, mondayOf, type TrainingSession, todayIn } from '@gym/contract';
import { CalendarPlus, CalendarX2, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { formatDate, formatFullDate } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useMemberSessions } from '../api/get-member-sessions.ts';
import { useSelectedDay } from '../selected-day.ts';
import { SessionCard } from './session-card.tsx';
import { WeekStrip } from './week-strip.tsx';

/** The member's week of sessions (spec §2 /dashboard/user/training-sessions), in the gym's time zone. */
export function MySessions() {
  const { user } = useAuth();
  const timeZone = useGymTimeZone();
  if (!user || !timeZone) return <PageSpinner label="Loading your sessions" />;
  return <Week userId={user.id} timeZone={timeZone} />;
}

function Week({ userId, timeZone }: { userId: number; timeZone: string }) {
  const today = todayIn(timeZone);
  const [selected, select] = useSelectedDay(today);
  const monday = mondayOf(selected);
  const sessions = useMemberSessions(userId, { from: monday, to: addDays(monday, 6) });

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
        <h2 id="day-heading" className="mb-3 text-lg font-semibold text-zinc-950">
          {formatFullDate(selected)}
        </h2>
        {sessions.isError ? (
          <Card className="flex flex-col items-start gap-4">
            <p role="alert" className="text-zinc-700">
              {BOOKING_MESSAGES.listFailed}
            </p>
            <Button variant="outline" onClick={() => sessions.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </Card>
        ) : current === undefined ? (
          <div className="flex min-h-40 items-center justify-center text-zinc-500">
            <Spinner size="lg" label="Loading sessions" />
          </div>
        ) : dayList.length === 0 ? (
          <EmptyState
            icon={CalendarX2}
            title={BOOKING_MESSAGES.noneOn(formatDate(selected))}
            action={
              selected >= today && (
                <Link to={paths.member.registerTraining} className={buttonClasses({ variant: 'outline' })}>
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  Book a session
                </Link>
              )
            }
          />
        ) : (
          <ul className="grid gap-4">
            {dayList.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
