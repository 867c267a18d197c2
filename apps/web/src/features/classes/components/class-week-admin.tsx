import { addDays, type ClassSession, mondayOf } from '@gym/contract';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { dateIn, formatFullDate, formatTime, formatWeekRange } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { classesCsvPath, useClasses } from '../api/get-classes.ts';
import { useClassAdmin } from '../api/manage-classes.ts';
import { ClassRosterDialog } from './class-roster.tsx';

/**
 * The back office's week of classes (docs/decisions/025): each date with its places and waitlist, who is in it
 * (the roster, with its attendance ticks), and changing or cancelling that one date without touching its series;
 * the week on screen exports as a CSV file.
 */
export function ClassWeekAdmin() {
  const t = useT();
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  const [offset, setOffset] = useState(0);
  const [rosterOf, setRosterOf] = useState<ClassSession | null>(null);
  const [editing, setEditing] = useState<ClassSession | null>(null);
  const [cancelling, setCancelling] = useState<ClassSession | null>(null);
  const { cancel } = useClassAdmin();
  const monday = today === undefined ? undefined : addDays(mondayOf(today), offset * 7);
  const classes = useClasses(monday, monday === undefined ? undefined : addDays(monday, 6));
  if (monday === undefined || timeZone === undefined) return <Spinner label={t('Loading the timetable')} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => setOffset((o) => o - 1)} aria-label={t('Previous week')}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <h3 className="text-center font-semibold text-zinc-900 sm:min-w-48" aria-live="polite">
          {formatWeekRange(monday)}
        </h3>
        <Button variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)} aria-label={t('Next week')}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <ExportCsvButton
          className="ms-auto"
          // The week on screen, one row per class.
          path={classesCsvPath(monday, addDays(monday, 6))}
          fallbackName="classes.csv"
          label={t('Export this week’s classes as CSV')}
        />
      </div>
      {classes.isPending ? (
        <Spinner label={t('Loading the timetable')} />
      ) : (classes.data ?? []).length === 0 ? (
        <EmptyState icon={CalendarX2} title={t('No classes this week')} />
      ) : (
        <ul className="grid gap-2">
          {(classes.data ?? []).map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="grid gap-1">
                <p className="font-semibold text-zinc-950">
                  {c.name}{' '}
                  {c.status === 'Cancelled' && (
                    <Badge tone="danger" className="ml-1">
                      {t('Cancelled')}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-zinc-700">
                  {formatFullDate(c.date)} · {formatTime(c.startTime, timeZone)}–{formatTime(c.endTime, timeZone)}
                </p>
                <p className="text-sm text-zinc-600">
                  {c.trainerName} · {c.roomName} ·{' '}
                  {t('{booked} of {capacity} booked', { booked: c.booked, capacity: c.capacity })}
                  {c.waitlisted > 0 && ` · ${t('Waitlist: {count}', { count: c.waitlisted })}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setRosterOf(c)}>
                  {t('Roster')}
                </Button>
                {c.status === 'Scheduled' && new Date(c.startTime).getTime() > Date.now() && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => setEditing(c)}>
                      {t('Change')}
                    </Button>
                    <Button size="sm" variant="dangerGhost" onClick={() => setCancelling(c)}>
                      {t('Cancel class')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {rosterOf && <ClassRosterDialog item={rosterOf} onClose={() => setRosterOf(null)} />}
      {editing && <EditDialog item={editing} timeZone={timeZone} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('Cancel this class?')}
        message={t('Everyone booked or on the waitlist is told by e-mail. The series keeps its other dates.')}
        confirmLabel={t('Cancel class')}
        cancelLabel={t('Keep class')}
        variant="danger"
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              notify.success(t('Class cancelled'));
              setCancelling(null);
            },
            onError: (error) => notify.error(messageOf(error, t('Could not cancel the class'))),
          })
        }
      />
    </div>
  );
}

/** One date's time and capacity; the series keeps its other dates. */
function EditDialog({ item, timeZone, onClose }: { item: ClassSession; timeZone: string; onClose: () => void }) {
  const t = useT();
  const { update } = useClassAdmin();
  const [date, setDate] = useState(dateIn(item.startTime, timeZone));
  const [time, setTime] = useState(formatTime(item.startTime, timeZone));
  const [capacity, setCapacity] = useState(String(item.capacity));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Change {name}', { name: item.name })}
      description={t('Only this date changes.')}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { id: item.id, date, startTime: time, capacity: Number(capacity) },
            {
              onSuccess: () => {
                notify.success(t('Class changed'));
                onClose();
              },
              onError: (error) => {
                setErrors((error as { errors?: Record<string, string[]> }).errors ?? {});
                notify.error(messageOf(error, t('Could not change the class')));
              },
            },
          );
        }}
      >
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('Date')}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={errors.date?.[0]}
          />
          <TextField
            label={t('Start time')}
            type="time"
            value={time}
            onChange={(e) => setTime(e.target.value)}
            error={errors.startTime?.[0]}
          />
          <TextField
            label={t('Places')}
            type="number"
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            error={errors.capacity?.[0]}
          />
        </div>
        <DialogActions>
          <Button variant="outline" onClick={onClose}>
            {t('Close')}
          </Button>
          <Button type="submit" isLoading={update.isPending}>
            {t('Save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
