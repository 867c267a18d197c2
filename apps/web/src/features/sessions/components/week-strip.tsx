import { addDays } from '@gym/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../lib/cx.ts';
import { dayOfMonth, formatFullDate, formatWeekday, formatWeekRange } from '../../../lib/format.ts';
import { t, useT } from '../../../lib/i18n.ts';

type WeekStripProps = {
  monday: string;
  selected: string;
  today: string;
  /** Sessions per day (YYYY-MM-DD); undefined while the week loads. */
  counts: Map<string, number> | undefined;
  onSelect: (date: string) => void;
};

/** The seven days of the week that starts on `monday` (calendars start on Monday, spec §9). */
const weekOf = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Monday to Sunday with previous, next and Today (spec §2). One day button is in the tab order at a time:
 * the arrow keys move the selection (across weeks too), Home and End jump to Monday and Sunday.
 */
export function WeekStrip({ monday, selected, today, counts, onSelect }: WeekStripProps) {
  useT();
  const days = weekOf(monday);
  const group = useRef<HTMLFieldSetElement>(null);
  const movedByKey = useRef(false);

  // After a key moved the selection, follow it with the focus (the week may have changed under it).
  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    group.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    const step = STEP[event.key];
    const target =
      step !== undefined
        ? addDays(selected, step)
        : event.key === 'Home'
          ? monday
          : event.key === 'End'
            ? addDays(monday, 6)
            : undefined;
    if (!target) return;
    event.preventDefault();
    movedByKey.current = true;
    onSelect(target);
  };

  return (
    <section aria-labelledby="week-heading" className="rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-heading" className="text-base font-semibold text-zinc-950" aria-live="polite">
          {formatWeekRange(monday)}
        </h2>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Previous week')}
            onClick={() => onSelect(addDays(selected, -7))}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="outline" size="sm" onClick={() => onSelect(today)}>
            {t('Today')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('Next week')}
            onClick={() => onSelect(addDays(selected, 7))}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <fieldset ref={group} className="grid min-w-0 grid-cols-7 gap-1 sm:gap-2" onKeyDown={onKeyDown}>
        <legend className="sr-only">{t('Days of the week. Use the arrow keys to move between days.')}</legend>
        {days.map((date) => {
          const count = counts?.get(date) ?? 0;
          const isSelected = date === selected;
          const isToday = date === today;
          const described =
            counts === undefined
              ? t('loading')
              : count === 0
                ? t('no sessions')
                : t('{count, plural, one {# session} other {# sessions}}', { count });
          const label = isToday
            ? t('{date}, today, {count}', { date: formatFullDate(date), count: described })
            : `${formatFullDate(date)}, ${described}`;
          return (
            <button
              key={date}
              type="button"
              data-date={date}
              aria-label={label}
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(date)}
              className={cx(
                'flex min-h-18 flex-col items-center justify-center gap-1 rounded-xl border px-0.5 py-2 text-center transition-colors',
                isSelected
                  ? 'border-zinc-900 bg-zinc-900 text-white'
                  : 'border-transparent text-zinc-800 hover:border-zinc-200 hover:bg-zinc-50',
                isToday && !isSelected && 'border-accent/40 bg-accent-soft',
              )}
            >
              <span className={cx('text-xs font-medium', isSelected ? 'text-zinc-200' : 'text-zinc-600')}>
                {formatWeekday(date)}
              </span>
              <span className="text-lg font-semibold leading-none">{dayOfMonth(date)}</span>
              <span
                aria-hidden="true"
                className={cx(
                  'size-1.5 rounded-full',
                  count > 0 ? (isSelected ? 'bg-white' : 'bg-accent') : 'bg-transparent',
                )}
              />
            </button>
          );
        })}
      </fieldset>
    </section>
  );
}
