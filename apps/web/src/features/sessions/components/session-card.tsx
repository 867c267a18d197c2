import type { TrainingSession } from '@gym/contract';
import { CalendarDays, Clock, DoorOpen, Dumbbell, StickyNote, UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';

type SessionCardProps = {
  session: TrainingSession;
  timeZone: string;
  /**
   * `week`: the member's own card (spec §2 training-sessions: trainer, date, start time, room). `calendar`: a
   * staff or trainer calendar's, under the day's heading: whose session it is, the trainer and the room; the day
   * and the times are already in sight.
   */
  variant?: 'week' | 'calendar';
  /**
   * Beside the attendance, for those who may change the session (Edit Session for admin and staff, Cancel for the
   * member). A cancelled session is final, so the card shows no action for it.
   */
  action?: ReactNode;
  /** The current time (ms), for tests; whether the session has started decides Upcoming/Past and the attendance. */
  now?: number;
};

/**
 * One session (spec §2): its times, type, people, room, notes and attendance, which the card only shows (it changes
 * through the Edit Session dialog). The member's card shows attendance once the session has started; a cancelled session is shown
 * muted, with a Cancelled badge and no action.
 */
export function SessionCard({ session, timeZone, variant = 'week', action, now = Date.now() }: SessionCardProps) {
  useT();
  const attendanceId = useId();
  const start = formatTime(session.startTime, timeZone);
  const end = formatTime(session.endTime, timeZone);
  const cancelled = session.status === 'Cancelled';
  const started = Date.parse(session.startTime) <= now;
  // The member's card says nothing of attendance before the session; the staff calendar always shows it (it is
  // edited there through Edit Session).
  const showAttendance = !cancelled && (started || variant === 'calendar');
  const shownAction = cancelled ? null : action;
  return (
    <Card className={cx('@container grid gap-4', cancelled && 'border-dashed bg-zinc-50')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p
            className={cx(
              'text-xl font-semibold tracking-tight',
              cancelled ? 'text-zinc-600 line-through decoration-zinc-400' : 'text-zinc-950',
            )}
          >
            <time dateTime={session.startTime}>{start}</time>
            <span className="text-zinc-500"> – </span>
            <time dateTime={session.endTime}>{end}</time>
          </p>
          <h3 className={cx('mt-1 font-medium', cancelled ? 'text-zinc-600' : 'text-zinc-800')}>
            {session.sessionType ? t(session.sessionType) : t('Training session')}
          </h3>
        </div>
        {cancelled ? (
          <span className="rounded-full bg-zinc-200 px-2.5 py-1 text-xs font-semibold text-zinc-800">
            {t('Cancelled')}
          </span>
        ) : Date.parse(session.endTime) > now ? (
          <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-semibold text-accent-hover">
            {t('Upcoming')}
          </span>
        ) : (
          <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium text-zinc-700">{t('Past')}</span>
        )}
      </div>
      {variant === 'week' ? (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail icon={UserRound} term={t('Trainer')}>
            {session.trainerName}
          </Detail>
          <Detail icon={CalendarDays} term={t('Date')}>
            {formatDate(session.date)}
          </Detail>
          <Detail icon={Clock} term={t('Start time')}>
            {start}
          </Detail>
          <Detail icon={DoorOpen} term={t('Room')}>
            {session.roomName}
          </Detail>
          {session.notes && (
            <Detail icon={StickyNote} term={t('Notes')} className="sm:col-span-2">
              {session.notes}
            </Detail>
          )}
        </dl>
      ) : (
        // Side by side from the narrowest phone on (three columns once the card is wide enough for them), so a
        // busy day stays a short scroll.
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm @lg:grid-cols-3 @lg:gap-x-6">
          <Detail icon={UserRound} term={t('Member')}>
            {session.userName}
          </Detail>
          <Detail icon={Dumbbell} term={t('Trainer')}>
            {session.trainerName}
          </Detail>
          <Detail icon={DoorOpen} term={t('Room')}>
            {session.roomName}
          </Detail>
          {session.notes && (
            <Detail icon={StickyNote} term={t('Notes')} className="col-span-2 @lg:col-span-3">
              {session.notes}
            </Detail>
          )}
        </dl>
      )}
      {(showAttendance || shownAction) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-3">
          {showAttendance ? (
            <div className="flex items-center gap-2">
              <input
                id={attendanceId}
                type="checkbox"
                checked={session.attendanceStatus}
                disabled
                readOnly
                className="size-4 rounded border-zinc-400 accent-zinc-900"
              />
              <label htmlFor={attendanceId} className="text-sm text-zinc-700">
                {t('Attended')}
              </label>
            </div>
          ) : (
            <span />
          )}
          {shownAction}
        </div>
      )}
    </Card>
  );
}

function Detail({
  icon: Icon,
  term,
  className,
  children,
}: {
  icon: typeof Clock;
  term: string;
  className?: string;
  children: string;
}) {
  useT();
  return (
    <div className={cx('min-w-0 break-words', className)}>
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-zinc-500 uppercase">
        <Icon aria-hidden="true" className="size-3.5" />
        {term}
      </dt>
      <dd className="mt-0.5 text-zinc-900">{children}</dd>
    </div>
  );
}
