import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { addMonths, lastOfMonth, MonthCalendar, monthGrid } from './month-calendar.tsx';

// Dates are calendar text, so no clock is needed: "today" is whatever the caller says it is. The tests run in
// America/St_Johns (vitest.config.ts), where reading a date as local midnight would show the day before.

describe('month arithmetic', () => {
  it('covers the whole weeks around the month, Monday first', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday: six rows.
    const march = monthGrid('2026-03-17');
    expect(march).toMatchObject({ first: '2026-03-01', last: '2026-03-31', start: '2026-02-23', end: '2026-04-05' });
    expect(march.weeks).toHaveLength(6);
    expect(march.weeks[0]).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(march.weeks.at(-1)?.at(-1)).toBe('2026-04-05');
    // February 2027 starts on a Monday and has 28 days: exactly four rows, nothing around it.
    const february = monthGrid('2027-02-01');
    expect(february).toMatchObject({ start: '2027-02-01', end: '2027-02-28' });
    expect(february.weeks).toHaveLength(4);
    // June 2026 starts on a Monday and ends on a Tuesday.
    expect(monthGrid('2026-06-30')).toMatchObject({ start: '2026-06-01', end: '2026-07-05' });
    // Across the year's end.
    expect(monthGrid('2026-12-25')).toMatchObject({ start: '2026-11-30', end: '2027-01-03' });
  });

  it('moves by months, keeping the day within the shorter month', () => {
    expect(addMonths('2026-03-17', 1)).toBe('2026-04-17');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-10', -1)).toBe('2025-12-10');
    expect(addMonths('2026-05-05', 12)).toBe('2027-05-05');
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(lastOfMonth('2026-12-01')).toBe('2026-12-31');
  });
});

const TODAY = '2026-03-10'; // a Tuesday
const counts = new Map([
  ['2026-03-10', 2],
  ['2026-03-12', 1],
  ['2026-04-02', 3], // in the grid's last row, outside March
]);

/** The calendar as a screen holds it: the selection is the screen's state. */
function Calendar({
  initial = TODAY,
  onSelect,
  loaded = true,
}: {
  initial?: string;
  onSelect?: (date: string) => void;
  loaded?: boolean;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <MonthCalendar
      selected={selected}
      today={TODAY}
      counts={loaded ? counts : undefined}
      onSelect={(date) => {
        onSelect?.(date);
        setSelected(date);
      }}
    />
  );
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });
const dayOn = (date: string) => document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
const heading = () => screen.getByRole('heading', { level: 2 });

describe('MonthCalendar', () => {
  it('shows Monday-first weeks with weekday headers, the neighbouring months dimmed', () => {
    render(<Calendar />);
    expect(heading()).toHaveTextContent('March 2026');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['23', '24', '25', '26', '27', '28', '1']);
    expect(dayOn('2026-02-28')).toHaveAttribute('data-outside-month');
    expect(dayOn('2026-03-01')).not.toHaveAttribute('data-outside-month');
    expect(dayOn('2026-03-31')).not.toHaveAttribute('data-outside-month');
    expect(dayOn('2026-04-05')).toHaveAttribute('data-outside-month');
  });

  it('names each day with its date, today and its count, and dots the days that have some', () => {
    render(<Calendar />);
    const today = day('Tuesday, March 10, 2026, today, 2 sessions');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(day('Thursday, March 12, 2026, 1 session')).toHaveAttribute('aria-pressed', 'false');
    expect(day('Wednesday, March 11, 2026, no sessions')).not.toHaveAttribute('aria-current');
    expect(day('Thursday, April 2, 2026, 3 sessions')).toBeInTheDocument();
    const dotted = [...document.querySelectorAll('[data-dot]')].map((dot) => dot.closest('button')?.dataset.date);
    expect(dotted).toEqual(['2026-03-10', '2026-03-12', '2026-04-02']);
  });

  it('says the days are loading, without dots, until the counts come', () => {
    render(<Calendar loaded={false} />);
    expect(day('Tuesday, March 10, 2026, today, loading')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-dot]')).toHaveLength(0);
  });

  it('moves a month back and forth, keeping the day within the month, and Today comes home', async () => {
    const user = userEvent.setup();
    render(<Calendar initial="2026-03-31" />);
    await user.click(day('Next month'));
    expect(heading()).toHaveTextContent('April 2026');
    expect(dayOn('2026-04-30')).toHaveAttribute('aria-pressed', 'true');
    await user.click(day('Previous month'));
    await user.click(day('Previous month'));
    expect(heading()).toHaveTextContent('February 2026');
    expect(dayOn('2026-02-28')).toHaveAttribute('aria-pressed', 'true');
    // February 2026 starts on a Sunday too: the grid begins on Monday 26 January.
    expect(dayOn('2026-01-26')).toHaveAttribute('data-outside-month');
    await user.click(day('Today'));
    expect(heading()).toHaveTextContent('March 2026');
    expect(dayOn(TODAY)).toHaveAttribute('aria-pressed', 'true');
  });

  it('selects a dimmed day of the next month, which shows that month', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    await user.click(day(/^Thursday, April 2, 2026/));
    expect(heading()).toHaveTextContent('April 2026');
    expect(dayOn('2026-04-02')).toHaveAttribute('aria-pressed', 'true');
    expect(dayOn('2026-04-02')).not.toHaveAttribute('data-outside-month');
  });

  it('keeps one day in the tab order and moves it with the keys, the focus following', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    const buttons = screen.getAllByRole('button').filter((b) => b.dataset.date);
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.dataset.date)).toEqual([TODAY]);

    // Previous month, Today, Next month, then the selected day alone.
    for (const name of ['Previous month', 'Today', 'Next month']) {
      await user.tab();
      expect(day(name)).toHaveFocus();
    }
    await user.tab();
    expect(dayOn(TODAY)).toHaveFocus();
    await user.tab();
    expect(document.activeElement?.hasAttribute('data-date')).toBe(false);
    dayOn(TODAY)?.focus();

    const moves: [string, string][] = [
      ['{ArrowRight}', '2026-03-11'],
      ['{ArrowDown}', '2026-03-18'],
      ['{ArrowUp}', '2026-03-11'],
      ['{ArrowLeft}', '2026-03-10'],
      ['{Home}', '2026-03-09'],
      ['{End}', '2026-03-15'],
      ['{PageDown}', '2026-04-15'],
      ['{PageUp}', '2026-03-15'],
      ['{PageUp}', '2026-02-15'],
    ];
    for (const [key, date] of moves) {
      await user.keyboard(key);
      expect(dayOn(date), `${key} → ${date}`).toHaveFocus();
      expect(dayOn(date)).toHaveAttribute('aria-pressed', 'true');
      expect(dayOn(date)).toHaveAttribute('tabindex', '0');
    }
    expect(heading()).toHaveTextContent('February 2026');
  });

  it('crosses into the neighbouring months with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Calendar initial="2026-03-01" />);
    dayOn('2026-03-01')?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(heading()).toHaveTextContent('February 2026');
    expect(dayOn('2026-02-28')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(heading()).toHaveTextContent('April 2026');
    expect(dayOn('2026-04-05')).toHaveFocus();
    // Home goes to the week's Monday, back in March.
    await user.keyboard('{Home}');
    expect(dayOn('2026-03-30')).toHaveFocus();
    expect(heading()).toHaveTextContent('March 2026');
  });

  it('selects with Enter and Space, and leaves the browser its own shortcuts', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Calendar onSelect={onSelect} />);
    dayOn(TODAY)?.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(TODAY);
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
    await user.keyboard('{Control>}{ArrowRight}{/Control}{Alt>}{PageDown}{/Alt}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(dayOn(TODAY)).toHaveFocus();
  });
});
