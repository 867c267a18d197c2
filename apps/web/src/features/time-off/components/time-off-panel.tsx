import { addDays, type TimeOff, type TimeOffAffected, timeOffFormSchema, zonedTimeToInstant } from '@gym/contract';
import { CalendarOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeleteButton } from '../../../components/ui/delete-button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Form, FormInput, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { dateIn, formatDateTime, formatTime } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useAddTimeOff } from '../api/add-time-off.ts';
import { useDeleteTimeOff } from '../api/delete-time-off.ts';
import { timeOffCsvPath, useTimeOff } from '../api/get-time-off.ts';

type Props = {
  trainerId: number;
  /** Who keeps it: the trainer for themself, or the front desk (staff, admin) for a chosen trainer. */
  keeper: 'trainer' | 'desk';
};

/**
 * A trainer's time off (docs/decisions/031): the entries from today on, a form for a new one (the gym's wall clock),
 * and deleting one after a confirmation. Time off added over booked work lists that work, with the way to where it
 * is moved or cancelled; nothing is moved by itself. The entries listed export as a CSV file.
 */
export function TimeOffPanel(props: Props) {
  const t = useT();
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  // The form starts on tomorrow of the gym's calendar: wait for the gym's clock.
  if (!today || !timeZone) return <Spinner label={t('Loading time off')} />;
  return <TimeOffBoard {...props} today={today} timeZone={timeZone} />;
}

function TimeOffBoard({ trainerId, keeper, today, timeZone }: Props & { today: string; timeZone: string }) {
  const t = useT();
  const entries = useTimeOff(trainerId, today);
  const add = useAddTimeOff();
  const remove = useDeleteTimeOff();
  const [affected, setAffected] = useState<TimeOffAffected[] | null>(null);
  const [deleting, setDeleting] = useState<TimeOff | null>(null);
  const tomorrow = addDays(today, 1);
  const form = useZodForm(timeOffFormSchema, {
    defaultValues: { start: `${tomorrow}T09:00`, end: `${tomorrow}T17:00`, reason: '' },
  });
  const instant = (local: string) =>
    zonedTimeToInstant(local.slice(0, 10), local.slice(11, 16), timeZone).toISOString();
  // One day's hours say the day once: "Nov 30, 2026, 08:00 – 11:00".
  const span = (start: string, end: string) =>
    dateIn(start, timeZone) === dateIn(end, timeZone)
      ? `${formatDateTime(start, timeZone)} – ${formatTime(end, timeZone)}`
      : `${formatDateTime(start, timeZone)} – ${formatDateTime(end, timeZone)}`;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="grid content-start gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-zinc-950">{t('Upcoming time off')}</h2>
          <ExportCsvButton
            // The entries listed here, from today on.
            path={timeOffCsvPath(trainerId, today)}
            fallbackName="time-off.csv"
            label={t('Export time off as CSV')}
          />
        </div>
        {entries.isPending ? (
          <Spinner label={t('Loading time off')} />
        ) : entries.isError ? (
          <Alert tone="error">{messageOf(entries.error, t('Could not load the time off'))}</Alert>
        ) : entries.data.length === 0 ? (
          <EmptyState
            icon={CalendarOff}
            title={t('No time off ahead')}
            text={t('Hours added here are not offered for booking.')}
          />
        ) : (
          <ul className="grid gap-2" aria-label={t('Upcoming time off')}>
            {entries.data.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-zinc-200 p-3 text-sm"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-zinc-950">{span(entry.start, entry.end)}</p>
                  {entry.reason && <p className="break-words text-zinc-600">{entry.reason}</p>}
                </div>
                <DeleteButton what={span(entry.start, entry.end)} onClick={() => setDeleting(entry)} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card className="grid content-start gap-4">
        <h2 className="text-lg font-semibold text-zinc-950">{t('Add time off')}</h2>
        <Form
          form={form}
          aria-label={t('Add time off')}
          className="grid gap-4"
          onSubmit={async (values) => {
            const saved = await add.mutateAsync({
              trainerId,
              start: instant(values.start),
              end: instant(values.end),
              reason: values.reason,
            });
            notify.success(t('Time off added'));
            setAffected(saved.affected.length ? saved.affected : null);
            form.reset({ start: values.start, end: values.end, reason: '' });
          }}
          onSubmitError={(error) => notify.error(messageOf(error, t('Could not add the time off')))}
        >
          {/* One above the other: a date-time field is too wide for half of the card. */}
          <FormInput name="start" type="datetime-local" label={t('From')} />
          <FormInput name="end" type="datetime-local" label={t('Until')} />
          <FormTextarea name="reason" rows={2} label={t('Reason (optional)')} />
          <Button type="submit" isLoading={add.isPending} className="justify-self-start">
            {t('Add time off')}
          </Button>
        </Form>
        {affected && <AffectedWork affected={affected} keeper={keeper} timeZone={timeZone} />}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete this time off?')}
        message={t('Its hours can be booked again at once.')}
        confirmLabel={t('Delete')}
        variant="danger"
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ trainerId, id: deleting.id });
            notify.success(t('Time off deleted'));
            setDeleting(null);
          } catch (error) {
            notify.error(messageOf(error, t('Could not delete the time off')));
          }
        }}
      >
        {deleting && <p className="font-medium text-zinc-950">{span(deleting.start, deleting.end)}</p>}
      </ConfirmDialog>
    </div>
  );
}

/** The sessions and classes already booked inside new time off, each with the screen where it is moved or cancelled. */
function AffectedWork({
  affected,
  keeper,
  timeZone,
}: {
  affected: TimeOffAffected[];
  keeper: Props['keeper'];
  timeZone: string;
}) {
  const t = useT();
  const where = (kind: TimeOffAffected['kind']) =>
    keeper === 'desk'
      ? kind === 'session'
        ? { to: paths.staff.sessions, label: t('Open the sessions calendar') }
        : { to: paths.staff.classes, label: t('Open the classes') }
      : kind === 'session'
        ? { to: paths.trainerArea.sessionList, label: t('Open my sessions') }
        : null;
  return (
    <Alert
      tone="warning"
      title={t('{count, plural, one {# booking falls in this time off} other {# bookings fall in this time off}}', {
        count: affected.length,
      })}
    >
      <p>
        {keeper === 'desk'
          ? t('Nothing was moved or cancelled: move or cancel each one.')
          : t('Nothing was moved or cancelled: the front desk will move or cancel them.')}
      </p>
      <ul className="mt-2 grid gap-2" aria-label={t('Bookings in this time off')}>
        {affected.map((item) => {
          const link = where(item.kind);
          return (
            <li key={`${item.kind}-${item.id}`} className="flex items-start gap-2">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0">
                <span className="font-medium">
                  {item.kind === 'session' ? t('Personal session') : t('Class')} · {item.name}
                </span>{' '}
                · {formatDateTime(item.startTime, timeZone)} · {item.roomName}
                {link && (
                  <>
                    {' '}
                    · <TextLink to={link.to}>{link.label}</TextLink>
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
