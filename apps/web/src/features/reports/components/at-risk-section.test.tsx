import type { AtRiskReport } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { AtRiskSection } from './at-risk-section.tsx';

const report: AtRiskReport = {
  asOf: '2026-04-15',
  timeZone: 'America/New_York',
  total: 2,
  page: 1,
  pageSize: 20,
  items: [
    {
      memberId: 7,
      fullName: 'Zed Zane',
      email: 'zed@example.com',
      phone: null,
      score: 65,
      reasons: [
        { rule: 'notSeen', points: 40, text: 'Not seen for 35 days (last check-in 2026-03-11)' },
        {
          rule: 'renewalStopped',
          points: 25,
          text: 'Renewal is off: Monthly ends on 2026-04-20 and no next plan is bought',
        },
      ],
      lastCheckIn: '2026-03-11',
      lastContact: null,
    },
    {
      memberId: 8,
      fullName: 'Fay Fox',
      email: 'fay@example.com',
      phone: null,
      score: 30,
      reasons: [
        { rule: 'failedPayment', points: 30, text: '1 failed payment in the last 30 days, the latest on 2026-04-12' },
      ],
      lastCheckIn: '2026-04-13',
      lastContact: {
        id: 1,
        memberId: 8,
        action: 'contacted',
        note: 'Left a voicemail',
        until: null,
        by: { id: 3, fullName: 'Dana Desk' },
        at: '2026-04-14T14:30:00.000Z',
      },
    },
  ],
};

const renderSection = () => {
  setClock('2026-04-15T15:00:00Z');
  signIn('staff');
  const api = mockApi({
    'GET /api/reports/at-risk': () => ({ body: report }),
    'POST /api/reports/at-risk/7/contacted': () => ({
      status: 201,
      body: {
        id: 1,
        memberId: 7,
        action: 'contacted',
        note: null,
        until: null,
        by: { id: 3, fullName: 'Dana Desk' },
        at: '2026-04-15T15:00:00.000Z',
      },
    }),
    'POST /api/reports/at-risk/7/snooze': (request) => ({
      status: 201,
      body: {
        id: 2,
        memberId: 7,
        action: 'snoozed',
        note: 'On holiday',
        until: (request.body as { until: string }).until,
        by: { id: 3, fullName: 'Dana Desk' },
        at: '2026-04-15T15:00:00.000Z',
      },
    }),
  });
  renderWithApp(<AtRiskSection />);
  return api;
};

describe('the at-risk report', () => {
  it('lists each member’s score, reasons in words, last contact and a link to their record', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Members at risk' });
    const zed = within(table).getByRole('link', { name: 'Zed Zane' });
    expect(zed).toHaveAttribute('href', '/dashboard/staff/members/7');
    const row = zed.closest('tr') as HTMLElement;
    expect(within(row).getByText('65')).toBeInTheDocument();
    expect(within(row).getByText(/Not seen for 35 days/)).toBeInTheDocument();
    expect(within(row).getByText(/Renewal is off: Monthly ends on 2026-04-20/)).toBeInTheDocument();
    expect(within(row).getByText('Not contacted yet')).toBeInTheDocument();
    const fay = within(table).getByText('Fay Fox').closest('tr') as HTMLElement;
    expect(within(fay).getByText(/by Dana Desk/)).toBeInTheDocument();
    expect(within(fay).getByText('Left a voicemail')).toBeInTheDocument();
    expect(screen.getByText('Renewal off and no next plan bought: 25 points')).toBeInTheDocument();
  });

  it('records a contact and snoozes a member until the day chosen, with a note', async () => {
    const api = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Zed Zane as contacted' }));
    await screen.findByText('Zed Zane is marked as contacted.');
    expect(api.requestsTo('/api/reports/at-risk/7/contacted')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Snooze Zed Zane' }));
    const dialog = await screen.findByRole('dialog', { name: 'Snooze Zed Zane' });
    const day = within(dialog).getByLabelText('Back on the list on');
    expect(day).toHaveValue('2026-04-29');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-05-01');
    await userEvent.type(within(dialog).getByLabelText('Note (optional)'), 'On holiday');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }));
    await screen.findByText(/Zed Zane is off the list until/);
    expect(api.requestsTo('/api/reports/at-risk/7/snooze')[0]?.body).toEqual({
      until: '2026-05-01',
      note: 'On holiday',
    });
  });
});
