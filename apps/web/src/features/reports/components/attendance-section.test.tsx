import type { AttendanceReport } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { AttendanceSection } from './attendance-section.tsx';

const period = { from: '2026-01-01', to: '2026-02-28' };
const none = { '0': 0, '1-3': 0, '4-7': 0, '8-11': 0, '12+': 0 };

const report: AttendanceReport = {
  ...period,
  timeZone: 'America/New_York',
  checkins: 6,
  hours: [
    { weekday: 1, hour: 8, checkins: 3 },
    { weekday: 3, hour: 10, checkins: 2 },
    { weekday: 7, hour: 9, checkins: 1 },
  ],
  visits: [
    { month: '2026-01', members: 4, visits: 6, average: 1.5, bands: { ...none, '0': 1, '1-3': 3 } },
    { month: '2026-02', members: 0, visits: 0, average: null, bands: none },
  ],
  absent: {
    asOf: '2026-03-10',
    counts: { days14: 2, days21: 1, days30: 1 },
    members: [
      { memberId: 4, fullName: 'Ben Best', email: 'ben@example.com', phone: null, lastCheckIn: null, daysAway: 40 },
      {
        memberId: 3,
        fullName: 'Ana Able',
        email: 'ana@example.com',
        phone: null,
        lastCheckIn: '2026-02-24',
        daysAway: 14,
      },
    ],
  },
};

const renderSection = () => {
  signIn('staff');
  const api = mockApi({ 'GET /api/reports/attendance': () => ({ body: report }) });
  renderWithApp(<AttendanceSection period={period} />);
  return api;
};

describe('the attendance report', () => {
  it('shows the weekday × hour grid as numbers, every hour between the first and the last', async () => {
    const api = renderSection();
    const grid = await screen.findByRole('table', { name: 'Check-ins by hour (rows) and weekday (columns)' });
    expect(api.requestsTo('/api/reports/attendance')[0]?.url).toContain('from=2026-01-01&to=2026-02-28');
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(['Hour', '08:00', '09:00', '10:00']);
    const eight = within(grid).getByRole('rowheader', { name: '08:00' }).closest('tr') as HTMLElement;
    expect(
      within(eight)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '0', '0', '0', '0', '0']);
    expect(within(grid).getByRole('columnheader', { name: 'Mon' })).toBeInTheDocument();
  });

  it('gives visits per member each month, with a dash for a month without members', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Visits per member by month' });
    const [, january, february] = within(table).getAllByRole('row');
    expect(within(january as HTMLElement).getByText('1.5')).toBeInTheDocument();
    expect(within(february as HTMLElement).getByText('–')).toBeInTheDocument();
  });

  it('lists the members not seen lately, the never seen ones said in words', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Members not seen for 14 days or more' });
    const ben = within(table).getByText('Ben Best').closest('tr') as HTMLElement;
    expect(within(ben).getByText('Never')).toBeInTheDocument();
    expect(within(ben).getByText('40 days')).toBeInTheDocument();
    expect(screen.getByText('Not seen for 21 days or more').nextSibling?.textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Export Members not seen lately as CSV' })).toBeInTheDocument();
  });
});
