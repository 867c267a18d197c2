import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Column, DataTable, type SortState } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';

type Member = { id: number; name: string; email: string; paid: number };

const columns: Column<Member>[] = [
  { id: 'name', header: 'Name', cell: (m) => <strong>{m.name}</strong>, sortKey: 'fullName' },
  { id: 'email', header: 'E-mail', cell: (m) => m.email },
  { id: 'paid', header: 'Paid', cell: (m) => `$${m.paid}`, sortKey: 'paid', align: 'end' },
];
const members: Member[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', paid: 59 },
  { id: 2, name: 'Alan Turing', email: 'alan@example.com', paid: 120 },
];

const table = (props: Partial<Parameters<typeof DataTable<Member>>[0]> = {}) => (
  <DataTable
    caption="Members"
    columns={columns}
    rows={members}
    rowKey={(m) => m.id}
    loadingLabel="Loading members"
    empty={<EmptyState icon={Users} title="No members match your search." />}
    {...props}
  />
);

/** A screen that keeps the sort in state, as the back-office lists will (the server sorts). */
function Sorting({ onSort }: { onSort: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState | undefined>();
  return table({
    sort,
    onSort: (next) => {
      setSort(next);
      onSort(next);
    },
  });
}

describe('DataTable', () => {
  it('shows a named table with a header per column and each row through the cell renderers', () => {
    render(table());
    const grid = screen.getByRole('table', { name: 'Members' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'E-mail', 'Paid']);
    const [, first, second] = within(grid).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      // On a phone each value carries its column's name, hidden from screen readers (they hear the header).
      'NameAda Lovelace',
      'E-mailada@example.com',
      'Paid$59',
    ]);
    expect(within(second as HTMLElement).getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Ada Lovelace').tagName).toBe('STRONG');
  });

  it('makes sortable headers buttons that report the sort, with aria-sort on the sorted column', async () => {
    const onSort = vi.fn();
    render(<Sorting onSort={onSort} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(within(screen.getByRole('columnheader', { name: 'E-mail' })).queryByRole('button')).not.toBeInTheDocument();
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'fullName', direction: 'asc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'fullName', direction: 'desc' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    // Another column starts ascending, and only one header says it is sorted.
    await userEvent.click(screen.getByRole('button', { name: 'Paid' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'paid', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Paid' })).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).not.toHaveAttribute('aria-sort');
  });

  it('sorts by keyboard', async () => {
    const onSort = vi.fn();
    render(<Sorting onSort={onSort} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'fullName', direction: 'asc' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Paid' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSort).toHaveBeenLastCalledWith({ key: 'paid', direction: 'asc' });
  });

  it('shows a loading state with an accessible label until the first page arrives', () => {
    render(table({ rows: undefined }));
    const grid = screen.getByRole('table', { name: 'Members' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getByRole('status')).toHaveTextContent('Loading members');
    expect(within(grid).queryByRole('cell', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  });

  it("shows the screen's empty state instead of an empty table", () => {
    render(table({ rows: [] }));
    expect(screen.getByText('No members match your search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages on the server through the shared pager, keeping the rows while the next page loads', async () => {
    const onPage = vi.fn();
    const { rerender } = render(table({ paging: { page: 1, pages: 3, onPage, label: 'Member pages' } }));
    const pager = screen.getByRole('navigation', { name: 'Member pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: /previous/i })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: /next/i }));
    expect(onPage).toHaveBeenCalledWith(2);

    rerender(table({ fetching: true, paging: { page: 2, pages: 3, onPage, label: 'Member pages' } }));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Member pages' })).toHaveTextContent('Page 2 of 3');
  });

  it('becomes stacked cards on a phone by default: the header row is for screen readers only', () => {
    render(table());
    const grid = screen.getByRole('table');
    expect(grid).toHaveClass('max-sm:block');
    expect(grid.querySelector('thead')).toHaveClass('max-sm:sr-only');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the sort buttons in sight above the cards, so that no focusable button is hidden', () => {
    render(<Sorting onSort={vi.fn()} />);
    const grid = screen.getByRole('table');
    expect(grid.querySelector('thead')).not.toHaveClass('max-sm:sr-only');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveClass('max-sm:sr-only');
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toHaveClass('max-sm:sr-only');
  });

  it('or scrolls inside its own frame, which the keyboard can reach, never the page', async () => {
    render(table({ narrow: 'scroll' }));
    const frame = screen.getByRole('region', { name: 'Members' });
    expect(frame).toHaveClass('overflow-x-auto');
    expect(frame).toContainElement(screen.getByRole('table'));
    expect(screen.queryByText('E-mail', { selector: 'td span' })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(frame).toHaveFocus();
  });
});
