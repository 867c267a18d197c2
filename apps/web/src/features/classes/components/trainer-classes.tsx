import { addDays, type ClassSession } from '@gym/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatTime, formatWeekday } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMyClasses } from '../api/get-my-classes.ts';
import { ClassRosterDialog } from './class-roster.tsx';

/** Today and the six days after it, as the trainer's sessions agenda shows them. */
export const TRAINER_CLASSES_DAYS = 7;

/**
 * The trainer's classes on their home (docs/decisions/032), beside their personal sessions: today's and the rest of
 * the week's, each opening its roster, where the trainer ticks who came. Cancelled classes are left out.
 */
export function TrainerClasses() {
  const t = useT();
  const today = useGymToday();
  const timeZone = useGymTimeZone();
  const classes = useMyClasses(today, today === undefined ? undefined : addDays(today, TRAINER_CLASSES_DAYS - 1));
  return (
    <section aria-labelledby="agenda-classes" className="mb-10 grid gap-3">
      <h2 id="agenda-classes" className="text-lg font-semibold text-zinc-950">
        {t('Your classes this week')}
      </h2>
      {classes.isPending || !timeZone ? (
        <Spinner label={t('Loading your classes')} />
      ) : classes.isError ? (
        <p role="alert" className="text-sm text-zinc-700">
          {t('Your classes could not be loaded.')}
        </p>
      ) : classes.data.filter((c) => c.status === 'Scheduled').length === 0 ? (
        <p className="text-sm text-zinc-600">{t('No classes to teach this week.')}</p>
      ) : (
        <TrainerClassList classes={classes.data} today={today} timeZone={timeZone} />
      )}
    </section>
  );
}

/**
 * The classes a trainer teaches on one day of their sessions calendar, under that day's sessions, each opening its
 * roster; nothing when there are none. `classes` are the calendar's month of them (`useMyClasses`).
 */
export function TrainerClassesOnDay({
  classes,
  day,
  timeZone,
}: {
  classes: ClassSession[] | undefined;
  day: string;
  timeZone: string;
}) {
  const t = useT();
  const today = useGymToday();
  const list = (classes ?? []).filter((c) => c.date === day);
  if (list.filter((c) => c.status === 'Scheduled').length === 0) return null;
  return (
    <section aria-labelledby="day-classes-title" className="mt-6 grid gap-3">
      <h3 id="day-classes-title" className="font-semibold text-zinc-950">
        {t('Classes')}
      </h3>
      <TrainerClassList classes={list} today={today} timeZone={timeZone} />
    </section>
  );
}

/** Scheduled classes as rows: when, which, where, how full, and the roster. */
function TrainerClassList({
  classes,
  today,
  timeZone,
}: {
  classes: ClassSession[];
  today: string | undefined;
  timeZone: string;
}) {
  const t = useT();
  const [rosterOf, setRosterOf] = useState<ClassSession | null>(null);
  return (
    <div className="rounded-2xl border border-zinc-200 bg-white">
      <ul className="divide-y divide-zinc-100">
        {classes
          .filter((c) => c.status === 'Scheduled')
          .map((c) => (
            <li
              key={c.id}
              className="flex flex-col gap-2 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <span className="font-medium text-zinc-950 sm:w-32">
                  {c.date === today ? t('Today') : formatWeekday(c.date)} {formatTime(c.startTime, timeZone)}
                </span>
                <span id={`class-${c.id}`} className="min-w-0 font-medium text-zinc-900">
                  {c.name}
                </span>
                <span className="text-zinc-600">{c.roomName}</span>
                <span className="text-zinc-600">
                  {t('{booked} of {capacity} booked', { booked: c.booked, capacity: c.capacity })}
                </span>
              </div>
              <Button
                size="sm"
                variant="outline"
                className="self-start sm:self-center"
                aria-describedby={`class-${c.id}`}
                onClick={() => setRosterOf(c)}
              >
                {t('Roster')}
              </Button>
            </li>
          ))}
      </ul>
      {rosterOf && <ClassRosterDialog item={rosterOf} onClose={() => setRosterOf(null)} />}
    </div>
  );
}
