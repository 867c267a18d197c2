import type { ClassSession } from '@gym/contract';
import { useId } from 'react';
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
  const record = useRecordClassAttendance();
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
  const saving = (userId: number) => record.isPending && record.variables?.userId === userId;
  return (
    <div className="grid gap-4">
      <section aria-labelledby={`${hintId}-booked`}>
        <h4 id={`${hintId}-booked`} className="mb-1 text-sm font-semibold text-zinc-800">
          {t('Booked ({count})', { count: roster.data.booked.length })}
        </h4>
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
            {roster.data.booked.map((b) => {
              // While saving, the box shows what was asked for; a refusal puts it back.
              const checked = saving(b.userId) ? Boolean(record.variables?.attended) : b.attended;
              return (
                <li key={b.userId} className="flex min-h-11 items-center gap-3 text-sm text-zinc-800">
                  {markable ? (
                    <label className="flex items-center gap-3">
                      <input
                        type="checkbox"
                        checked={checked}
                        disabled={(tooEarly && !b.attended) || saving(b.userId)}
                        aria-describedby={hintId}
                        onChange={(event) =>
                          record.mutate(
                            { id: item.id, userId: b.userId, attended: event.target.checked },
                            {
                              onSuccess: () => notify.success(t('Attendance saved')),
                              onError: (error) => notify.error(messageOf(error, t('Could not save the attendance'))),
                            },
                          )
                        }
                        className="size-5 rounded border-zinc-400 accent-accent"
                      />
                      {b.fullName}
                    </label>
                  ) : (
                    <span>
                      {b.fullName}
                      {b.attended && ` · ${t('Attended')}`}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section>
        <h4 className="mb-1 text-sm font-semibold text-zinc-800">
          {t('Waitlist ({count})', { count: roster.data.waitlist.length })}
        </h4>
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
