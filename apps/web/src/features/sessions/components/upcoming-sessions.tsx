import { addDays, BOOKING_MESSAGES, type TrainingSession, todayIn } from '@gym/contract';
import { ArrowRight, CalendarPlus, Clock, DoorOpen, type LucideIcon, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { formatFullDate, formatTime, formatWeekday } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useMemberSessions } from '../api/get-member-sessions.ts';
import { CancelSessionButton } from './cancel-session-button.tsx';

/** How far ahead the dashboard looks for the member's sessions. */
export const UPCOMING_DAYS = 60;
/** How many sessions after the next one the dashboard lists. */
export const UPCOMING_LIST_LENGTH = 4;

/** The member's booked sessions that have not ended, soonest first; undefined while they load. */
export function useUpcomingSessions(userId: number, timeZone: string, now = Date.now()) {
  const today = todayIn(timeZone);
  const query = useMemberSessions(userId, { from: today, to: addDays(today, UPCOMING_DAYS) });
  const upcoming = query.data
    ?.filter((s) => s.status === 'Booked' && Date.parse(s.endTime) > now)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  return { ...query, upcoming };
}

const weekLink = (date: string) => `${paths.member.trainingSessions}?date=${date}`;

type Props = { userId: number; timeZone: string };

/**
 * The member dashboard's lead: the next session with its day, time, trainer and room, Cancel while the
 * cut-off allows, and Book a session.
 */
export function NextSessionCard({ userId, timeZone }: Props) {
  useT();
  const sessions = useUpcomingSessions(userId, timeZone);
  const next = sessions.upcoming?.[0];
  const book = (
    <Link to={paths.member.registerTraining} className={buttonClasses({ className: 'w-full sm:w-auto' })}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('Book a session')}
    </Link>
  );

  return (
    <section aria-labelledby="next-session-title" className="rounded-2xl border border-zinc-200 bg-white p-5 sm:p-6">
      <h2 id="next-session-title" className="text-sm font-semibold tracking-wide text-zinc-600 uppercase">
        {t('Your next session')}
      </h2>
      {sessions.isError ? (
        <p className="mt-3 text-zinc-700">{t(BOOKING_MESSAGES.listFailed)}</p>
      ) : sessions.upcoming === undefined ? (
        <Spinner label={t('Loading your sessions')} className="mt-3 text-zinc-500" />
      ) : next ? (
        <NextSession session={next} timeZone={timeZone} />
      ) : (
        <p className="mt-3 text-zinc-700">{t('No sessions booked. Book two hours with a trainer.')}</p>
      )}
      <div className="mt-5 flex flex-col gap-3 border-t border-zinc-100 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
        {book}
        {next && <CancelSessionButton session={next} timeZone={timeZone} />}
        <Link
          to={next ? weekLink(next.date) : paths.member.trainingSessions}
          className="inline-flex items-center gap-1 text-sm font-semibold text-zinc-800 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent sm:ml-auto"
        >
          {t('My week')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** The few booked sessions after the next one, each a link to its day in the week view; nothing when there are none. */
export function LaterSessions({ userId, timeZone }: Props) {
  useT();
  const later = useUpcomingSessions(userId, timeZone).upcoming?.slice(1) ?? [];
  if (later.length === 0) return null;
  return (
    <section aria-labelledby="later-sessions-title" className="rounded-2xl border border-zinc-200 bg-white">
      <h2 id="later-sessions-title" className="px-5 pt-4 pb-2 font-semibold text-zinc-950 sm:px-6">
        {t('Coming up')}
      </h2>
      <ul className="divide-y divide-zinc-100">
        {later.slice(0, UPCOMING_LIST_LENGTH).map((s) => (
          <li key={s.id}>
            <Link
              to={weekLink(s.date)}
              className="flex items-center gap-4 px-5 py-3 hover:bg-zinc-50 sm:px-6"
              aria-label={t('{date} at {time} with {trainer}', {
                date: formatFullDate(s.date),
                time: formatTime(s.startTime, timeZone),
                trainer: s.trainerName,
              })}
            >
              <span className="w-12 shrink-0 text-center">
                <span className="block text-xs font-medium text-zinc-600">{formatWeekday(s.date)}</span>
                <span className="block text-lg leading-tight font-semibold text-zinc-950">
                  {Number(s.date.slice(8, 10))}
                </span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-zinc-900 tabular-nums">
                  {formatTime(s.startTime, timeZone)} – {formatTime(s.endTime, timeZone)}
                </span>
                <span className="block truncate text-sm text-zinc-600">
                  {s.trainerName} · {s.roomName}
                </span>
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-zinc-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NextSession({ session, timeZone }: { session: TrainingSession; timeZone: string }) {
  useT();
  return (
    <div className="mt-3">
      <p className="text-2xl font-bold tracking-tight text-zinc-950">{formatFullDate(session.date)}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <Fact icon={Clock} term={t('Time')}>
          {formatTime(session.startTime, timeZone)} – {formatTime(session.endTime, timeZone)}
        </Fact>
        <Fact icon={UserRound} term={t('Trainer')}>
          {session.trainerName}
        </Fact>
        <Fact icon={DoorOpen} term={t('Room')}>
          {session.roomName}
        </Fact>
      </dl>
    </div>
  );
}

function Fact({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: ReactNode }) {
  useT();
  return (
    <div className="flex items-center gap-2">
      <dt className="shrink-0 text-zinc-500">
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="text-zinc-900">{children}</dd>
    </div>
  );
}
