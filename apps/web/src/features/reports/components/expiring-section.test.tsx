import type { ExpiringItem, ExpiringReport } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, setClock, signIn } from '../../../test/utils.tsx';
import { ExpiringSection } from './reports.tsx';

const item = (n: number): ExpiringItem => ({
  subscriptionId: n,
  memberId: 100 + n,
  fullName: `Member ${n}`,
  email: `member${n}@example.com`,
  phone: null,
  planName: 'Monthly',
  endDate: '2026-04-20',
  daysLeft: 5,
  renews: n % 2 === 0,
  renewal: n % 2 === 0 ? 'auto-renew' : 'none',
});

describe('memberships ending soon', () => {
  it('counts them all by how they renew, lists a page, and asks for the next page', async () => {
    setClock('2026-04-15T15:00:00Z');
    signIn('staff');
    const api = mockApi({
      'GET /api/reports/expiring': (request) => {
        const page = Number(new URL(request.url, 'http://localhost').searchParams.get('page'));
        const body: ExpiringReport = {
          from: '2026-04-15',
          to: '2026-05-15',
          days: 30,
          timeZone: 'America/New_York',
          items: page === 1 ? Array.from({ length: 20 }, (_, i) => item(i + 1)) : [item(21), item(22)],
          total: 22,
          counts: { 'auto-renew': 11, 'next-plan': 0, none: 11 },
          page,
          pageSize: 20,
        };
        return { body };
      },
    });
    renderWithApp(<ExpiringSection />);
    const table = await screen.findByRole('table', { name: 'Memberships ending soon' });
    expect(within(table).getByText('Member 1')).toBeInTheDocument();
    const doesNotRenew = screen.getAllByText('Does not renew').find((el) => el.tagName === 'DT') as HTMLElement;
    expect(doesNotRenew.nextElementSibling).toHaveTextContent('11');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Member 22')).toBeInTheDocument();
    expect(api.requestsTo('/api/reports/expiring').map((r) => new URL(r.url, 'http://localhost').search)).toEqual([
      '?days=30&page=1&pageSize=20',
      '?days=30&page=2&pageSize=20',
    ]);
  });
});
