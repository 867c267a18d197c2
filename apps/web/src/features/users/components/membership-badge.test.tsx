import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { MembershipBadge } from './desk-member-list.tsx';

afterEach(() => activateLanguage('en'));

const membership = (status: 'Past due' | 'Suspended') => ({
  subscriptionId: 1,
  planId: 2,
  planName: 'Premium Quarterly',
  status,
  startDate: '2025-01-05',
  endDate: '2025-04-05',
  daysLeft: 30,
});

describe("the desk's membership badge", () => {
  it('says Past due and Suspended in the page’s language', async () => {
    const { rerender } = render(<MembershipBadge membership={membership('Past due')} />);
    expect(screen.getByText('Past due')).toBeInTheDocument();
    await act(() => activateLanguage('es'));
    expect(screen.getByText('Pago vencido')).toBeInTheDocument();
    rerender(<MembershipBadge membership={membership('Suspended')} />);
    expect(screen.getByText('Suspendida')).toBeInTheDocument();
  });
});
