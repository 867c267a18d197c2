import type { Role } from '@gym/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { LocationProbe, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { NOT_FOR_YOUR_ACCOUNT_TITLE, RoleGate, RoleGuard } from './role-guard.tsx';

const renderGuarded = (allow: readonly Role[], entry = '/dashboard/area') =>
  renderWithApp(null, {
    initialEntries: [entry],
    routes: [
      {
        path: '/dashboard/area/*',
        element: (
          <RoleGuard allow={allow}>
            <p>Secret area</p>
          </RoleGuard>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
  });

describe('route guard', () => {
  it('counts down 3, 2, 1 without a token, then goes to login carrying the attempted path', async () => {
    vi.useFakeTimers();
    const { requestsTo } = mockApi();
    renderGuarded(['admin'], '/dashboard/area/profile?tab=1');

    expect(screen.getByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('redirecting to you in 2 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('redirecting to you in 1 seconds')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ from: '/dashboard/area/profile?tab=1' });
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
    expect(requestsTo('/api/auth/admin-auth')).toHaveLength(0);
  });

  it('shows a loading indicator, then the area when the server confirms the role', async () => {
    signIn('admin', {}, 'admin-token');
    let answer: (value: { body: unknown }) => void = () => {};
    const { requests } = mockApi({
      'GET /api/auth/admin-auth': () => new Promise((resolve) => (answer = resolve)),
    });
    renderGuarded(['admin']);

    expect(await screen.findByText('Checking access')).toBeInTheDocument();
    answer({ body: { ok: true } });
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it("asks the server about the signed-in user's own role, and lets in any role the page allows", async () => {
    signIn('staff');
    const { requestsTo } = mockApi({ 'GET /api/auth/staff-auth': () => ({ body: { ok: true } }) });
    renderGuarded(['admin', 'staff']);
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
    expect(requestsTo('/api/auth/staff-auth')).toHaveLength(1);
    expect(requestsTo('/api/auth/admin-auth')).toHaveLength(0);
  });

  it('accepts any 2xx for the user check', async () => {
    signIn('user');
    mockApi({ 'GET /api/auth/user-auth': () => ({ status: 204 }) });
    renderGuarded(['user']);
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
  });

  it('needs ok: true from the staff check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('staff');
    mockApi({ 'GET /api/auth/staff-auth': () => ({ body: { ok: false } }) });
    renderGuarded(['staff']);
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
  });

  it('tells a signed-in person of another role that the page is not theirs, instead of sending them to log in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('user');
    const { requestsTo } = mockApi({ 'GET /api/auth/user-auth': () => ({ body: { ok: true } }) });
    renderGuarded(['trainer', 'admin'], '/dashboard/area/create-plane');

    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/user');
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
    expect(screen.queryByText(/redirecting to you/)).not.toBeInTheDocument();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Not open to your account · Pulse Gym'));

    // No countdown: the page stays, and so does the session (a wrong role is not a bad token).
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(authStore.get()).not.toBeNull();
    expect(requestsTo('/api/auth/trainer-auth')).toHaveLength(0);
  });

  it('forgets a token the server no longer accepts, and counts down to login with the attempted path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn('staff');
    mockApi({ 'GET /api/auth/staff-auth': () => ({ status: 401, body: { message: 'Expired' } }) });
    // The page is not for staff either: a rejected token still means logging in again, not "not yours".
    renderGuarded(['admin'], '/dashboard/area/create-plane');

    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOR_YOUR_ACCOUNT_TITLE)).not.toBeInTheDocument();
    expect(authStore.get()).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ from: '/dashboard/area/create-plane' });
  });

  it('counts down, keeping the session, when the check fails for another reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('admin');
    mockApi({ 'GET /api/auth/admin-auth': () => ({ status: 500, body: { message: 'Down' } }) });
    renderGuarded(['admin']);
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not confirm your sign-in' })).toBeInTheDocument();
    expect(authStore.get()).not.toBeNull();
  });
});

describe('role gate (inside an area whose guard has checked the role)', () => {
  const renderGate = (allow: readonly Role[]) =>
    renderWithApp(
      <RoleGate allow={allow}>
        <p>Reused screen</p>
      </RoleGate>,
      { path: '/dashboard/admin/contact-us' },
    );

  it('shows the screen to every allowed role without asking the server again', () => {
    signIn('trainer');
    const { spy } = mockApi();
    renderGate(['admin', 'staff', 'trainer']);
    expect(screen.getByText('Reused screen')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalledWith(expect.stringContaining('/api/auth/'), expect.anything());
  });

  it('tells any other role the page is not theirs, with a link to their own dashboard', () => {
    signIn('staff');
    mockApi();
    renderGate(['admin', 'trainer']);
    expect(screen.queryByText('Reused screen')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOT_FOR_YOUR_ACCOUNT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard/staff');
  });
});
