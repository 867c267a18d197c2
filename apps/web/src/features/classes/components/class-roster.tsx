import type { ClassSession, ClassRoster as Roster } from '@gym/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatFullDate, formatTime } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useRoster } from '../api/manage-classes.ts';
import { useRecordClassAttendance } from '../api/record-class-attendance.ts';

/**
 * A class's roster (docs/decisions/032) for staff, the admin and the class's trainer: the booked members, each with
 * an attendance tick saved at once, then the waitlist in order. Members are marked from the class's day (the gym's)
 * on, as the server allows; a tick already given may be taken back at any time.
 */
export function ClassRosterDialog({ item, onClose }: { item: ClassSession; onClose: () => void }) {
  const t = useT();
  const timeZone = useGymTimeZone();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Roster: {name}', { name: item.name })}
      description={
        timeZone
          ? t('{date} at {time}', { date: formatFullDate(item.date), time: formatTime(item.startTime, timeZone) })
          : formatFullDate(item.date)
      }
    >
      <ClassRoster item={item} />
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          {t('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ClassRoster({ item }: { item: ClassSession }) {
  const t = useT();
  const today = useGymToday();
  const roster = useRoster(item.id);
  const hintId = useId();
  if (roster.isPending || today === undefined) return <Spinner label={t('Loading the roster')} />;
  if (roster.isError)
    return (
      <p role="alert" className="text-sm text-zinc-700">
        {t('The roster could not be loaded.')}
      </p>
    );
  const tooEarly = item.date > today;
  const markable = item.status === 'Scheduled';
  return (
    <div className="grid gap-4">
      <section aria-labelledby={`${hintId}-booked`}>
        <h3 id={`${hintId}-booked`} className="mb-1 text-sm font-semibold text-zinc-800">
          {t('Booked ({count})', { count: roster.data.booked.length })}
        </h3>
        {markable && (
          <p id={hintId} className="mb-2 text-xs text-zinc-600">
            {tooEarly
              ? t('Attendance can be ticked from the day of the class.')
              : t('Tick who came; each tick saves at once.')}
          </p>
        )}
        {roster.data.booked.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('Nobody has booked yet.')}</p>
        ) : (
          <ul className="grid gap-1">
            {roster.data.booked.map((b) => (
              <li key={b.userId} className="flex min-h-11 items-center gap-3 text-sm text-zinc-800">
                {markable ? (
                  <AttendanceTick classId={item.id} member={b} tooEarly={tooEarly} hintId={hintId} />
                ) : (
                  <span>
                    {b.fullName}
                    {b.attended && ` · ${t('Attended')}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="mb-1 text-sm font-semibold text-zinc-800">
          {t('Waitlist ({count})', { count: roster.data.waitlist.length })}
        </h3>
        <ol className="grid gap-1 text-sm text-zinc-700">
          {roster.data.waitlist.map((w) => (
            <li key={w.userId}>
              {w.position}. {w.fullName}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type TickProps = {
  classId: number;
  member: Roster['booked'][number];
  tooEarly: boolean;
  hintId: string;
};

/**
 * One member's tick, with a save of its own, so quick ticks down the list each finish on their own. The box shows
 * what was asked for from the click until the server answers (its roster then replaces the cached one); a refusal
 * puts it back.
 */
function AttendanceTick({ classId, member, tooEarly, hintId }: TickProps) {
  const t = useT();
  const record = useRecordClassAttendance();
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className="flex items-center gap-3">
      <input
        type="checkbox"
        checked={asked ?? member.attended}
        disabled={(tooEarly && !member.attended) || asked !== null}
        aria-describedby={hintId}
        onChange={(event) => {
          const attended = event.target.checked;
          setAsked(attended);
          record.mutate(
            { id: classId, userId: member.userId, attended },
            {
              onSuccess: () => notify.success(t('Attendance saved')),
              onError: (error) => notify.error(messageOf(error, t('Could not save the attendance'))),
              onSettled: () => setAsked(null),
            },
          );
        }}
        className="size-5 rounded border-zinc-400 accent-accent"
      />
      {member.fullName}
    </label>
  );
}
