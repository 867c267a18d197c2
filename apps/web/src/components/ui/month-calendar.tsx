import { addDays, mondayOf } from '@gym/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import { dayOfMonth, formatFullDate, formatMonthOf, formatWeekday } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

/*
 * Calendar dates here are `YYYY-MM-DD` text, already the gym's days: the arithmetic below is on the calendar alone
 * (UTC midnights), so neither the browser's zone nor a daylight-saving change can move a day.
 */

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The first day of the month holding `date`. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of the month holding `date`. */
export function lastOfMonth(date: string): string {
  const next = utcMidnight(firstOfMonth(date));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return addDays(isoDay(next), -1);
}

/**
 * The same day of the month `months` later (or earlier, when negative), kept within the shorter month:
 * 31 March + 1 month is 30 April, 31 January + 1 month is 28 or 29 February.
 */
export function addMonths(date: string, months: number): string {
  const first = utcMidnight(firstOfMonth(date));
  first.setUTCMonth(first.getUTCMonth() + months);
  const target = isoDay(first);
  const day = Math.min(Number(date.slice(8, 10)), Number(lastOfMonth(target).slice(8, 10)));
  return `${target.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

export type MonthGrid = {
  /** The month's first and last day. */
  first: string;
  last: string;
  /** The Monday the grid starts on and the Sunday it ends on (calendars start on Monday, spec §9). */
  start: string;
  end: string;
  /** The grid's rows, Monday to Sunday: every week that holds a day of the month, whole. */
  weeks: string[][];
};

/** The weeks a month calendar shows for the month holding `date`. */
export function monthGrid(date: string): MonthGrid {
  const first = firstOfMonth(date);
  const last = lastOfMonth(date);
  const start = mondayOf(first);
  const end = addDays(mondayOf(last), 6);
  const weeks: string[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  return { first, last, start, end, weeks };
}

type MonthCalendarProps = {
  /** The selected day (`YYYY-MM-DD`); the calendar shows its month. */
  selected: string;
  /** Today on the calendar the dates belong to (the gym's), marked in the grid and the target of Today. */
  today: string;
  /** How many things each day holds, by date; undefined while they load. */
  counts: ReadonlyMap<string, number> | undefined;
  onSelect: (date: string) => void;
  /** What each day holds, for its accessible name: '2 sessions' unless the screen counts something else. */
  describeCount?: (count: number) => string;
  className?: string;
};

/** Days each key moves the selection by. */
const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function target(key: string, selected: string): string | undefined {
  const step = DAY_STEPS[key];
  if (step !== undefined) return addDays(selected, step);
  if (key === 'Home') return mondayOf(selected);
  if (key === 'End') return addDays(mondayOf(selected), 6);
  if (key === 'PageUp') return addMonths(selected, -1);
  if (key === 'PageDown') return addMonths(selected, 1);
  return undefined;
}

/**
 * A month of days in Monday-first weeks (spec §2 staff/sessions, §9), with previous month, next month and Today,
 * a dot on the days that hold something, today and the selected day marked, and the neighbouring months' days
 * dimmed. One day is in the tab order at a time: the arrow keys move the selection by a day or a week (into the
 * next or previous month too), Home and End to the week's Monday and Sunday, Page Up and Page Down by a month;
 * the focus follows the selection.
 */
export function MonthCalendar({ selected, today, counts, onSelect, describeCount, className }: MonthCalendarProps) {
  const t = useT();
  const grid = monthGrid(selected);
  const month = formatMonthOf(selected);
  const headingId = useId();
  const table = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);

  // After a key moved the selection, the focus goes with it (the month, and so every button, may have changed).
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    table.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = target(event.key, selected);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onSelect(next);
  };

  const describe = (count: number) =>
    counts === undefined
      ? t('loading')
      : describeCount
        ? describeCount(count)
        : count === 0
          ? t('no sessions')
          : t('{count, plural, one {# session} other {# sessions}}', { count });

  return (
    <section
      aria-labelledby={headingId}
      className={cx('rounded-2xl border border-zinc-200 bg-white p-3 sm:p-5', className)}
    >
      <div className="mb-3 flex items-center justify-between gap-2 px-1 sm:mb-4 sm:px-0">
        <h2 id={headingId} className="text-base font-semibold text-zinc-950" aria-live="polite">
          {month}
        </h2>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Previous month')}
            className="px-2.5"
            onClick={() => onSelect(addMonths(selected, -1))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => onSelect(today)}>
            {t('Today')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Next month')}
            className="px-2.5"
            onClick={() => onSelect(addMonths(selected, 1))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <table ref={table} className="w-full table-fixed border-collapse" onKeyDown={onKeyDown}>
        <caption className="sr-only">
          {t('Days of {month}. Use the arrow keys to move between days, Page Up and Page Down to change the month.', {
            month,
          })}
        </caption>
        <thead>
          <tr>
            {grid.weeks[0]?.map((date) => (
              <th key={date} scope="col" className="pb-1.5 text-xs font-medium text-zinc-500">
                {formatWeekday(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const count = counts?.get(date) ?? 0;
                const isSelected = date === selected;
                const isToday = date === today;
                const inMonth = date >= grid.first && date <= grid.last;
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      data-date={date}
                      data-outside-month={inMonth ? undefined : true}
                      aria-label={
                        isToday
                          ? t('{date}, today, {count}', { date: formatFullDate(date), count: describe(count) })
                          : `${formatFullDate(date)}, ${describe(count)}`
                      }
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      tabIndex={isSelected ? 0 : -1}
                      onClick={() => onSelect(date)}
                      className={cx(
                        'flex h-11 w-full flex-col items-center justify-center gap-1 rounded-lg text-sm tabular-nums transition-colors sm:h-12',
                        isSelected
                          ? 'bg-zinc-900 font-semibold text-white'
                          : isToday
                            ? 'bg-accent-soft font-semibold text-accent-hover ring-1 ring-accent/40 ring-inset hover:bg-orange-100'
                            : inMonth
                              ? 'font-medium text-zinc-900 hover:bg-zinc-100'
                              : 'text-zinc-500 hover:bg-zinc-50',
                      )}
                    >
                      <span className="leading-none">{dayOfMonth(date)}</span>
                      <span
                        aria-hidden="true"
                        data-dot={count > 0 ? true : undefined}
                        className={cx(
                          'size-1.5 rounded-full',
                          count > 0 ? (isSelected ? 'bg-white' : 'bg-accent') : 'bg-transparent',
                        )}
                      />
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
