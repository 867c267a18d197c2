import { addDays, type TrainingSession, todayIn } from '@gym/contract';
import { CalendarCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatTime, formatWeekday } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { useTrainerSessions } from '../api/get-trainer-sessions.ts';
import { AttendanceTick } from './attendance-tick.tsx';
import { EditSessionButton } from './edit-session-button.tsx';
import { SessionCard } from './session-card.tsx';

/** Today and the six days after it: the week a trainer plans with. */
export const AGENDA_DAYS = 7;

/**
 * The trainer's day (the trainer's home): today's sessions as cards with each member's name and note, the register's
 * tick and the private note, then the rest of the week as a short list. Cancelled sessions are left out: nothing
 * happens in them. Days are the gym's, whatever the browser's zone.
 */
export function TrainerAgenda({ trainerUserId }: { trainerUserId: number }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  const today = timeZone ? todayIn(timeZone) : '';
  const sessions = useTrainerSessions(
    trainerUserId,
    { from: today, to: today && addDays(today, AGENDA_DAYS - 1) },
    { enabled: Boolean(timeZone) },
  );
  if (!timeZone || sessions.isPending)
    return (
      <div className="flex min-h-32 items-center justify-center">
        <Spinner label={t('Loading your sessions')} />
      </div>
    );
  if (sessions.isError)
    return (
      <Card>
        <p role="alert" className="text-zinc-700">
          {t('Your sessions could not be loaded.')}
        </p>
      </Card>
    );
  const booked = sessions.data.filter((s) => s.status === 'Booked');
  const todays = booked.filter((s) => s.date === today);
  const later = booked.filter((s) => s.date !== today);
  return (
    <div className="mb-10 grid gap-8">
      <section aria-labelledby="agenda-today" className="grid gap-3">
        <h2 id="agenda-today" className="text-lg font-semibold text-zinc-950">
          {t('Today')}
        </h2>
        {todays.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={t('No sessions today.')} />
        ) : (
          <ul className="grid gap-4">
            {todays.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  timeZone={timeZone}
                  variant="calendar"
                  attendance={<AttendanceTick session={session} today={today} />}
                  action={<EditSessionButton session={session} timeZone={timeZone} today={today} editor="trainer" />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="agenda-week" className="grid gap-3">
        <h2 id="agenda-week" className="text-lg font-semibold text-zinc-950">
          {t('The rest of the week')}
        </h2>
        {later.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('Nothing booked for the rest of the week.')}</p>
        ) : (
          <Card className="p-0">
            <ul className="divide-y divide-zinc-100">
              {later.map((session) => (
                <WeekRow key={session.id} session={session} timeZone={timeZone} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}

function WeekRow({ session, timeZone }: { session: TrainingSession; timeZone: string }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <span className="w-36 shrink-0 font-medium text-zinc-950">
        {formatWeekday(session.date)} {formatTime(session.startTime, timeZone)}
      </span>
      <span className="min-w-0 text-zinc-900">{session.userName}</span>
      <span className="text-zinc-600">{session.sessionType ?? t('Training session')}</span>
      <span className="text-zinc-600">{session.roomName}</span>
    </li>
  );
}
