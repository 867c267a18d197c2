import type { AdminStats } from '@gym/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp, signIn } from '../../test/utils.tsx';
import { routes } from '../router.tsx';

const adminStats: AdminStats = {
  counts: { staff: 2, subscribers: 63, plans: 6, feedbacks: 25, trainers: 4, gymRooms: 5 },
  revenue: [1, 2, 3, 4, 5, 6].map((month) => ({ year: 2025, month, totalAmount: month * 100 })),
  growth: {
    current: { from: '2025-06-01', to: '2025-06-10', totalAmount: 200 },
    previous: { from: '2025-05-01', to: '2025-05-10', totalAmount: 100 },
    rate: 100,
  },
  subscriptionsByPlanType: { Standard: 1, Basic: 2, Premium: 3, Diamond: 4 },
  usersByRole: { user: 63, staff: 2, trainer: 4 },
};

const renderAt = (path: string) => renderWithApp(null, { routes, initialEntries: [path] });

describe('the dashboards’ cards', () => {
  it("link the admin's counts to the screens the registry holds for the admin", async () => {
    mockApi({
      'GET /api/auth/admin-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/admin': () => ({ body: adminStats }),
    });
    signIn('admin', { fullName: 'Ada Admin' });
    renderAt('/dashboard/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Admin' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(await screen.findByText('63', { selector: 'span' })).toBeInTheDocument();
    const cardLink = (label: string) =>
      [...main.querySelectorAll('a')].find((a) => a.textContent?.startsWith(label))?.getAttribute('href');
    expect(cardLink('Plans')).toBe('/dashboard/admin/plans');
    expect(cardLink('Feedbacks')).toBe('/dashboard/admin/feedbacks');
    expect(cardLink('Gym rooms')).toBe('/dashboard/admin/gymrooms');
    expect(await screen.findByRole('region', { name: 'Revenue, last 6 months' })).toBeInTheDocument();
  });

  it('opens Add New Staff from the admin dashboard', async () => {
    mockApi({
      'GET /api/auth/admin-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/admin': () => ({ body: adminStats }),
    });
    signIn('admin');
    renderAt('/dashboard/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Staff' });
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });

  it("link the staff's counts to their screens", async () => {
    mockApi({
      'GET /api/auth/staff-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/staff': () => ({
        body: {
          subscriptions: 9,
          activeSubscriptions: 5,
          feedbacks: 25,
          unprocessedFeedbacks: 7,
          trainingSessions: 40,
          upcomingSessions: 12,
          gymRooms: 5,
        },
      }),
    });
    signIn('staff');
    renderAt('/dashboard/staff');
    const detail = await screen.findByText('7 unprocessed');
    expect(detail.closest('a')).toHaveAttribute('href', '/dashboard/staff/feedbacks');
    expect(screen.getByText('12 upcoming').closest('a')).toHaveAttribute('href', '/dashboard/staff/sessions');
    const counts = within(screen.getByRole('region', { name: 'At a glance' }));
    expect(counts.getByText('Gym rooms').closest('a')).toHaveAttribute('href', '/dashboard/staff/gymrooms');
    // Shortcuts to the staff's screens that exist, and their profile.
    const shortcuts = within(screen.getByRole('region', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/dashboard/staff/feedbacks');
    expect(shortcuts.getByRole('link', { name: /^Sessions/ })).toHaveAttribute('href', '/dashboard/staff/sessions');
    expect(shortcuts.getByRole('link', { name: /^Gym rooms/ })).toHaveAttribute('href', '/dashboard/staff/gymrooms');
    expect(shortcuts.getByRole('link', { name: 'New plan' })).toHaveAttribute('href', '/dashboard/admin/create-plane');
    expect(shortcuts.getByRole('link', { name: 'Contact messages' })).toHaveAttribute(
      'href',
      '/dashboard/admin/contact-us',
    );
    expect(shortcuts.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/staff/profile');
  });

  it("link the trainer's session counts to their calendar", async () => {
    mockApi({
      'GET /api/auth/trainer-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/trainer': () => ({ body: { members: 8, sessions: 30, upcomingSessions: 6 } }),
    });
    signIn('trainer');
    renderAt('/dashboard/trainer');
    const sessions = await screen.findByText('30');
    expect(sessions.closest('a')).toHaveAttribute('href', '/dashboard/trainer/session-list');
    const shortcuts = within(screen.getByRole('region', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: /^My sessions/ })).toHaveAttribute(
      'href',
      '/dashboard/trainer/session-list',
    );
  });
});
