import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOR_YOUR_ACCOUNT_TITLE } from '../features/auth/components/role-guard.tsx';
import { authStore } from '../lib/auth-store.ts';
import { mockApi, renderWithApp, setClock, signIn } from '../test/utils.tsx';
import { routes } from './router.tsx';

const renderAt = (path: string) => renderWithApp(null, { routes, initialEntries: [path] }).router;

describe('app routes', () => {
  it('shows the hero with Sign Up and Login to visitors', async () => {
    setClock('2026-03-10T11:00:00Z');
    mockApi();
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Train with a plan.');
    expect(screen.getByRole('main')).toHaveTextContent(
      /personalised plans, expert trainers and a supportive community/i,
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    // This year on the gym's clock, once its settings are read.
    expect(
      await within(screen.getByRole('contentinfo')).findByText('© 2026 Pulse Gym. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('hides Sign Up and Login in the hero once logged in', async () => {
    mockApi();
    signIn('user');
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/user',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it('shows a not-found page with a way home for unknown paths', async () => {
    mockApi();
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // The title follows the page in an effect, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Page not found · Pulse Gym'));
  });

  it('shows the same not-found page under /dashboard for a path that is no role area, signed in or not', async () => {
    mockApi();
    renderAt('/dashboard/no-such-area');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('redirecting to you in 3 seconds')).not.toBeInTheDocument();
  });

  it('guards every role area', async () => {
    mockApi();
    renderAt('/dashboard/staff/profile');
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
  });

  it("opens a role area with its dashboard and its role's menu once the server agrees", async () => {
    mockApi({
      'GET /api/auth/trainer-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/trainer': () => ({ body: { members: 7, sessions: 22, upcomingSessions: 4 } }),
    });
    signIn('trainer', { fullName: 'Tom Trainer' });
    renderAt('/dashboard/trainer');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Tom Trainer' })).toBeInTheDocument();
    expect(await screen.findByText('22')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Trainer area' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    // The screens of other areas that trainers reuse (spec §2), read-only.
    expect(links).toEqual(
      expect.arrayContaining([
        ['Overview', '/dashboard/trainer'],
        ['Plans', '/dashboard/staff/plans'],
        ['Feedback', '/dashboard/staff/feedbacks'],
        ['Contact messages', '/dashboard/admin/contact-us'],
        ['Profile', '/dashboard/trainer/profile'],
      ]),
    );
    expect(links.map(([, href]) => href)).not.toContain('/dashboard/admin/plans');
    expect(links.map(([, href]) => href)).not.toContain('/dashboard/admin/feedbacks');
  });

  it("gives a trainer who opens the admin's create-plane a page saying so, not the login form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/auth/trainer-auth': () => ({ body: { ok: true } }) });
    signIn('trainer', { username: 'tom_trainer' });
    const router = renderAt('/dashboard/admin/create-plane');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/trainer');
    // Their own menu, and the header still shows them signed in.
    expect(screen.getByRole('navigation', { name: 'Trainer area' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'tom_trainer' }).length).toBeGreaterThan(0);

    act(() => vi.advanceTimersByTime(5000));
    expect(router.state.location.pathname).toBe('/dashboard/admin/create-plane');
    expect(screen.queryByText(/redirecting to you/)).not.toBeInTheDocument();
    expect(authStore.get()?.user.role).toBe('trainer');
  });

  it("lets staff reuse the admin's create-plane (spec §2)", async () => {
    mockApi({ 'GET /api/auth/staff-auth': () => ({ body: { ok: true } }) });
    signIn('staff');
    renderAt('/dashboard/admin/create-plane');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/staff/plans');
  });

  it('keeps the countdown to login, with the attempted path, when the token is rejected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/auth/staff-auth': () => ({ status: 401, body: { message: 'Expired' } }) });
    signIn('staff');
    const router = renderAt('/dashboard/admin/create-plane');

    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard/admin/create-plane' });
    expect(authStore.get()).toBeNull();
  });

  it("shows a member the member area's menu from the registry", async () => {
    mockApi({ 'GET /api/auth/user-auth': () => ({ body: { ok: true } }) });
    signIn('user');
    renderAt('/dashboard/user/favourite-exercises');
    const nav = await screen.findByRole('navigation', { name: 'Member area' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/dashboard/user'],
      ['My pass', '/dashboard/user/pass'],
      ['My subscriptions', '/dashboard/user/plan-detail'],
      ['Payments', '/dashboard/user/payments'],
      ['Plans', '/dashboard/user/plans'],
      ['Training sessions', '/dashboard/user/training-sessions'],
      ['Book a session', '/dashboard/user/register-training'],
      ['Favourite exercises', '/dashboard/user/favourite-exercises'],
      ['My feedback', '/dashboard/user/feedbacks'],
      ['Profile', '/dashboard/user/profile'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Favourite exercises' })).toHaveAttribute('aria-current', 'page');
  });

  it('answers an unknown back-office path with the not-found page inside the area, menu and all', async () => {
    mockApi({
      'GET /api/auth/admin-auth': () => ({ body: { ok: true } }),
      'GET /api/stats/admin': () => ({ status: 500 }),
    });
    signIn('admin');
    renderAt('/dashboard/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(nav).getByRole('link', { name: 'Plans' })).toHaveAttribute('href', '/dashboard/admin/plans');
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/dashboard/admin/feedbacks');
    expect(within(nav).getByRole('link', { name: 'Contact messages' })).toHaveAttribute(
      'href',
      '/dashboard/admin/contact-us',
    );
    expect(within(nav).getByRole('link', { name: 'Gym rooms' })).toHaveAttribute('href', '/dashboard/admin/gymrooms');
    expect(within(nav).getByRole('link', { name: 'Sessions' })).toHaveAttribute('href', '/dashboard/staff/sessions');
  });
});
