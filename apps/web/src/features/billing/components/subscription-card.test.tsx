import { DEFAULT_PLAN_IMAGE_URL } from '@gym/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/utils.tsx';
import { makeSubscription } from '../test/billing-fixtures.ts';
import { SubscriptionCard } from './subscription-card.tsx';

const renderCard = (overrides: Parameters<typeof makeSubscription>[0] = {}, today = '2025-03-01') => {
  const onExtend = vi.fn();
  const subscription = makeSubscription(overrides);
  const view = renderWithApp(<SubscriptionCard subscription={subscription} today={today} onExtend={onExtend} />);
  return { ...view, onExtend, subscription };
};

describe('SubscriptionCard', () => {
  it('shows the plan, state, dates as MMM dd, yyyy, amount and a green Completed payment', () => {
    const { container } = renderCard();
    expect(screen.getByRole('heading', { name: 'Premium Quarterly' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Jan 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('Apr 05, 2025')).toBeInTheDocument();
    expect(screen.getByText('$249.99')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toHaveClass('text-emerald-800');
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/plans/premium.svg');
    expect(screen.getByRole('link', { name: /Plan features/ })).toHaveAttribute(
      'href',
      '/dashboard/user/plan-detail-full/3',
    );
  });

  it('offers Extend Plan while auto-renew is off, and hands the subscription over', async () => {
    const { onExtend, subscription } = renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Extend Plan' }));
    expect(onExtend).toHaveBeenCalledWith(subscription);
    expect(screen.queryByText('Extended')).not.toBeInTheDocument();
    expect(screen.queryByText('Expected')).not.toBeInTheDocument();
  });

  it('says plainly when the plan ends and how it renews: paid next term, by card, or not', () => {
    const prepaid = renderCard({ autoRenew: true, renewal: 'prepaid', endDate: '2025-04-05', durationInDays: 90 });
    expect(
      screen.getByText('Ends on Apr 05, 2025. The next term is paid: it runs from Apr 06, 2025 until Jul 04, 2025.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop renewal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Extend Plan' })).not.toBeInTheDocument();
    prepaid.unmount();

    const card = renderCard({ autoRenew: true, renewal: 'card', endDate: '2025-04-05', durationInDays: 30 });
    expect(
      screen.getByText(
        'Ends on Apr 05, 2025, then renews by card: $249.99 for another 30 days, charged before Apr 06, 2025.',
      ),
    ).toBeInTheDocument();
    card.unmount();

    renderCard({ endDate: '2025-04-05', durationInDays: 30 });
    expect(
      screen.getByText('Ends on Apr 05, 2025 and does not renew. Another 30 days costs $249.99.'),
    ).toBeInTheDocument();
  });

  it('shows a freeze under way with End freeze today, and no Freeze button while it lasts', () => {
    renderCard({ status: 'Frozen', isActive: false, frozenFrom: '2025-02-25', frozenUntil: '2025-03-10' });
    expect(screen.getByText('Frozen until Mar 10, 2025: no booking or check-in until then.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End freeze today' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();
  });

  it('marks any other payment status yellow, an ended one Expired with Buy again instead of Extend', () => {
    renderCard({ isActive: false, status: 'Expired', paymentStatus: 'Pending' });
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toHaveClass('text-amber-900');
    expect(screen.queryByRole('button', { name: 'Extend Plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy again' })).toHaveAttribute('href', '/dashboard/user/plans/3');
  });

  it('falls back to the default plan image', () => {
    const { container } = renderCard({ planImageUrl: '' });
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_PLAN_IMAGE_URL);
  });
});
