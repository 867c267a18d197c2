import { addDays, type ClassSession, mondayOf } from '@gym/contract';
import { CalendarX2, ChevronLeft, ChevronRight, Clock, DoorOpen, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { dayOfMonth, formatFullDate, formatTime, formatWeekday, formatWeekRange } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toasts.tsx';
import { useClassPlace } from '../api/book-class.ts';
import { useClasses } from '../api/get-classes.ts';

/**
 * The group classes' timetable (docs/decisions/025), a week at a time from Monday: seven day columns on a wide
 * screen, the same days one under another on a phone. Filters by class and by trainer; each class shows its places
 * left or its waitlist, and the signed-in member's own place. A member books, joins the waitlist or leaves from
 * here; a visitor is sent to log in and comes back.
 */
export function Timetable() {
  const t = useT();
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  const [offset, setOffset] = useState(0);
  const [typeFilter, setTypeFilter] = useState('');
  const [trainerFilter, setTrainerFilter] = useState('');
  const monday = today === undefined ? undefined : addDays(mondayOf(today), offset * 7);
  const sunday = monday === undefined ? undefined : addDays(monday, 6);
  const classes = useClasses(monday, sunday);

  const all = classes.data ?? [];
  const typeOptions = useMemo(() => uniqueBy(all, (c) => [String(c.classTypeId), c.name]), [all]);
  const trainerOptions = useMemo(() => uniqueBy(all, (c) => [String(c.trainerId), c.trainerName]), [all]);
  const shown = all.filter(
    (c) =>
      (typeFilter === '' || String(c.classTypeId) === typeFilter) &&
      (trainerFilter === '' || String(c.trainerId) === trainerFilter),
  );

  if (monday === undefined || timeZone === undefined || today === undefined)
    return <Spinner label={t('Loading the timetable')} />;
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setOffset((o) => o - 1)}
            disabled={offset <= 0}
            aria-label={t('Previous week')}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <h2 className="text-center text-lg font-semibold text-zinc-900 sm:min-w-48" aria-live="polite">
            {formatWeekRange(monday)}
          </h2>
          <Button variant="outline" size="sm" onClick={() => setOffset((o) => o + 1)} aria-label={t('Next week')}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
          {offset > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setOffset(0)}>
              {t('This week')}
            </Button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-3 sm:w-96 [&>*]:min-w-0">
          <SelectField
            label={t('Class')}
            value={typeFilter}
            onChange={(e) => setTypeFilter(e.target.value)}
            placeholder={t('All classes')}
            options={typeOptions}
          />
          <SelectField
            label={t('Trainer')}
            value={trainerFilter}
            onChange={(e) => setTrainerFilter(e.target.value)}
            placeholder={t('All trainers')}
            options={trainerOptions}
          />
        </div>
      </div>

      {classes.isError ? (
        <EmptyState
          icon={CalendarX2}
          title={t('Could not load the timetable')}
          action={
            <Button variant="outline" onClick={() => classes.refetch()}>
              {t('Try again')}
            </Button>
          }
        />
      ) : classes.isPending ? (
        <Spinner label={t('Loading the timetable')} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title={t('No classes this week')}
          text={t('Try the next week: the timetable is planned a few weeks ahead.')}
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-7 lg:gap-3">
          {days.map((day) => {
            const ofDay = shown.filter((c) => c.date === day);
            return (
              <section key={day} aria-label={formatFullDate(day)} className="grid content-start gap-2">
                <h3
                  className={`flex items-baseline gap-2 border-b pb-1 text-sm font-semibold ${day === today ? 'border-accent text-accent' : 'border-zinc-200 text-zinc-800'}`}
                >
                  <span className="capitalize">{formatWeekday(day)}</span>
                  <span className="font-normal text-zinc-600">{dayOfMonth(day)}</span>
                </h3>
                {ofDay.length === 0 ? (
                  <p className="text-sm text-zinc-500 lg:py-2">{t('No classes')}</p>
                ) : (
                  ofDay.map((c) => <ClassCard key={c.id} item={c} timeZone={timeZone} />)
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

const uniqueBy = (list: ClassSession[], pick: (c: ClassSession) => [string, string]) => {
  const seen = new Map<string, string>();
  for (const c of list) {
    const [value, label] = pick(c);
    seen.set(value, label);
  }
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
};

function ClassCard({ item, timeZone }: { item: ClassSession; timeZone: string }) {
  const t = useT();
  const cancelled = item.status === 'Cancelled';
  const started = new Date(item.startTime).getTime() <= Date.now();
  const left = item.capacity - item.booked;
  return (
    <article
      aria-label={t('{name} at {time}', { name: item.name, time: formatTime(item.startTime, timeZone) })}
      // A cancelled class is set apart by its dashed frame and struck name, not by fading (its text keeps its contrast).
      className={`grid gap-2 rounded-xl border p-3 text-sm shadow-xs ${item.myStatus === 'Booked' ? 'border-emerald-400' : 'border-zinc-200'} ${cancelled ? 'border-dashed bg-zinc-50' : 'bg-white'}`}
    >
      <p className="flex items-center gap-1.5 font-medium text-zinc-700">
        <Clock aria-hidden="true" className="size-3.5" />
        {formatTime(item.startTime, timeZone)}–{formatTime(item.endTime, timeZone)}
      </p>
      <h4 className={`text-base font-semibold text-zinc-950 ${cancelled ? 'line-through' : ''}`}>{item.name}</h4>
      <p className="text-xs text-zinc-600">{t(item.level)}</p>
      <p className="flex items-center gap-1.5 text-zinc-700">
        <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
        {item.trainerName}
      </p>
      <p className="flex items-center gap-1.5 text-zinc-700">
        <DoorOpen aria-hidden="true" className="size-3.5 shrink-0" />
        {item.roomName}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {cancelled ? (
          <Badge tone="danger">{t('Cancelled')}</Badge>
        ) : left > 0 ? (
          <Badge tone="success">
            {t('{count, plural, one {# place left} other {# places left}}', { count: left })}
          </Badge>
        ) : (
          <Badge tone="warning">
            {item.waitlisted > 0 ? t('Full · Waitlist: {count}', { count: item.waitlisted }) : t('Full')}
          </Badge>
        )}
        {item.myStatus === 'Booked' && <Badge tone="success">{t('You are booked')}</Badge>}
        {item.myStatus === 'Waitlisted' && (
          <Badge tone="neutral">{t('Waitlist #{position}', { position: item.waitlistPosition ?? 0 })}</Badge>
        )}
      </div>
      {!cancelled && !started && <PlaceAction item={item} full={left <= 0} />}
    </article>
  );
}

function PlaceAction({ item, full }: { item: ClassSession; full: boolean }) {
  const t = useT();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { book, leave } = useClassPlace();
  if (!user)
    return (
      <Link to={paths.login} state={{ from: pathname }} className={buttonClasses({ size: 'sm', variant: 'outline' })}>
        {t('Log in to book')}
      </Link>
    );
  if (user.role !== 'user') return null;
  const pending = book.isPending || leave.isPending;
  const onBook = () =>
    book.mutate(item.id, {
      onSuccess: (answer) =>
        notify.success(
          answer.status === 'Booked'
            ? t('You are booked into {name}', { name: item.name })
            : t('You are on the waitlist, number {position}', { position: answer.position }),
        ),
      onError: (error) => notify.error(messageOf(error, t('Could not book the class'))),
    });
  const onLeave = () =>
    leave.mutate(item.id, {
      onSuccess: (answer) =>
        notify.success(answer.late ? t('You have left the class (after the cut-off)') : t('You have left the class')),
      onError: (error) => notify.error(messageOf(error, t('Could not leave the class'))),
    });
  if (item.myStatus === 'Booked')
    return (
      <Button size="sm" variant="outline" onClick={onLeave} isLoading={pending}>
        {t('Leave class')}
      </Button>
    );
  if (item.myStatus === 'Waitlisted')
    return (
      <Button size="sm" variant="outline" onClick={onLeave} isLoading={pending}>
        {t('Leave waitlist')}
      </Button>
    );
  return (
    <Button size="sm" variant={full ? 'secondary' : 'primary'} onClick={onBook} isLoading={pending}>
      {full ? t('Join waitlist') : t('Book')}
    </Button>
  );
}
