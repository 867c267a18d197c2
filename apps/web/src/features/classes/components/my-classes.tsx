import { addDays, type ClassSession, mondayOf } from '@gym/contract';
import { ArrowRight, DoorOpen, UserRound, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { formatFullDate, formatTime } from '../../../lib/format.ts';
import { useGymInfo } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useClassPlace } from '../api/book-class.ts';
import { useMyClasses } from '../api/get-my-classes.ts';

/** How far ahead the member's home looks for their classes: the personal sessions' 60 days. */
export const MY_CLASSES_DAYS = 60;
/** How many coming classes the home lists. */
export const MY_CLASSES_LIST_LENGTH = 5;

const HOUR_MS = 3_600_000;

/**
 * The member's home's classes (docs/decisions/032): the coming classes they hold a place in or wait for, beside
 * their personal sessions, each with its waitlist position and Leave.
 */
export function MyClassesCard({
  today,
  timeZone,
  now = Date.now(),
}: {
  today: string;
  timeZone: string;
  now?: number;
}) {
  const t = useT();
  const classes = useMyClasses(today, addDays(today, MY_CLASSES_DAYS));
  const coming = (classes.data ?? []).filter((c) => Date.parse(c.endTime) > now).slice(0, MY_CLASSES_LIST_LENGTH);
  return (
    <section aria-labelledby="my-classes-title" className="rounded-2xl border border-zinc-200 bg-white">
      <h2 id="my-classes-title" className="px-5 pt-4 pb-2 font-semibold text-zinc-950 sm:px-6">
        {t('Your classes')}
      </h2>
      {classes.isPending ? (
        <Spinner label={t('Loading your classes')} className="px-5 pb-4 sm:px-6" />
      ) : classes.isError ? (
        <p role="alert" className="px-5 pb-4 text-sm text-zinc-700 sm:px-6">
          {t('Your classes could not be loaded.')}
        </p>
      ) : coming.length === 0 ? (
        <p className="px-5 pb-4 text-sm text-zinc-700 sm:px-6">{t('No classes booked.')}</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {coming.map((c) => (
            <li key={c.id} className="px-5 py-3 sm:px-6">
              <MyClassItem item={c} timeZone={timeZone} showDate />
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-zinc-100 px-5 py-3 sm:px-6">
        <Link
          to={paths.classes}
          className="inline-flex items-center gap-1 text-sm font-semibold text-zinc-800 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
        >
          {t('Class timetable')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** The member's classes on one day of their week view, under that day's sessions; nothing when there are none. */
export function MyClassesOnDay({ day, timeZone }: { day: string; timeZone: string }) {
  const t = useT();
  const monday = mondayOf(day);
  const classes = useMyClasses(monday, addDays(monday, 6));
  const list = classes.isPlaceholderData ? [] : (classes.data ?? []).filter((c) => c.date === day);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="day-classes-title" className="mt-6 grid gap-3">
      <h3 id="day-classes-title" className="font-semibold text-zinc-950">
        {t('Classes')}
      </h3>
      <ul className="grid gap-3">
        {list.map((c) => (
          <li key={c.id} className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
            <MyClassItem item={c} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyClassItem({
  item,
  timeZone,
  showDate = false,
}: {
  item: ClassSession;
  timeZone: string;
  showDate?: boolean;
}) {
  const t = useT();
  const cancelled = item.status === 'Cancelled';
  const time = `${formatTime(item.startTime, timeZone)} – ${formatTime(item.endTime, timeZone)}`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-950">
          <UsersRound aria-hidden="true" className="size-4 shrink-0 text-accent" />
          <span className={cancelled ? 'line-through' : undefined}>{item.name}</span>
          {cancelled ? (
            <Badge tone="danger">{t('Cancelled')}</Badge>
          ) : item.myStatus === 'Waitlisted' ? (
            <Badge tone="warning">{t('Waitlist position {position}', { position: item.waitlistPosition ?? 0 })}</Badge>
          ) : (
            <Badge tone="success">{t('Booked')}</Badge>
          )}
        </p>
        <p className="text-sm text-zinc-700 tabular-nums">
          {showDate ? t('{date} at {time}', { date: formatFullDate(item.date), time }) : time}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-zinc-600">
          <span className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            {item.trainerName}
          </span>
          <span className="inline-flex items-center gap-1">
            <DoorOpen aria-hidden="true" className="size-3.5" />
            {item.roomName}
          </span>
        </p>
      </div>
      {!cancelled && Date.parse(item.startTime) > Date.now() && <LeaveClassButton item={item} timeZone={timeZone} />}
    </div>
  );
}

/**
 * Leave, behind a confirmation that says what happens: a place left before the cut-off goes to the first on the
 * waitlist; after it, leaving is a late cancellation and the place is open to whoever books first.
 */
export function LeaveClassButton({ item, timeZone }: { item: ClassSession; timeZone: string }) {
  const t = useT();
  const { leave } = useClassPlace();
  const cutoffHours = useGymInfo().data?.cancelCutoffHours ?? 0;
  const [open, setOpen] = useState(false);
  const waiting = item.myStatus === 'Waitlisted';
  const when = t('{date} at {time}', { date: formatFullDate(item.date), time: formatTime(item.startTime, timeZone) });
  const late = !waiting && Date.now() >= Date.parse(item.startTime) - cutoffHours * HOUR_MS;
  const message = waiting
    ? t('You will leave the waitlist for {name} on {when}.', { name: item.name, when })
    : late
      ? t(
          'It is less than {hours} hours before {name} on {when}: leaving now is a late cancellation, and your place does not go to the waitlist.',
          { hours: cutoffHours, name: item.name, when },
        )
      : t('Your place in {name} on {when} goes to the first person on the waitlist.', { name: item.name, when });
  const label = waiting ? t('Leave waitlist') : t('Leave class');
  return (
    <>
      <Button size="sm" variant="outline" className="self-start sm:self-center" onClick={() => setOpen(true)}>
        {label}
        <span className="sr-only">
          : {item.name}, {when}
        </span>
      </Button>
      <ConfirmDialog
        open={open}
        title={waiting ? t('Leave the waitlist?') : t('Leave this class?')}
        message={message}
        confirmLabel={label}
        cancelLabel={t('Keep my place')}
        variant="danger"
        pending={leave.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          leave.mutate(item.id, {
            onSuccess: (answer) => {
              notify.success(
                answer.late ? t('You have left the class (after the cut-off)') : t('You have left the class'),
              );
              setOpen(false);
            },
            onError: (error) => notify.error(messageOf(error, t('Could not leave the class'))),
          })
        }
      />
    </>
  );
}
