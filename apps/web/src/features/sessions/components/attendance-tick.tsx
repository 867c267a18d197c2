import { SESSION_MESSAGES, type TrainingSession } from '@gym/contract';
import { useEffect, useId, useState } from 'react';
import toast, { type ToastOptions } from 'react-hot-toast';
import { useT } from '../../../lib/i18n.ts';
import { useRecordAttendance } from '../api/update-session.ts';
import { sessionUpdateFailure } from './edit-session.ts';

type AttendanceTickProps = {
  session: TrainingSession;
  /** The gym's today: attendance is recorded from the session's day on (the server's rule). */
  today: string;
  toastOptions?: ToastOptions;
};

/**
 * The register's tick (decisions §3): admin, staff and the session's trainer mark a member attended, saved at once,
 * one session after another without opening a dialog. Before the session's day the box is off and says why; a
 * session already marked may still be unmarked.
 */
export function AttendanceTick({ session, today, toastOptions }: AttendanceTickProps) {
  const t = useT();
  const id = useId();
  const record = useRecordAttendance();
  const tooEarly = session.date > today && !session.attendanceStatus;
  // The box shows what was asked for from the click (set in the same event, so the box never springs back while the
  // request starts) until the session read back says the same; a refusal puts it back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? session.attendanceStatus;
  useEffect(() => {
    if (asked === session.attendanceStatus) setAsked(null);
  }, [asked, session.attendanceStatus]);
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={tooEarly || record.isPending}
        aria-describedby={tooEarly ? `${id}-hint` : undefined}
        onChange={(event) => {
          const attendanceStatus = event.target.checked;
          setAsked(attendanceStatus);
          record.mutate(
            { id: session.id, body: { attendanceStatus } },
            {
              onSuccess: () => toast.success(SESSION_MESSAGES.attendanceSaved, toastOptions),
              onError: (error) => {
                setAsked(null);
                toast.error(sessionUpdateFailure(error), toastOptions);
              },
            },
          );
        }}
        className="size-5 rounded border-zinc-400 accent-accent"
      />
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {t('Attended')}
      </label>
      {tooEarly && (
        <span id={`${id}-hint`} className="text-xs text-zinc-600">
          {t('From the day of the session')}
        </span>
      )}
    </div>
  );
}
