import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { LocationProbe, mockApi, renderWithApp, signIn } from '../../../test/utils.tsx';
import { RoleGuard } from './role-guard.tsx';

const renderGuarded = (role: 'admin' | 'staff' | 'trainer' | 'user', entry = `/dashboard/${role}`) =>
  renderWithApp(null, {
    initialEntries: [entry],
    routes: [
      {
        path: `/dashboard/${role}/*`,
        element: (
          <RoleGuard role={role}>
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
    renderGuarded('admin', '/dashboard/admin/profile?tab=1');

    expect(screen.getByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('redirecting to you in 2 seconds')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('redirecting to you in 1 seconds')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));

    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(JSON.parse(location.dataset.state ?? '')).toEqual({ from: '/dashboard/admin/profile?tab=1' });
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
    expect(requestsTo('/api/auth/admin-auth')).toHaveLength(0);
  });

  it('shows a loading indicator, then the area when the server confirms the role', async () => {
    signIn('admin', {}, 'admin-token');
    let answer: (value: { body: unknown }) => void = () => {};
    const { requests } = mockApi({
      'GET /api/auth/admin-auth': () => new Promise((resolve) => (answer = resolve)),
    });
    renderGuarded('admin');

    expect(await screen.findByText('Checking access')).toBeInTheDocument();
    answer({ body: { ok: true } });
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('accepts any 2xx for the user check', async () => {
    signIn('user');
    mockApi({ 'GET /api/auth/user-auth': () => ({ status: 204 }) });
    renderGuarded('user');
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
  });

  it('needs ok: true from the staff check', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('staff');
    mockApi({ 'GET /api/auth/staff-auth': () => ({ body: { ok: false } }) });
    renderGuarded('staff');
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
  });

  it('denies a token of another role', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('user');
    mockApi({ 'GET /api/auth/trainer-auth': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    renderGuarded('trainer');
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    // A wrong role is not a bad token: the member stays signed in.
    expect(authStore.get()).not.toBeNull();
  });

  it('forgets a token the server no longer accepts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn('admin');
    mockApi({ 'GET /api/auth/admin-auth': () => ({ status: 401, body: { message: 'Expired' } }) });
    renderGuarded('admin');
    expect(await screen.findByText('redirecting to you in 3 seconds')).toBeInTheDocument();
    expect(authStore.get()).toBeNull();
  });
});
